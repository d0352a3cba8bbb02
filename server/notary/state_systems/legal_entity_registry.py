"""The register of legal entities: an organisation by its tax id (INN), with its address, its director and whether it
has been liquidated."""

from datetime import date
from typing import Annotated, Protocol

from fastapi import Depends
from pydantic import BaseModel, ValidationError
from sqlmodel import Session

from notary.core.db import SessionDep
from notary.core.errors import ExternalSystemError
from notary.models import SandboxOrganisation
from notary.state_systems.http import StateSystemClient, sandboxed

SYSTEM = "legal_entity_registry"


class Director(BaseModel):
    """The person who heads the organisation and acts for it without a power of attorney."""

    pin: str
    surname: str
    name: str
    patronymic: str = ""


class Organisation(BaseModel):
    """An organisation as the register answers it (docs/state-systems.md#the-real-clients)."""

    inn: str
    name: str
    address: str
    director: Director
    liquidated_on: date | None = None
    """None while the organisation is active."""

    @property
    def active(self) -> bool:
        return self.liquidated_on is None


class LegalEntityRegistry(Protocol):
    def organisation_of(self, inn: str) -> Organisation | None:
        """The organisation with this tax id, liquidated or not; None when the register knows none."""
        ...


class SandboxLegalEntityRegistry:
    def __init__(self, session: Session) -> None:
        self.session = session

    def organisation_of(self, inn: str) -> Organisation | None:
        row = self.session.get(SandboxOrganisation, inn)
        if row is None:
            return None
        director = Director(
            pin=row.director_pin,
            surname=row.director_surname,
            name=row.director_name,
            patronymic=row.director_patronymic,
        )
        return Organisation(
            inn=row.inn, name=row.name, address=row.address, director=director, liquidated_on=row.liquidated_on
        )


class HttpLegalEntityRegistry:
    """The real register: GET /organisations?inn=<inn> answers one record in Organisation's shape."""

    def __init__(self, client: StateSystemClient) -> None:
        self.client = client

    def organisation_of(self, inn: str) -> Organisation | None:
        document = self.client.get_json("/organisations", inn=inn)
        if document is None:
            return None
        try:
            return Organisation.model_validate(document)
        except ValidationError as exc:
            raise ExternalSystemError(self.client.system) from exc


def get_legal_entity_registry(session: SessionDep) -> LegalEntityRegistry:
    if sandboxed(SYSTEM):
        return SandboxLegalEntityRegistry(session)
    return HttpLegalEntityRegistry(StateSystemClient.configured(SYSTEM))


LegalEntityRegistryDep = Annotated[LegalEntityRegistry, Depends(get_legal_entity_registry)]
