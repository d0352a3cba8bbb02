"""The audit log: every state change and security-relevant attempt, in the same transaction as the change. A refusal
is recorded with `refusal` and then raised: its record outlives the request's rollback (core/db.py).

Anyone may send refused anonymous calls as fast as they like, so those are counted per address, kind and minute in the
shared Redis rather than written one row each: the first of each minute is written in full, and once the minute is
over one more row with the minute's count, if there were more."""

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from redis import RedisError
from sqlalchemy import ColumnElement, func, or_
from sqlmodel import Session, col, select
from sqlmodel.sql.expression import SelectOfScalar

from notary.core import clock, jobs
from notary.core import redis as shared
from notary.core.db import keep_on_rollback
from notary.core.logging import log, request_id
from notary.core.request_context import current_client
from notary.models import AuditEvent, ScheduledJob, User

REFUSALS_COUNTED = "audit_refusals_counted"
COUNT_KEPT_SECONDS = 3600  # the minute's count waits this long at most for its job to write it


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
) -> AuditEvent | None:
    """Record a refused attempt; the caller then raises the refusal, and the record is kept all the same. Without a
    user, only the first of its address, kind and minute is written (None for the others, which are counted)."""
    if actor_user_id is None and not _first_of_minute(session, action, result):
        return None
    event = record(session, action, result, actor_user_id=actor_user_id, target=target, details=details)
    keep_on_rollback(session, event)
    return event


def _first_of_minute(session: Session, action: str, result: str) -> bool:
    """Count the refusal; the first of its minute also schedules the row of the minute's count."""
    redis = shared.shared_redis()
    if redis is None:  # the embedded default (one process): every refusal is written
        return True
    client = current_client.get()
    minute = clock.now().replace(second=0, microsecond=0)
    counter = shared.key("refusals", minute.strftime("%Y%m%d%H%M"), action, result, client.address)
    try:
        with redis.pipeline() as pipeline:
            pipeline.incr(counter)
            pipeline.expire(counter, COUNT_KEPT_SECONDS)
            count, _ = pipeline.execute()
    except RedisError:  # better one row too many than a refusal unrecorded
        log.warning("refusal_not_counted", action=action)
        return True
    if count == 1:
        payload = {"counter": counter, "action": action, "result": result, "minute": minute.isoformat()}
        payload |= {"address": client.address, "channel": client.channel}
        job_key = "refusals:" + hashlib.sha256(counter.encode()).hexdigest()[:40]
        run_at = minute + timedelta(minutes=1, seconds=5)  # a few seconds for the hosts' clocks to disagree
        keep_on_rollback(session, ScheduledJob(kind=REFUSALS_COUNTED, key=job_key, payload=payload, run_at=run_at))
    return count == 1


@jobs.handler(REFUSALS_COUNTED)
def _write_count(session: Session, payload: dict[str, Any]) -> None:
    """The row of a minute's count of one address's refusals of one kind, if there was more than the first."""
    redis = shared.shared_redis()
    count = int(redis.get(payload["counter"]) or 0) if redis is not None else 0
    if count > 1:
        details = {"minute": payload["minute"], "count": count}
        session.add(
            AuditEvent(
                action=payload["action"],
                result=payload["result"],
                channel=payload["channel"],
                address=payload["address"],
                details=details,
            )
        )
        session.flush()


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
