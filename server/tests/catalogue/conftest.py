import pytest
from sqlmodel import Session


@pytest.fixture(scope="session", autouse=True)
def catalogue_loaded(engine) -> None:
    """`notary seed` loads the catalogue with the reference data; the shared fixture loads only the latter."""
    from notary.catalogue.loader import load_catalogue

    with Session(engine) as session:
        load_catalogue(session)
        session.commit()
