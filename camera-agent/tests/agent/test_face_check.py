"""The page-facing face-check socket with the video-file camera: the STOMP frames of docs/contracts/face-check.md, a
bona fide head passes with a kiosk-signed token, a tilted flat photo never does."""

import base64
import json
import uuid

import httpx
import jwt
import pytest
from conftest import PageSocket, wait_until
from websockets.exceptions import ConnectionClosed

from camera_agent.service.server_api import ServerRefused

DILNOZA = {"passserial": "AA", "passnum": "1234567", "pin": "41403850230012"}  # registry photo: astronaut


@pytest.fixture
def kiosk(central_server, make_agent, request):
    """make(video, **face_check settings) -> an enrolled agent on that video."""

    def _make(video, **face_check):
        running = make_agent(central_server.url, video, face_check=face_check)
        kiosk_id = f"F-{request.node.name[-24:].replace('_', '-')}"
        assert running.post("/api/enrol", json={"code": central_server.issue_code(kiosk_id)}).status_code == 200
        return running

    return _make


def _messages_until_end(page: PageSocket, timeout: float) -> tuple[list[dict], dict]:
    """MESSAGE bodies until the agent ends the session; and the frame that ended it (SUCCESS message or ERROR)."""
    bodies = []
    while True:
        frame = page.next_frame(timeout)
        if frame["command"] == "ERROR":
            return bodies, frame
        assert frame["command"] == "MESSAGE", frame
        assert frame["headers"]["destination"] == "/user/queue/face"
        assert frame["headers"]["subscription"] == "sub-0" and frame["headers"]["message-id"]
        body = json.loads(frame["body"])
        bodies.append(body)
        if body["type"] == "SUCCESS":
            return bodies, frame


class TestBonaFide:
    def test_a_live_head_passes_with_a_kiosk_signed_token(self, kiosk, face_videos, central_server):
        running = kiosk(face_videos["bona-fide"], timeout_seconds=90)
        page = PageSocket(running.ws_url, origin=central_server.url)
        connected = page.connect()
        assert connected["command"] == "CONNECTED"
        assert connected["headers"] == {"version": "1.2", "heart-beat": "3000,3000"}
        page.subscribe()
        bodies, _ = _messages_until_end(page, 30)
        assert bodies[-1]["type"] == "SUCCESS"
        stats = [body for body in bodies if body["type"] == "STATS"]
        assert stats[0]["challenge"] == {"step": 0, "of": 3}
        assert any(64 in body["errors"] for body in stats) and any(65 in body["errors"] for body in stats)
        assert any("faceFramePosition" in body["details"] for body in stats)

        token = bodies[-1]["jwt"]
        identity = running.agent.identity
        public_key = identity._key.public_key()
        claims = jwt.decode(token, public_key, algorithms=["ES256"])
        assert claims["iss"] == f"kiosk:{identity.enrolment.kiosk_id}"
        assert claims["sid"] == page.session_id
        assert claims["isOk"] and claims["livenessWasSuccessful"] and claims["bestshot"]
        assert claims["exp"] - claims["iat"] == 120
        server_kid = next(
            k["kid"]
            for k in central_server.admin("GET", "/api/kiosks").json()
            if k["id"] == identity.enrolment.kiosk_id
        )
        assert jwt.get_unverified_header(token)["kid"] == server_kid

        # The kiosk login: the server re-checked the session's evidence the agent sent, then accepts the kiosk's
        # token and matches the best shot itself...
        assert len(claims["evidence"]) == 64
        auth = httpx.post(f"{central_server.url}/api/auth", json={**DILNOZA, "jwt": token}, timeout=60).json()
        assert auth["resultCode"] == 1, auth
        # ...but never takes the kiosk's word alone: a token it signs without sending the evidence is refused...
        shot = base64.b64decode(claims["bestshot"])
        unproven = identity.result_token(
            str(uuid.uuid4()), shot, 120, liveness_ok=True, evidence_sha256=claims["evidence"]
        )
        refused = httpx.post(f"{central_server.url}/api/auth", json={**DILNOZA, "jwt": unproven}, timeout=60).json()
        assert refused["resultCode"] == 4, refused
        # ...and once the kiosk is revoked, the evidence it sends is refused at once.
        central_server.admin("POST", f"/api/kiosks/{identity.enrolment.kiosk_id}/revoke").raise_for_status()
        with pytest.raises(ServerRefused):
            running.agent.server.send_evidence(identity, unproven, 1, [shot])

        with pytest.raises(ConnectionClosed):
            page.next_frame(5)
        wait_until(lambda: running.get("/api/status").json()["camera"]["state"] == "closed", 5, "the camera to close")
        assert running.agent.camera.latest() is None


