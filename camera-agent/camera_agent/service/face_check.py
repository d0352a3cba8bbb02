"""The page-facing face-check socket: the STOMP 1.2 protocol of docs/contracts/face-check.md, with the frames taken
from the kiosk's camera instead of sent by the page.

The page CONNECTs (session-id header) and SUBSCRIBEs; the agent opens the camera, checks one frame every 300 ms
with the same liveness engine as the server and answers each with a STATS MESSAGE, then, once the server has
re-checked the evidence of the session (docs/camera-agent.md#evidence), SUCCESS with a result token signed by the
kiosk's key. After 123 s without success: ERROR `timeout`. A camera that cannot deliver (unplugged
and not back within `lost_after_seconds`, or under 640x480): ERROR with the camera problem code. One check at a
time: the kiosk has one camera, and none while the camera is lent to a video call (ERROR `camera_in_call`). When
the socket ends, the camera is released and nothing of the session is kept."""

import asyncio
import contextlib
import itertools
import json
import logging
import time
import uuid

from fastapi import WebSocket, WebSocketDisconnect

from camera_agent.service.agent import Agent
from camera_agent.service.camera import IN_CALL
from camera_agent.service.liveness_run import Evidence, LivenessRun
from camera_agent.service.server_api import ServerRefused, ServerUnreachable
from liveness import stomp
from liveness.stomp import SUBPROTOCOL, Frame, StompError

log = logging.getLogger("camera_agent.face_check")
DESTINATION = "/user/queue/face"
CONNECT_TIMEOUT_SECONDS = 10.0
EVIDENCE_NOT_TAKEN = "evidence_not_taken"  # the page shows its generic failure, with a retry


class SessionEnded(Exception):
    """The session is over; `error` is the ERROR frame's message, or None for a clean end."""

    def __init__(self, error: str | None = None, receipt: str | None = None):
        super().__init__(error or "ended")
        self.error, self.receipt = error, receipt


class FaceChecks:
    """The running check, if any; `forget` (idle reset) and shutdown end it."""

    def __init__(self, agent: Agent):
        self.agent = agent
        self._current: CheckSession | None = None

    @property
    def running(self) -> bool:
        return self._current is not None

    def claim(self, session: "CheckSession") -> bool:
        if self._current is not None:
            return False
        self._current = session
        return True

    def release(self, session: "CheckSession") -> None:
        if self._current is session:
            self._current = None

    async def end_all(self, reason: str = "reset") -> None:
        if self._current is not None:
            await self._current.end(reason)


class CheckSession:
    def __init__(self, websocket: WebSocket, checks: FaceChecks, session_id: str, heartbeats: tuple[float, float]):
        self.websocket = websocket
        self.checks = checks
        self.agent = checks.agent
        self.session_id = session_id
        self.send_every, self.expect_every = heartbeats
        self.subscription: str | None = None
        self.last_heard = time.monotonic()
        self._message_ids = itertools.count(1)
        self._send_lock = asyncio.Lock()
        self._ended = asyncio.Event()
        self._end_error: str | None = None

    async def send(self, text: str) -> None:
        async with self._send_lock:
            await self.websocket.send_text(text)

    async def send_body(self, body: dict) -> None:
        headers = {
            "destination": DESTINATION,
            "message-id": f"{self.session_id}-{next(self._message_ids)}",
            **({"subscription": self.subscription} if self.subscription is not None else {}),
            "content-type": "application/json",
        }
        await self.send(stomp.serialise(Frame("MESSAGE", headers, json.dumps(body, separators=(",", ":")))))

    async def end(self, error: str | None) -> None:
        self._end_error = error
        self._ended.set()

    async def run(self) -> None:
        """Until success, timeout, camera failure, DISCONNECT, silence or reset; the caller closes the socket."""
        tasks = [
            asyncio.create_task(self._listen()),
            asyncio.create_task(self._beat()),
            asyncio.create_task(self._check()),
            asyncio.create_task(self._ended.wait()),
        ]
        try:
            done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            outcome = next(iter(done))
            error = outcome.exception() if not outcome.cancelled() else None
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
        if isinstance(error, SessionEnded):
            await self._finish(error.error, error.receipt)
        elif isinstance(error, WebSocketDisconnect):
            return
        elif error is not None:
            raise error
        else:
            await self._finish(self._end_error)

    async def _finish(self, error: str | None, receipt: str | None = None) -> None:
        with contextlib.suppress(Exception):
            if receipt is not None:
                await self.send(stomp.serialise(Frame("RECEIPT", {"receipt-id": receipt})))
            elif error is not None:
                await self.send(stomp.serialise(Frame("ERROR", {"message": error})))

    async def _listen(self) -> None:
        while True:
            message = await self.websocket.receive_text()
            self.last_heard = time.monotonic()
            try:
                frames = stomp.parse(message)
            except StompError as problem:
                raise SessionEnded(f"protocol error: {problem}") from None
            for frame in frames:
                if frame.command == "SUBSCRIBE":
                    self.subscription = frame.headers.get("id", "")
                elif frame.command == "UNSUBSCRIBE":
                    self.subscription = None
                elif frame.command == "DISCONNECT":
                    raise SessionEnded(receipt=frame.headers.get("receipt"))
                elif frame.command == "SEND":
                    raise SessionEnded("protocol error: the kiosk camera supplies the frames, send none")
                else:
                    raise SessionEnded(f"protocol error: {frame.command} is not expected here")

    async def _beat(self) -> None:
        next_beat = time.monotonic() + self.send_every
        while True:
            await asyncio.sleep(0.5)
            now = time.monotonic()
            if self.send_every and now >= next_beat:
                await self.send(stomp.HEARTBEAT)
                next_beat = now + self.send_every
            if self.expect_every and now - self.last_heard > 2 * self.expect_every:
                raise SessionEnded("heart-beat timeout")

    async def _check(self) -> None:
        settings = self.agent.config.face_check
        run = LivenessRun(self.agent.camera, self.agent.config.camera.lost_after_seconds)
        deadline = time.monotonic() + settings.timeout_seconds
        interval = settings.frame_interval_ms / 1000
        try:
            while time.monotonic() < deadline:
                started = time.monotonic()
                step = await asyncio.to_thread(run.next_step, min(interval * 3, deadline - started))
                if step.camera_problem:
                    raise SessionEnded(step.camera_problem)
                if step.body is not None:
                    await self.send_body(step.body)
                if step.best_shot is not None and step.evidence is not None:
                    token = await self._evidenced_token(step.best_shot, step.evidence)
                    await self.send_body({"type": "SUCCESS", "jwt": token})
                    raise SessionEnded()
                await asyncio.sleep(max(0.0, interval - (time.monotonic() - started)))
            raise SessionEnded("timeout")
        finally:
            run.close()

    async def _evidenced_token(self, best_shot: bytes, evidence: Evidence) -> str:
        """The result token, once the server has the evidence of the session and found it passes: the page's
        `/auth` is refused otherwise, so a failure here ends the session with an ERROR."""
        identity = self.agent.identity
        ttl = self.agent.config.face_check.token_ttl_seconds
        token = identity.result_token(
            self.session_id, best_shot, ttl, liveness_ok=True, evidence_sha256=evidence.digest()
        )
        try:
            await asyncio.to_thread(self.agent.server.send_evidence, identity, token, evidence.seed, evidence.frames)
        except (ServerUnreachable, ServerRefused) as problem:
            log.warning("face check %s: the server did not take the evidence: %s", self.session_id, problem)
            raise SessionEnded(EVIDENCE_NOT_TAKEN) from None
        return token


