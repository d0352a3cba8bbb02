"""One face-check session over the socket: the STOMP conversation of docs/contracts/face-check.md around the
liveness engine.

CONNECT → CONNECTED, then every SEND to /app/frame gets a MESSAGE (STATS, REJECTED or, once, SUCCESS with the result
token). ERROR is sent only just before closing: a timeout, too many rejected frames, a broken protocol, silence.
Frames are decoded and analysed on worker threads, never on the event loop.
"""

import asyncio
import itertools
import json
import math
import uuid
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any, Protocol

import anyio
from sqlmodel import Session
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from liveness import FrameRejected, decode_frame, stomp
from liveness.stomp import Frame, StompError
from notary.core.i18n import LANGUAGES, Language, current_language, translate
from notary.core.logging import log
from notary.core.sections import FaceCheckConfig
from notary.facecheck import service
from notary.facecheck.limits import SocketState

FACE_QUEUE = "/user/queue/face"
FRAME_DESTINATION = "/app/frame"

DbSessions = Callable[[], AbstractContextManager[Session]]


class LivenessResult(Protocol):
    @property
    def passed(self) -> bool: ...

    def as_stats(self) -> dict[str, Any]: ...


class LivenessSession(Protocol):
    """The part of `liveness.FaceCheckSession` a socket session uses."""

    def process(self, bgr: Any, /) -> LivenessResult: ...

    def best_shot_jpeg(self) -> bytes | None: ...

    def close(self) -> None: ...


class SessionEnded(Exception):
    """Ends the conversation. With `error` (the ERROR frame's `message` header) the client is told why first."""

    def __init__(self, result: str, error: str | None = None, message_key: str = "", detail: str = "") -> None:
        super().__init__(result)
        self.result, self.error, self.message_key, self.detail = result, error, message_key, detail


def _violation(detail: str) -> SessionEnded:
    return SessionEnded("protocol_violation", "protocol-violation", "error_face_check_protocol", detail)


