"""A kiosk's result token is taken only with the evidence of its session, re-checked by the server: the frames its
agent judged must pass the same liveness check (3-D turns included) under the same challenge order, be the ones the
token's hash names, and yield the token's best shot. Every refusal is audited with its reason."""

import dataclasses

import pytest
from sqlmodel import col, select

from notary.facecheck.evidence import Evidence
from notary.models import AuditEvent, UserSession
from tests.facecheck.evidence_factory import KioskSession, judged_session, result_token
from tests.kiosks.factories import enrolled_kiosk

DILNOZA = {"passserial": "AA", "passnum": "1234567", "pin": "41403850230012"}  # registry photo: astronaut
URL = "/api/face-check/kiosk-evidence"


@pytest.fixture(scope="module")
def live() -> KioskSession:
    session = judged_session("live", "astronaut")
    assert session.passed
    return session


@pytest.fixture(scope="module")
def other_live() -> KioskSession:
    return judged_session("live", "hopper", seed=11)


@pytest.fixture
def kiosk(client, login):
    keys, enrolled = enrolled_kiosk(client, login)

    def send(checked: KioskSession, token: str):
        return client.post(URL, json=checked.body(token), headers=keys.headers(enrolled["kioskId"], enrolled["kid"]))

    def token(checked: KioskSession, with_evidence: bool = True, **claims) -> str:
        named = checked.evidence if with_evidence else None
        return result_token(keys.private_key, enrolled["kioskId"], enrolled["kid"], checked.bestshot, named, **claims)

    return send, token


def _auth(client, token: str) -> dict:
    return client.post("/api/auth", json={**DILNOZA, "jwt": token}).json()


def _evidence_refusals(session) -> list[str]:
    events = session.exec(
        select(AuditEvent).where(AuditEvent.action == "face_check_evidence", AuditEvent.result == "refused")
    ).all()
    return [event.details["reason"] for event in events]


def _auth_refusals(session) -> list[str]:
    events = session.exec(select(AuditEvent).where(AuditEvent.action == "auth", AuditEvent.result == "token_refused"))
    return [event.details["reason"] for event in events]


class TestKioskEvidence:
    def test_a_live_3d_head_is_accepted_and_logs_in_once(self, client, session, kiosk, live):
        send, token = kiosk
        signed = token(live)
        answer = send(live, signed)
        assert answer.status_code == 200, answer.text
        assert answer.json() == {"frames": len(live.evidence.frames)}
        assert _auth(client, signed)["resultCode"] == 1
        opened = session.exec(select(UserSession).order_by(col(UserSession.created_at).desc())).first()
        assert opened is not None and opened.channel == "kiosk"  # at an office: the queue's check-in is open to it
        client.cookies.clear()
        assert _auth(client, signed)["resultCode"] == 4  # used once

    @pytest.mark.parametrize("scene", ["still", "flat"])
    def test_a_still_or_tilted_flat_photo_signed_as_passed_is_refused(self, client, session, kiosk, scene):
        send, token = kiosk
        attack = judged_session(scene, "astronaut", max_frames=40)
        assert not attack.passed
        signed = token(attack)
        assert send(attack, signed).status_code == 400
        [reason] = _evidence_refusals(session)
        assert reason.startswith("the liveness re-check did not pass")
        assert _auth(client, signed)["resultCode"] == 4
        assert _auth_refusals(session) == ["no verified evidence for this kiosk token"]

    def test_a_token_without_evidence_is_refused(self, client, session, kiosk, live):
        send, token = kiosk
        signed = token(live, with_evidence=False)  # as kiosks signed it before: the kiosk's word alone
        assert send(live, signed).status_code == 400
        assert _evidence_refusals(session) == ["the token names no evidence"]
        assert _auth(client, signed)["resultCode"] == 4
        assert _auth_refusals(session) == ["no verified evidence for this kiosk token"]

    def test_a_tampered_frame_does_not_match_the_hash(self, client, session, kiosk, live):
        send, token = kiosk
        signed = token(live)
        frames = list(live.evidence.frames)
        frames[-1] = frames[-1][:-2] + b"\x00\xd9"
        tampered = dataclasses.replace(live, evidence=Evidence(live.evidence.seed, frames))
        assert send(tampered, signed).status_code == 400
        other_seed = dataclasses.replace(live, evidence=Evidence(live.evidence.seed + 1, live.evidence.frames))
        assert send(other_seed, signed).status_code == 400
        assert _evidence_refusals(session) == ["the evidence does not match the token's hash"] * 2
        assert _auth(client, signed)["resultCode"] == 4

    def test_another_sessions_evidence_is_refused(self, client, session, kiosk, live, other_live):
        send, token = kiosk
        # Swapped: the token names (and hashes) a real live session of someone else, with Dilnoza's best shot.
        swapped = dataclasses.replace(other_live, bestshot=live.bestshot)
        signed = token(swapped)
        assert send(swapped, signed).status_code == 400
        assert _evidence_refusals(session) == ["the best shot is not the evidence's best shot"]
        assert _auth(client, signed)["resultCode"] == 4

    def test_evidence_is_taken_only_for_the_kiosks_own_token(self, client, session, login, kiosk, live):
        _send, token = kiosk
        other_keys, other = enrolled_kiosk(client, login, "TSH-002")
        answer = client.post(URL, json=live.body(token(live)), headers=other_keys.headers("TSH-002", other["kid"]))
        assert answer.status_code == 400
        assert _evidence_refusals(session) == ["the token is another kiosk's"]

    def test_evidence_needs_a_kiosk_request_token(self, client, kiosk, live):
        _send, token = kiosk
        assert client.post(URL, json=live.body(token(live))).status_code == 403

    def test_the_evidence_is_bounded(self, client, kiosk, live):
        send, token = kiosk
        too_many = dataclasses.replace(live, evidence=Evidence(live.evidence.seed, live.evidence.frames * 20))
        assert send(too_many, token(too_many)).status_code == 400  # over 160 frames
        assert send(live, token(live, evidence="0" * 64)).status_code == 400


class TestKioskTokenAtAuth:
    def test_a_kiosk_token_never_sent_with_evidence_is_refused(self, client, session, kiosk, live):
        _send, token = kiosk
        assert _auth(client, token(live))["resultCode"] == 4
        assert _auth_refusals(session) == ["no verified evidence for this kiosk token"]
