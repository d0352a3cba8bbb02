"""The act's video conference tab (docs/video.md#calls)."""

from typing import Annotated

from fastapi import APIRouter, Path
from fastapi.responses import FileResponse, Response

from notary.acts import conference
from notary.auth.deps import CurrentAuth
from notary.core.db import SessionDep
from notary.core.errors import error_responses
from notary.kit.bounds import Id
from notary.state_systems.population_registry import PopulationRegistryDep
from notary.video.service import ConferencePublic, DeviceCheck, JoinTicket, QualityReport

router = APIRouter(prefix="/{uuid}/video", tags=["acts"], responses=error_responses(403, 404, 418, 500))
ActUuid = Annotated[str, Path(min_length=36, max_length=36, description="the act's uuid")]


@router.get("", response_model=ConferencePublic)
def get_conference(uuid: ActUuid, auth: CurrentAuth, session: SessionDep) -> ConferencePublic:
    """The conference of the act's visit as the caller sees it, with the actions they may take now."""
    return conference.conference(session, uuid, auth.user)


@router.post("/ready", response_model=ConferencePublic, responses=error_responses(400, 409))
def get_ready(uuid: ActUuid, check: DeviceCheck, auth: CurrentAuth, session: SessionDep) -> ConferencePublic:
    """ "I am ready": the party's device check passed the minimums (refused with what to fix otherwise)."""
    return conference.get_ready(session, uuid, auth.user, check)


@router.post("/start", response_model=ConferencePublic, responses=error_responses(409, 502))
def start(uuid: ActUuid, auth: CurrentAuth, session: SessionDep) -> ConferencePublic:
    """The notary opens the room on the media server."""
    return conference.start(session, uuid, auth.user)


@router.post("/join", response_model=JoinTicket, responses=error_responses(409, 502))
def join(uuid: ActUuid, auth: CurrentAuth, session: SessionDep) -> JoinTicket:
    """A participant's ticket into the live room, for them only and for the length of a call."""
    return conference.join(session, uuid, auth.user)


@router.post("/quality", response_model=ConferencePublic, responses=error_responses(400, 409))
def report_quality(uuid: ActUuid, report: QualityReport, auth: CurrentAuth, session: SessionDep) -> ConferencePublic:
    """The participant's connection quality (0-5), as their portal measures it; the notary sees everyone's."""
    return conference.report_quality(session, uuid, auth.user, report.quality)


@router.post("/end", response_model=ConferencePublic, responses=error_responses(409, 502))
def end(uuid: ActUuid, auth: CurrentAuth, session: SessionDep) -> ConferencePublic:
    """The notary ends the conference; its recording is mixed next."""
    return conference.end(session, uuid, auth.user)


BINARY = {"schema": {"type": "string", "format": "binary"}}


@router.get("/recording", response_class=FileResponse, responses={200: {"content": {"video/webm": BINARY}}})
def recording(uuid: ActUuid, auth: CurrentAuth, session: SessionDep) -> FileResponse:
    """The conference's recording, every participant in one picture and sound."""
    path = conference.recording_file(session, uuid, auth.user)
    return FileResponse(path, media_type="video/webm", filename=f"video-{uuid}.webm")


@router.get("/photo/{feed}", response_class=Response, responses={200: {"content": {"image/jpeg": BINARY}}})
def photo(
    uuid: ActUuid, feed: Annotated[Id, Path()], auth: CurrentAuth, session: SessionDep, registry: PopulationRegistryDep
) -> Response:
    """A participant's photo as their face check matched it: beside their live picture, for the notary."""
    return Response(conference.photo(session, uuid, auth.user, feed, registry), media_type="image/jpeg")
