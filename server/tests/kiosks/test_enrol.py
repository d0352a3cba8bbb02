from datetime import timedelta

from sqlmodel import select

from notary.kiosks.keys import kiosk_verification_key
from notary.kit.jwk import jwk_thumbprint
from notary.models import AuditEvent, Kiosk, KioskEnrolmentCode
from tests.kiosks.factories import ADMIN, KioskKeys, enrolled_kiosk, issue_code


def _enrol(client, code: str, jwk: dict):
    return client.post("/api/kiosks/enrol", json={"code": code, "publicJwk": jwk})


class TestEnrol:
    def test_the_code_registers_the_public_key(self, client, login, session):
        keys, enrolled = enrolled_kiosk(client, login)
        assert enrolled["kioskId"] == "TSH-001"
        assert enrolled["kid"] == jwk_thumbprint(keys.jwk)
        assert enrolled["heartbeatSeconds"] == 300
        kiosk = session.get(Kiosk, "TSH-001")
        assert kiosk.state == "active" and kiosk.location.startswith("Tashkent")
        assert kiosk_verification_key(session, "TSH-001", enrolled["kid"]).public_numbers() == (
            keys.private_key.public_key().public_numbers()
        )

    def test_the_code_is_typed_loosely(self, client, login):
        code = issue_code(client, login(*ADMIN))["code"]
        assert _enrol(client, f" {code.replace('-', '').lower()} ", KioskKeys().jwk).status_code == 200

    def test_a_code_works_once(self, client, login):
        code = issue_code(client, login(*ADMIN))["code"]
        assert _enrol(client, code, KioskKeys().jwk).status_code == 200
        again = _enrol(client, code, KioskKeys().jwk)
        assert again.status_code == 400
        assert again.text == "Ro'yxatdan o'tkazish kodi noto'g'ri, ishlatilgan yoki muddati o'tgan"

    def test_an_expired_code_is_refused(self, client, login, session):
        code = issue_code(client, login(*ADMIN))["code"]
        row = session.exec(select(KioskEnrolmentCode)).one()
        row.expires_at -= timedelta(days=2)
        session.add(row)
        session.flush()
        assert _enrol(client, code, KioskKeys().jwk).status_code == 400

    def test_a_refused_attempt_is_audited(self, client, session):
        answer = client.post(
            "/api/kiosks/enrol",
            json={"code": "AAAA-BBBB-CCCC", "publicJwk": KioskKeys().jwk},
            headers={"Accept-Language": "ru"},
        )
        assert answer.text == "Код регистрации неверен, уже использован или истёк"
        event = session.exec(select(AuditEvent).where(AuditEvent.action == "kiosk_enrolment_refused")).one()
        assert event.result == "refused"

    def test_a_point_off_the_curve_is_refused(self, client, login):
        code = issue_code(client, login(*ADMIN))["code"]
        # x of one key with y of another: almost surely not a point of P-256
        jwk = {**KioskKeys().jwk, "y": KioskKeys().jwk["y"]}
        answer = _enrol(client, code, jwk)
        assert answer.status_code == 400
        assert "P-256" in answer.text

    def test_a_private_key_is_never_accepted(self, client, login):
        code = issue_code(client, login(*ADMIN))["code"]
        answer = _enrol(client, code, {**KioskKeys().jwk, "d": "A" * 43})
        assert answer.status_code == 400

    def test_a_key_of_another_kiosk_is_refused(self, client, login):
        keys, _ = enrolled_kiosk(client, login, "TSH-001")
        code = issue_code(client, login(*ADMIN), "TSH-002")["code"]
        answer = _enrol(client, code, keys.jwk)
        assert answer.status_code == 400
        assert "boshqa kiosk" in answer.text

    def test_re_enrolment_replaces_the_key(self, client, login, session):
        _, old = enrolled_kiosk(client, login)
        _, new = enrolled_kiosk(client, login)  # a new code for the same kiosk, e.g. after its disk was replaced
        assert new["kid"] != old["kid"]
        assert kiosk_verification_key(session, "TSH-001", old["kid"]) is None
        assert kiosk_verification_key(session, "TSH-001", new["kid"]) is not None
