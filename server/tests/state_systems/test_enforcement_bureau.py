"""The enforcement bureau adapter: the sandbox's demo debt (Jasur owes) and the real HTTP client against a mock
transport."""

from datetime import date

import httpx
import pytest

from notary.core.errors import ExternalSystemError
from notary.core.sections import StateSystemConfig
from notary.state_systems.enforcement_bureau import HttpEnforcementBureau, SandboxEnforcementBureau
from notary.state_systems.http import StateSystemClient

DILNOZA, JASUR = "41403850230012", "33011880670041"
DEBT = {"case_number": "MIB-2024-55120", "opened_on": "2024-10-14", "amount": 185000000}


def _bureau(handler) -> HttpEnforcementBureau:
    config = StateSystemConfig(mode="http", url="https://mib.example", token="token", timeout_seconds=5)
    client = StateSystemClient("enforcement_bureau", config, transport=httpx.MockTransport(handler))
    return HttpEnforcementBureau(client)


class TestSandboxEnforcementBureau:
    def test_jasur_owes(self, session):
        [debt] = SandboxEnforcementBureau(session).debts_of(JASUR)
        assert (debt.case_number, debt.opened_on, debt.amount) == ("MIB-2024-55120", date(2024, 10, 14), 185000000)

    def test_dilnoza_owes_nothing(self, session):
        assert SandboxEnforcementBureau(session).debts_of(DILNOZA) == []


class TestHttpEnforcementBureau:
    def test_asks_by_debtor_pin(self):
        seen = {}

        def handler(request: httpx.Request) -> httpx.Response:
            seen.update(path=request.url.path, pin=request.url.params["debtor_pin"])
            return httpx.Response(200, json=[DEBT])

        [debt] = _bureau(handler).debts_of(JASUR)
        assert seen == {"path": "/debts", "pin": JASUR}
        assert debt.amount == 185000000

    @pytest.mark.parametrize("response", [httpx.Response(404), httpx.Response(200, json=[])])
    def test_404_or_empty_means_no_debts(self, response):
        assert _bureau(lambda request: response).debts_of(DILNOZA) == []

    @pytest.mark.parametrize(
        "response",
        [
            httpx.Response(500),
            httpx.Response(502),
            httpx.Response(200, content=b"{"),
            httpx.Response(200, json=DEBT),
            httpx.Response(200, json=[{**DEBT, "amount": "a lot"}]),
        ],
    )
    def test_failure_or_nonsense_is_an_external_system_error(self, response):
        with pytest.raises(ExternalSystemError):
            _bureau(lambda request: response).debts_of(JASUR)
