from sqlmodel import select

from notary.models import AuditEvent, Kiosk
from tests.kiosks.factories import KioskKeys, diagnostics, enrolled_kiosk


def _post(client, headers, body=None):
    return client.post("/api/kiosks/heartbeat", json=body or diagnostics(), headers=headers)


class TestHeartbeat:
    def test_diagnostics_are_kept_with_the_time(self, client, login, session):
        keys, enrolled = enrolled_kiosk(client, login)
        answer = _post(client, keys.headers("TSH-001", enrolled["kid"]), diagnostics("low_bandwidth"))
        assert answer.status_code == 200
        assert answer.json()["heartbeatSeconds"] == 300 and answer.json()["serverTime"]
        kiosk = session.get(Kiosk, "TSH-001")
        session.refresh(kiosk)
        assert kiosk.last_heartbeat_at is not None
        assert kiosk.last_diagnostics["checks"][1]["code"] == "low_bandwidth"

    def test_the_audit_log_records_changes_of_health_only(self, client, login, session):
        keys, enrolled = enrolled_kiosk(client, login)
        for failing in ((), (), ("no_webcam",), ("no_webcam",), ()):
            assert _post(client, keys.headers("TSH-001", enrolled["kid"]), diagnostics(*failing)).status_code == 200
        events = session.exec(select(AuditEvent).where(AuditEvent.action == "kiosk_health_changed")).all()
        assert [event.details["failing"] for event in events] == [[], ["no_webcam"], []]

    def test_without_a_kiosk_token_access_is_denied(self, client, session):
        answer = _post(client, {})
        assert (answer.status_code, answer.json()["message"]) == (403, "Access Denied")
        refused = session.exec(select(AuditEvent).where(AuditEvent.action == "kiosk_auth_refused")).all()
        assert refused and refused[-1].result == "refused"

    def test_a_key_that_is_not_enrolled_is_refused(self, client, login):
        _, enrolled = enrolled_kiosk(client, login)
        stranger = KioskKeys()
        assert _post(client, stranger.headers("TSH-001", enrolled["kid"])).status_code == 403

    def test_the_issuer_must_be_the_kiosk_of_the_key(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        enrolled_kiosk(client, login, "TSH-002")
        assert _post(client, keys.headers("TSH-002", enrolled["kid"])).status_code == 403

    def test_an_expired_token_is_refused(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        headers = keys.headers("TSH-001", enrolled["kid"], iat=1_700_000_000, exp=1_700_000_030)
        assert _post(client, headers).status_code == 403

    def test_a_long_lived_token_is_refused(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        assert _post(client, keys.headers("TSH-001", enrolled["kid"], lifetime=3600)).status_code == 403

    def test_a_token_for_another_audience_is_refused(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        assert _post(client, keys.headers("TSH-001", enrolled["kid"], aud="face-check")).status_code == 403

    def test_a_token_without_jti_is_refused(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        assert _post(client, keys.headers("TSH-001", enrolled["kid"], jti=None)).status_code == 403

    def test_malformed_diagnostics_are_a_400(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        answer = _post(client, keys.headers("TSH-001", enrolled["kid"]), {"checks": "all good"})
        assert answer.status_code == 400
