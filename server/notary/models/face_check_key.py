from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Column
from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class FaceCheckKey(SQLModel, table=True):
    """The public ES256 key of a server instance's face-check service, so every instance verifies every token."""

    __tablename__ = "face_check_key"

    kid: str = Field(primary_key=True, max_length=64, description="RFC 7638 thumbprint of the public key")
    public_jwk: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    created_at: datetime = Field(default_factory=utcnow)
