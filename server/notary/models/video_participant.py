from datetime import datetime
from enum import StrEnum

from sqlalchemy import JSON, Column, UniqueConstraint
from sqlmodel import Field, SQLModel

from notary.models._types import EnumText


class CallRole(StrEnum):
    notary = "notary"
    party = "party"


class VideoParticipant(SQLModel, table=True):
    """Someone who may take part in a visit's conference: their device check, their presence as the media server
    reports it (joins and leaves), and the connection quality they report (0-5)."""

    __tablename__ = "video_participant"
    __table_args__ = (UniqueConstraint("call_id", "user_id"), UniqueConstraint("call_id", "feed"))

    id: int | None = Field(default=None, primary_key=True)
    call_id: int = Field(foreign_key="video_call.id", index=True)
    user_id: int = Field(foreign_key="user.id")
    role: CallRole = Field(sa_type=EnumText(CallRole))
    name: str = Field(max_length=300, description="shown under the participant's picture")
    feed: int = Field(description="the participant's id in the room, as the media server names its streams")
    access_hash: str = Field(default="", max_length=64, description="SHA-256 of the room access token last issued")
    ready_at: datetime | None = None
    camera: str = Field(default="", max_length=16, description="the checked camera's resolution, 1280x720")
    bandwidth_mbps: float | None = None
    joined_at: datetime | None = Field(default=None, description="first in the room")
    present: bool = False
    presence: list[list[str | None]] = Field(
        default_factory=list, sa_column=Column(JSON, nullable=False), description="[joined, left] ISO instants"
    )
    quality: int | None = Field(default=None, ge=0, le=5)
    quality_at: datetime | None = None
