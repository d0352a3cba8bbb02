from datetime import datetime

from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class KioskEvidence(SQLModel, table=True):
    """A kiosk result token whose evidence (the frames its camera agent judged) the server re-checked and found a
    live three-dimensional head: only such a kiosk token logs in. Needed only until the token expires."""

    __tablename__ = "kiosk_evidence"

    issuer: str = Field(primary_key=True, max_length=64)
    jti: str = Field(primary_key=True, max_length=128)
    evidence_sha256: str = Field(max_length=64)
    frames: int
    expires_at: datetime = Field(index=True)
    verified_at: datetime = Field(default_factory=utcnow)
