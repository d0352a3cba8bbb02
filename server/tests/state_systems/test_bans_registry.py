"""The bans registry's real HTTP client, against a fake registry served by httpx's mock transport."""

import httpx
import pytest

from notary.core.errors import ExternalSystemError
from notary.core.sections import StateSystemConfig
from notary.state_systems.bans_registry import HttpBansRegistry
from notary.state_systems.http import StateSystemClient

BAN = {
    "id": 7,
    "state": "active",
    "start_date": "2025-03-01",
    "doc_date": "2025-03-01",
    "doc_number": "MIB-2025-0311",
    "ban_type": "arrest",
    "official": "inspector",
    "organisation": "Majburiy ijro byurosi",
    "property_kind": "vehicle",
    "property_ref": "01B777CC",
}


def _registry(handler) -> HttpBansRegistry:
    config = StateSystemConfig(mode="http", url="https://bans.example", token="token", timeout_seconds=5)
    client = StateSystemClient("bans_registry", config, transport=httpx.MockTransport(handler))
    return HttpBansRegistry(client)


class TestHttpBansRegistry:
    def test_asks_by_owner_pin(self):
        seen = {}

        def handler(request: httpx.Request) -> httpx.Response:
            seen.update(path=request.url.path, pin=request.url.params["owner_pin"])
            return httpx.Response(200, json=[BAN])

        [ban] = _registry(handler).bans_of_owner("33011880670041")
        assert seen == {"path": "/bans", "pin": "33011880670041"}
        assert (ban.property_ref, ban.start_date.isoformat()) == ("01B777CC", "2025-03-01")

    def test_404_means_no_bans(self):
        assert _registry(lambda request: httpx.Response(404)).bans_of_owner("33011880670041") == []

    @pytest.mark.parametrize("response", [httpx.Response(500), httpx.Response(200, json=[{"id": "x"}])])
    def test_failure_or_nonsense_is_an_external_system_error(self, response):
        with pytest.raises(ExternalSystemError):
            _registry(lambda request: response).bans_of_owner("33011880670041")
