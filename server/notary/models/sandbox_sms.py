from datetime import datetime

from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class SandboxSms(SQLModel, table=True):
    """The sandbox SMS gateway's outbox: every message sent, for demos and tests to read."""

    __tablename__ = "sandbox_sms"

    id: int | None = Field(default=None, primary_key=True)
    phone: str = Field(max_length=16, index=True, description="9 digits")
    text: str
    idempotency_key: str = Field(max_length=64, unique=True)
    sent_at: datetime = Field(default_factory=utcnow)
