"""Face images of logins, kept only as the audit policy says (`[identity] keep_best_shot_days`, 0 = never)."""

from datetime import timedelta

from sqlalchemy import delete
from sqlmodel import Session, col

from notary.models import AuditEvent, AuditFaceImage
from notary.models._base import utcnow


def keep(session: Session, event: AuditEvent, jpeg: bytes, keep_days: int) -> None:
    if keep_days <= 0:
        return
    assert event.id is not None
    session.add(AuditFaceImage(audit_event_id=event.id, jpeg=jpeg))
    purge(session, keep_days)


def purge(session: Session, keep_days: int) -> int:
    """Remove images older than the policy allows (all of them when it is 0); how many went."""
    cutoff = utcnow() - timedelta(days=keep_days)
    statement = delete(AuditFaceImage).where(col(AuditFaceImage.taken_at) < cutoff)
    removed = session.exec(statement).rowcount
    session.flush()
    return removed or 0
