"""A kiosk's result token at /api/auth: accepted, with the evidence of its session re-checked, while the kiosk is
enrolled and active, refused at once after an administrator revokes it (through the real endpoints, as the
technician and the administrator would)."""

import pytest

from tests.conftest import bearer
from tests.facecheck.evidence_factory import judged_session, result_token
from tests.kiosks.factories import ADMIN, enrolled_kiosk

DILNOZA = {"passserial": "AA", "passnum": "1234567", "pin": "41403850230012"}  # registry photo: astronaut


@pytest.fixture(scope="module")
def astronaut_shot() -> bytes:
    from liveness import encode_jpeg
    from liveness.synthetic.portraits import head
    from liveness.synthetic.render import Pose

    return encode_jpeg(head("astronaut").render(Pose(yaw=5.0)))


class TestKioskTokenAtAuth:
    def test_accepted_while_active_refused_once_revoked(self, client, login, astronaut_shot):
        keys, enrolled = enrolled_kiosk(client, login)
        live = judged_session("live", "astronaut")
        token = result_token(keys.private_key, "TSH-001", enrolled["kid"], live.bestshot, live.evidence)
        sent = client.post(
            "/api/face-check/kiosk-evidence", json=live.body(token), headers=keys.headers("TSH-001", enrolled["kid"])
        )
        assert sent.status_code == 200, sent.text
        assert client.post("/api/auth", json={**DILNOZA, "jwt": token}).json()["resultCode"] == 1
        client.cookies.clear()
        assert client.post("/api/kiosks/TSH-001/revoke", headers=bearer(login(*ADMIN))).status_code == 200
        again = result_token(keys.private_key, "TSH-001", enrolled["kid"], astronaut_shot, live.evidence)
        assert client.post("/api/auth", json={**DILNOZA, "jwt": again}).json()["resultCode"] == 4

    def test_a_key_replaced_by_re_enrolment_is_refused(self, client, login, astronaut_shot):
        old_keys, old = enrolled_kiosk(client, login)
        enrolled_kiosk(client, login)
        token = result_token(old_keys.private_key, "TSH-001", old["kid"], astronaut_shot, None)
        assert client.post("/api/auth", json={**DILNOZA, "jwt": token}).json()["resultCode"] == 4
