import uuid as uuid_module
from datetime import date, datetime
from enum import IntEnum, StrEnum
from typing import Any

from sqlalchemy import JSON, Column, Index, UniqueConstraint, text
from sqlmodel import Field, SQLModel

from notary.models._base import utcnow
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


class RegistrationType(IntEnum):
    in_person = 1
    video = 2


DESK_STATES = "state IN ('draft', 'in_progress')"
VISIT_HELD = "state = 'in_progress' AND visit_at IS NOT NULL"


class NotarialAct(SQLModel, table=True):
    """A notarial act from its preparation (step 1) to its registration (step 9, with a registry number and date);
    the registry's readers see registered ones only (`acts.service.registered_acts`)."""

    __tablename__ = "notarial_act"
    __table_args__ = (
        UniqueConstraint("office_id", "regnum", "regdate"),
        Index("ix_notarial_act_regnum_regdate", "regnum", "regdate"),
        Index("ix_notarial_act_notary_created", "notary_id", "created_at", "id"),
        # The notary's desk: only acts still on their way, by step, newest first.
        Index(
            "ix_notarial_act_desk",
            "notary_id",
            "step",
            "created_at",
            "id",
            postgresql_where=text(DESK_STATES),
            sqlite_where=text(DESK_STATES),
        ),
        # One act per notary and visit slot while the acts are on their way: a race for a slot is decided here.
        Index(
            "uq_notarial_act_notary_visit",
            "notary_id",
            "visit_at",
            unique=True,
            postgresql_where=text(VISIT_HELD),
            sqlite_where=text(VISIT_HELD),
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    uuid: str = Field(default_factory=lambda: str(uuid_module.uuid4()), max_length=36, unique=True)
    regnum: str | None = Field(default=None, max_length=32, description="registry number, unique per office and date")
    regdate: date | None = None
    act_type_id: int = Field(foreign_key="act_type.id")
    notary_id: int = Field(foreign_key="notary.id")
    office_id: int = Field(foreign_key="notary_office.id")
    region_id: int = Field(foreign_key="region.id", description="the office's region, kept for statistics")
    state: ActState = Field(sa_type=EnumText(ActState))
    step: int = Field(default=1, ge=1, le=9, description="the workflow's step, 1 preparation to 9 registered")
    registration_type: int = Field(default=RegistrationType.in_person, ge=1, le=2, description="1 in person, 2 video")
    sent: bool = Field(default=False, description="sent for check at least once (a draft never was)")
    version: int = Field(default=1, description="raised by every action: the compare-and-set of racing actions")
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
    visit_at: datetime | None = Field(default=None, description="the registration visit or video conference (UTC)")
    termto: date | None = Field(default=None, description="valid until (powers of attorney)")
    terms: dict[str, Any] = Field(
        default_factory=dict,
        sa_column=Column(JSON, nullable=False, server_default="{}"),
        description="what the act type needs beyond parties and subjects (acts.terms_schemas.ActTerms)",
    )
