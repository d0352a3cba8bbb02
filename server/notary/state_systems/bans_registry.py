"""The bans registry: bans, arrests and restrictions on a person's property (vehicles, real estate)."""

from datetime import date
from typing import Annotated, Protocol

from fastapi import Depends
from pydantic import BaseModel, TypeAdapter, ValidationError
from sqlmodel import Session, col, select

from notary.core.db import SessionDep
from notary.core.errors import ExternalSystemError
from notary.models import SandboxBan
from notary.state_systems.http import StateSystemClient, sandboxed

SYSTEM = "bans_registry"


class RegistryBan(BaseModel):
    """A ban as the registry answers it (docs/state-systems.md#the-real-clients), with the property it lies on."""

    id: int
    state: str
    start_date: date
    doc_date: date
    doc_number: str
    ban_type: str
    official: str
    organisation: str
    property_kind: str
    property_ref: str


class BansRegistry(Protocol):
    def bans_of_owner(self, pin: str) -> list[RegistryBan]: ...


class SandboxBansRegistry:
    def __init__(self, session: Session) -> None:
        self.session = session

    def bans_of_owner(self, pin: str) -> list[RegistryBan]:
        statement = select(SandboxBan).where(SandboxBan.owner_pin == pin).order_by(col(SandboxBan.start_date).desc())
        return [RegistryBan.model_validate(ban, from_attributes=True) for ban in self.session.exec(statement)]


_BAN_LIST = TypeAdapter(list[RegistryBan])


class HttpBansRegistry:
    """The real registry: GET /bans?owner_pin=<pin> answers a JSON list of bans in RegistryBan's shape."""

    def __init__(self, client: StateSystemClient) -> None:
        self.client = client

    def bans_of_owner(self, pin: str) -> list[RegistryBan]:
        document = self.client.get_json("/bans", owner_pin=pin)
        if document is None:
            return []
        try:
            return _BAN_LIST.validate_python(document)
        except ValidationError as exc:
            raise ExternalSystemError(self.client.system) from exc


def get_bans_registry(session: SessionDep) -> BansRegistry:
    if sandboxed(SYSTEM):
        return SandboxBansRegistry(session)
    return HttpBansRegistry(StateSystemClient.configured(SYSTEM))


BansRegistryDep = Annotated[BansRegistry, Depends(get_bans_registry)]
