"""GET /api/client-config: what the portal reads at start-up, public."""

import pytest

from notary.core.settings import get_settings


@pytest.fixture
def fresh_settings():
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


class TestGetClientConfig:
    def test_is_public_and_carries_the_deployment_values(self, client):
        answer = client.get("/api/client-config")
        assert answer.status_code == 200
        assert answer.json()["supportPhone"] == "1008"

    def test_kiosk_idle_time_defaults_to_two_minutes(self, client):
        assert client.get("/api/client-config").json()["kioskIdleSeconds"] == 120

    def test_kiosk_idle_time_follows_the_kiosks_section(self, client, monkeypatch, fresh_settings):
        monkeypatch.setenv("NOTARY_KIOSKS__IDLE_SECONDS", "45")
        assert client.get("/api/client-config").json()["kioskIdleSeconds"] == 45

    def test_the_visit_grid_and_the_servers_clock(self, client, monkeypatch):
        from datetime import UTC, datetime, timedelta

        from notary.core import clock

        offset = datetime(2026, 12, 7, 5, 0, tzinfo=UTC) - datetime.now(UTC)
        monkeypatch.setattr(clock, "_offset", lambda: offset)
        config = client.get("/api/client-config").json()
        assert config["visitMinutes"] == 30
        served = datetime.fromisoformat(config["serverTime"])
        assert timedelta(0) <= served - datetime(2026, 12, 7, 5, 0, tzinfo=UTC) < timedelta(seconds=5)
