"""Configuration: config/server.toml defaults, environment overrides, and a production profile that refuses
to start unsafe."""

import pytest
from pydantic import ValidationError

from notary.core.settings import Settings

SAFE_PRODUCTION = dict(
    profile="production",
    sandbox=False,
    secret_key="x" * 40,
    tls_certfile="/etc/notary/tls.crt",
    tls_keyfile="/etc/notary/tls.key",
    database_url="postgresql+psycopg://notary@db/notary",
    redis_url="redis://127.0.0.1:6379/0",
    signing={"mode": "keys", "tsa_url": "https://tsa.justice.uz/tsp"},
    payments={"gateway": "payme", "payme_key": "k" * 24, "merchant_id": "5e730e8e0b852a417aa49ceb"},
    video={"token_secret": "t" * 32, "admin_key": "a" * 32, "events_secret": "e" * 32},
)


class TestProductionProfile:
    def test_safe_production_settings_start(self):
        assert Settings(**SAFE_PRODUCTION).profile == "production"

    @pytest.mark.parametrize(
        ("override", "complaint"),
        [
            ({"sandbox": True}, "sandbox"),
            ({"secret_key": "change-me-development-only-never-in-production"}, "secret key"),
            ({"secret_key": "short"}, "secret key"),
            ({"tls_certfile": ""}, "TLS"),
            ({"database_url": "sqlite:///var/notary.db"}, "PostgreSQL"),
            ({"redis_url": ""}, "Redis"),
            ({"sandbox_clock": "2026-12-07T10:00:00+05:00"}, "sandbox clock"),
            ({"signing": {"mode": "sandbox"}}, "sandbox test CA"),
            ({"signing": {"mode": "keys"}}, "timestamping service"),
            ({"payments": {"gateway": "sandbox"}}, "sandbox gateway"),
            ({"payments": {"gateway": "payme"}}, "sandbox gateway"),
            ({"video": {"token_secret": "t" * 32, "admin_key": "a" * 32}}, "media server's secrets"),
        ],
    )
    def test_refuses_to_start_unsafe(self, override, complaint):
        with pytest.raises(ValidationError, match=complaint):
            Settings(**{**SAFE_PRODUCTION, **override})

    def test_refuses_one_state_system_left_in_the_sandbox(self):
        state_systems = {"civil_registry": {"mode": "sandbox"}}
        with pytest.raises(ValidationError, match="state systems in sandbox mode: civil_registry"):
            Settings(**SAFE_PRODUCTION, state_systems=state_systems)


class TestStateSystems:
    def test_each_follows_the_sandbox_switch_unless_set(self):
        settings = Settings(sandbox=False, state_systems={"bans_registry": {"mode": "sandbox"}})
        modes = {name: system.mode for name, system in settings.state_systems}
        assert modes == {
            "population_registry": "http",
            "civil_registry": "http",
            "bans_registry": "sandbox",
            "vehicle_registry": "http",
            "cadastre": "http",
            "enforcement_bureau": "http",
            "legal_entity_registry": "http",
            "sms_gateway": "http",
        }
        assert {system.mode for _name, system in Settings(sandbox=True).state_systems} == {"sandbox"}

    def test_one_section_each_from_the_environment(self, monkeypatch):
        monkeypatch.setenv("NOTARY_STATE_SYSTEMS__CIVIL_REGISTRY__URL", "https://civil.example")
        monkeypatch.setenv("NOTARY_STATE_SYSTEMS__CIVIL_REGISTRY__TIMEOUT_SECONDS", "3")
        civil = Settings().state_systems.civil_registry
        assert (civil.url, civil.timeout_seconds) == ("https://civil.example", 3)

    def test_the_sms_gateways_sender_from_the_environment(self, monkeypatch):
        monkeypatch.setenv("NOTARY_STATE_SYSTEMS__SMS_GATEWAY__URL", "https://notify.eskiz.uz")
        monkeypatch.setenv("NOTARY_STATE_SYSTEMS__SMS_GATEWAY__SENDER", "NOTARIUS")
        sms = Settings().state_systems.sms_gateway
        assert (sms.url, sms.sender) == ("https://notify.eskiz.uz", "NOTARIUS")


class TestSources:
    def test_database_url_from_the_environment(self, monkeypatch):
        monkeypatch.setenv("DATABASE_URL", "postgresql+psycopg://u@h/d")
        assert Settings().database_url == "postgresql+psycopg://u@h/d"

    def test_notary_prefixed_variables_override_the_file(self, monkeypatch):
        monkeypatch.setenv("NOTARY_PORT", "9123")
        assert Settings().port == 9123

    def test_defaults_come_from_config_file(self, monkeypatch, tmp_path):
        config = tmp_path / "server.toml"
        config.write_text('support_phone = "1008"\nsession_idle_seconds = 900\n', encoding="utf-8")
        monkeypatch.setenv("NOTARY_CONFIG_FILE", str(config))
        assert Settings().session_idle_seconds == 900

    def test_relative_sqlite_path_is_under_the_repository(self, monkeypatch):
        monkeypatch.delenv("DATABASE_URL", raising=False)
        monkeypatch.setenv("NOTARY_DATABASE_URL", "sqlite:///var/x.db")
        assert Settings().database_url.endswith("/var/x.db") and Settings().database_url.startswith("sqlite:////")

    def test_bad_values_are_refused(self, monkeypatch):
        monkeypatch.setenv("NOTARY_PORT", "0")
        with pytest.raises(ValidationError):
            Settings()


class TestSandboxClock:
    START = "2026-12-07T10:00:00+05:00"

    @pytest.fixture
    def sandbox_clock(self, monkeypatch, engine):
        from sqlmodel import Session, delete

        from notary.core import clock
        from notary.core.settings import get_settings
        from notary.models import SandboxClock

        monkeypatch.setenv("NOTARY_SANDBOX_CLOCK", self.START)
        get_settings.cache_clear()
        clock._offset.cache_clear()
        yield clock
        monkeypatch.delenv("NOTARY_SANDBOX_CLOCK")
        get_settings.cache_clear()
        clock._offset.cache_clear()
        with Session(engine) as session:
            session.exec(delete(SandboxClock))  # type: ignore[call-overload]
            session.commit()

    def test_the_clock_starts_at_the_instant_given_and_runs_on(self, sandbox_clock):
        from datetime import datetime, timedelta

        start = datetime.fromisoformat(self.START)
        assert timedelta(0) <= sandbox_clock.now() - start < timedelta(seconds=5)

    def test_a_later_process_keeps_the_first_ones_time(self, sandbox_clock, engine):
        """A worker or a CLI started an hour after the first process on the database reads the same time."""
        from datetime import UTC, datetime, timedelta

        from sqlmodel import Session

        from notary.models import SandboxClock

        start = datetime.fromisoformat(self.START)
        with Session(engine) as session:
            session.add(SandboxClock(start=start, anchored_at=datetime.now(UTC) - timedelta(hours=1)))
            session.commit()
        assert timedelta(hours=1) <= sandbox_clock.now() - start < timedelta(hours=1, seconds=5)
