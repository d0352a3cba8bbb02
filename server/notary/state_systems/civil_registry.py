"""The civil registry: records of births, marriages and deaths. Login asks it whether a person has died; an act's
fees ask it who its parties are to each other (the close-relative reductions)."""

from datetime import date
from typing import Annotated, Literal, Protocol

from fastapi import Depends
from pydantic import BaseModel, ValidationError
from sqlalchemy import ColumnElement
from sqlmodel import Session, col, or_, select
from sqlmodel.sql.expression import SelectOfScalar

from notary.core.db import SessionDep
from notary.core.errors import ExternalSystemError
from notary.models import CivilRecordKind, SandboxCivilRecord
from notary.state_systems.http import StateSystemClient, sandboxed

SYSTEM = "civil_registry"


class DeathRecord(BaseModel):
    record_number: str
    record_date: date
    death_date: date


class MarriageRecord(BaseModel):
    record_number: str
    record_date: date
    spouse_pin: str


class Relative(BaseModel):
    """Someone the records tie to a person, and what they are to that person."""

    pin: str
    relationship: Literal["spouse", "parent", "child", "sibling"]


class CivilRegistry(Protocol):
    def death_of(self, pin: str) -> DeathRecord | None:
        """The death record of the person, or None when none is registered."""
        ...

    def relatives_of(self, pin: str) -> list[Relative]:
        """The person's spouse, parents, children and siblings by the marriage and birth records."""
        ...

    def marriage_of(self, pin: str) -> MarriageRecord | None:
        """The person's marriage record in force, or None when unmarried."""
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

    def relatives_of(self, pin: str) -> list[Relative]:
        relatives = [Relative(pin=other, relationship="spouse") for other in self._spouses(pin)]
        parents = self._parents(pin)
        relatives += [Relative(pin=parent, relationship="parent") for parent in parents]
        for birth in self._births(or_(SandboxCivilRecord.mother_pin == pin, SandboxCivilRecord.father_pin == pin)):
            relatives.append(Relative(pin=birth.person_pin, relationship="child"))
        for parent in parents:
            for birth in self._births(
                or_(SandboxCivilRecord.mother_pin == parent, SandboxCivilRecord.father_pin == parent)
            ):
                if birth.person_pin != pin and all(r.pin != birth.person_pin for r in relatives):
                    relatives.append(Relative(pin=birth.person_pin, relationship="sibling"))
        return relatives

    def marriage_of(self, pin: str) -> MarriageRecord | None:
        record = self.session.exec(self._marriages(pin)).first()
        if record is None or not record.related_pin:
            return None
        spouse = record.related_pin if record.person_pin == pin else record.person_pin
        return MarriageRecord(record_number=record.record_number, record_date=record.record_date, spouse_pin=spouse)

    def _marriages(self, pin: str) -> SelectOfScalar[SandboxCivilRecord]:
        return select(SandboxCivilRecord).where(
            SandboxCivilRecord.kind == CivilRecordKind.marriage,
            or_(SandboxCivilRecord.person_pin == pin, SandboxCivilRecord.related_pin == pin),
        )

    def _spouses(self, pin: str) -> list[str]:
        marriages = self.session.exec(self._marriages(pin))
        return [m.related_pin if m.person_pin == pin else m.person_pin for m in marriages if m.related_pin]

    def _parents(self, pin: str) -> list[str]:
        births = self._births(col(SandboxCivilRecord.person_pin) == pin)
        return [parent for birth in births for parent in (birth.mother_pin, birth.father_pin) if parent]

    def _births(self, condition: ColumnElement[bool]) -> list[SandboxCivilRecord]:
        statement = select(SandboxCivilRecord).where(SandboxCivilRecord.kind == CivilRecordKind.birth, condition)
        return list(self.session.exec(statement))


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

    def marriage_of(self, pin: str) -> MarriageRecord | None:
        document = self.client.get_json(f"/persons/{pin}/marriage")
        if document is None:
            return None
        try:
            return MarriageRecord.model_validate(document)
        except ValidationError as exc:
            raise ExternalSystemError(self.client.system) from exc

    def relatives_of(self, pin: str) -> list[Relative]:
        document = self.client.get_json(f"/persons/{pin}/relatives")
        try:
            return [Relative.model_validate(item) for item in document or []]
        except (ValidationError, TypeError) as exc:
            raise ExternalSystemError(self.client.system) from exc


def get_civil_registry(session: SessionDep) -> CivilRegistry:
    if sandboxed(SYSTEM):
        return SandboxCivilRegistry(session)
    return HttpCivilRegistry(StateSystemClient.configured(SYSTEM))


CivilRegistryDep = Annotated[CivilRegistry, Depends(get_civil_registry)]
