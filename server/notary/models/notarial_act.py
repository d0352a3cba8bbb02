import uuid as uuid_module
from datetime import date
from enum import StrEnum

from sqlalchemy import Index, UniqueConstraint
from sqlmodel import Field, SQLModel

from notary.models._types import EnumText


class ActState(StrEnum):
    """Where an act stands (docs/contracts/acts.md): drafts and acts in progress become registered at step 9; a
    registered act may later be cancelled by another act."""

    draft = "draft"
    in_progress = "in_progress"
    registered = "registered"
    rejected = "rejected"
    annulled = "annulled"
    cancelled = "cancelled"
    inactive = "inactive"
    deleted = "deleted"


class NotarialAct(SQLModel, table=True):
    """A registered notarial act as the registry keeps it: what the public checks need to find and tell."""

    __tablename__ = "notarial_act"
    __table_args__ = (
        UniqueConstraint("office_id", "regnum", "regdate"),
        Index("ix_notarial_act_regnum_regdate", "regnum", "regdate"),
    )

    id: int | None = Field(default=None, primary_key=True)
    uuid: str = Field(default_factory=lambda: str(uuid_module.uuid4()), max_length=36, unique=True)
    regnum: str = Field(max_length=32, description="registry number, unique per office and date")
    regdate: date
    act_type_id: int = Field(foreign_key="act_type.id")
    notary_id: int = Field(foreign_key="notary.id", index=True)
    office_id: int = Field(foreign_key="notary_office.id")
    region_id: int = Field(foreign_key="region.id", description="the office's region, kept for statistics")
    state: ActState = Field(sa_type=EnumText(ActState))
    termto: date | None = Field(default=None, description="valid until (powers of attorney)")
