from datetime import datetime
from enum import StrEnum

from sqlalchemy import JSON, Column, UniqueConstraint
from sqlmodel import Field, SQLModel

from notary.models._base import utcnow
from notary.models._types import EnumText


class CallState(StrEnum):
    """A visit's conference: parties get ready, the notary opens the room (live), and closes it (ended)."""

    waiting = "waiting"
    live = "live"
    ended = "ended"


class RecordingState(StrEnum):
    none = "none"
    processing = "processing"
    ready = "ready"
    failed = "failed"


class VideoCall(SQLModel, table=True):
    """The video conference of one act visit (docs/video.md): one room on the media server, made with a secret and a
    pin only the server knows, recorded there, mixed into one file after the call."""

    __tablename__ = "video_call"
    __table_args__ = (UniqueConstraint("act_id", "visit_at"),)

    id: int | None = Field(default=None, primary_key=True)
    act_id: int = Field(foreign_key="notarial_act.id", index=True)
    visit_at: datetime = Field(description="the visit the conference is for")
    room: int = Field(unique=True, description="the media server's room number")
    secret: str = Field(max_length=64, description="the room's secret: to change or destroy it")
    pin: str = Field(max_length=64, description="the room's pin: to join it, given with a join ticket")
    state: CallState = Field(default=CallState.waiting, sa_type=EnumText(CallState))
    started_at: datetime | None = None
    started_by: int | None = Field(default=None, foreign_key="user.id")
    ended_at: datetime | None = None
    recording_state: RecordingState = Field(default=RecordingState.none, sa_type=EnumText(RecordingState))
    recording_file: str = Field(default="", max_length=255, description="the mixed file, under the recordings folder")
    recording_sha256: str = Field(default="", max_length=64)
    recording_seconds: float | None = None
    recording_gaps: list[dict[str, object]] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    recording_expires_at: datetime | None = Field(default=None, description="the mixed file is deleted then")
    mixing_until: datetime | None = Field(default=None, description="a worker is mixing the recording until then")
    created_at: datetime = Field(default_factory=utcnow)
    version: int = Field(default=1, description="raised by every change: of two racing changes one wins")
