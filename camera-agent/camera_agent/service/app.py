"""The agent's local API (loopback only) for the kiosk page, through the shell's bridge, and the technician tool.

Only pages of the configured origins may call it (CORS, plus a refusal of any other Origin, which CORS alone would
not stop for WebSockets and simple POSTs); the Host header must be the loopback, against DNS rebinding."""

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import FastAPI, Query, Request, WebSocket
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import JSONResponse, StreamingResponse
from pydantic import BaseModel, Field
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.types import ASGIApp, Receive, Scope, Send

from camera_agent import __version__
from camera_agent.card import CardError, MrzError, MrzKey, PassiveAuthError
from camera_agent.config import AgentConfig
from camera_agent.service.agent import Agent
from camera_agent.service.camera import IN_CALL
from camera_agent.service.camera_test import measure_camera
from camera_agent.service.card import CardSummary, ReaderUnavailable, card_readers
from camera_agent.service.enrolment import enrol
from camera_agent.service.face_check import FaceChecks, face_check_socket
from camera_agent.service.server_api import ServerRefused, ServerUnreachable
from liveness import encode_jpeg

PREVIEW_BOUNDARY = "frame"


class AgentError(Exception):
    """An answer other than 200: `code` for programs, `message` for people."""

    def __init__(self, status: int, code: str, message: str):
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


class OriginGuard:
    """Refuses HTTP requests and WebSockets that carry an Origin not in the allow-list (no Origin: a local
    program such as the technician tool or the CLI, which may call the agent)."""

    def __init__(self, app: ASGIApp, allowed: list[str]):
        self.app = app
        self.allowed = {origin.rstrip("/") for origin in allowed}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            origin = dict(scope["headers"]).get(b"origin")
            if origin is not None and origin.decode("latin-1").rstrip("/") not in self.allowed:
                if scope["type"] == "websocket":
                    await send({"type": "websocket.close", "code": 1008, "reason": "origin not allowed"})
                    return
                body = {"code": "origin_not_allowed", "message": "This page may not use the camera agent"}
                await JSONResponse(body, status_code=403)(scope, receive, send)
                return
        await self.app(scope, receive, send)


class EnrolRequest(BaseModel):
    code: str = Field(min_length=4, max_length=64)


class CardReadRequest(BaseModel):
    documentNumber: str = Field(min_length=1, max_length=22)
    birthDate: str = Field(pattern=r"^\d{6}$", description="YYMMDD")
    expiryDate: str = Field(pattern=r"^\d{6}$", description="YYMMDD")


