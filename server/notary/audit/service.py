"""The audit log: every state change and security-relevant attempt, in the same transaction as the change. A refusal
is recorded with `refusal` and then raised: its record outlives the request's rollback (core/db.py)."""

from typing import Any

from sqlmodel import Session, col, select

from notary.core.db import keep_on_rollback
from notary.core.logging import log, request_id
from notary.core.request_context import current_client
from notary.models import AuditEvent


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
