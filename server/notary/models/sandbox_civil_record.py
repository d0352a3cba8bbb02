from datetime import date
from enum import StrEnum

from sqlmodel import Field, SQLModel

from notary.models._types import EnumText


class CivilRecordKind(StrEnum):
    birth = "birth"
    marriage = "marriage"
    death = "death"


class SandboxCivilRecord(SQLModel, table=True):
    """The sandbox civil registry: births (the person is the child), marriages and deaths."""

    __tablename__ = "sandbox_civil_record"

    id: int | None = Field(default=None, primary_key=True)
    kind: CivilRecordKind = Field(sa_type=EnumText(CivilRecordKind))
    record_number: str = Field(max_length=32)
    record_date: date
    person_pin: str = Field(max_length=14, index=True)
    related_pin: str | None = Field(default=None, max_length=14, description="spouse (marriage)")
    mother_pin: str | None = Field(default=None, max_length=14)
    father_pin: str | None = Field(default=None, max_length=14)
    event_date: date
