from datetime import datetime

from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class AuditFaceImage(SQLModel, table=True):
    """The best shot of a login, kept with its audit event only when the audit policy says so, and only that long
    (`[identity] keep_best_shot_days`; `notary purge-face-images` and every new login remove older ones)."""

    __tablename__ = "audit_face_image"

    id: int | None = Field(default=None, primary_key=True)
    audit_event_id: int = Field(foreign_key="audit_event.id", index=True)
    taken_at: datetime = Field(default_factory=utcnow, index=True)
    jpeg: bytes