def _heartbeats(header: str, ours_ms: int) -> tuple[float, float]:
    """(seconds between our beats, seconds we expect between the page's); a malformed header means none."""
    try:
        send_ms, expect_ms = stomp.heart_beats(header, ours_ms)
    except StompError:
        return 0.0, 0.0
    return send_ms / 1000, expect_ms / 1000


async def _refuse(websocket: WebSocket, message: str) -> None:
    with contextlib.suppress(Exception):
        await websocket.send_text(stomp.serialise(Frame("ERROR", {"message": message})))
        await websocket.close()


async def _connect_frame(websocket: WebSocket) -> Frame:
    message = await asyncio.wait_for(websocket.receive_text(), CONNECT_TIMEOUT_SECONDS)
    frames = stomp.parse(message)
    if not frames or frames[0].command not in ("CONNECT", "STOMP"):
        raise StompError("the first frame must be CONNECT")
    if not stomp.offers_version(frames[0].header("accept-version", stomp.VERSION)):
        raise StompError("only STOMP 1.2 is spoken here")
    return frames[0]


async def face_check_socket(websocket: WebSocket, checks: FaceChecks) -> None:
    offered = websocket.scope.get("subprotocols") or []
    await websocket.accept(subprotocol=SUBPROTOCOL if SUBPROTOCOL in offered else None)
    try:
        connect = await _connect_frame(websocket)
    except (StompError, TimeoutError, WebSocketDisconnect) as problem:
        await _refuse(websocket, f"protocol error: {problem}")
        return
    session_id = connect.headers.get("session-id", "")
    if not _is_uuid(session_id):
        await _refuse(websocket, "protocol error: a session-id header (a UUID) is required")
        return
    if not checks.agent.identity.enrolled:
        await _refuse(websocket, "not_enrolled")
        return
    if checks.agent.camera.lent:
        await _refuse(websocket, IN_CALL)
        return
    ours = checks.agent.config.face_check.heartbeat_ms
    session = CheckSession(websocket, checks, session_id, _heartbeats(connect.headers.get("heart-beat", "0,0"), ours))
    if not checks.claim(session):
        await _refuse(websocket, "device_in_use")
        return
    checks.agent.camera.acquire()
    try:
        await session.send(stomp.serialise(stomp.connected(ours)))
        await session.run()
    except WebSocketDisconnect:
        pass
    finally:
        checks.agent.camera.release()
        checks.release(session)
        with contextlib.suppress(Exception):
            await websocket.close()
    log.info("face check %s ended", session_id)


def _is_uuid(text: str) -> bool:
    try:
        uuid.UUID(text)
    except ValueError:
        return False
    return True
