"""The civil registry adapter: the sandbox's death records and the real HTTP client (against a mock transport)."""

import httpx
import pytest

from notary.core.errors import ExternalSystemError
from notary.core.sections import StateSystemConfig
from notary.state_systems.civil_registry import HttpCivilRegistry, SandboxCivilRegistry
from notary.state_systems.http import StateSystemClient
from tests.people import BOBUR, DILNOZA


def _registry(handler) -> HttpCivilRegistry:
    config = StateSystemConfig(mode="http", url="https://civil.example", token="token", timeout_seconds=5)
    client = StateSystemClient("civil_registry", config, transport=httpx.MockTransport(handler))
    return HttpCivilRegistry(client)


class TestSandboxCivilRegistry:
    def test_bobur_is_recorded_as_deceased(self, session):
        death = SandboxCivilRegistry(session).death_of(BOBUR["pin"])
        assert (death.record_number, death.death_date.isoformat()) == ("O-2024-12007", "2024-12-01")

    def test_the_living_have_no_death_record(self, session):
        assert SandboxCivilRegistry(session).death_of(DILNOZA["pin"]) is None


class TestHttpCivilRegistry:
    def test_asks_by_pin(self):
        seen = {}

        def handler(request: httpx.Request) -> httpx.Response:
            seen["path"] = request.url.path
            record = {"record_number": "O-1", "record_date": "2024-12-03", "death_date": "2024-12-01"}
            return httpx.Response(200, json=record)

        assert _registry(handler).death_of(BOBUR["pin"]).record_number == "O-1"
        assert seen["path"] == f"/persons/{BOBUR['pin']}/death"

    def test_404_means_no_death_record(self):
        assert _registry(lambda request: httpx.Response(404)).death_of(DILNOZA["pin"]) is None

    @pytest.mark.parametrize(
        "answer", [httpx.Response(500), httpx.Response(200, json={"record_number": "O-1"}), httpx.Response(200)]
    )
    def test_nonsense_is_an_external_system_error(self, answer):
        with pytest.raises(ExternalSystemError):
            _registry(lambda request: answer).death_of(BOBUR["pin"])
