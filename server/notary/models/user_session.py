from datetime import datetime

from sqlalchemy import JSON, Column
from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class UserSession(SQLModel, table=True):
    """A login session. Its token rotates on every successful call; `generation` numbers the current token."""

    __tablename__ = "user_session"

    id: str = Field(primary_key=True, max_length=36)
    user_id: int = Field(foreign_key="user.id", index=True)
    channel: str = Field(max_length=16, description="browser or kiosk")
    address: str = Field(default="", max_length=64)
    generation: int = 0
    created_at: datetime = Field(default_factory=utcnow)
    rotated_at: datetime = Field(default_factory=utcnow)
    # When the generations before the previous one were rotated out (ISO 8601, newest first), only those still within
    # the grace period at the last rotation: a token in flight since then is told from a copy by them.
    earlier_rotations: list[str] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    expires_at: datetime
    revoked_at: datetime | None = None
    revoke_reason: str | None = Field(default=None, max_length=32)
