"""The administrator's notaries and offices: what is written and read (docs/contracts/errors-and-limits.md bounds)."""

import re
from datetime import date, time
from typing import Literal

from pydantic import BaseModel, Field, field_validator, model_validator
from pydantic_core import PydanticCustomError

from notary.kit.bounds import Id, Line
from notary.kit.identity_formats import PIN_LENGTH, checked_phone
from notary.models import AbsenceKind, LicenceStatus, NotaryState

HHMM = r"^([01][0-9]|2[0-3]):[0-5][0-9]$"
# Uzbekistan's extreme points, rounded outwards.
LATITUDES, LONGITUDES = (37.1, 45.6), (55.9, 73.2)
_CYRILLIC_NAME = r"^[\u0400-\u04ff' -]+$"


def _phone_or_none(value: object) -> str:
    return "" if value in (None, "") else checked_phone(value)


class WorkingDayIn(BaseModel):
    """One working day of the week: its hours and, when given, a break inside them."""

    weekday: int = Field(ge=1, le=7, description="1 Monday ... 7 Sunday")
    opens: str = Field(pattern=HHMM, examples=["09:00"])
    closes: str = Field(pattern=HHMM, examples=["18:00"])
    breakFrom: str | None = Field(None, pattern=HHMM, examples=["13:00"])
    breakTo: str | None = Field(None, pattern=HHMM, examples=["14:00"])

    @model_validator(mode="after")
    def _hours(self) -> "WorkingDayIn":
        opens, closes = time.fromisoformat(self.opens), time.fromisoformat(self.closes)
        if opens >= closes:
            raise PydanticCustomError("error_timetable_hours", "opens before it closes")
        if (self.breakFrom is None) != (self.breakTo is None):
            raise PydanticCustomError("error_timetable_break", "a break has both ends")
        if self.breakFrom and self.breakTo:
            start, end = time.fromisoformat(self.breakFrom), time.fromisoformat(self.breakTo)
            if not opens < start < end < closes:
                raise PydanticCustomError("error_timetable_break", "the break lies inside the hours")
        return self


Timetable = list[WorkingDayIn]


def _one_entry_a_day(days: Timetable | None) -> Timetable | None:
    if days is not None and len({day.weekday for day in days}) != len(days):
        raise PydanticCustomError("error_timetable_weekday_twice", "one entry a weekday")
    return sorted(days, key=lambda day: day.weekday) if days is not None else None


class OfficeIn(BaseModel):
    """An office as the administrator writes it; `version` (on edit) is the one read, so a concurrent edit is seen."""

    nameOz: Line = Field(min_length=1, max_length=200)
    nameUz: Line = Field(min_length=1, max_length=200)
    nameRu: Line = Field(min_length=1, max_length=200)
    regionId: Id
    districtId: Id = Field(description="a district of the region")
    address: Line = Field(min_length=1, max_length=300)
    latitude: float = Field(description=f"within Uzbekistan: {LATITUDES[0]} to {LATITUDES[1]}")
    longitude: float = Field(description=f"within Uzbekistan: {LONGITUDES[0]} to {LONGITUDES[1]}")
    phone: str = Field("", description="9 digits, or empty")
    timetable: Timetable = Field(default_factory=list, max_length=7)

    @field_validator("phone", mode="before")
    @classmethod
    def _phone(cls, value: object) -> str:
        return _phone_or_none(value)

    @field_validator("nameOz", "nameUz", "nameRu", "address")
    @classmethod
    def _trimmed(cls, value: str) -> str:
        if not value.strip():
            raise PydanticCustomError("string_too_short", "required", {"min_length": 1})
        return value.strip()

    @field_validator("timetable")
    @classmethod
    def _week(cls, days: Timetable) -> Timetable:
        return _one_entry_a_day(days) or []

    @model_validator(mode="after")
    def _in_uzbekistan(self) -> "OfficeIn":
        if not (LATITUDES[0] <= self.latitude <= LATITUDES[1] and LONGITUDES[0] <= self.longitude <= LONGITUDES[1]):
            raise PydanticCustomError("error_office_outside_uzbekistan", "coordinates in Uzbekistan")
        return self


