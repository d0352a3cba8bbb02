from datetime import date, datetime
from enum import IntEnum
from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator
from pydantic_core import PydanticCustomError

from notary.models import ActState, PartyRole, PartyStatus


class NotifyItem(BaseModel):
    """An upcoming notarial act of the user (docs/contracts/entities.md#notify-item): the notify-warning dialog lists
    them."""

    na: str
    regtypeid: int
    regsystemid: int
    rid: int
    uuid: str
    visitdate: date | None
    visittime: str | None


class NotaryChoice(BaseModel):
    """`{"mode": "auto"}`: the service picks; `{"mode": "manual", "id": 7}`: the citizen's choice."""

    mode: Literal["auto", "manual"]
    id: int | None = Field(default=None, ge=1)

    @model_validator(mode="after")
    def _id_with_manual(self) -> "NotaryChoice":
        if (self.mode == "manual") != (self.id is not None):
            raise PydanticCustomError("error_notary_choice", "manual needs an id, auto none")
        return self


class ActCreate(BaseModel):
    type: int = Field(ge=1)
    registration_type: int = Field(default=1, ge=1, le=2, description="1 in person, 2 video")
    notary: NotaryChoice


class ActionBody(BaseModel):
    """The body of an action; the actions that need a reason or a remark say so (docs/contracts/acts.md#actions)."""

    reason: str | None = Field(default=None, max_length=500)
    remark: str | None = Field(default=None, max_length=2000)


class NotaryBrief(BaseModel):
    id: int
    fullname: str
    office: str


class PartyPublic(BaseModel):
    id: int
    role: PartyRole
    pin: str
    fullname: str
    applicant: bool
    status: PartyStatus | None


class ActPublic(BaseModel):
    """The act as its caller may see it (docs/contracts/acts.md#the-act). Subjects, invoices and the visit come with
    the steps that add them."""

    uuid: str
    rid: int
    type: int
    step: int
    state: ActState
    registration_type: int
    notary: NotaryBrief
    parties: list[PartyPublic]
    subjects: list[dict[str, Any]] = Field(default_factory=list)
    invoices: list[dict[str, Any]] = Field(default_factory=list)
    visit: dict[str, str] | None = None
    regnum: str | None
    regdate: date | None
    verification_code: str | None = None
    actions: list[str]


class ActTab(IntEnum):
    """1: the caller's acts (registered, cancelled, annulled, and those on their way); 2: those awaiting the caller's
    decision (docs/contracts/acts.md#calls)."""

    all = 1
    awaiting_me = 2


class ActFilters(BaseModel):
    tab: ActTab = ActTab.all
    date_from: date | None = None
    date_to: date | None = None
    state: ActState | None = None
    regnum: str | None = Field(default=None, max_length=32)
    type: int | None = Field(default=None, ge=1)
    office: int | None = Field(default=None, ge=1)
    notary: int | None = Field(default=None, ge=1)
    step: int | None = Field(default=None, ge=1, le=9)
    page: int = Field(default=1, ge=1, le=10_000)
    size: int = Field(default=20, ge=1, le=100)


class ActListItem(BaseModel):
    uuid: str
    rid: int
    type: int
    typeName: str
    step: int
    state: ActState
    registration_type: int
    regnum: str | None
    regdate: date | None
    notary: str
    office: str
    createdAt: datetime


class ActPage(BaseModel):
    items: list[ActListItem]
    total: int
    page: int
    size: int


class StepCount(BaseModel):
    step: int
    count: int
    notaryDecides: bool


class Desk(BaseModel):
    """The notary's acts on their way, counted by step, and those of one step (or all) newest first."""

    steps: list[StepCount]
    items: list[ActListItem]
