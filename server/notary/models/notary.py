from datetime import date
from enum import StrEnum
from typing import Any

from sqlalchemy import JSON, Column
from sqlmodel import Field, SQLModel

from notary.models._types import EnumText


class LicenceStatus(StrEnum):
    active = "active"
    terminated = "terminated"
    cancelled = "cancelled"


class NotaryState(StrEnum):
    """Whether a notary with an active licence receives citizens now."""

    working = "working"
    vacation = "vacation"
    incapacity = "incapacity"


class Notary(SQLModel, table=True):
    """A notary of the directory: licence, state, office, timetable and the two ratings."""

    id: int | None = Field(default=None, primary_key=True)
    pin: str = Field(max_length=14, unique=True)
    surname: str
    name: str
    patronymic: str = ""
    fullname_uz: str = Field(description="the full name in Uzbek Cyrillic")
    search_key: str = Field(index=True, description="lower-cased Latin and Cyrillic full names, for the search")
    licence_number: str = Field(max_length=16, unique=True)
    licence_date: date
    licence_status: LicenceStatus = Field(sa_type=EnumText(LicenceStatus))
    state: NotaryState = Field(sa_type=EnumText(NotaryState))
    online: bool = Field(description="receives acts by video conference as well as in person")
    office_id: int = Field(foreign_key="notary_office.id", index=True)
    phone: str = Field(default="", max_length=16)
    ministry_rating: float = Field(description="set by the ministry, 0 to 5")
    client_rating: float | None = Field(default=None, description="mean of the reviews; None without reviews")
    review_count: int = 0
    timetable: list[dict[str, Any]] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
