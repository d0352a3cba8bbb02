"""The terms of an act: what its type needs beyond parties and subjects (spec section 3), in groups. Each act type
uses its own groups (`act_types.TERMS`); the rules that need the act's parties or the registries are in blocks.py."""

from datetime import date
from decimal import Decimal
from enum import StrEnum
from typing import Annotated, Any

import pycountry
from pydantic import AfterValidator, BaseModel, Field, model_validator
from pydantic_core import PydanticCustomError

from notary.kit.bounds import Id, Line, Text
from notary.models import SubjectKind


class TermsGroup(StrEnum):
    credit = "credit"
    power = "power"
    travel = "travel"
    marriage = "marriage"
    translation = "translation"
    renunciation = "renunciation"
    residence = "residence"
    document = "document"
    abroad = "abroad"


def _country(code: str) -> str:
    code = code.strip().upper()
    if pycountry.countries.get(alpha_2=code) is None:
        raise PydanticCustomError("error_terms_country", "an ISO 3166 country code")
    return code


Country = Annotated[str, AfterValidator(_country)]


class Credit(BaseModel):
    """The credit a pledge secures."""

    number: Line = Field(min_length=1, max_length=50)
    date: date
    sum: Decimal = Field(gt=0, max_digits=18, decimal_places=2, description="in so'm")
    percent: Decimal = Field(ge=0, le=100, max_digits=5, decimal_places=2, description="yearly interest")
    term_months: int = Field(ge=1, le=600)
    purpose: Line = Field(min_length=1, max_length=500)


class Right(StrEnum):
    """What a power of attorney may grant; the last four dispose of property."""

    represent = "represent"
    courts = "courts"
    banking = "banking"
    receive_payments = "receive_payments"
    receive_documents = "receive_documents"
    manage = "manage"
    lease = "lease"
    pay_utilities = "pay_utilities"
    drive = "drive"
    register_vehicle = "register_vehicle"
    inspection = "inspection"
    insurance = "insurance"
    sell = "sell"
    gift = "gift"
    pledge = "pledge"
    exchange = "exchange"


DISPOSAL = frozenset({Right.sell, Right.gift, Right.pledge, Right.exchange})


class Grant(BaseModel):
    """One right granted, with whether the attorney may pass it on by delegation; a disposal names what it disposes
    of (a vehicle, real estate or other property)."""

    right: Right
    delegation: bool = False
    property: SubjectKind | None = Field(default=None, description="disposal rights: of what")

    @model_validator(mode="after")
    def _disposal_names_property(self) -> "Grant":
        if (self.right in DISPOSAL) != (self.property is not None):
            raise PydanticCustomError("error_terms_grant_property", "a disposal right names its property")
        return self


class MainPower(BaseModel):
    """The registered power of attorney a delegated one derives from."""

    regnum: Line = Field(min_length=1, max_length=32)
    regdate: date


class Power(BaseModel):
    term_from: date
    term_to: date
    grants: list[Grant] = Field(min_length=1, max_length=len(Right))
    main: MainPower | None = Field(default=None, description="by delegation: the main power of attorney")

    @model_validator(mode="after")
    def _consistent(self) -> "Power":
        if self.term_to <= self.term_from:
            raise PydanticCustomError("error_terms_term_order", "term_to after term_from")
        if len({(grant.right, grant.property) for grant in self.grants}) != len(self.grants):
            raise PydanticCustomError("error_terms_grant_twice", "each right once")
        return self


class Purpose(StrEnum):
    tourism = "tourism"
    study = "study"
    treatment = "treatment"
    relatives = "relatives"
    sport = "sport"
    other = "other"


class Travel(BaseModel):
    """A minor's departure: from where, to which countries (or all), why, when, and whether alone."""

    departure_country: Country = Field(default="UZ", examples=["UZ"])
    destinations: list[Country] = Field(default_factory=list, max_length=50, examples=[["TR"]])
    all_countries: bool = False
    purpose: Purpose
    other_purpose: Line | None = Field(default=None, max_length=300)
    date_from: date
    date_to: date
    selfdep: bool = Field(default=False, description="an independent departure (from age 15, then no escort)")

    @model_validator(mode="after")
    def _consistent(self) -> "Travel":
        self.destinations = list(dict.fromkeys(self.destinations))
        if self.all_countries == bool(self.destinations):
            raise PydanticCustomError("error_terms_destinations", "destinations or all countries")
        if (self.purpose == Purpose.other) != bool(self.other_purpose and self.other_purpose.strip()):
            raise PydanticCustomError("error_terms_other_purpose", "the other purpose, and only then")
        if self.date_to < self.date_from:
            raise PydanticCustomError("error_terms_term_order", "date_to not before date_from")
        return self


class Section(BaseModel):
    title: Line = Field(min_length=1, max_length=200)
    text: Text = Field(min_length=1, max_length=5000)


class MarriageRecordTerm(BaseModel):
    record_number: Line
    record_date: date


class Marriage(BaseModel):
    """A marriage contract's property regimes, as text sections; the server fills the marriage record from the civil
    registry (none for a contract made before the marriage)."""

    sections: list[Section] = Field(min_length=1, max_length=30)
    record: MarriageRecordTerm | None = Field(default=None, description="filled by the server; what is sent is ignored")


class Language(StrEnum):
    oz = "oz"
    uz = "uz"
    ru = "ru"
    kaa = "kaa"
    en = "en"
    de = "de"
    fr = "fr"
    tr = "tr"
    ko = "ko"
    zh = "zh"
    ar = "ar"
    kk = "kk"
    ky = "ky"
    tg = "tg"


class Translation(BaseModel):
    document_title: Line = Field(min_length=1, max_length=300)
    translate_from: Language
    translate_to: Language

    @model_validator(mode="after")
    def _two_languages(self) -> "Translation":
        if self.translate_from == self.translate_to:
            raise PydanticCustomError("error_terms_same_language", "two different languages")
        return self


class Renunciation(BaseModel):
    """The inheritance case renounced (found by the deceased's name and death date) and, when the heir renounces in
    someone's favour, that heir's party."""

    case_number: Line = Field(min_length=1, max_length=32, examples=["INH-2025-0042"])
    in_favour_of_party_id: Id | None = None


class Residence(BaseModel):
    """Registration at the owners' flat: permanent, or temporary until a date."""

    until: date | None = Field(default=None, description="temporary registration until; none: permanent")


class Document(BaseModel):
    """The document whose signature the notary certifies."""

    title: Line = Field(min_length=1, max_length=300)


class Abroad(BaseModel):
    """The country where the child will live with the other parent."""

    country: Country = Field(examples=["KZ"])


class ActTerms(BaseModel):
    """Every group an act type may use; an act type fills exactly its own (`terms_groups` of the act)."""

    credit: Credit | None = None
    power: Power | None = None
    travel: Travel | None = None
    marriage: Marriage | None = None
    translation: Translation | None = None
    renunciation: Renunciation | None = None
    residence: Residence | None = None
    document: Document | None = None
    abroad: Abroad | None = None

    def filled(self) -> set[TermsGroup]:
        return {TermsGroup(name) for name, value in self if value is not None}

    @classmethod
    def stored(cls, data: dict[str, Any]) -> "ActTerms":
        return cls.model_validate(data)
