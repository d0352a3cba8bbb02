import re
from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, Field, HttpUrl, StringConstraints, UrlConstraints, model_validator
from pydantic_core import PydanticCustomError

from notary.catalogue.tariffs import Relationship
from notary.kit import bounds
from notary.kit.money import Money


class Link(BaseModel):
    title: str
    url: str


class Price(BaseModel):
    """What the act costs: fixed sums, or a state duty that is a percentage of the value (vehicle transfers)."""

    stateDuty: Money | None
    stateDutyPercent: float | None
    notaryFee: Money
    closeRelativesPercent: float | None
    needsValue: bool


class CatalogueItem(BaseModel):
    id: int
    name: str
    section: str
    simplifiedDescription: str
    simplified: bool
    kiosk: bool
    price: Price


class Section(BaseModel):
    name: str
    count: int


class CatalogueList(BaseModel):
    sections: list[Section]
    items: list[CatalogueItem]


class CatalogueDetail(CatalogueItem):
    legalDescription: str
    documents: list[str]
    parties: list[str]
    duration: str
    result: str
    conditions: list[str]
    links: list[Link]


class CalculationResult(BaseModel):
    actTypeId: int
    actName: str
    baseCalculationValue: Money
    value: Money | None
    relationship: Relationship | None
    reducedToPercent: float | None
    stateDuty: Money
    notaryFee: Money
    total: Money


# What an administrator may write: trimmed, not empty; the limits leave room above the longest release text.
# Spelt out per limit, as a type checker takes no annotation a function builds.
Text200 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200), bounds.one_line]
Text300 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=300), bounds.one_line]
Line = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=400), bounds.one_line]
Text600 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=600), bounds.multi_line]
Text4000 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=4000), bounds.multi_line]


class LinkIn(BaseModel):
    title: Text200
    url: Annotated[HttpUrl, UrlConstraints(max_length=500)] = Field(description="an http or https address")


class CatalogueTextsIn(BaseModel):
    """The texts of one act type in one language, as docs/contracts/portal.md#service-catalogue-details shows them."""

    simplifiedDescription: Text600
    legalDescription: Text4000
    documents: list[Line] = Field(min_length=1, max_length=20)
    parties: list[Line] = Field(min_length=1, max_length=20)
    duration: Text300
    result: Text600
    conditions: list[Line] = Field(max_length=20)
    links: list[LinkIn] = Field(max_length=10)

    def words(self) -> list[str]:
        """Every text an editor wrote, for the script checks (link addresses are not words)."""
        texts = [self.simplifiedDescription, self.legalDescription, self.duration, self.result]
        return [*texts, *self.documents, *self.parties, *self.conditions, *(link.title for link in self.links)]


_CYRILLIC = re.compile("[\u0400-\u04ff]")
_LATIN = re.compile("[A-Za-z]")


class CatalogueEdit(BaseModel):
    """All three languages of an act type, saved together; `revision` is the one the editor started from."""

    revision: bounds.Line = Field(max_length=64)
    oz: CatalogueTextsIn
    uz: CatalogueTextsIn | None = Field(description="null: write the Cyrillic texts from the Latin ones")
    ru: CatalogueTextsIn

    @model_validator(mode="after")
    def _each_in_its_script(self) -> "CatalogueEdit":
        # The commonest slip is a text pasted into the wrong language's form.
        if any(_CYRILLIC.search(text) for text in self.oz.words()):
            raise PydanticCustomError("error_catalogue_oz_not_latin", "Uzbek Latin texts have Cyrillic letters")
        if self.uz is not None and any(_LATIN.search(text) for text in self.uz.words()):
            raise PydanticCustomError("error_catalogue_uz_not_cyrillic", "Uzbek Cyrillic texts have Latin letters")
        return self


class CatalogueTextsPublic(CatalogueTextsIn):
    editedAt: datetime | None = Field(description="null: the release text")
    editedBy: str | None = Field(description="the administrator who last changed it")


class CatalogueTexts(BaseModel):
    actTypeId: int
    name: str
    revision: str = Field(description="send it back when saving: a save over someone else's newer one is refused")
    uzFromLatin: bool = Field(description="the Cyrillic texts are exactly the transliterated Latin ones")
    oz: CatalogueTextsPublic
    uz: CatalogueTextsPublic
    ru: CatalogueTextsPublic
