import secrets
from datetime import datetime
from enum import StrEnum

from sqlmodel import Field, SQLModel

from notary.models._base import utcnow
from notary.models._types import EnumText


class InvitationState(StrEnum):
    """A link lives until its party answers, it expires, or a resend or a change of the act replaces it."""

    live = "live"
    answered = "answered"
    expired = "expired"
    replaced = "replaced"


class Invitation(SQLModel, table=True):
    """A party's invitation to an act: the link the SMS carries. It only opens the act's approval screen; accepting
    needs a login with the face check as the party's own pin, so a forwarded link is useless."""

    __tablename__ = "invitation"

    id: int | None = Field(default=None, primary_key=True)
    party_id: int = Field(foreign_key="notarial_act_party.id", index=True)
    token: str = Field(default_factory=lambda: secrets.token_urlsafe(24), max_length=43, unique=True)
    state: InvitationState = Field(default=InvitationState.live, sa_type=EnumText(InvitationState))
    created_at: datetime = Field(default_factory=utcnow)
    expires_at: datetime
    reminders_sent: int = 0
