from datetime import datetime

from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class UserComment(SQLModel, table=True):
    """An administrator's note on a user's account; its id is the comment's number."""

    __tablename__ = "user_comment"

    id: int | None = Field(default=None, primary_key=True)
    user_id: int = Field(foreign_key="user.id", index=True)
    author_user_id: int = Field(foreign_key="user.id")
    text: str = Field(max_length=2000)
    created_at: datetime = Field(default_factory=utcnow)
