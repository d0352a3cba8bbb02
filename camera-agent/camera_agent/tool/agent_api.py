"""The technician tool's client of the agent's own API (HTTP and the face-check socket): nothing else is touched."""

import asyncio
import json
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import httpx
from websockets.asyncio.client import ClientConnection, connect
from websockets.typing import Subprotocol

from liveness import stomp

HEARTBEAT_MS = 3000


def _connect_frame(session_id: str) -> stomp.Frame:
    return stomp.Frame(
        "CONNECT",
        {"accept-version": stomp.VERSION, "heart-beat": f"{HEARTBEAT_MS},{HEARTBEAT_MS}", "session-id": session_id},
    )


_SUBSCRIBE = stomp.Frame("SUBSCRIBE", {"id": "tool", "destination": "/user/queue/face"})


class AgentCallFailed(RuntimeError):
    """The agent answered with an error; `code` for programs, the message for people."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


class AgentApi:
    def __init__(self, base_url: str):
        self.base_url = base_url.rstrip("/")
        self.http = httpx.AsyncClient(base_url=self.base_url, timeout=120)

    async def _json(self, method: str, path: str, **kwargs: Any) -> dict:
        answer = await self.http.request(method, path, **kwargs)
        if answer.status_code >= 400:
            body = answer.json() if answer.headers.get("content-type", "").startswith("application/json") else {}
            raise AgentCallFailed(body.get("code", str(answer.status_code)), body.get("message", answer.text))
        return answer.json()

    async def status(self) -> dict:
        return await self._json("GET", "/api/status")

    async def diagnostics(self, camera: bool = True, bandwidth: bool = True) -> dict:
        params = {"camera": str(camera).lower(), "bandwidth": str(bandwidth).lower()}
        return await self._json("GET", "/api/diagnostics", params=params)

    async def camera_test(self, seconds: float = 2.0) -> dict:
        return await self._json("GET", "/api/camera/test", params={"seconds": seconds})

    async def enrol(self, code: str) -> dict:
        return await self._json("POST", "/api/enrol", json={"code": code})

    async def read_card(self, document_number: str, birth_date: str, expiry_date: str) -> dict:
        body = {"documentNumber": document_number, "birthDate": birth_date, "expiryDate": expiry_date}
        return await self._json("POST", "/api/card/read", json=body)

    async def preview(self) -> AsyncIterator[bytes]:
        """JPEG frames of the MJPEG preview, until the check ends."""
        async with self.http.stream("GET", "/api/preview.mjpg", timeout=None) as answer:
            if answer.status_code != 200:
                return
            buffer = b""
            async for chunk in answer.aiter_bytes():
                buffer += chunk
                while (start := buffer.find(b"\xff\xd8")) != -1 and (end := buffer.find(b"\xff\xd9", start)) != -1:
                    yield buffer[start : end + 2]
                    buffer = buffer[end + 2 :]

    async def face_check(self, on_body: Callable[[dict], Awaitable[None]]) -> str | None:
        """A whole check as the kiosk page runs it; every MESSAGE body goes to `on_body`. None when it ended with
        SUCCESS, else the ERROR message (timeout, a camera problem code, ...)."""
        url = self.base_url.replace("http", "ws", 1) + "/api/face-check/ws"
        async with connect(url, subprotocols=[Subprotocol(stomp.SUBPROTOCOL)]) as socket:
            await socket.send(stomp.serialise(_connect_frame(str(uuid.uuid4()))))
            await socket.send(stomp.serialise(_SUBSCRIBE))
            beat = asyncio.create_task(_heartbeats(socket))
            try:
                async for message in socket:
                    for frame in stomp.parse(str(message), stomp.SERVER_COMMANDS):
                        if frame.command == "ERROR":
                            return frame.header("message", "unknown")
                        if frame.command == "MESSAGE":
                            parsed = json.loads(frame.body)
                            await on_body(parsed)
                            if parsed.get("type") == "SUCCESS":
                                return None
            finally:
                beat.cancel()
        return "connection_not_established"

    async def close(self) -> None:
        await self.http.aclose()


async def _heartbeats(socket: ClientConnection) -> None:
    while True:
        await asyncio.sleep(HEARTBEAT_MS / 1000)
        await socket.send(stomp.HEARTBEAT)
