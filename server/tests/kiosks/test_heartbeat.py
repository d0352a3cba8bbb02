from sqlmodel import select

from notary.models import AuditEvent, Kiosk, KioskReport
from tests.kiosks.factories import KioskKeys, diagnostics, enrolled_kiosk, send_heartbeat


def _post(client, headers, body=None):
    return client.post("/api/kiosks/heartbeat", json=body or {"report": "e30.e30.x"}, headers=headers)


class TestHeartbeat:
    def test_diagnostics_are_kept_with_the_time(self, client, login, session):
        keys, enrolled = enrolled_kiosk(client, login)
        answer = send_heartbeat(client, keys, enrolled, diagnostics("low_bandwidth"))
        assert answer.status_code == 200
        assert answer.json()["heartbeatSeconds"] == 300 and answer.json()["serverTime"]
        kiosk = session.get(Kiosk, "TSH-001")
        session.refresh(kiosk)
        assert kiosk.last_heartbeat_at is not None
        assert kiosk.last_diagnostics["checks"][1]["code"] == "low_bandwidth"

    def test_the_report_is_kept_with_its_signature_verified(self, client, login, session):
        keys, enrolled = enrolled_kiosk(client, login)
        assert send_heartbeat(client, keys, enrolled, {**diagnostics(), "shellVersion": "1.4.0"}).status_code == 200
        report = session.exec(select(KioskReport)).one()
        assert report.verified and report.signature.count(".") == 2
        assert report.report["shellVersion"] == "1.4.0"

    def test_a_report_signed_by_another_key_is_kept_flagged(self, client, login, session):
        keys, enrolled = enrolled_kiosk(client, login)
        assert send_heartbeat(client, keys, enrolled, diagnostics()).status_code == 200
        forged = send_heartbeat(client, keys, enrolled, diagnostics("no_webcam"), signer=KioskKeys())
        assert forged.status_code == 200
        reports = session.exec(select(KioskReport).order_by(KioskReport.id)).all()
        assert [report.verified for report in reports] == [True, False]
        kiosk = session.get(Kiosk, "TSH-001")
        session.refresh(kiosk)
        assert kiosk.last_diagnostics["ok"] is True  # the last good health stands
        flagged = session.exec(select(AuditEvent).where(AuditEvent.action == "kiosk_report_unverified")).one()
        assert (flagged.result, flagged.target, flagged.details["reportId"]) == ("flagged", "TSH-001", reports[1].id)

    def test_a_report_about_another_kiosk_is_flagged(self, client, login, session):
        keys, enrolled = enrolled_kiosk(client, login)
        assert send_heartbeat(client, keys, enrolled, {**diagnostics(), "kioskId": "TSH-999"}).status_code == 200
        assert session.exec(select(KioskReport)).one().verified is False

    def test_only_the_newest_reports_are_kept(self, client, login, session, monkeypatch):
        monkeypatch.setenv("NOTARY_KIOSKS__REPORTS_KEPT", "2")
        from notary.core.settings import get_settings

        get_settings.cache_clear()
        try:
            keys, enrolled = enrolled_kiosk(client, login)
            for failing in ((), ("no_webcam",), ("no_printer",)):
                assert send_heartbeat(client, keys, enrolled, diagnostics(*failing)).status_code == 200
            kept = session.exec(select(KioskReport).order_by(KioskReport.id)).all()
            assert [report.report["ok"] for report in kept] == [False, False]
        finally:
            monkeypatch.delenv("NOTARY_KIOSKS__REPORTS_KEPT")
            get_settings.cache_clear()

    def test_an_oversized_report_is_a_400(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        big = {**diagnostics(), "checks": [{"name": "disk", "ok": True, "details": {"pad": "x" * 5000}}]}
        assert send_heartbeat(client, keys, enrolled, big).status_code == 400

    def test_the_audit_log_records_changes_of_health_only(self, client, login, session):
        keys, enrolled = enrolled_kiosk(client, login)
        for failing in ((), (), ("no_webcam",), ("no_webcam",), ()):
            assert send_heartbeat(client, keys, enrolled, diagnostics(*failing)).status_code == 200
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
        assert send_heartbeat(client, stranger, enrolled).status_code == 403

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

    def test_a_request_token_is_taken_once(self, client, login, session):
        keys, enrolled = enrolled_kiosk(client, login)
        headers = keys.headers("TSH-001", enrolled["kid"])
        body = keys.signed_report(enrolled["kid"], diagnostics())
        assert _post(client, headers, body).status_code == 200
        replayed = _post(client, headers, body)
        assert (replayed.status_code, replayed.json()["message"]) == (403, "Access Denied")
        refused = session.exec(select(AuditEvent).where(AuditEvent.action == "kiosk_auth_refused")).all()
        assert [event.details["reason"] for event in refused] == ["token used before"]
        assert client.get("/api/kiosks/speedtest", params={"bytes": 10}, headers=headers).status_code == 403

    def test_a_request_token_is_spent_even_when_its_call_fails(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        headers = keys.headers("TSH-001", enrolled["kid"])
        assert _post(client, headers, {"report": "not a jws"}).status_code == 400
        assert _post(client, headers, keys.signed_report(enrolled["kid"], diagnostics())).status_code == 403

    def test_malformed_diagnostics_are_a_400(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        answer = send_heartbeat(client, keys, enrolled, {"checks": "all good"})
        assert answer.status_code == 400
        assert "imzolangan diagnostika" in answer.text

    def test_a_body_that_is_no_jws_is_a_400(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        assert _post(client, keys.headers("TSH-001", enrolled["kid"]), {"report": "not a jws"}).status_code == 400
