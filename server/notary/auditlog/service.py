"""The administrator's search of the audit log: a page of events, the same events as CSV (at most
EXPORT_MAX_ROWS), and the event types to filter by. The export itself is audited: it takes personal data out."""

import csv
import io
import json
from collections.abc import Iterable, Iterator
from itertools import islice

from sqlmodel import Session, col, select

from notary.audit import service as audit
from notary.audit.service import AuditQuery
from notary.auditlog.schemas import EXPORT_MAX_ROWS, AuditEventPublic, AuditPage
from notary.models import AuditEvent, User

CSV_HEADER = [
    "id",
    "at",
    "action",
    "result",
    "actor_user_id",
    "actor_pin",
    "target",
    "channel",
    "address",
    "request_id",
    "details",
]
# A cell starting with one of these is a formula to a spreadsheet: quote it so it stays text.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def search(session: Session, query: AuditQuery, offset: int, limit: int) -> AuditPage:
    events, total = audit.search(session, query, offset=offset, limit=limit)
    pins = _actor_pins(session, events)
    return AuditPage(items=[_public(event, pins) for event in events], total=total, offset=offset, limit=limit)


def event_types(session: Session) -> list[str]:
    return audit.actions(session)


def start_export(session: Session, query: AuditQuery, admin: User) -> tuple[int, bool]:
    """Record the export; how many rows it will hold and whether the cap cut it short."""
    total = audit.count(session, query)
    audit.record(
        session,
        "audit_exported",
        actor_user_id=admin.id,
        details={"query": _query_details(query), "rows": min(total, EXPORT_MAX_ROWS), "matching": total},
    )
    return min(total, EXPORT_MAX_ROWS), total > EXPORT_MAX_ROWS


def csv_lines(session: Session, query: AuditQuery) -> Iterator[str]:
    """The header, then one line per event, newest first, read in batches from the database."""
    yield _csv_line(CSV_HEADER)
    events = audit.stream(session, query, limit=EXPORT_MAX_ROWS)
    while chunk := list(islice(events, 500)):
        pins = _actor_pins(session, chunk)
        yield "".join(_csv_line(_row(_public(event, pins))) for event in chunk)


def _public(event: AuditEvent, pins: dict[int, str]) -> AuditEventPublic:
    assert event.id is not None
    return AuditEventPublic(
        id=event.id,
        at=event.at,
        action=event.action,
        result=event.result,
        actorUserId=event.actor_user_id,
        actorPin=pins.get(event.actor_user_id) if event.actor_user_id is not None else None,
        target=event.target,
        channel=event.channel,
        address=event.address,
        requestId=event.request_id,
        details=event.details,
    )


def _actor_pins(session: Session, events: Iterable[AuditEvent]) -> dict[int, str]:
    ids = {event.actor_user_id for event in events if event.actor_user_id is not None}
    if not ids:
        return {}
    rows = session.exec(select(User.id, User.pin).where(col(User.id).in_(ids)))
    return {user_id: pin for user_id, pin in rows if user_id is not None}


def _row(event: AuditEventPublic) -> list[str]:
    return [
        str(event.id),
        event.at.isoformat(),
        event.action,
        event.result,
        "" if event.actorUserId is None else str(event.actorUserId),
        event.actorPin or "",
        event.target,
        event.channel,
        event.address,
        event.requestId,
        json.dumps(event.details, ensure_ascii=False, sort_keys=True),
    ]


def _csv_line(cells: list[str]) -> str:
    buffer = io.StringIO()
    csv.writer(buffer).writerow(["'" + cell if cell.startswith(_FORMULA_STARTS) else cell for cell in cells])
    return buffer.getvalue()


def _query_details(query: AuditQuery) -> dict[str, object]:
    return {
        "pin": query.pin,
        "act": query.act,
        "kiosk": query.kiosk,
        "actions": list(query.actions),
        "since": query.since.isoformat() if query.since else None,
        "until": query.until.isoformat() if query.until else None,
    }