class Conversation:
    def __init__(
        self,
        websocket: WebSocket,
        config: FaceCheckConfig,
        state: SocketState,
        db_sessions: DbSessions,
        new_liveness: Callable[[], LivenessSession],
    ) -> None:
        self.ws, self.config, self.state = websocket, config, state
        self.db_sessions, self.new_liveness = db_sessions, new_liveness
        self.loop = asyncio.get_running_loop()
        self.deadline = self.loop.time() + config.session_timeout_seconds
        self.language: Language = current_language.get()
        self.session_id = ""
        self.subscription: str | None = None
        self.message_ids = itertools.count(1)
        self.frames = self.rejected = 0
        self.outgoing_ms = self.incoming_ms = 0
        self.last_sent = self.loop.time()
        self.send_lock = asyncio.Lock()
        self.liveness: LivenessSession | None = None

    async def run(self) -> None:
        heartbeats: asyncio.Task | None = None
        result = "client_left"
        try:
            await self._handshake()
            heartbeats = asyncio.create_task(self._heartbeats())
            while True:
                for frame in await self._next_frames():
                    await self._handle(frame)
        except SessionEnded as ended:
            result = ended.result
            if ended.error:
                await self._send_error(ended)
        except WebSocketDisconnect:
            pass
        finally:
            if heartbeats:
                heartbeats.cancel()
            await self._finish(result)

    async def _finish(self, result: str) -> None:
        if self.liveness is not None:
            await anyio.to_thread.run_sync(self.liveness.close)
        # Recorded before the close, so a client that sees the socket close can rely on the audit trail.
        if result != "passed":  # a pass is recorded with the token it issued
            details = {"frames": self.frames, "rejected": self.rejected}
            await anyio.to_thread.run_sync(self._record_end, result, details)
        if self.ws.application_state == WebSocketState.CONNECTED and self.ws.client_state == WebSocketState.CONNECTED:
            await self.ws.close(code=1000)
        log.info("face_check_ended", session_id=self.session_id, result=result, frames=self.frames)

    def _record_end(self, result: str, details: dict[str, Any]) -> None:
        with self.db_sessions() as session:
            service.record_end(session, self.session_id, result, details)

    # -- receiving ----------------------------------------------------------------------------------------------

    async def _next_frames(self, wait_limit: float | None = None) -> list[Frame]:
        """The frames of the next WebSocket message; [] for a heartbeat. Ends the session on timeout or silence."""
        remaining = self.deadline - self.loop.time()
        if remaining <= 0:
            raise SessionEnded("timeout", "timeout", "error_face_check_timeout")
        silence = min(2 * self.incoming_ms / 1000 if self.incoming_ms else math.inf, wait_limit or math.inf)
        try:
            message = await asyncio.wait_for(self.ws.receive(), timeout=min(remaining, silence))
        except TimeoutError:
            if remaining <= silence:
                raise SessionEnded("timeout", "timeout", "error_face_check_timeout") from None
            raise SessionEnded("silent", "heartbeat-timeout", "error_face_check_silent") from None
        if message["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(message.get("code", 1000))
        text = message.get("text")
        if text is None:
            try:
                text = (message.get("bytes") or b"").decode("utf-8")
            except UnicodeDecodeError:
                raise _violation("binary message is not UTF-8") from None
        try:
            return stomp.parse(text)
        except StompError as error:
            raise _violation(str(error)) from None

    async def _handshake(self) -> None:
        frames: list[Frame] = []
        while not frames:  # heartbeats before CONNECT are harmless
            frames = await self._next_frames(wait_limit=2 * self.config.heartbeat_ms / 1000)
        connect, *rest = frames
        if connect.command not in ("CONNECT", "STOMP"):
            raise _violation(f"{connect.command} before CONNECT")
        if not stomp.offers_version(connect.header("accept-version", "1.0")):
            raise _violation("only STOMP 1.2 is spoken here")
        self.session_id = _session_id(connect.header("session-id"))
        if (lang := connect.header("lang")) in LANGUAGES:
            self.language = lang
        try:
            self.outgoing_ms, self.incoming_ms = stomp.heart_beats(
                connect.header("heart-beat", "0,0"), self.config.heartbeat_ms
            )
        except StompError as error:
            raise _violation(str(error)) from None
        headers = {"session": self.session_id, "server": "notary-face-check"}
        await self._send(stomp.connected(self.config.heartbeat_ms, headers))
        self.liveness = await anyio.to_thread.run_sync(self.new_liveness)
        for frame in rest:
            await self._handle(frame)

    async def _handle(self, frame: Frame) -> None:
        if frame.command == "SEND":
            if frame.header("destination") != FRAME_DESTINATION:
                raise _violation(f"nothing listens at {frame.header('destination')!r}")
            await self._on_camera_frame(frame.body)
        elif frame.command == "SUBSCRIBE":
            if frame.header("destination") != FACE_QUEUE or not frame.header("id"):
                raise _violation(f"cannot subscribe to {frame.header('destination')!r}")
            self.subscription = frame.header("id")
        elif frame.command == "UNSUBSCRIBE":
            if frame.header("id") == self.subscription:
                self.subscription = None
        elif frame.command == "DISCONNECT":
            await self._send_receipt(frame)
            raise SessionEnded("client_disconnected")
        else:
            raise _violation(f"{frame.command} is not supported here")
        await self._send_receipt(frame)

    async def _on_camera_frame(self, body: str) -> None:
        if self.loop.time() >= self.deadline:
            raise SessionEnded("timeout", "timeout", "error_face_check_timeout")
        self.frames += 1
        workers = self.state.frame_workers
        try:
            image = await anyio.to_thread.run_sync(decode_frame, body, limiter=workers)
        except FrameRejected as rejected:
            self.rejected += 1
            await self._message({"type": "REJECTED", "reason": rejected.reason})
            if self.rejected > self.config.max_rejected_frames:
                raise SessionEnded("rejected_frames", "too-many-rejected-frames", "error_face_check_rejected") from None
            return
        assert self.liveness is not None
        result = await anyio.to_thread.run_sync(self.liveness.process, image, limiter=workers)
        if not result.passed:
            await self._message(result.as_stats())
            return
        token = await anyio.to_thread.run_sync(self._issue_token)
        await self._message({"type": "SUCCESS", "jwt": token})
        raise SessionEnded("passed")

    def _issue_token(self) -> str:
        assert self.liveness is not None
        best_shot = self.liveness.best_shot_jpeg()
        if not best_shot:
            raise RuntimeError("the liveness engine passed a session without a best shot")
        with self.db_sessions() as session:
            return service.issue_result_token(session, self.session_id, best_shot)

    # -- sending ------------------------------------------------------------------------------------------------

    async def _send_text(self, text: str) -> None:
        async with self.send_lock:
            await self.ws.send_text(text)
            self.last_sent = self.loop.time()

    async def _send(self, frame: Frame) -> None:
        await self._send_text(stomp.serialise(frame))

    async def _message(self, body: dict[str, Any]) -> None:
        headers = {"destination": FACE_QUEUE, "message-id": f"{self.session_id}-{next(self.message_ids)}"}
        if self.subscription is not None:
            headers["subscription"] = self.subscription
        headers["content-type"] = "application/json"
        await self._send(Frame("MESSAGE", headers, json.dumps(body, separators=(",", ":"))))

    async def _send_receipt(self, frame: Frame) -> None:
        if frame.header("receipt"):
            await self._send(Frame("RECEIPT", {"receipt-id": frame.header("receipt")}))

    async def _send_error(self, ended: SessionEnded) -> None:
        text = translate(ended.message_key, language=self.language)
        body = f"{text}\n{ended.detail}" if ended.detail else text
        try:
            await self._send(Frame("ERROR", {"message": ended.error or "", "content-type": "text/plain"}, body))
        except (WebSocketDisconnect, RuntimeError):
            pass  # the client is gone already

    async def _heartbeats(self) -> None:
        if not self.outgoing_ms:
            return
        interval = self.outgoing_ms / 1000
        try:
            while True:
                await asyncio.sleep(max(0.0, self.last_sent + interval - self.loop.time()))
                if self.loop.time() - self.last_sent >= interval:
                    await self._send_text(stomp.HEARTBEAT)
        except (WebSocketDisconnect, RuntimeError):
            return


def _session_id(value: str) -> str:
    try:
        parsed = uuid.UUID(value)
    except ValueError:
        raise _violation("session-id must be a UUID v4") from None
    if parsed.version != 4:
        raise _violation("session-id must be a UUID v4")
    return str(parsed)
