"""The audit log: every state change and security-relevant attempt, in the same transaction as the change. A refusal
is recorded with `refusal` and then raised: its record outlives the request's rollback (core/db.py)."""

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, func, or_
from sqlmodel import Session, col, select
from sqlmodel.sql.expression import SelectOfScalar

from notary.core.db import keep_on_rollback
from notary.core.logging import log, request_id
from notary.core.request_context import current_client
from notary.models import AuditEvent, User


def record(
    session: Session,
    action: str,
    result: str = "ok",
    *,
    actor_user_id: int | None = None,
    target: str = "",
    details: dict[str, Any] | None = None,
) -> AuditEvent:
    client = current_client.get()
    event = AuditEvent(
        action=action,
        result=result,
        actor_user_id=actor_user_id,
        target=target,
        channel=client.channel,
        address=client.address,
        request_id=request_id() or "",
        details=details or {},
    )
    session.add(event)
    session.flush()
    log.info("audit", action=action, result=result, actor_user_id=actor_user_id, target=target)
    return event


def refusal(
    session: Session,
    action: str,
    result: str = "refused",
    *,
    actor_user_id: int | None = None,
    target: str = "",
    details: dict[str, Any] | None = None,
) -> AuditEvent:
    """Record a refused attempt; the caller then raises the refusal, and the record is kept all the same."""
    event = record(session, action, result, actor_user_id=actor_user_id, target=target, details=details)
    keep_on_rollback(session, event)
    return event


def events_of(session: Session, target: str) -> list[AuditEvent]:
    """Everything recorded about one target (an act's uuid), oldest first: the act's own history for its parties."""
    statement = select(AuditEvent).where(AuditEvent.target == target).order_by(col(AuditEvent.at), col(AuditEvent.id))
    return list(session.exec(statement))


@dataclass(frozen=True)
class AuditQuery:
    """What the audit log is searched by; every given field narrows the result."""

    pin: str | None = None
    act: str | None = None
    kiosk: str | None = None
    actions: tuple[str, ...] = ()
    since: datetime | None = None
    until: datetime | None = None


def _conditions(session: Session, query: AuditQuery) -> list[ColumnElement[bool]]:
    conditions: list[ColumnElement[bool]] = []
    if query.pin:
        # About the person (their login, their role) or done by them.
        user_ids = select(User.id).where(User.pin == query.pin)
        conditions.append(or_(col(AuditEvent.target) == query.pin, col(AuditEvent.actor_user_id).in_(user_ids)))
    if query.act:
        conditions.append(col(AuditEvent.target) == query.act)
    if query.kiosk:
        # About the kiosk itself, or a login whose face check the kiosk signed.
        issuer = AuditEvent.__table__.c.details["issuer"].as_string()  # type: ignore[attr-defined]
        conditions.append(or_(col(AuditEvent.target) == query.kiosk, issuer == f"kiosk:{query.kiosk}"))
    if query.actions:
        conditions.append(col(AuditEvent.action).in_(query.actions))
    if query.since:
        conditions.append(col(AuditEvent.at) >= query.since)
    if query.until:
        conditions.append(col(AuditEvent.at) < query.until)
    return conditions


def search(session: Session, query: AuditQuery, *, offset: int = 0, limit: int = 50) -> tuple[list[AuditEvent], int]:
    """One page of the matching events, newest first, and how many match in all."""
    total = count(session, query)
    return list(session.exec(_newest_first(session, query).offset(offset).limit(limit))), total


def count(session: Session, query: AuditQuery) -> int:
    return session.exec(select(func.count()).select_from(AuditEvent).where(*_conditions(session, query))).one()


def stream(session: Session, query: AuditQuery, *, limit: int, batch: int = 1000) -> Iterator[AuditEvent]:
    """The matching events, newest first, at most `limit`, fetched `batch` rows at a time (for an export)."""
    statement = _newest_first(session, query).limit(limit).execution_options(yield_per=batch)
    yield from session.exec(statement)


def actions(session: Session) -> list[str]:
    """Every event type recorded so far, for a search filter."""
    return list(session.exec(select(AuditEvent.action).distinct().order_by(col(AuditEvent.action))))


def _newest_first(session: Session, query: AuditQuery) -> SelectOfScalar[AuditEvent]:
    return (
        select(AuditEvent)
        .where(*_conditions(session, query))
        .order_by(col(AuditEvent.at).desc(), col(AuditEvent.id).desc())
    )
