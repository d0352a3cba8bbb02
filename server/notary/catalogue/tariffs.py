"""The tariff table of config/tariffs.toml: state duty and notary fee per act type, in multiples of the BHM."""

import tomllib
from decimal import ROUND_HALF_UP, Decimal
from enum import StrEnum
from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, Field, model_validator

from notary.core.settings import ROOT, get_settings
from notary.kit.money import TIYIN_PER_SOM


class Relationship(StrEnum):
    """How the parties of the act are related; the tariff file says which ones count as close relatives."""

    spouse = "spouse"
    parent = "parent"
    child = "child"
    sibling = "sibling"
    grandparent = "grandparent"
    grandchild = "grandchild"
    other = "other"


class ActTariff(BaseModel):
    state_duty_bhm: Decimal | None = Field(None, ge=0)
    state_duty_percent: Decimal | None = Field(None, gt=0, le=100)
    notary_fee_bhm: Decimal = Field(ge=0)
    close_relatives_percent: Decimal | None = Field(None, gt=0, le=100)

    @model_validator(mode="after")
    def _one_state_duty_rule(self) -> "ActTariff":
        if (self.state_duty_bhm is None) == (self.state_duty_percent is None):
            raise ValueError("give exactly one of state_duty_bhm and state_duty_percent")
        return self

    @property
    def needs_value(self) -> bool:
        return self.state_duty_percent is not None


class Tariffs(BaseModel):
    base_calculation_value: int = Field(gt=0, description="BHM in so'm")
    close_relatives: set[Relationship]
    acts: dict[int, ActTariff]

    @property
    def bhm_tiyin(self) -> int:
        return self.base_calculation_value * TIYIN_PER_SOM

    def bhm_multiple(self, multiple: Decimal) -> int:
        return _round_tiyin(Decimal(self.bhm_tiyin) * multiple)


def _round_tiyin(amount: Decimal) -> int:
    return int(amount.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def percent_of(amount_tiyin: int, percent: Decimal) -> int:
    return _round_tiyin(Decimal(amount_tiyin) * percent / 100)


@lru_cache
def _load(path: Path) -> Tariffs:
    return Tariffs.model_validate(tomllib.loads(path.read_text(encoding="utf-8")))


def get_tariffs() -> Tariffs:
    path = get_settings().catalogue.tariffs_file
    return _load(path if path.is_absolute() else ROOT / path)