class OfficeUpdate(OfficeIn):
    version: Line = Field(min_length=1, max_length=64, description="the `version` read with the office")


class OfficeAdmin(BaseModel):
    id: int
    nameOz: str
    nameUz: str
    nameRu: str
    regionId: int
    districtId: int
    address: str
    latitude: float
    longitude: float
    phone: str
    timetable: list[WorkingDayIn]
    notaryCount: int
    version: str = Field(description="send it back with an edit: a change made meanwhile is refused (409)")


class OfficeAdminPage(BaseModel):
    total: int
    page: int
    size: int
    items: list[OfficeAdmin]


class NotaryIn(BaseModel):
    """A notary as the administrator writes it; without a timetable a new notary takes the office's."""

    pin: str = Field(description="the person's personal number, 14 digits")
    surname: Line = Field(min_length=1, max_length=60)
    name: Line = Field(min_length=1, max_length=60)
    patronymic: Line = Field("", max_length=60)
    fullnameUz: Line = Field(min_length=1, max_length=200, description="in Uzbek Cyrillic")
    licenceNumber: Line = Field(min_length=1, max_length=16)
    licenceDate: date
    licenceStatus: LicenceStatus = LicenceStatus.active
    state: NotaryState = Field(NotaryState.working, description="the stored state; absences cover their own days")
    officeId: Id
    phone: str = Field("", description="9 digits, or empty")
    online: bool = False
    timetable: Timetable | None = Field(None, max_length=7, description="None: the office's")

    @field_validator("phone", mode="before")
    @classmethod
    def _phone(cls, value: object) -> str:
        return _phone_or_none(value)

    @field_validator("pin", mode="before")
    @classmethod
    def _pin(cls, value: object) -> str:
        pin = str(value or "").strip()
        if len(pin) != PIN_LENGTH or not (pin.isascii() and pin.isdigit()):
            raise PydanticCustomError("error_notary_pin", "14 digits")
        return pin

    @field_validator("surname", "name", "patronymic")
    @classmethod
    def _trimmed(cls, value: str) -> str:
        return " ".join(value.split())

    @field_validator("fullnameUz")
    @classmethod
    def _cyrillic(cls, value: str) -> str:
        value = " ".join(value.split())
        if not re.fullmatch(_CYRILLIC_NAME, value):
            raise PydanticCustomError("error_notary_fullname_cyrillic", "Cyrillic letters")
        return value

    @field_validator("timetable")
    @classmethod
    def _week(cls, days: Timetable | None) -> Timetable | None:
        return _one_entry_a_day(days)


class NotaryUpdate(NotaryIn):
    version: Line = Field(min_length=1, max_length=64, description="the `version` read with the notary")


class NotaryAdmin(BaseModel):
    id: int
    pin: str
    surname: str
    name: str
    patronymic: str
    fullnameUz: str
    licenceNumber: str
    licenceDate: date
    licenceStatus: LicenceStatus
    state: NotaryState = Field(description="the stored state")
    stateToday: NotaryState = Field(description="the state today, absences included: what the directory shows")
    officeId: int
    office: str = Field(description="the office's name in the interface language")
    phone: str
    online: bool
    timetable: list[WorkingDayIn]
    version: str = Field(description="send it back with an edit: a change made meanwhile is refused (409)")


class NotaryAdminPage(BaseModel):
    total: int
    page: int
    size: int
    items: list[NotaryAdmin]


class AbsenceIn(BaseModel):
    """A period a notary does not receive, both days included."""

    kind: Literal[AbsenceKind.vacation, AbsenceKind.incapacity]
    dateFrom: date
    dateTo: date

    @model_validator(mode="after")
    def _ordered(self) -> "AbsenceIn":
        if self.dateFrom > self.dateTo:
            raise PydanticCustomError("error_absence_order", "from before to")
        return self


class AbsencePublic(BaseModel):
    id: int
    kind: AbsenceKind
    dateFrom: date
    dateTo: date
