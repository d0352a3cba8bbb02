import re
from calendar import monthrange
from datetime import date
from typing import Annotated

from pydantic import AfterValidator, BaseModel, PlainValidator, StringConstraints, WithJsonSchema
from pydantic_core import PydanticCustomError

from notary.kit.search import search_key

RegistryNumber = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=32, pattern=r"^[0-9A-Za-z/-]+$")
]


def _person_name(value: str) -> str:
    # Letters of either script, apostrophes of o' and g', hyphens and spaces: nothing that could be a pattern.
    key = search_key(value)
    if not 1 <= len(key) <= 64 or not all(ch.isalpha() or ch in "' -" for ch in key):
        raise PydanticCustomError("error_invalid_person_name", "a person's name: letters only")
    return key


PersonName = Annotated[str, AfterValidator(_person_name)]

INCOMPLETE_DATE_PATTERN = r"^(\d{4})-(\d{2}|[Xx]{2})-(\d{2}|[Xx]{2})$"


class DateSpan:
    """The days an incomplete date may stand for, first to last: one day when it is complete."""

    def __init__(self, first: date, last: date) -> None:
        self.first = first
        self.last = last


def _date_span(year: int, month: int | None, day: int | None) -> DateSpan:
    if month is None:
        return DateSpan(date(year, 1, 1), date(year, 12, 31))
    if day is None:
        return DateSpan(date(year, month, 1), date(year, month, monthrange(year, month)[1]))
    return DateSpan(date(year, month, day), date(year, month, day))


def _malformed_date() -> PydanticCustomError:
    return PydanticCustomError("error_incomplete_date", "YYYY-MM-DD, XX for an unknown day or month")


def _incomplete_date(value: object) -> DateSpan:
    """YYYY-MM-DD, YYYY-MM-XX or YYYY-XX-XX: a citizen may not know the day, or the day and the month
    (docs/contracts/entities.md#input-masks)."""
    match = re.fullmatch(INCOMPLETE_DATE_PATTERN, value) if isinstance(value, str) else None
    if match is None:
        raise _malformed_date()
    year, *month_and_day = match.groups()
    month, day = (None if part.upper() == "XX" else int(part) for part in month_and_day)
    if month is None and day is not None:
        raise PydanticCustomError("error_incomplete_date_day_without_month", "a known day needs its month")
    try:
        return _date_span(int(year), month, day)
    except ValueError:  # a day no calendar has: 2024-02-30, month 13, year 0
        raise _malformed_date() from None


IncompleteDate = Annotated[
    DateSpan,
    PlainValidator(_incomplete_date),
    WithJsonSchema(
        {"type": "string", "pattern": INCOMPLETE_DATE_PATTERN, "examples": ["2024-12-01", "2024-12-XX", "2024-XX-XX"]}
    ),
]


class Named(BaseModel):
    id: int
    name: str


class OfficePublic(BaseModel):
    id: int
    name: str
    address: str
    phone: str


class ProxyRecord(BaseModel):
    """What a power-of-attorney check tells: never a pin or an address, parties by their initials only."""

    regnum: str
    regdate: date
    actType: Named
    state: str
    termto: date | None
    valid: bool
    notary: str
    office: OfficePublic
    principal: list[str]
    attorney: list[str]


class ProxyCheck(BaseModel):
    items: list[ProxyRecord]


class LinkedAct(BaseModel):
    relation: str
    regnum: str
    regdate: date
    actType: Named
    state: str


class ActCheck(BaseModel):
    regnum: str
    regdate: date
    actType: Named
    state: str
    notary: str
    office: OfficePublic
    linkedActs: list[LinkedAct]


class InheritanceCasePublic(BaseModel):
    caseNumber: str
    deceased: str
    deathDate: date
    openedOn: date
    state: str
    notary: str
    office: OfficePublic


class InheritanceSearch(BaseModel):
    items: list[InheritanceCasePublic]


class BanPublic(BaseModel):
    id: int
    state: str
    startDate: date
    docDate: date
    number: str
    type: str
    official: str
    organisation: str
    propertyKind: str
    propertyRef: str


class BanCheck(BaseModel):
    """The bans on the citizen's own property; `message` says plainly what was found (also when nothing was)."""

    message: str
    items: list[BanPublic]
