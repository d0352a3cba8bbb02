from datetime import date
from typing import Annotated

from pydantic import AfterValidator, BaseModel, StringConstraints
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
