from datetime import timedelta

import pytest
from sqlmodel import select

from notary.kiosks.keys import kiosk_verification_key
from notary.models import AuditEvent, Kiosk
from tests.conftest import bearer
from tests.kiosks.factories import ADMIN, KioskKeys, diagnostics, enrolled_kiosk, send_heartbeat

NOTARY = ("AB", "7654321")  # Malika, a notary


def _fleet(client, login) -> list[dict]:
    answer = client.get("/api/kiosks", headers=bearer(login(*ADMIN)))
    assert answer.status_code == 200, answer.text
    return answer.json()


def _silent_for(session, kiosk_id: str, seconds: int) -> None:
    kiosk = session.get(Kiosk, kiosk_id)
    kiosk.last_heartbeat_at -= timedelta(seconds=seconds)
    session.add(kiosk)
    session.flush()


class TestListKiosks:
    def test_lists_kiosks_with_their_last_heartbeat(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login, "TSH-002")
        enrolled_kiosk(client, login, "TSH-001")
        assert send_heartbeat(client, keys, enrolled, diagnostics("no_microphone")).is_success
        kiosks = {kiosk["id"]: kiosk for kiosk in _fleet(client, login)}
        assert kiosks["TSH-001"]["lastHeartbeatAt"] is None
        assert kiosks["TSH-002"]["lastHeartbeatAt"] is not None
        assert kiosks["TSH-002"]["lastDiagnostics"]["checks"][1]["code"] == "no_microphone"
        assert kiosks["TSH-002"]["lastReport"]["verified"] is True
        assert kiosks["TSH-002"]["unverifiedReports"] == 0

    def test_offline_kiosks_come_first(self, client, login, session):
        for kiosk_id in ("TSH-001", "TSH-002", "TSH-003"):
            keys, enrolled = enrolled_kiosk(client, login, kiosk_id)
            assert send_heartbeat(client, keys, enrolled).is_success
        _silent_for(session, "TSH-003", 901)  # three heartbeat intervals of 300 s and a second
        client.post("/api/kiosks/TSH-001/revoke", headers=bearer(login(*ADMIN)))
        fleet = _fleet(client, login)
        assert [(kiosk["id"], kiosk["offline"]) for kiosk in fleet] == [
            ("TSH-003", True),
            ("TSH-002", False),
            ("TSH-001", False),  # revoked: neither online nor offline, last
        ]

    def test_within_the_threshold_a_kiosk_is_online(self, client, login, session):
        keys, enrolled = enrolled_kiosk(client, login)
        assert send_heartbeat(client, keys, enrolled).is_success
        _silent_for(session, "TSH-001", 899)
        assert _fleet(client, login)[0]["offline"] is False

    def test_the_threshold_is_a_setting(self, client, login, session, monkeypatch):
        from notary.core.settings import get_settings

        keys, enrolled = enrolled_kiosk(client, login)
        assert send_heartbeat(client, keys, enrolled).is_success
        _silent_for(session, "TSH-001", 120)
        monkeypatch.setenv("NOTARY_KIOSKS__OFFLINE_AFTER_SECONDS", "60")
        get_settings.cache_clear()
        try:
            assert _fleet(client, login)[0]["offline"] is True
        finally:
            monkeypatch.delenv("NOTARY_KIOSKS__OFFLINE_AFTER_SECONDS")
            get_settings.cache_clear()

    def test_a_flagged_report_shows_on_the_fleet(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        assert send_heartbeat(client, keys, enrolled).is_success
        assert send_heartbeat(client, keys, enrolled, diagnostics("no_webcam"), signer=KioskKeys()).is_success
        kiosk = _fleet(client, login)[0]
        assert kiosk["lastReport"]["verified"] is False and kiosk["unverifiedReports"] == 1
        assert kiosk["lastDiagnostics"]["ok"] is True

    @pytest.mark.parametrize("who", [("AA", "1234567"), NOTARY], ids=["citizen", "notary"])
    def test_others_are_forbidden(self, client, login, who):
        assert client.get("/api/kiosks", headers=bearer(login(*who))).status_code == 403


class TestKioskReports:
    def test_newest_first_with_their_verification(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        assert send_heartbeat(client, keys, enrolled, diagnostics()).is_success
        assert send_heartbeat(client, keys, enrolled, diagnostics("no_webcam"), signer=KioskKeys()).is_success
        answer = client.get("/api/kiosks/TSH-001/reports?limit=5", headers=bearer(login(*ADMIN)))
        assert answer.status_code == 200
        assert [(report["verified"], report["report"]["ok"]) for report in answer.json()] == [
            (False, False),
            (True, True),
        ]

    def test_an_unknown_kiosk_is_404(self, client, login):
        assert client.get("/api/kiosks/NOPE-1/reports", headers=bearer(login(*ADMIN))).status_code == 404

    def test_the_limit_is_bounded(self, client, login):
        enrolled_kiosk(client, login)
        assert client.get("/api/kiosks/TSH-001/reports?limit=0", headers=bearer(login(*ADMIN))).status_code == 400
        assert client.get("/api/kiosks/TSH-001/reports?limit=101", headers=bearer(login(*ADMIN))).status_code == 400

    @pytest.mark.parametrize("who", [("AA", "1234567"), NOTARY], ids=["citizen", "notary"])
    def test_others_are_forbidden(self, client, login, who):
        enrolled_kiosk(client, login)
        assert client.get("/api/kiosks/TSH-001/reports", headers=bearer(login(*who))).status_code == 403


class TestRevokeKiosk:
    def test_revoking_stops_the_key_at_once(self, client, login, session):
        keys, enrolled = enrolled_kiosk(client, login)
        answer = client.post("/api/kiosks/TSH-001/revoke", headers=bearer(login(*ADMIN)))
        assert answer.status_code == 200
        assert answer.json()["state"] == "revoked" and answer.json()["revokedAt"]
        assert kiosk_verification_key(session, "TSH-001") is None
        assert kiosk_verification_key(session, "TSH-001", enrolled["kid"]) is None
        heartbeat = send_heartbeat(client, keys, enrolled)
        assert (heartbeat.status_code, heartbeat.json()["message"]) == (403, "Access Denied")

    def test_a_token_issued_before_the_revocation_is_refused_after_it(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        headers = keys.headers("TSH-001", enrolled["kid"])
        body = keys.signed_report(enrolled["kid"], diagnostics())
        assert client.post("/api/kiosks/heartbeat", json=body, headers=headers).status_code == 200
        assert client.post("/api/kiosks/TSH-001/revoke", headers=bearer(login(*ADMIN))).status_code == 200
        assert client.post("/api/kiosks/heartbeat", json=body, headers=headers).status_code == 403
        assert client.get("/api/kiosks/speedtest?bytes=1000", headers=headers).status_code == 403

    def test_it_is_audited_once(self, client, login, session):
        enrolled_kiosk(client, login)
        admin = login(*ADMIN)
        client.post("/api/kiosks/TSH-001/revoke", headers=bearer(admin))
        assert client.post("/api/kiosks/TSH-001/revoke", headers=bearer(admin)).status_code == 200
        events = session.exec(select(AuditEvent).where(AuditEvent.action == "kiosk_revoked")).all()
        assert len(events) == 1 and events[0].target == "TSH-001"

    def test_an_unknown_kiosk_is_404(self, client, login):
        answer = client.post("/api/kiosks/NOPE-1/revoke", headers=bearer(login(*ADMIN)))
        assert answer.status_code == 404
        assert answer.json()["message"] == "Kiosk topilmadi"

    @pytest.mark.parametrize("who", [("AA", "1234567"), NOTARY], ids=["citizen", "notary"])
    def test_others_are_forbidden(self, client, login, who):
        enrolled_kiosk(client, login)
        assert client.post("/api/kiosks/TSH-001/revoke", headers=bearer(login(*who))).status_code == 403
