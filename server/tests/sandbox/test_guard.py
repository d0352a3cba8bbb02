"""Production refuses to start while a sandbox table holds a row; the sandbox tables are the `sandbox_*` ones."""

from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path

import pytest
from fastapi import FastAPI
from sqlalchemy import Engine, create_engine, delete
from sqlmodel import Session, SQLModel
from sqlmodel.main import default_registry

import notary.main
import notary.models
from notary.core.migrations import upgrade
from notary.core.settings import Settings
from notary.models import SandboxDebt
from notary.sandbox.guard import SandboxRowsInProduction, sandbox_tables
from tests.conftest import _database_url
from tests.core.test_settings import SAFE_PRODUCTION


@pytest.fixture(scope="module")
def empty_engine(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    """A migrated database of the kind under test with nothing in it."""
    urls = _database_url(request.config.getoption("--db"), tmp_path_factory)
    engine = create_engine(next(urls))
    with engine.begin() as connection:
        upgrade(connection)
    yield engine
    engine.dispose()
    next(urls, None)  # the generator's end: a PostgreSQL database is dropped


@pytest.fixture
def start_in_production(monkeypatch: pytest.MonkeyPatch) -> Callable[[Engine], FastAPI]:
    def start(engine: Engine) -> FastAPI:
        monkeypatch.setattr(notary.main, "get_settings", lambda: Settings(**SAFE_PRODUCTION))
        monkeypatch.setattr(notary.main, "get_engine", lambda: engine)
        return notary.main.create_app()

    return start


def test_production_refuses_to_start_with_the_demo_people(engine, start_in_production):
    with pytest.raises(SandboxRowsInProduction, match="refusing to start in production") as refusal:
        start_in_production(engine)
    # The SMS outbox starts empty, and the clock's anchor exists only with NOTARY_SANDBOX_CLOCK.
    seeded = [table for table in sandbox_tables() if table.name not in ("sandbox_sms", "sandbox_clock")]
    assert all(table.name in str(refusal.value) for table in seeded)


def test_one_row_in_one_sandbox_table_is_enough(empty_engine, start_in_production):
    with Session(empty_engine) as session:
        session.add(SandboxDebt(debtor_pin="41403850230012", case_number="1", opened_on=date(2026, 1, 5), amount=1))
        session.commit()
    try:
        with pytest.raises(SandboxRowsInProduction, match=r"demo rows: sandbox_debt \("):
            start_in_production(empty_engine)
    finally:
        with empty_engine.begin() as connection:
            connection.execute(delete(SandboxDebt))


def test_production_starts_with_the_sandbox_tables_empty(empty_engine, start_in_production):
    assert isinstance(start_in_production(empty_engine), FastAPI)


def test_development_starts_with_the_demo_people(engine, monkeypatch):
    monkeypatch.setattr(notary.main, "get_engine", lambda: pytest.fail("development does not look"))
    assert isinstance(notary.main.create_app(), FastAPI)


def test_the_sandbox_tables_are_the_tables_of_the_sandbox_model_files():
    """A table in models/sandbox_*.py has the prefix, a table with the prefix is in such a file: the guard, which
    goes by the prefix, then covers a new sandbox table without a change."""
    module_of = {mapper.tables[0].name: mapper.class_.__module__ for mapper in default_registry.mappers}
    assert set(module_of) == set(SQLModel.metadata.tables)
    in_sandbox_files = {table for table, module in module_of.items() if module.rsplit(".", 1)[1].startswith("sandbox_")}
    assert in_sandbox_files == {table.name for table in sandbox_tables()}
    files = {path.stem for path in Path(notary.models.__file__).parent.glob("sandbox_*.py")}
    assert files == {module_of[table].rsplit(".", 1)[1] for table in in_sandbox_files}
