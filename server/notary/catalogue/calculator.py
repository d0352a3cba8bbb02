"""The catalogue's calculator: state duty and notary fee of an act, with the close-relative reductions
(docs/contracts/errors-and-limits.md#acts-and-fees)."""

from dataclasses import dataclass
from decimal import Decimal

from notary.catalogue.tariffs import ActTariff, Relationship, Tariffs, percent_of
from notary.core.errors import BadRequest

MAX_VALUE_TIYIN = 10**16  # far beyond any vehicle, small enough that every sum stays exact


@dataclass(frozen=True)
class Calculation:
    state_duty: int
    notary_fee: int
    reduced_to_percent: Decimal | None

    @property
    def total(self) -> int:
        return self.state_duty + self.notary_fee


def calculate(tariffs: Tariffs, tariff: ActTariff, value: int | None, relationship: Relationship | None) -> Calculation:
    """Amounts in tiyin. `value` is the vehicle's value; acts whose duty is a percentage need it, others refuse it."""
    if tariff.needs_value and value is None:
        raise BadRequest("error_calc_value_required")
    if not tariff.needs_value and value is not None:
        raise BadRequest("error_calc_value_not_used")
    if value is not None and not 0 < value <= MAX_VALUE_TIYIN:
        raise BadRequest("error_calc_value_out_of_range")
    if tariff.state_duty_percent is not None:
        state_duty = percent_of(value or 0, tariff.state_duty_percent)
    else:
        state_duty = tariffs.bhm_multiple(tariff.state_duty_bhm or Decimal(0))
    reduced_to = None
    if tariff.close_relatives_percent is not None and relationship in tariffs.close_relatives:
        reduced_to = tariff.close_relatives_percent
        state_duty = percent_of(state_duty, reduced_to)
    return Calculation(state_duty, tariffs.bhm_multiple(tariff.notary_fee_bhm), reduced_to)