class TestFlatPhoto:
    def test_a_tilted_photo_never_passes(self, kiosk, face_videos):
        running = kiosk(face_videos["flat-tilt"], timeout_seconds=15)
        page = PageSocket(running.ws_url)
        page.connect()
        page.subscribe()
        bodies, ending = _messages_until_end(page, 30)
        assert ending["command"] == "ERROR" and ending["headers"]["message"] == "timeout"
        assert bodies and all(body["type"] == "STATS" for body in bodies)
        assert max(body["challenge"]["step"] for body in bodies) < 3


class TestSessionRules:
    def test_disconnect_with_a_receipt(self, kiosk, plain_video):
        running = kiosk(plain_video)
        page = PageSocket(running.ws_url)
        page.connect()
        page.subscribe()
        assert json.loads(page.next_frame(10)["body"])["errors"] == [8]  # no face in this video: point at face
        page.send("DISCONNECT", receipt="bye-1")
        frame = page.next_frame(10)
        while frame["command"] == "MESSAGE":
            frame = page.next_frame(10)
        assert (frame["command"], frame["headers"]["receipt-id"]) == ("RECEIPT", "bye-1")
        wait_until(lambda: not running.agent.camera.in_use, 5, "the camera to be released")

    def test_the_preview_streams_while_a_check_runs(self, kiosk, plain_video):
        running = kiosk(plain_video)
        assert running.get("/api/preview.mjpg").status_code == 409
        page = PageSocket(running.ws_url)
        page.connect()
        page.next_frame(10)
        with httpx.stream("GET", running.url + "/api/preview.mjpg", timeout=10) as preview:
            assert preview.headers["content-type"] == "multipart/x-mixed-replace; boundary=frame"
            received = b""
            for chunk in preview.iter_bytes():
                received += chunk
                if received.count(b"\xff\xd9") >= 2:
                    break
        assert received.startswith(b"--frame\r\nContent-Type: image/jpeg\r\n")
        page.close()

    def test_a_silent_page_is_dropped_after_two_heart_beats(self, kiosk, plain_video):
        running = kiosk(plain_video)
        page = PageSocket(running.ws_url, beat=False)
        page.connect()
        frame = page.next_frame(10)
        while frame["command"] == "MESSAGE":
            frame = page.next_frame(10)
        assert (frame["command"], frame["headers"]["message"]) == ("ERROR", "heart-beat timeout")
        wait_until(lambda: not running.agent.camera.in_use, 5, "the camera to be released")

    def test_one_check_at_a_time(self, kiosk, plain_video):
        running = kiosk(plain_video)
        first = PageSocket(running.ws_url)
        first.connect()
        second = PageSocket(running.ws_url)
        refused = second.connect()
        assert (refused["command"], refused["headers"]["message"]) == ("ERROR", "device_in_use")
        first.close()

    def test_forget_ends_a_running_check(self, kiosk, plain_video):
        running = kiosk(plain_video)
        page = PageSocket(running.ws_url)
        page.connect()
        page.next_frame(10)
        assert running.post("/api/forget").json() == {"status": "ok"}
        frame = page.next_frame(10)
        while frame["command"] == "MESSAGE":
            frame = page.next_frame(10)
        assert (frame["command"], frame["headers"]["message"]) == ("ERROR", "reset")

    def test_the_page_may_not_send_frames(self, kiosk, plain_video):
        running = kiosk(plain_video)
        page = PageSocket(running.ws_url)
        page.connect()
        page.ws.send("SEND\ndestination:/app/frame\ncontent-type:text/plain\n\nAAAA\0")
        frame = page.next_frame(10)
        while frame["command"] == "MESSAGE":
            frame = page.next_frame(10)
        assert frame["command"] == "ERROR" and "send none" in frame["headers"]["message"]

    def test_a_camera_that_is_gone_ends_the_check_with_its_problem(self, kiosk, tmp_path):
        running = kiosk(tmp_path / "unplugged.avi")
        page = PageSocket(running.ws_url)
        page.connect()
        frame = page.next_frame(15)
        assert (frame["command"], frame["headers"]["message"]) == ("ERROR", "no_webcam")

    def test_an_unenrolled_kiosk_cannot_sign(self, central_server, make_agent, plain_video):
        running = make_agent(central_server.url, plain_video)
        frame = PageSocket(running.ws_url).connect()
        assert (frame["command"], frame["headers"]["message"]) == ("ERROR", "not_enrolled")

    def test_a_session_id_is_required(self, kiosk, plain_video):
        running = kiosk(plain_video)
        page = PageSocket(running.ws_url)
        page.send("CONNECT", accept_version="1.2", heart_beat="3000,3000")
        assert "session-id" in page.next_frame(10)["headers"]["message"]

    def test_a_page_of_another_origin_is_refused(self, kiosk, plain_video):
        running = kiosk(plain_video)
        with pytest.raises(Exception, match="403|1008|rejected|closed"):
            PageSocket(running.ws_url, origin="https://evil.example").connect()