def create_app(config: AgentConfig, agent: Agent | None = None) -> FastAPI:
    agent = agent or Agent.from_config(config)
    checks = FaceChecks(agent)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        heartbeat = asyncio.create_task(agent.heartbeat_forever())
        try:
            yield
        finally:
            heartbeat.cancel()
            await checks.end_all()

    app = FastAPI(title="Kiosk camera agent", version=__version__, lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.agent, app.state.checks = agent, checks

    @app.exception_handler(AgentError)
    async def _agent_error(_request: Request, error: AgentError) -> JSONResponse:
        return JSONResponse({"code": error.code, "message": error.message}, status_code=error.status)

    @app.get("/api/status")
    async def status() -> dict:
        readers = await asyncio.to_thread(_card_readers)
        enrolment = agent.identity.enrolment
        return {
            "version": __version__,
            "kioskId": enrolment.kiosk_id if enrolment else None,
            "enrolled": agent.identity.enrolled,
            "camera": agent.camera.status.as_json(),
            "cardReader": {"present": bool(readers), "readers": readers},
            "faceCheck": {"running": checks.running},
            "heartbeat": agent.last_heartbeat.as_json(),
        }

    @app.get("/api/diagnostics")
    async def diagnostics(camera: bool = True, bandwidth: bool = True) -> dict:
        return await asyncio.to_thread(agent.diagnose, open_camera=camera, bandwidth=bandwidth)

    @app.get("/api/camera/test")
    async def camera_test(seconds: Annotated[float, Query(gt=0, le=10)] = 2.0) -> dict:
        if agent.camera.lent:
            raise AgentError(409, IN_CALL, "The camera is in use by a video call")
        return await asyncio.to_thread(measure_camera, agent.camera, seconds)

    @app.post("/api/camera/release")
    async def release_camera() -> dict:
        """The page's video call takes the camera: any face check ends (ERROR camera_in_call), the device is
        closed, and it stays closed until /api/camera/resume or the cap."""
        cap = config.camera.call_max_seconds
        await asyncio.to_thread(agent.camera.lend, cap)
        await checks.end_all(IN_CALL)
        return {"status": "released", "resumesInSeconds": cap}

    @app.post("/api/camera/resume")
    async def resume_camera() -> dict:
        agent.camera.take_back()
        return {"status": "ok"}

    @app.post("/api/enrol")
    async def enrol_kiosk(request: EnrolRequest) -> dict:
        try:
            enrolment = await asyncio.to_thread(enrol, agent.identity, agent.server, request.code)
        except ServerRefused as error:
            raise AgentError(400, "enrolment_refused", error.message) from error
        except ServerUnreachable as error:
            raise AgentError(502, "connection_not_established", str(error)) from error
        agent.heartbeat_soon()
        return {
            "kioskId": enrolment.kiosk_id,
            "kid": enrolment.kid,
            "location": enrolment.location,
            "office": enrolment.office,
        }

    @app.post("/api/card/read")
    async def read_card(request: CardReadRequest) -> CardSummary:
        try:
            key = MrzKey(request.documentNumber, request.birthDate, request.expiryDate)
            return await asyncio.to_thread(agent.card.read, key)
        except MrzError as error:
            raise AgentError(400, "invalid_mrz_key", str(error)) from error
        except PassiveAuthError as error:
            raise AgentError(422, "card_refused", str(error)) from error
        except CardError as error:
            raise AgentError(409, "card_unreadable", str(error)) from error

    @app.get("/api/card")
    async def last_card() -> CardSummary:
        if agent.card.last is None:
            raise AgentError(404, "no_card_read", "No card has been read since the last reset")
        return agent.card.last

    @app.post("/api/forget")
    async def forget() -> dict:
        agent.card.forget()
        await checks.end_all()
        return {"status": "ok"}

    @app.get("/api/preview.mjpg")
    async def preview() -> StreamingResponse:
        if not agent.camera.in_use:
            raise AgentError(409, "no_session", "The preview is only available while a check or a test runs")
        return StreamingResponse(
            _preview_parts(agent), media_type=f"multipart/x-mixed-replace; boundary={PREVIEW_BOUNDARY}"
        )

    @app.websocket("/api/face-check/ws")
    async def face_check(websocket: WebSocket) -> None:
        await face_check_socket(websocket, checks)

    app.add_middleware(
        CORSMiddleware,
        allow_origins=config.allowed_origins,
        allow_methods=["GET", "POST"],
        allow_headers=["Content-Type"],
    )
    app.add_middleware(OriginGuard, allowed=config.allowed_origins)
    app.add_middleware(TrustedHostMiddleware, allowed_hosts=["127.0.0.1", "localhost", "[::1]"])
    return app


def _card_readers() -> list[str]:
    try:
        return card_readers()
    except ReaderUnavailable:
        return []


async def _preview_parts(agent: Agent) -> AsyncIterator[bytes]:
    """The newest frame as JPEG, at most preview_fps times a second, for as long as the camera stays in use."""
    settings = agent.config.face_check
    shown = -1
    while agent.camera.in_use:
        frame = agent.camera.latest()
        if frame is not None and frame.number != shown:
            shown = frame.number
            jpeg = await asyncio.to_thread(encode_jpeg, frame.image, settings.preview_jpeg_quality)
            yield (
                f"--{PREVIEW_BOUNDARY}\r\nContent-Type: image/jpeg\r\nContent-Length: {len(jpeg)}\r\n\r\n".encode()
                + jpeg
                + b"\r\n"
            )
        await asyncio.sleep(1 / settings.preview_fps)
