"""The civil registry: records of births, marriages and deaths. Login asks it whether a person has died."""

from datetime import date
from typing import Annotated, Protocol

from fastapi import Depends
from pydantic import BaseModel, ValidationError
from sqlmodel import Session, select

from notary.core.db import SessionDep
from notary.core.errors import ExternalSystemError
from notary.models import CivilRecordKind, SandboxCivilRecord
from notary.state_systems.http import StateSystemClient, sandboxed

SYSTEM = "civil_registry"


class DeathRecord(BaseModel):
    record_number: str
    record_date: date
    death_date: date


class CivilRegistry(Protocol):
    def death_of(self, pin: str) -> DeathRecord | None:
        """The death record of the person, or None when none is registered."""
        ...


class SandboxCivilRegistry:
    def __init__(self, session: Session) -> None:
        self.session = session

    def death_of(self, pin: str) -> DeathRecord | None:
        query = select(SandboxCivilRecord).where(
            SandboxCivilRecord.kind == CivilRecordKind.death, SandboxCivilRecord.person_pin == pin
        )
        record = self.session.exec(query).first()
        if record is None:
            return None
        return DeathRecord(
            record_number=record.record_number, record_date=record.record_date, death_date=record.event_date
        )


class HttpCivilRegistry:
    """The real registry. Its wire format is ours to agree with the registry operator: docs/state-systems.md."""

    def __init__(self, client: StateSystemClient) -> None:
        self.client = client

    def death_of(self, pin: str) -> DeathRecord | None:
        document = self.client.get_json(f"/persons/{pin}/death")
        if document is None:
            return None
        try:
            return DeathRecord.model_validate(document)
        except ValidationError as exc:
            raise ExternalSystemError(self.client.system) from exc


def get_civil_registry(session: SessionDep) -> CivilRegistry:
    if sandboxed(SYSTEM):
        return SandboxCivilRegistry(session)
    return HttpCivilRegistry(StateSystemClient.configured(SYSTEM))


CivilRegistryDep = Annotated[CivilRegistry, Depends(get_civil_registry)]
