"""The real population registry client (against a mock transport): the wire format of docs/state-systems.md."""

import httpx
import pytest

from notary.core.errors import ExternalSystemError
from notary.core.sections import StateSystemConfig
from notary.state_systems.http import StateSystemClient
from notary.state_systems.population_registry import HttpPopulationRegistry
from tests.people import DILNOZA

PERSON = {
    "pin": DILNOZA["pin"],
    "passserial": "AA",
    "passnum": "1234567",
    "name": "DILNOZA",
    "surname": "KARIMOVA",
    "gender": 2,
    "birthdate": "1990-05-14",
}


def _registry(handler) -> HttpPopulationRegistry:
    config = StateSystemConfig(mode="http", url="https://population.example", token="token", timeout_seconds=5)
    client = StateSystemClient("population_registry", config, transport=httpx.MockTransport(handler))
    return HttpPopulationRegistry(client)


class TestFindByPassport:
    def test_asks_by_series_and_number(self):
        seen = {}

        def handler(request: httpx.Request) -> httpx.Response:
            seen["url"] = request.url
            return httpx.Response(200, json=PERSON)

        person = _registry(handler).find_by_passport("AA", "1234567")
        assert (person.pin, person.birthdate.isoformat()) == (DILNOZA["pin"], "1990-05-14")
        assert seen["url"].path == "/persons"
        assert dict(seen["url"].params) == {"passserial": "AA", "passnum": "1234567"}

    def test_404_means_no_such_person(self):
        assert _registry(lambda request: httpx.Response(404)).find_by_passport("AA", "7654321") is None

    @pytest.mark.parametrize(
        "answer", [httpx.Response(503), httpx.Response(200, json={"pin": "1"}), httpx.Response(200)]
    )
    def test_nonsense_is_an_external_system_error(self, answer):
        with pytest.raises(ExternalSystemError):
            _registry(lambda request: answer).find_by_passport("AA", "1234567")

    def test_an_unreachable_registry_is_an_external_system_error(self):
        def handler(request: httpx.Request) -> httpx.Response:
            raise httpx.ConnectError("refused", request=request)

        with pytest.raises(ExternalSystemError):
            _registry(handler).find_by_passport("AA", "1234567")


class TestPhoto:
    def test_returns_the_bytes(self):
        def handler(request: httpx.Request) -> httpx.Response:
            assert request.url.path == f"/persons/{DILNOZA['pin']}/photo"
            return httpx.Response(200, content=b"\xff\xd8jpeg")

        assert _registry(handler).photo(DILNOZA["pin"]) == b"\xff\xd8jpeg"

    def test_404_means_no_photo(self):
        assert _registry(lambda request: httpx.Response(404)).photo(DILNOZA["pin"]) is None
