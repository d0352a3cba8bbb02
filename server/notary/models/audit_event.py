from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Column
from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class AuditEvent(SQLModel, table=True):
    """One recorded state change or security-relevant attempt: who, when, what, result, from where."""

    __tablename__ = "audit_event"

    id: int | None = Field(default=None, primary_key=True)
    at: datetime = Field(default_factory=utcnow, index=True)
    action: str = Field(max_length=64, index=True)
    result: str = Field(max_length=32)
    actor_user_id: int | None = Field(default=None, index=True)
    target: str = Field(default="", max_length=128, description="what the action was about, e.g. a pin or an act")
    channel: str = Field(default="", max_length=16)
    address: str = Field(default="", max_length=64)
    request_id: str = Field(default="", max_length=64)
    details: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
