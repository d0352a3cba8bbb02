"""The civil registry adapter: the sandbox's death, marriage and birth records and the real HTTP client (against a mock
transport)."""

import httpx
import pytest

from notary.core.errors import ExternalSystemError
from notary.core.sections import StateSystemConfig
from notary.state_systems.civil_registry import HttpCivilRegistry, SandboxCivilRegistry
from notary.state_systems.http import StateSystemClient
from tests.people import AZIZ, BOBUR, DILNOZA, KAMOLA


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

    def test_relatives_by_marriage_and_birth(self, session):
        registry = SandboxCivilRegistry(session)
        of_dilnoza = {(r.pin, r.relationship) for r in registry.relatives_of(DILNOZA["pin"])}
        assert {(AZIZ["pin"], "spouse"), (KAMOLA["pin"], "child")} <= of_dilnoza
        assert (DILNOZA["pin"], "parent") in {(r.pin, r.relationship) for r in registry.relatives_of(KAMOLA["pin"])}

    def test_the_marriage_record_either_way(self, session):
        registry = SandboxCivilRegistry(session)
        of_aziz = registry.marriage_of(AZIZ["pin"])
        assert (of_aziz.record_number, of_aziz.spouse_pin) == ("N-2008-10456", DILNOZA["pin"])
        assert registry.marriage_of(DILNOZA["pin"]).spouse_pin == AZIZ["pin"]
        assert registry.marriage_of(KAMOLA["pin"]) is None


class TestHttpCivilRegistry:
    def test_asks_by_pin(self):
        seen = {}

        def handler(request: httpx.Request) -> httpx.Response:
            seen["path"] = request.url.path
            record = {"record_number": "O-1", "record_date": "2024-12-03", "death_date": "2024-12-01"}
            return httpx.Response(200, json=record)

        assert _registry(handler).death_of(BOBUR["pin"]).record_number == "O-1"
        assert seen["path"] == f"/persons/{BOBUR['pin']}/death"

    def test_relatives_by_pin(self):
        answer = [{"pin": AZIZ["pin"], "relationship": "spouse"}]
        registry = _registry(lambda request: httpx.Response(200, json=answer))
        assert [r.relationship for r in registry.relatives_of(DILNOZA["pin"])] == ["spouse"]
        assert _registry(lambda request: httpx.Response(404)).relatives_of(DILNOZA["pin"]) == []
        with pytest.raises(ExternalSystemError):
            _registry(lambda request: httpx.Response(200, json=[{"pin": "1"}])).relatives_of(DILNOZA["pin"])

    def test_the_marriage_by_pin(self):
        record = {"record_number": "N-1", "record_date": "2008-09-12", "spouse_pin": AZIZ["pin"]}
        seen = {}

        def handler(request: httpx.Request) -> httpx.Response:
            seen["path"] = request.url.path
            return httpx.Response(200, json=record)

        assert _registry(handler).marriage_of(DILNOZA["pin"]).spouse_pin == AZIZ["pin"]
        assert seen["path"] == f"/persons/{DILNOZA['pin']}/marriage"
        assert _registry(lambda request: httpx.Response(404)).marriage_of(DILNOZA["pin"]) is None
        with pytest.raises(ExternalSystemError):
            _registry(lambda request: httpx.Response(200, json={"record_number": "N-1"})).marriage_of(DILNOZA["pin"])

    def test_404_means_no_death_record(self):
        assert _registry(lambda request: httpx.Response(404)).death_of(DILNOZA["pin"]) is None

    @pytest.mark.parametrize(
        "answer", [httpx.Response(500), httpx.Response(200, json={"record_number": "O-1"}), httpx.Response(200)]
    )
    def test_nonsense_is_an_external_system_error(self, answer):
        with pytest.raises(ExternalSystemError):
            _registry(lambda request: answer).death_of(BOBUR["pin"])
