from datetime import date

from sqlmodel import Field, SQLModel


class SandboxCivilRecord(SQLModel, table=True):
    """The sandbox civil registry: births (the person is the child), marriages and deaths."""

    __tablename__ = "sandbox_civil_record"

    id: int | None = Field(default=None, primary_key=True)
    kind: str = Field(max_length=16, description="birth, marriage or death")
    record_number: str = Field(max_length=32)
    record_date: date
    person_pin: str = Field(max_length=14, index=True)
    related_pin: str | None = Field(default=None, max_length=14, description="spouse (marriage)")
    mother_pin: str | None = Field(default=None, max_length=14)
    father_pin: str | None = Field(default=None, max_length=14)
    event_date: date
