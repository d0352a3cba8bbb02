"""POST /api/auth: identity, the face-check result token (signature, algorithm, key, issuer, expiry, one-time jti,
verdicts), the 1:1 face match, technical work, rate limits, audit, the session it opens."""

import json
import time
from datetime import timedelta

import jwt
import pytest
from sqlmodel import select

from notary.core.security import decode_session_token
from notary.kit.jwk import jwk_thumbprint
from notary.models import AuditEvent, AuditFaceImage, Kiosk, LoginFailure, SandboxPerson, User, UserSession
from tests.conftest import bearer
from tests.people import AZIZ, BOBUR, DILNOZA, MALIKA


def _events(session, action="auth"):
    return session.exec(select(AuditEvent).where(AuditEvent.action == action).order_by(AuditEvent.id)).all()


class TestAuth:
    def test_matching_face_logs_in(self, client, session, sign, faces):
        answer = client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])})
        assert answer.status_code == 200
        body = answer.json()
        assert body["resultCode"] == 1
        assert body["user"]["pin"] == DILNOZA["pin"]
        assert body["user"]["fullname"] == "Karimova Dilnoza Rustamovna"
        assert body["user"]["termsofuse"] == 0
        assert body["user"]["roles"] == ["citizen"]
        assert session.get(UserSession, decode_session_token(body["token"]).session_id) is not None
        assert client.get("/api/check_token", headers=bearer(body["token"])).status_code == 200

    def test_success_is_audited_with_channel_address_and_distance(self, client, session, sign, faces):
        client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}, headers={"X-Client-Mode": "kiosk"})
        [event] = _events(session)
        assert (event.result, event.target, event.channel, event.address) == (
            "ok",
            DILNOZA["pin"],
            "kiosk",
            "testclient",
        )
        assert 0 <= event.details["distance"] <= 0.45
        assert event.details["issuer"] == "face-check"

    def test_another_persons_face_is_refused(self, client, session, sign, faces):
        body = client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["hopper"])}).json()
        assert (body["resultCode"], body["token"], body["user"]) == (6, None, None)
        assert "mos kelmadi" in body["message"]
        [event] = _events(session)
        assert event.result == "face_mismatch" and event.details["distance"] > event.details["threshold"]
        assert (
            session.exec(select(LoginFailure).where(LoginFailure.kind == "face_mismatch")).one().passport == "AA1234567"
        )

    def test_the_message_follows_accept_language(self, client, sign, faces):
        answer = client.post(
            "/api/auth", json={**MALIKA, "jwt": sign(faces["astronaut"])}, headers={"Accept-Language": "ru"}
        )
        assert answer.json()["message"].startswith("Не удалось подтвердить личность")

    def test_a_best_shot_without_a_face_is_refused(self, client, sign):
        import numpy as np

        from liveness import encode_jpeg

        blank = encode_jpeg(np.full((480, 640, 3), 128, np.uint8))
        assert client.post("/api/auth", json={**DILNOZA, "jwt": sign(blank)}).json()["resultCode"] == 5

    def test_the_threshold_is_configuration(self, client, sign, faces, identity_config):
        identity_config(match_threshold=0.0001)
        assert client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}).json()["resultCode"] == 6

    @pytest.mark.parametrize(
        "fault",
        [
            "bad_signature",
            "alg_none",
            "alg_hs256",
            "unknown_kid",
            "no_kid",
            "other_issuer",
            "expired",
            "lives_too_long",
            "not_ok",
            "liveness_failed",
            "verdict_not_boolean",
            "no_jti",
            "no_sid",
            "no_bestshot",
            "has_audience",
        ],
    )
    def test_token_faults_are_refused(self, client, session, sign, faces, foreign_key, fault):
        from notary.facecheck import keys

        own = keys.signing_key()
        now = int(time.time())
        shot = faces["astronaut"]
        token = {
            "bad_signature": lambda: sign(shot, key=foreign_key),
            "alg_none": lambda: jwt.encode({"iss": "face-check"}, None, algorithm="none", headers={"kid": own.kid}),
            "alg_hs256": lambda: sign(shot, key=own.public_jwk["x"], algorithm="HS256"),
            "unknown_kid": lambda: sign(shot, key=foreign_key, headers={"kid": "no-such-key"}),
            "no_kid": lambda: sign(shot, headers={"typ": "JWT"}),
            "other_issuer": lambda: sign(shot, iss="notary-kiosk-api"),
            "expired": lambda: sign(shot, iat=now - 200, exp=now - 80),
            "lives_too_long": lambda: sign(shot, exp=now + 600),
            "not_ok": lambda: sign(shot, isOk=False),
            "liveness_failed": lambda: sign(shot, livenessWasSuccessful=False),
            "verdict_not_boolean": lambda: sign(shot, isOk="true"),
            "no_jti": lambda: sign(shot, jti=None),
            "no_sid": lambda: sign(shot, sid=None),
            "no_bestshot": lambda: sign(shot, bestshot=None),
            "has_audience": lambda: sign(shot, aud="notary-kiosk-api"),
        }[fault]()
        body = client.post("/api/auth", json={**DILNOZA, "jwt": token}).json()
        assert (body["resultCode"], body["token"]) == (4, None)
        [event] = _events(session)
        assert event.result == "token_refused"
        assert event.details["reason"]

    def test_a_token_is_accepted_once(self, client, session, sign, faces):
        token = sign(faces["astronaut"])
        assert client.post("/api/auth", json={**DILNOZA, "jwt": token}).json()["resultCode"] == 1
        body = client.post("/api/auth", json={**DILNOZA, "jwt": token}).json()
        assert body["resultCode"] == 4
        assert _events(session)[-1].result == "token_replayed"

    def test_a_kiosk_token_alone_logs_nobody_in(self, client, session, sign, faces, foreign_key):
        """Its evidence must pass the server's re-check first (tests/facecheck/test_kiosk_evidence.py)."""
        public = json.loads(jwt.algorithms.ECAlgorithm.to_jwk(foreign_key.public_key()))
        jwk = {name: public[name] for name in ("kty", "crv", "x", "y")}
        kiosk = Kiosk(id="TSH-014", location="Tashkent", office="Yunusobod", public_jwk=jwk, kid=jwk_thumbprint(jwk))
        session.add(kiosk)
        session.flush()
        kiosk_token = sign(faces["astronaut"], key=foreign_key, headers={"kid": kiosk.kid}, iss="kiosk:TSH-014")
        assert client.post("/api/auth", json={**DILNOZA, "jwt": kiosk_token}).json()["resultCode"] == 4
        assert _events(session)[-1].details["reason"] == "no verified evidence for this kiosk token"

    def test_unknown_person_is_refused_without_saying_which_number_was_wrong(self, client, sign, faces):
        messages = set()
        for wrong in ({"pin": "41403850230013"}, {"passnum": "1234568"}, {"passserial": "ZZ"}):
            body = client.post("/api/auth", json={**DILNOZA, **wrong, "jwt": sign(faces["astronaut"])}).json()
            assert body["resultCode"] == 2
            messages.add(body["message"])
        assert len(messages) == 1

    def test_a_deceased_person_cannot_log_in(self, client, session, sign, faces):
        body = client.post("/api/auth", json={**BOBUR, "jwt": sign(faces["astronaut"])}).json()
        assert body["resultCode"] == 3
        assert "vafot" in body["message"]
        assert _events(session)[-1].result == "deceased"

    def test_sandbox_person_without_photo_adopts_the_first_best_shot(self, client, session, sign, faces):
        assert session.get(SandboxPerson, AZIZ["pin"]).photo is None
        assert client.post("/api/auth", json={**AZIZ, "jwt": sign(faces["hopper"])}).json()["resultCode"] == 1
        assert session.get(SandboxPerson, AZIZ["pin"]).photo == faces["hopper"]
        assert _events(session, "registry_photo_adopted")[0].target == AZIZ["pin"]
        # From now on the adopted photo is his reference.
        assert client.post("/api/auth", json={**AZIZ, "jwt": sign(faces["astronaut"])}).json()["resultCode"] == 6
        assert client.post("/api/auth", json={**AZIZ, "jwt": sign(faces["hopper"])}).json()["resultCode"] == 1

    def test_outside_the_sandbox_a_missing_registry_photo_refuses(self, app, client, session, sign, faces, monkeypatch):
        from notary.core.settings import get_settings
        from notary.state_systems.civil_registry import SandboxCivilRegistry, get_civil_registry
        from notary.state_systems.population_registry import SandboxPopulationRegistry, get_population_registry

        monkeypatch.setattr(get_settings().state_systems.population_registry, "mode", "http")
        # Registries with the sandbox's records, as a real one without Aziz's photo would answer.
        app.dependency_overrides[get_population_registry] = lambda: SandboxPopulationRegistry(session)
        app.dependency_overrides[get_civil_registry] = lambda: SandboxCivilRegistry(session)
        body = client.post("/api/auth", json={**AZIZ, "jwt": sign(faces["hopper"])}).json()
        assert body["resultCode"] == 7
        assert session.get(SandboxPerson, AZIZ["pin"]).photo is None

    def test_technical_work_answers_result_code_0(self, client, session, sign, faces, identity_config):
        identity_config(technical_work=True)
        body = client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}).json()
        assert (body["resultCode"], body["token"]) == (0, None)
        assert "vaqtincha" in body["message"]
        assert _events(session)[-1].result == "technical_work"

    def test_five_failed_matches_make_the_passport_wait_at_that_address(self, client, session, sign, faces):
        for _ in range(5):
            assert client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["hopper"])}).json()["resultCode"] == 6
        answer = client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])})
        assert answer.status_code == 429
        assert 29 <= int(answer.headers["retry-after"]) <= 30
        assert answer.headers["retry-after"] in answer.text
        assert _events(session)[-1].result == "rate_limited"
        # check_before_auth says so too, before a face check is wasted.
        assert client.post("/api/check_before_auth", json=DILNOZA).status_code == 429
        # Other passports are not held back.
        assert client.post("/api/check_before_auth", json=MALIKA).status_code == 200

    def test_the_wait_ends_and_doubles_on_the_next_failure(self, client, session, sign, faces, identity_config):
        identity_config(failed_matches_before_delay=1)
        client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["hopper"])})
        _age_failures(session, seconds=31)
        assert client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["hopper"])}).json()["resultCode"] == 6
        answer = client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])})
        assert 59 <= int(answer.headers["retry-after"]) <= 60

    def test_success_clears_the_passports_failures(self, client, session, sign, faces, identity_config):
        identity_config(failed_matches_before_delay=3)
        for _ in range(2):
            client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["hopper"])})
        assert client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}).json()["resultCode"] == 1
        client.cookies.clear()  # not the portal: without its header the cookie of this login would be refused
        for _ in range(2):
            client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["hopper"])})
        assert client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}).json()["resultCode"] == 1

    def test_failures_from_one_address_are_limited(self, client, sign, faces, identity_config):
        identity_config(address_max_failures=3)
        for _ in range(3):
            assert client.post("/api/auth", json={**DILNOZA, "jwt": "not-a-token"}).json()["resultCode"] == 4
        answer = client.post("/api/auth", json={**MALIKA, "jwt": sign(faces["hopper"])})
        assert answer.status_code == 429
        assert 0 < int(answer.headers["retry-after"]) <= 600

    def test_face_images_are_not_kept_by_default(self, client, session, sign, faces):
        client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])})
        assert session.exec(select(AuditFaceImage)).all() == []

    def test_face_images_are_kept_as_the_audit_policy_says(self, client, session, sign, faces, identity_config):
        identity_config(keep_best_shot_days=30)
        client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])})
        client.post("/api/auth", json={**MALIKA, "jwt": sign(faces["astronaut"])})
        images = session.exec(select(AuditFaceImage)).all()
        events = {image.audit_event_id: session.get(AuditEvent, image.audit_event_id).result for image in images}
        assert sorted(events.values()) == ["face_mismatch", "ok"]
        assert all(image.jpeg == faces["astronaut"] for image in images)

    def test_declining_the_terms_after_login_ends_the_session(self, client, sign, faces):
        token = client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}).json()["token"]
        assert client.post("/api/offer_accept?action=0", headers=bearer(token)).status_code == 200
        answer = client.get("/api/check_token", headers=bearer(token))
        assert (answer.status_code, answer.json()["message"]) == (403, "Access Denied")

    def test_accepting_the_terms_after_login(self, client, sign, faces):
        token = client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}).json()["token"]
        fresh = client.post("/api/offer_accept?action=1", headers=bearer(token)).headers["authorization"].split()[1]
        assert client.get("/api/user/me", headers=bearer(fresh)).json()["termsofuse"] == 1

    def test_an_expired_session_is_access_denied(self, client, session, sign, faces):
        token = client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}).json()["token"]
        user_session = session.get(UserSession, decode_session_token(token).session_id)
        user_session.expires_at -= timedelta(days=1)
        session.add(user_session)
        session.flush()
        answer = client.get("/api/check_token", headers=bearer(token))
        assert (answer.status_code, answer.json()["message"]) == (403, "Access Denied")

    def test_a_blocked_user_cannot_log_in(self, client, session, sign, faces):
        token = client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}).json()["token"]
        user = session.exec(select(User).where(User.pin == DILNOZA["pin"])).one()
        user.valid = False
        session.add(user)
        session.flush()
        assert client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}).json()["resultCode"] == 8
        assert client.get("/api/check_token", headers=bearer(token)).status_code == 403

    @pytest.mark.parametrize(
        ("body", "expected"),
        [
            ({**DILNOZA}, "Yuzni tekshirish natijasi yo'q"),
            ({**DILNOZA, "jwt": ""}, "Yuzni tekshirish natijasi yo'q"),
            ({"passnum": "1234567", "pin": DILNOZA["pin"], "jwt": "x"}, "Pasport seriyasini kiriting"),
        ],
    )
    def test_validation_is_400_text(self, client, body, expected):
        answer = client.post("/api/auth", json=body)
        assert answer.status_code == 400
        assert answer.text.startswith(expected)


def _age_failures(session, seconds: int) -> None:
    for failure in session.exec(select(LoginFailure)).all():
        failure.at -= timedelta(seconds=seconds)
        session.add(failure)
    session.flush()
