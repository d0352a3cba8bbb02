"""The face-check socket (`/api/face-check/ws`, STOMP 1.2 over WebSocket) and the JWKS of its signing keys."""

import random
from collections.abc import Callable
from contextlib import AbstractContextManager, contextmanager
from typing import Annotated

import anyio
from fastapi import APIRouter, Depends, WebSocket
from sqlmodel import Session
from starlette.requests import HTTPConnection

from liveness import FaceCheckSession, LivenessConfig, stomp
from notary.core.db import SessionDep, get_session
from notary.core.errors import error_responses
from notary.core.i18n import translate
from notary.core.request_context import current_client
from notary.core.sections import FaceCheckConfig
from notary.core.settings import get_settings
from notary.facecheck import keys, service
from notary.facecheck.conversation import Conversation, LivenessSession
from notary.facecheck.limits import NotAdmitted, SocketState, held
from notary.facecheck.schemas import Jwks, KioskEvidence, KioskEvidenceVerified, PublicJwk
from notary.kiosks.service import CurrentKiosk

router = APIRouter(prefix="/face-check", tags=["face-check"], responses=error_responses(500))

# A refused handshake: 1008 (policy) before accepting; the browser sees the upgrade answered 403.
POLICY_VIOLATION, TRY_AGAIN_LATER = 1008, 1013


@router.get("/jwks.json", response_model=Jwks)
def jwks(session: SessionDep) -> Jwks:
    keys.register(session, keys.signing_key())
    return Jwks(keys=[PublicJwk.model_validate(jwk) for jwk in keys.published_keys(session)])


@router.post("/kiosk-evidence", response_model=KioskEvidenceVerified, responses=error_responses(400, 403))
def kiosk_evidence(body: KioskEvidence, kiosk: CurrentKiosk, session: SessionDep) -> KioskEvidenceVerified:
    """Camera agent (`Authorization: Kiosk <JWS>`): its result token with the evidence of the session; the server
    re-runs the liveness check on it, and only then does `/auth` take the token."""
    frames = service.accept_kiosk_evidence(session, kiosk.id, body.jwt, body.seed, body.frames)
    return KioskEvidenceVerified(frames=frames)


def db_sessions(connection: HTTPConnection) -> Callable[[], AbstractContextManager[Session]]:
    """Short transactions for a long-lived socket (never one held for two minutes); honours the app's override of
    the session dependency, as the HTTP routes do."""
    provider = connection.app.dependency_overrides.get(get_session, get_session)
    return contextmanager(provider)


def new_liveness_session() -> LivenessSession:
    # The challenge order must not be guessable, hence the operating system's randomness.
    return FaceCheckSession(LivenessConfig(), rng=random.SystemRandom())


def socket_state(connection: HTTPConnection) -> SocketState:
    app_state = connection.app.state
    if not hasattr(app_state, "face_check"):
        app_state.face_check = SocketState()
    return app_state.face_check


DbSessions = Annotated[Callable[[], AbstractContextManager[Session]], Depends(db_sessions)]
State = Annotated[SocketState, Depends(socket_state)]


@router.websocket("/ws")
async def face_check_socket(websocket: WebSocket, open_db: DbSessions, state: State) -> None:
    config = get_settings().face_check
    origin = websocket.headers.get("origin")
    refusal = _origin_refusal(origin, config) or _subprotocol_refusal(websocket)
    if refusal:
        await anyio.to_thread.run_sync(_record_refusal, open_db, refusal, origin)
        await websocket.close(code=POLICY_VIOLATION)
        return
    address = current_client.get().address
    await websocket.accept(subprotocol=stomp.SUBPROTOCOL)
    try:
        place = await anyio.to_thread.run_sync(state.admission.admit, address, config)
    except NotAdmitted as refused:
        await anyio.to_thread.run_sync(_record_refusal, open_db, refused.reason, origin)
        await _refuse_busy(websocket)
        return
    async with held(state.admission, place):
        await Conversation(websocket, config, state, open_db, new_liveness_session).run()


def _origin_refusal(origin: str | None, config: FaceCheckConfig) -> str | None:
    """A page on another site must not open a session: only listed origins (browsers always send one)."""
    if origin is None:
        return None if config.allow_missing_origin else "no Origin header"
    allowed = {entry.lower().rstrip("/") for entry in config.allowed_origins}
    return None if origin.lower().rstrip("/") in allowed else "origin not allowed"


def _subprotocol_refusal(websocket: WebSocket) -> str | None:
    return None if stomp.SUBPROTOCOL in websocket.scope.get("subprotocols", []) else "v12.stomp not offered"


def _record_refusal(open_db: Callable[[], AbstractContextManager[Session]], reason: str, origin: str | None) -> None:
    with open_db() as session:
        service.record_refusal(session, reason, origin)


async def _refuse_busy(websocket: WebSocket) -> None:
    error = stomp.Frame("ERROR", {"message": "busy", "content-type": "text/plain"}, translate("error_face_check_busy"))
    await websocket.send_text(stomp.serialise(error))
    await websocket.close(code=TRY_AGAIN_LATER)
