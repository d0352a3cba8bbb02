from datetime import datetime
from enum import StrEnum

from sqlalchemy import Column, LargeBinary, UniqueConstraint
from sqlmodel import Field, SQLModel

from notary.models._base import utcnow
from notary.models._types import EnumText


class DocumentKind(StrEnum):
    print_form = "print_form"  # the registered act, signed
    resolution = "resolution"  # the notary's refusal of a rejected act
    attachment = "attachment"  # the applicant's: a translation's original, a paper whose signature is certified


class ActDocument(SQLModel, table=True):
    """A file an act keeps as it was made: the signed print form of registration, the resolution of a refusal, the
    applicant's attachment (PDF, PNG or JPEG). Kept in the database with the act, so a backup holds them all and a
    rollback leaves none."""

    __tablename__ = "act_document"
    __table_args__ = (UniqueConstraint("act_id", "kind"),)

    id: int | None = Field(default=None, primary_key=True)
    act_id: int = Field(foreign_key="notarial_act.id", index=True)
    kind: DocumentKind = Field(sa_type=EnumText(DocumentKind))
    language: str = Field(max_length=2, description="oz, uz or ru: the language it was printed in ('' if attached)")
    content: bytes = Field(sa_column=Column(LargeBinary, nullable=False))
    sha256: str = Field(max_length=64)
    created_at: datetime = Field(default_factory=utcnow)
