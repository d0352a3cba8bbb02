"""The cadastre: real estate by its cadastre number, with its owners and their shares."""

from typing import Annotated, Protocol

from fastapi import Depends
from pydantic import BaseModel, ValidationError
from sqlmodel import Session, col, select

from notary.core.db import SessionDep
from notary.core.errors import ExternalSystemError
from notary.models import SandboxRealty, SandboxRealtyOwner
from notary.state_systems.http import StateSystemClient, sandboxed

SYSTEM = "cadastre"


class RealtyOwner(BaseModel):
    """An owner of real estate: a share, or none of both numbers when the owners own it jointly."""

    pin: str
    share_numerator: int | None = None
    share_denominator: int | None = None


class RegistryRealty(BaseModel):
    """Real estate as the cadastre answers it (docs/state-systems.md#the-real-clients)."""

    cadastre_number: str
    kind: str
    """flat, house, land or non_residential"""
    region_id: int
    address: str
    area: float
    """Total area, m²."""
    rooms: int | None
    owners: list[RealtyOwner]


class Cadastre(Protocol):
    def realty(self, cadastre_number: str) -> RegistryRealty | None:
        """The real estate with this cadastre number, or None when the cadastre knows none."""
        ...

    def realty_of(self, pin: str) -> list[RegistryRealty]:
        """The real estate the person owns, alone, in shares or jointly, by cadastre number."""
        ...


class SandboxCadastre:
    def __init__(self, session: Session) -> None:
        self.session = session

    def realty(self, cadastre_number: str) -> RegistryRealty | None:
        realty = self.session.get(SandboxRealty, cadastre_number)
        if realty is None:
            return None
        owners = self.session.exec(
            select(SandboxRealtyOwner)
            .where(SandboxRealtyOwner.cadastre_number == cadastre_number)
            .order_by(col(SandboxRealtyOwner.id))
        )
        return RegistryRealty(
            **realty.model_dump(),
            owners=[
                RealtyOwner(
                    pin=owner.owner_pin,
                    share_numerator=owner.share_numerator,
                    share_denominator=owner.share_denominator,
                )
                for owner in owners
            ],
        )

    def realty_of(self, pin: str) -> list[RegistryRealty]:
        numbers = self.session.exec(
            select(SandboxRealtyOwner.cadastre_number)
            .where(SandboxRealtyOwner.owner_pin == pin)
            .order_by(col(SandboxRealtyOwner.cadastre_number))
        )
        return [realty for number in numbers if (realty := self.realty(number)) is not None]


class HttpCadastre:
    """The real cadastre: GET /realty?cadastre_number=<number> answers one record in RegistryRealty's shape,
    GET /realty?owner_pin=<pin> a list of them."""

    def __init__(self, client: StateSystemClient) -> None:
        self.client = client

    def realty(self, cadastre_number: str) -> RegistryRealty | None:
        document = self.client.get_json("/realty", cadastre_number=cadastre_number)
        if document is None:
            return None
        try:
            return RegistryRealty.model_validate(document)
        except ValidationError as exc:
            raise ExternalSystemError(self.client.system) from exc

    def realty_of(self, pin: str) -> list[RegistryRealty]:
        document = self.client.get_json("/realty", owner_pin=pin)
        try:
            return [RegistryRealty.model_validate(item) for item in document or []]
        except (ValidationError, TypeError) as exc:
            raise ExternalSystemError(self.client.system) from exc


def get_cadastre(session: SessionDep) -> Cadastre:
    if sandboxed(SYSTEM):
        return SandboxCadastre(session)
    return HttpCadastre(StateSystemClient.configured(SYSTEM))


CadastreDep = Annotated[Cadastre, Depends(get_cadastre)]
