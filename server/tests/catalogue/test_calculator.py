"""The calculator's rules: BHM multiples, percentage of the value, the close-relative reductions of
docs/contracts/errors-and-limits.md#acts-and-fees."""

from decimal import Decimal
from pathlib import Path

import pytest
import yaml

from notary.catalogue.calculator import calculate
from notary.catalogue.tariffs import ActTariff, Relationship, Tariffs, get_tariffs
from notary.core.errors import BadRequest
from tests.conftest import REPO_ROOT

BHM_SOM = 400_000


@pytest.fixture
def tariffs() -> Tariffs:
    return Tariffs(
        base_calculation_value=BHM_SOM,
        close_relatives={Relationship.spouse, Relationship.child},
        acts={
            1: ActTariff(
                state_duty_percent=Decimal(3), notary_fee_bhm=Decimal("0.5"), close_relatives_percent=Decimal(5)
            ),
            101: ActTariff(
                state_duty_bhm=Decimal(1), notary_fee_bhm=Decimal("0.2"), close_relatives_percent=Decimal(50)
            ),
            11651: ActTariff(state_duty_bhm=Decimal("0.5"), notary_fee_bhm=Decimal("0.2")),
        },
    )


class TestCalculate:
    def test_fixed_amounts_are_multiples_of_the_bhm(self, tariffs):
        result = calculate(tariffs, tariffs.acts[11651], None, None)
        assert (result.state_duty, result.notary_fee) == (200_000_00, 80_000_00)
        assert result.total == 280_000_00

    def test_vehicle_transfer_is_a_percentage_of_the_value(self, tariffs):
        result = calculate(tariffs, tariffs.acts[1], 150_000_000_00, Relationship.other)
        assert result.state_duty == 4_500_000_00
        assert result.reduced_to_percent is None

    def test_vehicle_transfer_to_a_close_relative_pays_5_percent_of_the_rate(self, tariffs):
        result = calculate(tariffs, tariffs.acts[1], 150_000_000_00, Relationship.child)
        assert result.state_duty == 225_000_00
        assert result.reduced_to_percent == 5

    def test_vehicle_proxy_to_a_close_relative_pays_half(self, tariffs):
        assert calculate(tariffs, tariffs.acts[101], None, Relationship.spouse).state_duty == 200_000_00
        assert calculate(tariffs, tariffs.acts[101], None, None).state_duty == 400_000_00

    def test_a_relationship_outside_the_close_list_pays_in_full(self, tariffs):
        assert calculate(tariffs, tariffs.acts[101], None, Relationship.sibling).state_duty == 400_000_00

    def test_no_reduction_where_the_tariff_has_none(self, tariffs):
        assert calculate(tariffs, tariffs.acts[11651], None, Relationship.spouse).state_duty == 200_000_00

    def test_half_tiyin_rounds_up(self, tariffs):
        assert calculate(tariffs, tariffs.acts[1], 50, None).state_duty == 2  # 1.5 tiyin

    @pytest.mark.parametrize(
        ("act", "value", "key"),
        [
            (1, None, "error_calc_value_required"),
            (11651, 100, "error_calc_value_not_used"),
            (1, 0, "error_calc_value_out_of_range"),
            (1, -100, "error_calc_value_out_of_range"),
            (1, 10**17, "error_calc_value_out_of_range"),
        ],
    )
    def test_invalid_input(self, tariffs, act, value, key):
        with pytest.raises(BadRequest) as raised:
            calculate(tariffs, tariffs.acts[act], value, None)
        assert raised.value.message_key == key


class TestTariffFile:
    def test_every_act_type_has_a_tariff(self):
        act_types = yaml.safe_load((REPO_ROOT / "server/notary/dictionaries/data/act_types.yaml").read_text("utf-8"))
        assert {act["id"] for act in act_types} == set(get_tariffs().acts)

    def test_section_9_reductions_are_configured(self):
        tariffs = get_tariffs()
        assert tariffs.acts[1].close_relatives_percent == tariffs.acts[4].close_relatives_percent == 5
        assert tariffs.acts[101].close_relatives_percent == 50

    def test_a_tariff_needs_exactly_one_state_duty_rule(self):
        with pytest.raises(ValueError):
            ActTariff(state_duty_bhm=Decimal(1), state_duty_percent=Decimal(1), notary_fee_bhm=Decimal(0))
        with pytest.raises(ValueError):
            ActTariff(notary_fee_bhm=Decimal(0))

    def test_the_configured_file_is_the_repository_one(self):
        assert Path(REPO_ROOT / "config/tariffs.toml").is_file()
