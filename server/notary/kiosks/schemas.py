from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator
from pydantic_core import PydanticCustomError

from notary.kit.bounds import Line
from notary.models import KioskState

KIOSK_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$"


class EnrolmentCodeCreate(BaseModel):
    kioskId: str = Field(pattern=KIOSK_ID_PATTERN, description="the kiosk's id, e.g. TSH-014")
    location: Line = Field(min_length=1, max_length=200)
    office: Line = Field(min_length=1, max_length=200)


class EnrolmentCodeIssued(BaseModel):
    kioskId: str
    code: str = Field(description="shown once to the administrator; the technician types it into the agent")
    expiresAt: datetime


class PublicJwk(BaseModel):
    """An EC P-256 public key as a JWK (RFC 7518 §6.2.1); a private part is refused."""

    model_config = {"extra": "forbid"}

    kty: Literal["EC"]
    crv: Literal["P-256"]
    x: str = Field(min_length=43, max_length=43)
    y: str = Field(min_length=43, max_length=43)
    use: Literal["sig"] | None = None
    alg: Literal["ES256"] | None = None
    kid: Line | None = Field(default=None, max_length=64)

    @field_validator("x", "y")
    @classmethod
    def _base64url(cls, value: str) -> str:
        if not all(c.isalnum() or c in "-_" for c in value):
            raise PydanticCustomError("error_kiosk_key_invalid", "not base64url")
        return value


class KioskEnrol(BaseModel):
    code: Line = Field(min_length=1, max_length=64)
    publicJwk: PublicJwk


class KioskEnrolled(BaseModel):
    kioskId: str
    kid: str
    location: str
    office: str
    heartbeatSeconds: int


class DiagnosticCheck(BaseModel):
    """One check of the agent; a failing one names its problem (`code`, and `problem` in the words of
    docs/contracts/errors-and-limits.md#camera-errors)."""

    name: Line = Field(max_length=32)
    ok: bool
    code: Line | None = Field(default=None, max_length=64)
    problem: Line | None = Field(default=None, max_length=300)
    details: dict[str, Any] = Field(default_factory=dict)


class KioskDiagnostics(BaseModel):
    agentVersion: Line = Field(max_length=32)
    shellVersion: Line | None = Field(default=None, max_length=32, description="the kiosk shell's version, if known")
    kioskId: Line | None = Field(default=None, max_length=32, description="the kiosk the agent is enrolled as")
    checkedAt: datetime
    ok: bool
    checks: list[DiagnosticCheck] = Field(max_length=32)


class KioskReportSummary(BaseModel):
    """A health report as received: whether its signature verified against the kiosk's enrolled key."""

    id: int
    receivedAt: datetime
    verified: bool


class KioskReportPublic(KioskReportSummary):
    report: KioskDiagnostics


class KioskPublic(BaseModel):
    id: str
    location: str
    office: str
    state: KioskState
    kid: str
    enrolledAt: datetime
    revokedAt: datetime | None
    lastHeartbeatAt: datetime | None
    lastDiagnostics: KioskDiagnostics | None = Field(description="the last verified report: the last good health")
    offline: bool = Field(description="active, and silent for longer than `[kiosks] offline_after_seconds`")
    lastReport: KioskReportSummary | None = Field(description="the newest report received, verified or not")
    unverifiedReports: int = Field(description="reports kept whose signature did not verify")


class HeartbeatAccepted(BaseModel):
    serverTime: datetime
    heartbeatSeconds: int


# The stored report keeps the JWS it came in (kiosk_report.signature holds at most this many characters).
REPORT_MAX_CHARS = 4096


class SignedHealthReport(BaseModel):
    """A heartbeat's body: the diagnostics as the payload of a compact JWS (ES256, header `kid`) signed with the
    kiosk's enrolled key, so the report itself, not only the request, is the kiosk's word."""

    report: str = Field(
        min_length=5, max_length=REPORT_MAX_CHARS, pattern=r"^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$"
    )
