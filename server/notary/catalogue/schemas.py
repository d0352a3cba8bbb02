from pydantic import BaseModel

from notary.money.schemas import Money
from notary.money.tariffs import Relationship


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
    participants: list[str]
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
