from datetime import datetime

from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class UsedTokenId(SQLModel, table=True):
    """A face-check result token already accepted: each `jti` of an issuer logs in at most once.

    The primary key makes a second use fail even when two instances see the same token at the same moment; a row
    is needed only until the token expires."""

    __tablename__ = "used_token_id"

    issuer: str = Field(primary_key=True, max_length=64)
    jti: str = Field(primary_key=True, max_length=128)
    expires_at: datetime = Field(index=True)
    used_at: datetime = Field(default_factory=utcnow)
