"""What the API takes and answers of an act's subjects: a vehicle, real estate or other property."""

import re
from decimal import Decimal
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field, field_validator, model_validator
from pydantic_core import PydanticCustomError

from notary.kit.bounds import Id, Int32, Line, Text
from notary.kit.language import in_script
from notary.models import NotarialActSubject, SubjectKind


class DisposalType(StrEnum):
    """What a consent lets the other side do with the subject; a spouse consent may name several."""

    sale = "sale"
    gift = "gift"
    pledge = "pledge"
    exchange = "exchange"
    lease = "lease"


def _text(value: object) -> str | None:
    return value.strip() or None if isinstance(value, str) else None


# A vehicle's tech passport (docs/contracts/entities.md#input-masks): a series of Latin letters (AAF), 7 digits.
TECH_PASSPORT_SERIES = r"^[A-Z]{1,5}$"
TECH_PASSPORT_NUMBER = r"^[0-9]{7}$"


def _tech_passport_part(value: object, pattern: str, key: str, shape: str) -> object:
    """Blank is not given; letters are taken in capitals; a wrong shape has its own message."""
    if not isinstance(value, str):
        return value
    text = value.strip().upper()
    if not text:
        return None
    if not re.fullmatch(pattern, text):
        raise PydanticCustomError(key, shape)
    return text


class SubjectCreate(BaseModel):
    """A vehicle by its state number (and its tech passport when the applicant does not own it), real estate by its
    cadastre number (`cadastre` as the contract's example names it, or `cadastre_number`), or other property by its
    description and price; the share passed on and to whom."""

    kind: SubjectKind
    state_number: Line | None = Field(default=None, max_length=15, examples=["01A123BC"])
    cadastre_number: Line | None = Field(
        default=None,
        max_length=32,
        examples=["10:01:02:03:0004:0005"],
        description="also taken as `cadastre`",
    )
    description: Text | None = Field(default=None, max_length=1000)
    price: Decimal | None = Field(default=None, ge=0, max_digits=18, decimal_places=2, description="in sum")
    share_numerator: Int32 = Field(default=1, description="the share passed on: 1 <= numerator <= denominator")
    share_denominator: Int32 = 1
    recipient_party_id: Id | None = Field(default=None, description="the party the share passes to")
    disposal_types: list[DisposalType] = Field(default_factory=list, max_length=len(DisposalType))
    tech_passport_series: str | None = Field(
        default=None,
        pattern=TECH_PASSPORT_SERIES,
        examples=["AAF"],
        description="a vehicle's tech passport, with its number: required when the applicant is not among the "
        "vehicle's owners (a consent), checked against the registry whenever given",
    )
    tech_passport_number: str | None = Field(default=None, pattern=TECH_PASSPORT_NUMBER, examples=["1234567"])

    @field_validator("tech_passport_series", mode="before")
    @classmethod
    def _tech_passport_series(cls, value: object) -> object:
        return _tech_passport_part(value, TECH_PASSPORT_SERIES, "error_subject_tech_passport_series", "1 to 5 letters")

    @field_validator("tech_passport_number", mode="before")
    @classmethod
    def _tech_passport_number(cls, value: object) -> object:
        return _tech_passport_part(value, TECH_PASSPORT_NUMBER, "error_subject_tech_passport_number", "7 digits")

    @model_validator(mode="before")
    @classmethod
    def _cadastre_alias(cls, data: Any) -> Any:
        if isinstance(data, dict) and "cadastre" in data and "cadastre_number" not in data:
            return {key: value for key, value in data.items() if key != "cadastre"} | {
                "cadastre_number": data["cadastre"]
            }
        return data

    @model_validator(mode="after")
    def _what_each_kind_needs(self) -> "SubjectCreate":
        self.state_number = _text(self.state_number)
        self.cadastre_number = _text(self.cadastre_number)
        self.description = _text(self.description)
        if self.kind == SubjectKind.vehicle:
            if self.state_number is None:
                raise PydanticCustomError("error_subject_state_number_required", "state number required")
            self.state_number = self.state_number.replace(" ", "").upper()
            if (self.tech_passport_series is None) != (self.tech_passport_number is None):
                raise PydanticCustomError("error_subject_tech_passport_required", "tech passport series and number")
        elif self.kind == SubjectKind.realty:
            if self.cadastre_number is None:
                raise PydanticCustomError("error_subject_cadastre_required", "cadastre number required")
        else:
            if self.description is None:
                raise PydanticCustomError("error_subject_description_required", "description required")
            if self.price is None:
                raise PydanticCustomError("error_subject_price_required", "price required")
        if not 1 <= self.share_numerator <= self.share_denominator:
            raise PydanticCustomError("error_subject_share", "1 <= numerator <= denominator")
        if len(set(self.disposal_types)) != len(self.disposal_types):
            raise PydanticCustomError("error_subject_disposal_types", "each disposal type once")
        return self


class SubjectPublic(BaseModel):
    id: int
    kind: SubjectKind
    state_number: str | None
    cadastre_number: str | None
    description: str
    price: str | None = Field(description="decimal string in sum with two decimals")
    share_numerator: int = 1
    share_denominator: int = 1
    recipient_party_id: int | None = None
    disposal_types: list[str] = Field(default_factory=list)
    details: dict[str, Any] = Field(
        description="the registry's answer when added: a vehicle's make, model, year, colour, tech passport, body and "
        "engine numbers, owners with shares, bans and unpaid fines (a sum); real estate's kind, area, rooms, address "
        "and owners"
    )

    @classmethod
    def of(cls, subject: NotarialActSubject) -> "SubjectPublic":
        assert subject.id is not None
        price = None if subject.price is None else f"{subject.price:.2f}"
        return cls(
            id=subject.id,
            kind=subject.kind,
            state_number=subject.state_number,
            cadastre_number=subject.cadastre_number,
            description=subject.description,
            price=price,
            share_numerator=subject.share_numerator,
            share_denominator=subject.share_denominator,
            recipient_party_id=subject.recipient_party_id,
            disposal_types=list(subject.disposal_types),
            details=_in_script(subject.from_registry),
        )


def _in_script(details: dict[str, Any]) -> dict[str, Any]:
    """The registry's answer with real estate's address in the interface's script."""
    return details | {"address": in_script(details["address"])} if "address" in details else details


class OwnedVehicle(BaseModel):
    """A vehicle the caller owns, as the registry lists it: what to pick from for a new act."""

    state_number: str
    make: str
    model: str
    year: int
    colour: str
    share_numerator: int
    share_denominator: int


class OwnedRealty(BaseModel):
    cadastre_number: str
    kind: str
    address: str
    area: float
    rooms: int | None
    share_numerator: int | None = Field(description="none of both for joint ownership")
    share_denominator: int | None


class OwnProperty(BaseModel):
    """The caller's vehicles and real estate by the registries, so a subject is picked, not typed."""

    vehicles: list[OwnedVehicle]
    realty: list[OwnedRealty]
