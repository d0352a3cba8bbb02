"""The face-check socket (/api/face-check/ws): STOMP 1.2 as docs/contracts/face-check.md says, a full liveness
session with a synthetic person ending in a result token that logs in, bad frames, limits, Origin, timeout,
heartbeats."""

import base64
import json
import random
import uuid

import pytest
from sqlmodel import select
from starlette.websockets import WebSocketDisconnect

from liveness import stomp
from liveness.stomp import Frame
from notary.models import AuditEvent
from tests.people import DILNOZA

ALLOWED_ORIGIN = "http://127.0.0.1:8000"

URL = "/api/face-check/ws"


def _open(client, origin: str | None = ALLOWED_ORIGIN, subprotocols=("v12.stomp",)):
    headers = {"origin": origin} if origin else {}
    return client.websocket_connect(URL, subprotocols=list(subprotocols), headers=headers)


def _send(ws, command: str, headers: dict[str, str] | None = None, body: str = "") -> None:
    ws.send_text(stomp.serialise(Frame(command, headers or {}, body)))


def _receive(ws) -> Frame:
    """The next frame from the server, skipping heartbeats."""
    while True:
        frames = stomp.parse(ws.receive_text(), stomp.SERVER_COMMANDS)
        if frames:
            return frames[0]


def _connect(ws, heart_beat: str = "0,0", **extra: str) -> Frame:
    headers = {"accept-version": "1.2", "heart-beat": heart_beat, "session-id": str(uuid.uuid4()), **extra}
    _send(ws, "CONNECT", headers)
    return _receive(ws)


def _send_image(ws, jpeg: bytes) -> dict:
    _send(ws, "SEND", {"destination": "/app/frame", "content-type": "text/plain"}, base64.b64encode(jpeg).decode())
    message = _receive(ws)
    assert message.command == "MESSAGE", message
    return json.loads(message.body)


def _jpeg(image) -> bytes:
    from liveness import encode_jpeg

    return encode_jpeg(image, quality=60)


@pytest.fixture
def face_check(monkeypatch):
    """The live [face_check] settings, changed for one test only."""
    from notary.core.settings import get_settings

    config = get_settings().face_check

    def _set(**values) -> None:
        for name, value in values.items():
            monkeypatch.setattr(config, name, value)

    return _set


def _refusals(session):
    return session.exec(select(AuditEvent).where(AuditEvent.action == "face_check_refused")).all()


