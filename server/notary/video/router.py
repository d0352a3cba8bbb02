import hmac
from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, HTTPException, Query, Request
from fastapi.responses import StreamingResponse
from fastapi.security import HTTPBasic, HTTPBasicCredentials

from notary.auth.deps import CurrentAuth
from notary.core.db import SessionDep
from notary.core.errors import error_responses
from notary.core.settings import get_settings
from notary.kit import speedtest

# `recordings` registers the video's job handlers (mixing a recording, deleting it) with the app that serves them.
from notary.video import events, media, recordings  # noqa: F401
from notary.video.schemas import EchoTicket

router = APIRouter(prefix="/video", tags=["video"], responses=error_responses(500))
_janus = HTTPBasic(auto_error=True)


def _from_media_server(credentials: Annotated[HTTPBasicCredentials, Depends(_janus)]) -> None:
    expected = get_settings().video.events_secret.encode()
    if not hmac.compare_digest(credentials.password.encode(), expected) or credentials.username != "janus":
        raise HTTPException(status_code=401)


@router.post("/janus-events", status_code=204, include_in_schema=False, dependencies=[Depends(_from_media_server)])
def janus_events(session: SessionDep, body: Annotated[Any, Body()]) -> None:
    """The media server's events: joins and leaves of the conferences' rooms."""
    events.take(session, body if isinstance(body, list) else [body])


@router.get(
    "/speedtest",
    response_class=StreamingResponse,
    responses={200: speedtest.DOWNLOAD_ANSWER, **error_responses(400, 403)},
)
def speedtest_download(size: Annotated[int, Query(alias="bytes", ge=1)], _auth: CurrentAuth) -> StreamingResponse:
    """The device check before a video conference: download bandwidth (a logged-in person)."""
    return speedtest.download(size)


@router.post("/speedtest", response_model=speedtest.SpeedTestReceived, responses=error_responses(400, 403))
async def speedtest_upload(request: Request, _auth: CurrentAuth) -> speedtest.SpeedTestReceived:
    """The device check before a video conference: upload bandwidth (any body, up to the configured size)."""
    return speedtest.SpeedTestReceived(bytes=await speedtest.count_upload(request))


@router.post("/echo-test", response_model=EchoTicket, responses=error_responses(403))
def echo_test(auth: CurrentAuth) -> EchoTicket:
    """The room test's loopback through the media server (room_video_testing), for a logged-in person."""
    return media.echo_ticket(str(auth.user.id))
