from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Column, Index
from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class ScheduledJob(SQLModel, table=True):
    """Work due at a time (an SMS to send, an invitation's reminder or expiry), written in the transaction of the change
    that causes it: a worker locks a due row, runs it and marks it done in one transaction
    (docs/architecture.md#scheduled-work), so it runs once however many workers there are and survives a restart.
    `key` makes enqueueing the same job twice a no-op."""

    __tablename__ = "scheduled_job"
    __table_args__ = (Index("ix_scheduled_job_due", "done_at", "run_at"),)

    id: int | None = Field(default=None, primary_key=True)
    kind: str = Field(max_length=32)
    key: str = Field(max_length=120, unique=True)
    payload: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    run_at: datetime
    attempts: int = 0
    last_error: str = Field(default="", max_length=1000)
    done_at: datetime | None = None
    created_at: datetime = Field(default_factory=utcnow)
