"""The cadastre adapter: the sandbox's demo flat (docs/contracts/sandbox.md#demo-property) and the real HTTP client
against a mock transport."""

import httpx
import pytest

from notary.core.errors import ExternalSystemError
from notary.core.sections import StateSystemConfig
from notary.state_systems.cadastre import HttpCadastre, RealtyOwner, SandboxCadastre
from notary.state_systems.http import StateSystemClient

DILNOZA, AZIZ = "41403850230012", "32107830340017"
FLAT = "10:01:02:03:0004:0005"
REALTY = {
    "cadastre_number": FLAT,
    "kind": "flat",
    "region_id": 1726,
    "address": "Toshkent shahri",
    "area": 62.5,
    "rooms": 3,
    "owners": [{"pin": DILNOZA}, {"pin": AZIZ}],
}


def _cadastre(handler) -> HttpCadastre:
    config = StateSystemConfig(mode="http", url="https://cadastre.example", token="token", timeout_seconds=5)
    client = StateSystemClient("cadastre", config, transport=httpx.MockTransport(handler))
    return HttpCadastre(client)


class TestSandboxCadastre:
    def test_the_flat_in_tashkent_is_owned_jointly_by_dilnoza_and_aziz(self, session):
        flat = SandboxCadastre(session).realty(FLAT)
        assert (flat.kind, flat.area, flat.rooms, flat.region_id) == ("flat", 62.5, 3, 1726)
        assert flat.address.startswith("Toshkent shahri")
        assert sorted(flat.owners, key=lambda owner: owner.pin) == [RealtyOwner(pin=AZIZ), RealtyOwner(pin=DILNOZA)]

    def test_what_aziz_owns(self, session):
        assert [flat.cadastre_number for flat in SandboxCadastre(session).realty_of(AZIZ)] == [FLAT]

    def test_an_unknown_cadastre_number_is_none(self, session):
        assert SandboxCadastre(session).realty("10:01:02:03:0004:9999") is None


class TestHttpCadastre:
    def test_asks_by_cadastre_number(self):
        seen = {}

        def handler(request: httpx.Request) -> httpx.Response:
            seen.update(path=request.url.path, number=request.url.params["cadastre_number"])
            return httpx.Response(200, json=REALTY)

        flat = _cadastre(handler).realty(FLAT)
        assert seen == {"path": "/realty", "number": FLAT}
        assert (flat.area, [owner.share_numerator for owner in flat.owners]) == (62.5, [None, None])

    def test_lists_an_owner_s_realty(self):
        seen = {}

        def handler(request: httpx.Request) -> httpx.Response:
            seen["owner"] = request.url.params["owner_pin"]
            return httpx.Response(200, json=[REALTY])

        assert [flat.cadastre_number for flat in _cadastre(handler).realty_of(AZIZ)] == [FLAT]
        assert seen == {"owner": AZIZ}
        assert _cadastre(lambda request: httpx.Response(404)).realty_of(AZIZ) == []
        with pytest.raises(ExternalSystemError):
            _cadastre(lambda request: httpx.Response(200, json=[{"kind": "flat"}])).realty_of(AZIZ)

    def test_404_means_no_such_realty(self):
        assert _cadastre(lambda request: httpx.Response(404)).realty(FLAT) is None

    @pytest.mark.parametrize(
        "response",
        [
            httpx.Response(500),
            httpx.Response(200, content=b"not json"),
            httpx.Response(200, json={**REALTY, "area": "large"}),
            httpx.Response(200, json=[REALTY]),
        ],
    )
    def test_failure_or_nonsense_is_an_external_system_error(self, response):
        with pytest.raises(ExternalSystemError):
            _cadastre(lambda request: response).realty(FLAT)
