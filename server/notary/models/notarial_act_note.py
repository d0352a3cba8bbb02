from datetime import datetime
from enum import StrEnum

from sqlmodel import Field, SQLModel

from notary.models._base import utcnow
from notary.models._types import EnumText


class NoteKind(StrEnum):
    """A note anyone on the act writes, or the notary's remark when returning it with defects."""

    note = "note"
    remark = "remark"


class NotarialActNote(SQLModel, table=True):
    """A note or remark on an act; never edited, so the rows in order are its history."""

    __tablename__ = "notarial_act_note"

    id: int | None = Field(default=None, primary_key=True)
    act_id: int = Field(foreign_key="notarial_act.id", index=True)
    kind: NoteKind = Field(sa_type=EnumText(NoteKind))
    author_user_id: int = Field(foreign_key="user.id")
    author: str = Field(max_length=200, description="the author's name as it was when written")
    text: str = Field(max_length=2000)
    created_at: datetime = Field(default_factory=utcnow)
