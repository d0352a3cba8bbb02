"""The audit log: every state change and security-relevant attempt, in the same transaction as the change."""

from typing import Any

from sqlmodel import Session

from notary.core.logging import log, request_id
from notary.core.request_context import current_client
from notary.models import AuditEvent


def record(
    session: Session,
    action: str,
    result: str = "ok",
    *,
    actor_user_id: int | None = None,
    subject: str = "",
    details: dict[str, Any] | None = None,
) -> AuditEvent:
    client = current_client.get()
    event = AuditEvent(
        action=action,
        result=result,
        actor_user_id=actor_user_id,
        subject=subject,
        channel=client.channel,
        address=client.address,
        request_id=request_id() or "",
        details=details or {},
    )
    session.add(event)
    session.flush()
    log.info("audit", action=action, result=result, actor_user_id=actor_user_id, subject=subject)
    return event
