"""The register of legal entities: the sandbox's demo organisations (docs/contracts/sandbox.md#demo-organisations) and
the real HTTP client against a mock transport."""

from datetime import date

import httpx
import pytest

from notary.core.errors import ExternalSystemError
from notary.core.sections import StateSystemConfig
from notary.state_systems.http import StateSystemClient
from notary.state_systems.legal_entity_registry import HttpLegalEntityRegistry, SandboxLegalEntityRegistry

XALQ_BANKI, AVTO_SAVDO, IPOTEKA_SERVIS = "200833707", "305612348", "301457896"
SARDOR = "30501900450028"
ORGANISATION = {
    "inn": XALQ_BANKI,
    "name": '"Xalq banki" AJ',
    "address": "Toshkent shahri",
    "director": {"pin": SARDOR, "surname": "Aliyev", "name": "Sardor", "patronymic": "Karimovich"},
    "liquidated_on": None,
}


def _registry(handler) -> HttpLegalEntityRegistry:
    config = StateSystemConfig(mode="http", url="https://legal.example", token="token", timeout_seconds=5)
    client = StateSystemClient("legal_entity_registry", config, transport=httpx.MockTransport(handler))
    return HttpLegalEntityRegistry(client)


class TestSandboxLegalEntityRegistry:
    def test_xalq_banki_is_active_and_headed_by_sardor(self, session):
        bank = SandboxLegalEntityRegistry(session).organisation_of(XALQ_BANKI)
        assert (bank.name, bank.active, bank.director.pin) == ('"Xalq banki" AJ', True, SARDOR)
        assert (bank.director.surname, bank.director.name) == ("Aliyev", "Sardor")
        assert bank.address.startswith("Toshkent shahri")

    def test_avto_savdo_is_headed_by_aziz(self, session):
        dealer = SandboxLegalEntityRegistry(session).organisation_of(AVTO_SAVDO)
        assert (dealer.active, dealer.director.pin) == (True, "32107830340017")

    def test_ipoteka_servis_is_liquidated(self, session):
        gone = SandboxLegalEntityRegistry(session).organisation_of(IPOTEKA_SERVIS)
        assert (gone.active, gone.liquidated_on) == (False, date(2025, 8, 29))

    def test_an_unknown_inn_is_none(self, session):
        assert SandboxLegalEntityRegistry(session).organisation_of("299999999") is None


class TestHttpLegalEntityRegistry:
    def test_asks_by_inn(self):
        seen = {}

        def handler(request: httpx.Request) -> httpx.Response:
            seen.update(path=request.url.path, inn=request.url.params["inn"], auth=request.headers["authorization"])
            return httpx.Response(200, json=ORGANISATION)

        bank = _registry(handler).organisation_of(XALQ_BANKI)
        assert seen == {"path": "/organisations", "inn": XALQ_BANKI, "auth": "Bearer token"}
        assert (bank.name, bank.active, bank.director.pin) == ('"Xalq banki" AJ', True, SARDOR)

    def test_a_liquidation_date_means_not_active(self):
        gone = {**ORGANISATION, "liquidated_on": "2025-08-29"}
        organisation = _registry(lambda request: httpx.Response(200, json=gone)).organisation_of(XALQ_BANKI)
        assert (organisation.active, organisation.liquidated_on) == (False, date(2025, 8, 29))

    def test_404_means_no_such_organisation(self):
        assert _registry(lambda request: httpx.Response(404)).organisation_of(XALQ_BANKI) is None

    @pytest.mark.parametrize(
        "response",
        [
            httpx.Response(500),
            httpx.Response(200, content=b"not json"),
            httpx.Response(200, json={**ORGANISATION, "director": None}),
            httpx.Response(200, json={**ORGANISATION, "liquidated_on": "soon"}),
            httpx.Response(200, json=[ORGANISATION]),
        ],
    )
    def test_failure_or_nonsense_is_an_external_system_error(self, response):
        with pytest.raises(ExternalSystemError):
            _registry(lambda request: response).organisation_of(XALQ_BANKI)

    def test_an_unreachable_register_is_an_external_system_error(self):
        def handler(request: httpx.Request) -> httpx.Response:
            raise httpx.ConnectTimeout("no answer", request=request)

        with pytest.raises(ExternalSystemError):
            _registry(handler).organisation_of(XALQ_BANKI)

    def test_an_empty_url_is_refused(self):
        with pytest.raises(ExternalSystemError):
            StateSystemClient("legal_entity_registry", StateSystemConfig(mode="http", url=""))
