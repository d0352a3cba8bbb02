from datetime import datetime

from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class LoginFailure(SQLModel, table=True):
    """A failed login attempt, kept while it counts towards the rate limits (identity/limits.py: per passport, pin and
    address).

    In the database rather than in memory so that every instance behind the load balancer applies the same limits.
    The audit log keeps the history; rows here are only the limits' working set."""

    __tablename__ = "login_failure"

    id: int | None = Field(default=None, primary_key=True)
    at: datetime = Field(default_factory=utcnow, index=True)
    kind: str = Field(max_length=32, description="not_found, deceased, token, face_mismatch, ...")
    passport: str = Field(max_length=22, index=True, description="series and number as typed")
    pin: str = Field(default="", max_length=14, index=True, description="the pin as typed")
    address: str = Field(max_length=64, index=True)
