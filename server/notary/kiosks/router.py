from typing import Annotated

from fastapi import APIRouter, Path, Query, Request
from fastapi.responses import StreamingResponse

from notary.auth.deps import CurrentAdmin as Admin
from notary.core.db import SessionDep
from notary.core.errors import error_responses
from notary.kiosks import service
from notary.kiosks.auth import CurrentKiosk
from notary.kiosks.schemas import (
    KIOSK_ID_PATTERN,
    EnrolmentCodeCreate,
    EnrolmentCodeIssued,
    HeartbeatAccepted,
    KioskEnrol,
    KioskEnrolled,
    KioskPublic,
    KioskReportPublic,
    SignedHealthReport,
)
from notary.kit import speedtest

router = APIRouter(prefix="/kiosks", tags=["kiosks"], responses=error_responses(500))

KioskId = Annotated[str, Path(pattern=KIOSK_ID_PATTERN)]


@router.post("/enrolment-codes", response_model=EnrolmentCodeIssued, responses=error_responses(400, 403))
def issue_enrolment_code(request: EnrolmentCodeCreate, admin: Admin, session: SessionDep) -> EnrolmentCodeIssued:
    """Administrator: a one-time code the technician enters in the kiosk's agent (shown only in this answer)."""
    return service.issue_code(session, request, admin.user)


@router.get("", response_model=list[KioskPublic], responses=error_responses(403))
def list_kiosks(_admin: Admin, session: SessionDep) -> list[KioskPublic]:
    """Administrator: the fleet, offline kiosks first, each with its last heartbeat, its last good health and whether
    its newest report's signature verified."""
    return service.list_kiosks(session)


@router.get("/{kiosk_id}/reports", response_model=list[KioskReportPublic], responses=error_responses(400, 403, 404))
def kiosk_reports(
    kiosk_id: KioskId,
    _admin: Admin,
    session: SessionDep,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
) -> list[KioskReportPublic]:
    """Administrator: the kiosk's kept health reports, newest first, each flagged when its signature did not
    verify."""
    return service.kiosk_reports(session, kiosk_id, limit)


@router.post("/{kiosk_id}/revoke", response_model=KioskPublic, responses=error_responses(400, 403, 404))
def revoke_kiosk(kiosk_id: KioskId, admin: Admin, session: SessionDep) -> KioskPublic:
    """Administrator: nothing signed by the kiosk's key is accepted any more, from this moment."""
    return service.revoke(session, kiosk_id, admin.user)


@router.post("/enrol", response_model=KioskEnrolled, responses=error_responses(400))
def enrol(request: KioskEnrol, session: SessionDep) -> KioskEnrolled:
    """Camera agent: redeem a one-time code with the kiosk's new public key."""
    return service.enrol(session, request)


@router.post("/heartbeat", response_model=HeartbeatAccepted, responses=error_responses(400, 403))
def heartbeat(body: SignedHealthReport, kiosk: CurrentKiosk, session: SessionDep) -> HeartbeatAccepted:
    """Camera agent (`Authorization: Kiosk <JWS>`): the kiosk's diagnostics (`KioskDiagnostics`) as a JWS signed
    with its key, every few minutes."""
    return service.heartbeat(session, kiosk, body.report)


@router.get(
    "/speedtest",
    response_class=StreamingResponse,
    responses={200: speedtest.DOWNLOAD_ANSWER, **error_responses(400, 403)},
)
def speedtest_download(size: Annotated[int, Query(alias="bytes", ge=1)], _kiosk: CurrentKiosk) -> StreamingResponse:
    """Camera agent: download bandwidth test."""
    return speedtest.download(size)


@router.post("/speedtest", response_model=speedtest.SpeedTestReceived, responses=error_responses(400, 403))
async def speedtest_upload(request: Request, _kiosk: CurrentKiosk) -> speedtest.SpeedTestReceived:
    """Camera agent: upload bandwidth test (any body, up to the configured size)."""
    return speedtest.SpeedTestReceived(bytes=await speedtest.count_upload(request))
