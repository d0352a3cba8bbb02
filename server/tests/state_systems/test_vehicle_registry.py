"""The vehicle registry adapter: the sandbox's demo vehicles (docs/contracts/sandbox.md#demo-property) and the real
HTTP client against a mock transport."""

from datetime import date

import httpx
import pytest

from notary.core.errors import ExternalSystemError
from notary.core.sections import StateSystemConfig
from notary.state_systems.http import StateSystemClient
from notary.state_systems.vehicle_registry import HttpVehicleRegistry, SandboxVehicleRegistry, VehicleOwner

DILNOZA, AZIZ, JASUR = "41403850230012", "32107830340017", "33011880670041"

VEHICLE = {
    "state_number": "01C555DD",
    "make": "Chevrolet",
    "model": "Malibu",
    "year": 2019,
    "colour": "qora",
    "tech_passport_series": "AAH",
    "tech_passport_number": "5555555",
    "body_number": "XWBJA69V0KA555555",
    "engine_number": "LFV-1905555",
    "owners": [
        {"pin": DILNOZA, "share_numerator": 1, "share_denominator": 2},
        {"pin": AZIZ, "share_numerator": 1, "share_denominator": 2},
    ],
    "bans": [],
    "unpaid_fines": 0,
}


def _registry(handler) -> HttpVehicleRegistry:
    config = StateSystemConfig(mode="http", url="https://vehicles.example", token="token", timeout_seconds=5)
    client = StateSystemClient("vehicle_registry", config, transport=httpx.MockTransport(handler))
    return HttpVehicleRegistry(client)


class TestSandboxVehicleRegistry:
    def test_dilnozas_cobalt_is_hers_alone_without_ban_or_fine(self, session):
        car = SandboxVehicleRegistry(session).vehicle("01A123BC")
        assert (car.make, car.model, car.year, car.colour) == ("Chevrolet", "Cobalt", 2021, "oq")
        assert car.tech_passport_series + car.tech_passport_number == "AAF1234567"
        assert car.owners == [VehicleOwner(pin=DILNOZA, share_numerator=1, share_denominator=1)]
        assert (car.bans, car.unpaid_fines) == ([], 0)

    def test_jasurs_nexia_has_an_active_ban_and_an_unpaid_fine(self, session):
        car = SandboxVehicleRegistry(session).vehicle("01B777CC")
        assert (car.make, car.model, car.year) == ("Chevrolet", "Nexia", 2016)
        assert [owner.pin for owner in car.owners] == [JASUR]
        [ban] = car.bans
        assert (ban.state, ban.start_date, ban.organisation) == ("active", date(2025, 3, 1), "Majburiy ijro byurosi")
        assert car.unpaid_fines > 0

    def test_the_malibu_is_owned_half_and_half_by_dilnoza_and_aziz(self, session):
        car = SandboxVehicleRegistry(session).vehicle("01C555DD")
        assert (car.make, car.model, car.year) == ("Chevrolet", "Malibu", 2019)
        assert {(owner.pin, owner.share_numerator, owner.share_denominator) for owner in car.owners} == {
            (DILNOZA, 1, 2),
            (AZIZ, 1, 2),
        }
        assert (car.bans, car.unpaid_fines) == ([], 0)

    def test_an_unknown_state_number_is_none(self, session):
        assert SandboxVehicleRegistry(session).vehicle("99Z999ZZ") is None


class TestHttpVehicleRegistry:
    def test_asks_by_state_number(self):
        seen = {}

        def handler(request: httpx.Request) -> httpx.Response:
            seen.update(
                path=request.url.path,
                number=request.url.params["state_number"],
                auth=request.headers["Authorization"],
            )
            return httpx.Response(200, json=VEHICLE)

        car = _registry(handler).vehicle("01C555DD")
        assert seen == {"path": "/vehicles", "number": "01C555DD", "auth": "Bearer token"}
        assert (car.model, len(car.owners), car.owners[1].share_denominator) == ("Malibu", 2, 2)

    def test_lists_an_owner_s_vehicles(self):
        seen = {}

        def handler(request: httpx.Request) -> httpx.Response:
            seen["owner"] = request.url.params["owner_pin"]
            return httpx.Response(200, json=[VEHICLE])

        assert [car.state_number for car in _registry(handler).vehicles_of("41403850230012")] == ["01C555DD"]
        assert seen == {"owner": "41403850230012"}
        assert _registry(lambda request: httpx.Response(404)).vehicles_of("41403850230012") == []
        with pytest.raises(ExternalSystemError):
            _registry(lambda request: httpx.Response(200, json=[{"make": "x"}])).vehicles_of("41403850230012")

    def test_404_means_no_such_vehicle(self):
        assert _registry(lambda request: httpx.Response(404)).vehicle("01C555DD") is None

    @pytest.mark.parametrize(
        "response",
        [
            httpx.Response(500),
            httpx.Response(503),
            httpx.Response(200, content=b"<html>"),
            httpx.Response(200, json={"state_number": "01C555DD"}),
            httpx.Response(200, json={**VEHICLE, "owners": [{"pin": DILNOZA}]}),
        ],
    )
    def test_failure_or_nonsense_is_an_external_system_error(self, response):
        with pytest.raises(ExternalSystemError):
            _registry(lambda request: response).vehicle("01C555DD")

    def test_a_timeout_is_an_external_system_error(self):
        def handler(request: httpx.Request) -> httpx.Response:
            raise httpx.ReadTimeout("slow", request=request)

        with pytest.raises(ExternalSystemError):
            _registry(handler).vehicle("01C555DD")
