from datetime import datetime

from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class KioskEnrolmentCode(SQLModel, table=True):
    """A one-time code an administrator issued for enrolling one kiosk; only its hash is kept."""

    __tablename__ = "kiosk_enrolment_code"

    id: int | None = Field(default=None, primary_key=True)
    code_hash: str = Field(max_length=64, unique=True, index=True, description="SHA-256 of the normalised code")
    kiosk_id: str = Field(max_length=32, index=True)
    location: str = Field(max_length=200)
    office: str = Field(max_length=200)
    issued_by: int | None = Field(default=None, foreign_key="user.id")
    issued_at: datetime = Field(default_factory=utcnow)
    expires_at: datetime
    used_at: datetime | None = None
