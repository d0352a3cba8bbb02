from sqlmodel import select

from notary.kiosks.keys import kiosk_verification_key
from notary.models import AuditEvent
from tests.conftest import bearer
from tests.kiosks.factories import ADMIN, diagnostics, enrolled_kiosk


class TestListKiosks:
    def test_lists_kiosks_with_their_last_heartbeat(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login, "TSH-002")
        enrolled_kiosk(client, login, "TSH-001")
        headers = keys.headers("TSH-002", enrolled["kid"])
        assert client.post("/api/kiosks/heartbeat", json=diagnostics("no_microphone"), headers=headers).is_success
        answer = client.get("/api/kiosks", headers=bearer(login(*ADMIN)))
        assert answer.status_code == 200
        kiosks = answer.json()
        assert [kiosk["id"] for kiosk in kiosks] == ["TSH-001", "TSH-002"]
        assert kiosks[0]["lastHeartbeatAt"] is None
        assert kiosks[1]["lastHeartbeatAt"] is not None
        assert kiosks[1]["lastDiagnostics"]["checks"][1]["code"] == "no_microphone"

    def test_a_citizen_is_forbidden(self, client, login):
        assert client.get("/api/kiosks", headers=bearer(login())).status_code == 403


class TestRevokeKiosk:
    def test_revoking_stops_the_key_at_once(self, client, login, session):
        keys, enrolled = enrolled_kiosk(client, login)
        answer = client.post("/api/kiosks/TSH-001/revoke", headers=bearer(login(*ADMIN)))
        assert answer.status_code == 200
        assert answer.json()["state"] == "revoked" and answer.json()["revokedAt"]
        assert kiosk_verification_key(session, "TSH-001") is None
        assert kiosk_verification_key(session, "TSH-001", enrolled["kid"]) is None
        heartbeat = client.post(
            "/api/kiosks/heartbeat", json=diagnostics(), headers=keys.headers("TSH-001", enrolled["kid"])
        )
        assert (heartbeat.status_code, heartbeat.json()["message"]) == (403, "Access Denied")

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

    def test_a_citizen_is_forbidden(self, client, login):
        enrolled_kiosk(client, login)
        assert client.post("/api/kiosks/TSH-001/revoke", headers=bearer(login())).status_code == 403
