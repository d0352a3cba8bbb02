"""The administrator's search of the audit log: by person, act, kiosk, event type and time; paged, or as CSV."""

from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Depends, Query
from fastapi.responses import StreamingResponse
from pydantic import AwareDatetime
from sqlmodel import Session

from notary.audit.service import AuditQuery
from notary.auditlog import service
from notary.auditlog.schemas import (
    ACTION_PATTERN,
    EXPORT_MAX_ROWS,
    KIOSK_ID_PATTERN,
    PIN_PATTERN,
    AuditPage,
)
from notary.auth.deps import CurrentAdmin as Admin
from notary.core.db import SessionDep, get_session
from notary.core.errors import error_responses
from notary.kit.bounds import MAX_INT

router = APIRouter(prefix="/admin/audit", tags=["auditlog"], responses=error_responses(400, 403, 500))

# The export is read while it streams, after the request's own (committed) session has closed.
ReadingSession = Annotated[Session, Depends(get_session, scope="request")]


def audit_query(
    pin: Annotated[str | None, Query(pattern=PIN_PATTERN, description="about this person or done by them")] = None,
    act: Annotated[UUID | None, Query(description="about this act")] = None,
    kiosk: Annotated[
        str | None, Query(pattern=KIOSK_ID_PATTERN, description="about this kiosk or a login it signed")
    ] = None,
    action: Annotated[
        list[Annotated[str, Query(pattern=ACTION_PATTERN)]] | None,
        Query(max_length=20, description="event types, any of them"),
    ] = None,
    since: Annotated[AwareDatetime | None, Query(description="at or after this instant")] = None,
    until: Annotated[AwareDatetime | None, Query(description="before this instant")] = None,
) -> AuditQuery:
    return AuditQuery(
        pin=pin, act=str(act) if act else None, kiosk=kiosk, actions=tuple(action or ()), since=since, until=until
    )


Filters = Annotated[AuditQuery, Depends(audit_query)]


@router.get("/events", response_model=AuditPage)
def search_events(
    _admin: Admin,
    session: SessionDep,
    query: Filters,
    offset: Annotated[int, Query(ge=0, le=MAX_INT)] = 0,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
) -> AuditPage:
    """Administrator: one page of the matching events, newest first, and how many match in all."""
    return service.search(session, query, offset, limit)


@router.get(
    "/events.csv",
    response_class=StreamingResponse,
    responses={
        200: {
            "description": f"the matching events as CSV with a header row, newest first, at most {EXPORT_MAX_ROWS}",
            "content": {"text/csv": {"schema": {"type": "string"}}},
        }
    },
)
def export_events(admin: Admin, session: SessionDep, reading: ReadingSession, query: Filters) -> StreamingResponse:
    """Administrator: the same search as CSV (streamed); `X-Export-Truncated: true` when more matched than the cap."""
    rows, truncated = service.start_export(session, query, admin.user)
    return StreamingResponse(
        service.csv_lines(reading, query),
        media_type="text/csv; charset=utf-8",
        headers={
            "Content-Disposition": 'attachment; filename="audit-log.csv"',
            "Cache-Control": "no-store",
            "X-Export-Rows": str(rows),
            "X-Export-Truncated": "true" if truncated else "false",
        },
    )


@router.get("/actions", response_model=list[str])
def event_types(_admin: Admin, session: SessionDep) -> list[str]:
    """Administrator: every event type recorded so far, for the search's filter."""
    return service.event_types(session)
