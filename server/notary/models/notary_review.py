from datetime import datetime

from sqlalchemy import UniqueConstraint
from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class NotaryReview(SQLModel, table=True):
    """A citizen's review of a notary: one per citizen and notary, editable."""

    __tablename__ = "notary_review"
    __table_args__ = (UniqueConstraint("notary_id", "user_id"),)

    id: int | None = Field(default=None, primary_key=True)
    notary_id: int = Field(foreign_key="notary.id", index=True)
    user_id: int = Field(foreign_key="user.id", index=True)
    rating: int = Field(ge=1, le=5)
    text: str = ""
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
