from sqlmodel import select

from notary.models import AuditEvent, KioskEnrolmentCode
from tests.conftest import bearer
from tests.kiosks.factories import ADMIN, KioskKeys, issue_code

BODY = {"kioskId": "TSH-001", "location": "Tashkent", "office": "Yunusobod notary office"}


class TestIssueEnrolmentCode:
    def test_an_administrator_gets_a_one_time_code(self, client, login, session):
        issued = issue_code(client, login(*ADMIN))
        assert issued["kioskId"] == "TSH-001"
        assert len(issued["code"]) == 14 and issued["code"].count("-") == 2
        rows = session.exec(select(KioskEnrolmentCode)).all()
        assert [row.kiosk_id for row in rows] == ["TSH-001"]
        assert issued["code"] not in rows[0].code_hash  # only the hash is kept

    def test_it_is_audited_with_the_administrator(self, client, login, session):
        issue_code(client, login(*ADMIN))
        event = session.exec(select(AuditEvent).where(AuditEvent.action == "kiosk_code_issued")).one()
        assert event.target == "TSH-001" and event.actor_user_id is not None

    def test_a_citizen_is_forbidden(self, client, login):
        answer = client.post("/api/kiosks/enrolment-codes", json=BODY, headers=bearer(login()))
        assert answer.status_code == 403
        assert answer.json()["code"] == "forbidden"

    def test_without_a_session_access_is_denied(self, client):
        answer = client.post("/api/kiosks/enrolment-codes", json=BODY)
        assert (answer.status_code, answer.json()["message"]) == (403, "Access Denied")

    def test_an_invalid_kiosk_id_is_a_400_text(self, client, login):
        answer = client.post(
            "/api/kiosks/enrolment-codes", json={**BODY, "kioskId": "no spaces/slashes"}, headers=bearer(login(*ADMIN))
        )
        assert answer.status_code == 400
        assert "kioskId" in answer.text

    def test_a_new_code_makes_the_earlier_one_unusable(self, client, login):
        admin = login(*ADMIN)
        first, second = issue_code(client, admin)["code"], issue_code(client, admin)["code"]
        jwk = KioskKeys().jwk
        assert client.post("/api/kiosks/enrol", json={"code": first, "publicJwk": jwk}).status_code == 400
        assert client.post("/api/kiosks/enrol", json={"code": second, "publicJwk": jwk}).status_code == 200