class TestFaceCheckSocket:
    def test_a_live_person_passes_and_the_token_logs_in(self, client, session):
        from liveness.synthetic.portraits import head
        from liveness.synthetic.scenes import Subject

        person = Subject(head("astronaut"), random.Random(7))
        with _open(client) as ws:
            assert ws.accepted_subprotocol == "v12.stomp"
            connected = _connect(ws)
            assert connected.command == "CONNECTED"
            assert (connected.header("version"), connected.header("heart-beat")) == ("1.2", "3000,3000")
            _send(ws, "SUBSCRIBE", {"id": "sub-0", "destination": "/user/queue/face"})
            answers = []
            for _ in range(40):
                _send(ws, "SEND", {"destination": "/app/frame"}, base64.b64encode(_jpeg(person.frame())).decode())
                message = _receive(ws)
                assert message.header("subscription") == "sub-0"
                assert message.header("content-type") == "application/json"
                answers.append(message)
                body = json.loads(message.body)
                if body["type"] == "SUCCESS":
                    break
                assert body["type"] == "STATS"
                assert set(body) == {"type", "isOk", "errors", "details", "challenge"}
                person.follow(body["errors"])
            with pytest.raises(WebSocketDisconnect):
                ws.receive_text()
        token = json.loads(answers[-1].body)["jwt"]
        assert len({answer.header("message-id") for answer in answers}) == len(answers)
        assert any(json.loads(a.body).get("details", {}).get("faceFramePosition") for a in answers[:-1])
        body = client.post("/api/auth", json={**DILNOZA, "jwt": token}).json()
        assert body["resultCode"] == 1, body
        passed = session.exec(select(AuditEvent).where(AuditEvent.result == "passed")).one()
        assert passed.action == "face_check"

    def test_the_result_token_follows_the_contract(self, client, session, faces):
        import jwt

        from notary.facecheck import keys, service

        token = service.issue_result_token(session, str(uuid.uuid4()), faces["astronaut"])
        header = jwt.get_unverified_header(token)
        assert (header["alg"], header["kid"]) == ("ES256", keys.signing_key().kid)
        jwks = client.get("/api/face-check/jwks.json").json()
        [key] = [key for key in jwks["keys"] if key["kid"] == header["kid"]]
        claims = jwt.decode(token, jwt.PyJWK(key).key, algorithms=["ES256"], issuer="face-check")
        assert claims["exp"] - claims["iat"] <= 120
        assert claims["isOk"] is True and claims["livenessWasSuccessful"] is True
        assert base64.b64decode(claims["bestshot"]) == faces["astronaut"]
        assert {"sid", "jti"} <= set(claims)

    def test_a_page_on_another_site_cannot_open_a_session(self, client, session):
        with pytest.raises(WebSocketDisconnect) as refused:
            with _open(client, origin="https://evil.example"):
                pass
        assert refused.value.code == 1008
        [event] = _refusals(session)
        assert event.details == {"reason": "origin not allowed", "origin": "https://evil.example"}

    def test_no_origin_is_refused_unless_configured(self, client, face_check):
        with pytest.raises(WebSocketDisconnect):
            with _open(client, origin=None):
                pass
        face_check(allow_missing_origin=True)
        with _open(client, origin=None) as ws:
            assert _connect(ws).command == "CONNECTED"

    def test_the_stomp_subprotocol_is_required(self, client):
        with pytest.raises(WebSocketDisconnect):
            with _open(client, subprotocols=("chat",)):
                pass

    def test_bad_frames_are_rejected_and_the_session_goes_on(self, client):
        import numpy as np

        with _open(client) as ws:
            _connect(ws)
            assert _send_image(ws, b"not an image")["type"] == "REJECTED"
            small = _send_image(ws, _jpeg(np.zeros((240, 320, 3), np.uint8)))
            assert small == {"type": "REJECTED", "reason": "frame 320x240 is smaller than 640x480"}
            _send(ws, "SEND", {"destination": "/app/frame"}, "!!!not base64!!!")
            assert json.loads(_receive(ws).body)["type"] == "REJECTED"
            stats = _send_image(ws, _jpeg(np.zeros((480, 640, 3), np.uint8)))
            assert (stats["type"], stats["errors"][0]) == ("STATS", 8)

    def test_more_than_twenty_rejected_frames_end_the_session(self, client, session):
        with _open(client) as ws:
            _connect(ws)
            for _ in range(20):
                assert _send_image(ws, b"junk")["type"] == "REJECTED"
            _send(ws, "SEND", {"destination": "/app/frame"}, "junk")
            assert json.loads(_receive(ws).body)["type"] == "REJECTED"
            error = _receive(ws)
            assert (error.command, error.header("message")) == ("ERROR", "too-many-rejected-frames")
            with pytest.raises(WebSocketDisconnect):
                ws.receive_text()
        ended = session.exec(select(AuditEvent).where(AuditEvent.action == "face_check")).one()
        assert (ended.result, ended.details) == ("rejected_frames", {"frames": 21, "rejected": 21})

    @pytest.mark.parametrize(
        "first",
        [
            ("SEND", {"destination": "/app/frame"}),  # before CONNECT
            ("CONNECT", {"accept-version": "1.0,1.1", "session-id": str(uuid.uuid4())}),
            ("CONNECT", {"accept-version": "1.2", "session-id": "not-a-uuid"}),
            ("CONNECT", {"accept-version": "1.2", "session-id": str(uuid.uuid1())}),
            ("CONNECT", {"accept-version": "1.2", "session-id": str(uuid.uuid4()), "heart-beat": "fast"}),
        ],
    )
    def test_a_bad_handshake_is_a_protocol_violation(self, client, first):
        with _open(client) as ws:
            _send(ws, *first)
            error = _receive(ws)
            assert (error.command, error.header("message")) == ("ERROR", "protocol-violation")
            with pytest.raises(WebSocketDisconnect):
                ws.receive_text()

    @pytest.mark.parametrize(
        "frame",
        [
            "SEND\ndestination:/app/other\n\n\0",
            "SUBSCRIBE\nid:1\ndestination:/topic/all\n\n\0",
            "ACK\nid:1\n\n\0",
            "GARBAGE\n\n\0",
        ],
    )
    def test_violations_after_connecting_end_the_session(self, client, frame):
        with _open(client) as ws:
            _connect(ws)
            ws.send_text(frame)
            error = _receive(ws)
            assert (error.command, error.header("message")) == ("ERROR", "protocol-violation")

    def test_the_error_text_follows_the_lang_header(self, client):
        with _open(client) as ws:
            _connect(ws, lang="ru")
            ws.send_text("ACK\nid:1\n\n\0")
            assert _receive(ws).body.startswith("Ошибка соединения камеры")

    def test_disconnect_with_receipt(self, client, session):
        with _open(client) as ws:
            _connect(ws)
            _send(ws, "DISCONNECT", {"receipt": "bye-1"})
            receipt = _receive(ws)
            assert (receipt.command, receipt.header("receipt-id")) == ("RECEIPT", "bye-1")
            with pytest.raises(WebSocketDisconnect):
                ws.receive_text()
        assert session.exec(select(AuditEvent).where(AuditEvent.action == "face_check")).one().result == (
            "client_disconnected"
        )

    def test_the_session_times_out(self, client, face_check):
        face_check(session_timeout_seconds=0.4)
        with _open(client) as ws:
            _connect(ws)
            error = _receive(ws)
            assert (error.command, error.header("message")) == ("ERROR", "timeout")
            assert error.body.startswith("Yuzni tekshirish vaqti tugadi")

    def test_the_server_sends_heartbeats(self, client, face_check):
        face_check(heartbeat_ms=500)
        with _open(client) as ws:
            assert _connect(ws, heart_beat="0,500").header("heart-beat") == "500,500"
            assert ws.receive_text() == "\n"

    def test_a_silent_client_is_dropped(self, client, face_check):
        face_check(heartbeat_ms=500)
        with _open(client) as ws:
            _connect(ws, heart_beat="500,0")
            error = _receive(ws)
            assert (error.command, error.header("message")) == ("ERROR", "heartbeat-timeout")

    def test_sessions_per_address_are_capped(self, client, session, face_check):
        face_check(max_sessions_per_address=1)
        with _open(client) as first:
            assert _connect(first).command == "CONNECTED"
            with _open(client) as second:
                error = _receive(second)
                assert (error.command, error.header("message")) == ("ERROR", "busy")
                with pytest.raises(WebSocketDisconnect) as closed:
                    second.receive_text()
                assert closed.value.code == 1013
        assert _refusals(session)[0].details["reason"] == "too many sessions from this address"
        with _open(client) as again:  # the place is free once the first session ended
            assert _connect(again).command == "CONNECTED"


class TestJwks:
    def test_publishes_the_signing_key_by_its_thumbprint(self, client):
        from notary.facecheck import keys
        from notary.kit.jwk import jwk_thumbprint

        [key] = client.get("/api/face-check/jwks.json").json()["keys"]
        assert (key["kty"], key["crv"], key["alg"], key["use"]) == ("EC", "P-256", "ES256", "sig")
        assert key["kid"] == jwk_thumbprint(key) == keys.signing_key().kid
        assert "d" not in key

    def test_the_private_key_is_created_once_and_only_the_owner_reads_it(self, tmp_path):
        from notary.facecheck import keys

        created = keys.signing_key(tmp_path / "keys")
        path = tmp_path / "keys" / keys.KEY_FILE
        assert path.stat().st_mode & 0o777 == 0o600
        keys.signing_key.cache_clear()
        assert keys.signing_key(tmp_path / "keys").kid == created.kid
        keys.signing_key.cache_clear()
