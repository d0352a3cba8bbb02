from datetime import datetime
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from notary.models import CallRole, CallState, RecordingState


class DeviceCheck(BaseModel):
    """What the party's device check measured before they said "I am ready" (spec section 5's minimums)."""

    width: int = Field(ge=0, le=10000, description="the camera's picture, in pixels")
    height: int = Field(ge=0, le=10000)
    microphone: bool = Field(description="a microphone is there and gives sound")
    bandwidth_mbps: float = Field(ge=0, le=10000, description="measured against the server's speed test")


class QualityReport(BaseModel):
    """The connection quality a participant's portal computes from WebRTC statistics (0 none … 5 excellent)."""

    quality: int = Field(ge=0, le=5)


class CallAction(StrEnum):
    ready = "ready"
    start = "start"
    join_call = "join"
    end = "end"


class ParticipantPublic(BaseModel):
    name: str
    role: CallRole
    feed: int = Field(description="their stream's id in the room")
    me: bool
    ready: bool
    present: bool
    quality: int | None = Field(description="0-5 as they last reported it; only the notary sees everyone's")
    photo_url: str | None = Field(description="their face-check photo, for the notary's view")


class GapPublic(BaseModel):
    name: str
    starts: datetime
    ends: datetime


class RecordingPublic(BaseModel):
    state: RecordingState
    sha256: str
    seconds: float | None
    gaps: list[GapPublic]


class ConferencePublic(BaseModel):
    """An act's video conference as one caller sees it; `actions` are the ones the caller may take now."""

    visit_at: datetime
    opens_at: datetime = Field(description="ready and start from then")
    state: CallState
    participants: list[ParticipantPublic]
    actions: list[CallAction]
    recording: RecordingPublic | None


IceTransportPolicy = Annotated[
    Literal["all", "relay"],
    Field(description="the browser's RTCPeerConnection iceTransportPolicy: relay sends media through ice_servers only"),
]


class IceServer(BaseModel):
    urls: list[str]
    username: str | None = None
    credential: str | None = None


class JoinTicket(BaseModel):
    """What the portal needs to enter the room, valid for this participant only and for a limited time."""

    server: str = Field(description="the media server's address for browsers")
    token: str = Field(description="the media server's token for this participant")
    room: int
    pin: str
    access: str = Field(description="the room's access token for this participant")
    feed: int
    display: str
    ice_servers: list[IceServer]
    ice_transport_policy: IceTransportPolicy


class EchoTicket(BaseModel):
    """The room test's loopback through the media server."""

    server: str
    token: str
    ice_servers: list[IceServer]
    ice_transport_policy: IceTransportPolicy
