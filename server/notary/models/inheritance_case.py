from datetime import date
from enum import StrEnum

from sqlalchemy import Index
from sqlmodel import Field, SQLModel

from notary.models._types import EnumText


class CaseState(StrEnum):
    open = "open"
    closed = "closed"


class InheritanceCase(SQLModel, table=True):
    """An inheritance case opened by a notary on a person's death."""

    __tablename__ = "inheritance_case"
    __table_args__ = (Index("ix_inheritance_case_death_date_surname", "death_date", "deceased_surname_key"),)

    id: int | None = Field(default=None, primary_key=True)
    case_number: str = Field(max_length=32, unique=True)
    deceased_pin: str = Field(max_length=14)
    deceased_surname: str
    deceased_name: str
    deceased_patronymic: str = ""
    deceased_surname_key: str = Field(description="normalised surname, for the search")
    deceased_name_key: str = Field(description="normalised first name, for the search")
    death_date: date
    opened_on: date
    notary_id: int = Field(foreign_key="notary.id")
    office_id: int = Field(foreign_key="notary_office.id")
    state: CaseState = Field(sa_type=EnumText(CaseState))
