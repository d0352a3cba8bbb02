from decimal import Decimal
from enum import StrEnum
from typing import Any

from sqlalchemy import JSON, Column, Numeric
from sqlmodel import Field, SQLModel

from notary.models._types import EnumText


class SubjectKind(StrEnum):
    vehicle = "vehicle"
    realty = "realty"
    other = "other"


class NotarialActSubject(SQLModel, table=True):
    """What an act disposes of: a vehicle (by state number, from the vehicle registry), real estate (by cadastre
    number, from the cadastre) or other property (a description and a sum), with the share passed on."""

    __tablename__ = "notarial_act_subject"

    id: int | None = Field(default=None, primary_key=True)
    act_id: int = Field(foreign_key="notarial_act.id", index=True)
    kind: SubjectKind = Field(sa_type=EnumText(SubjectKind))
    state_number: str | None = Field(default=None, max_length=15, index=True)
    cadastre_number: str | None = Field(default=None, max_length=32, index=True)
    description: str = Field(default="", max_length=1000)
    price: Decimal | None = Field(default=None, sa_type=Numeric(18, 2), description="in sum, two decimals")
    share_numerator: int = 1
    share_denominator: int = 1
    recipient_party_id: int | None = Field(default=None, foreign_key="notarial_act_party.id")
    disposal_types: list[str] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    from_registry: dict[str, Any] = Field(
        default_factory=dict,
        sa_column=Column(JSON, nullable=False),
        description="the registry's answer when added: make, year, colour, owners and shares, area, rooms...",
    )
