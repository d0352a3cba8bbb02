from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import JSON, Column
from sqlmodel import Field, SQLModel

from notary.models._base import utcnow
from notary.models._types import EnumText


class KioskState(StrEnum):
    active = "active"
    revoked = "revoked"


class Kiosk(SQLModel, table=True):
    """An enrolled kiosk: its camera agent's public key (ES256) and what its last heartbeat said.

    Only an active kiosk's key verifies anything; revoking sets the state and the key stops working at once."""

    __tablename__ = "kiosk"

    id: str = Field(primary_key=True, max_length=32)
    location: str = Field(max_length=200)
    office: str = Field(max_length=200)
    public_jwk: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    kid: str = Field(max_length=64, unique=True, index=True, description="RFC 7638 thumbprint of the public key")
    state: KioskState = Field(default=KioskState.active, sa_type=EnumText(KioskState))
    enrolled_at: datetime = Field(default_factory=utcnow)
    revoked_at: datetime | None = None
    last_heartbeat_at: datetime | None = None
    last_diagnostics: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON, nullable=True))
