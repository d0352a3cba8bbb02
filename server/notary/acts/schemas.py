import datetime as dt
from datetime import date, datetime
from decimal import Decimal
from enum import IntEnum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, model_validator
from pydantic_core import PydanticCustomError

from notary.acts.act_types import Missing
from notary.acts.subject_schemas import SubjectPublic
from notary.acts.terms_schemas import ActTerms, Language, Right, TermsGroup
from notary.catalogue.service import Relationship
from notary.kit.bounds import Id, Int32, Line, Page, Text
from notary.kit.identity_formats import checked_document_holder, checked_inn, checked_phone
from notary.kit.money import Money
from notary.models import (
    ActState,
    InvitationState,
    NoteKind,
    Participation,
    PartyClass,
    PartyRole,
    PartyStatus,
    SubjectKind,
)
from notary.payments.service import InvoicePublic


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
    id: Id | None = None

    @model_validator(mode="after")
    def _id_with_manual(self) -> "NotaryChoice":
        if (self.mode == "manual") != (self.id is not None):
            raise PydanticCustomError("error_notary_choice", "manual needs an id, auto none")
        return self


class ActCreate(BaseModel):
    type: Id
    registration_type: int = Field(default=1, ge=1, le=2, description="1 in person, 2 video")
    notary: NotaryChoice


class InvoiceLine(BaseModel):
    """One invoice as the notary issues it: a sum unlike the server's proposal needs a reason."""

    purpose: Literal["state_duty", "notary_fee"]
    sum: Decimal = Field(ge=0, max_digits=18, decimal_places=2, description="in so'm, two decimals")
    reason: Line | None = Field(default=None, max_length=500)


class InvoiceProposal(BaseModel):
    """What the tariffs ask for this act, with the close-relative reduction when its parties are relatives."""

    state_duty: Money
    notary_fee: Money
    relationship: Relationship | None
    reduced_to_percent: Decimal | None


class Checkout(BaseModel):
    url: str = Field(description="the gateway's checkout page for this invoice")


class ActionBody(BaseModel):
    """The body of an action; the actions that need a reason, a remark, a party, a notary, invoices or a time say so
    (docs/contracts/acts.md#actions)."""

    reason: Line | None = Field(default=None, max_length=500)
    remark: Text | None = Field(default=None, max_length=2000)
    party_id: Id | None = Field(default=None, description="resend_invitation: whose")
    mode: Literal["auto", "manual"] | None = Field(default=None, description="change_notary: auto or manual")
    id: Id | None = Field(default=None, description="change_notary: the notary chosen by hand")
    invoices: list[InvoiceLine] | None = Field(
        default=None, max_length=2, description="issue_invoices: the sums; none: the server's proposal as it is"
    )
    # `dt.date`: the field's own name would shadow the type.
    date: dt.date | None = Field(default=None, description="assign_time: the visit's day, Tashkent time")
    time: str | None = Field(
        default=None, pattern=r"^([01][0-9]|2[0-3]):[0-5][0-9]$", description="assign_time: HH:MM, Tashkent time"
    )


# The dictionaries' document type of a citizen's ID card, the document most parties show today.
ID_CARD = 46


class PartyCreate(BaseModel):
    """A party the applicant adds: a person the population registry knows by passport and personal number, or (class
    `juridical`) an organisation the register of legal entities knows by its tax id, answered for by its director."""

    role: PartyRole
    party_class: PartyClass = PartyClass.physical
    pin: str | None = Field(default=None, pattern=r"^[0-9]{14}$", examples=["32107830340017"])
    passserial: str | None = Field(default=None, pattern=r"^[A-Z]{2}$", examples=["AC"])
    passnum: str | None = Field(
        default=None,
        pattern=r"^[0-9A-Z]{1,20}$",
        examples=["1111111"],
        description="shaped by the document type's rule (docs/contracts/entities.md#input-masks)",
    )
    document_type: Annotated[Int32, Field(ge=0)] = Field(
        default=ID_CARD, description="the identity document's type, from the dictionaries; an ID card by default"
    )
    inn: str | None = Field(
        default=None, pattern=r"^[0-9]{9}$", examples=["200833707"], description="juridical: the organisation's tax id"
    )
    phone: str = Field(
        pattern=r"^[0-9]{9}$",
        examples=["901234567"],
        description="9 digits: the invitation's SMS (juridical: its representative's)",
    )
    participation: Participation = Participation.in_person
    represented_party_id: Id | None = Field(
        default=None, description="the party of this act this one acts for (a parent for a child…)"
    )
    guardian_body: Line = Field(
        default="", max_length=500, description="the guardianship authority's decision, for a child's or ward's consent"
    )
    interpreter: bool = Field(default=False, description="the party takes part through an interpreter")
    translate_from: Language | None = Field(default=None, description="the interpreter's or translator's languages")
    translate_to: Language | None = None

    @model_validator(mode="before")
    @classmethod
    def _spec_messages(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        phone = {"phone": checked_phone(data.get("phone"))}
        person = [data.get(key) for key in ("pin", "passserial", "passnum")]
        if data.get("party_class") == PartyClass.juridical:
            if any(person):
                raise PydanticCustomError("error_party_class_fields", "an organisation by its tax id alone")
            return data | phone | {"inn": checked_inn(data.get("inn"))}
        if data.get("inn"):
            raise PydanticCustomError("error_party_class_fields", "a person by passport and personal number")
        return checked_document_holder(data) | phone

    @model_validator(mode="after")
    def _languages(self) -> "PartyCreate":
        """An interpreter works between two languages; a translator may name them; nobody else has any."""
        pair = (self.translate_from, self.translate_to)
        if (self.interpreter and None in pair) or pair.count(None) == 1:
            raise PydanticCustomError("error_party_interpreter_languages", "both languages")
        if self.translate_from is not None and self.translate_from == self.translate_to:
            raise PydanticCustomError("error_party_same_language", "two different languages")
        if self.translate_from is not None and not self.interpreter and self.role != PartyRole.translator:
            raise PydanticCustomError("error_party_languages_unasked", "languages only with an interpreter")
        return self


class NoteCreate(BaseModel):
    text: Text = Field(min_length=1, max_length=2000)


class NotePublic(BaseModel):
    id: int
    kind: NoteKind
    author: str
    text: str
    created_at: datetime


class AttachmentPublic(BaseModel):
    """The paper attached to an act that certifies one: its fingerprint and size (GET …/attachment gives the file)."""

    sha256: str
    size: int = Field(description="bytes")


class InvitationPublic(BaseModel):
    """The link of a party's live invitation, shown to the applicant to copy or show as a QR."""

    link: str
    expires_at: datetime


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
    reason: str = Field(description="why it rejected or exited the deal")
    party_class: PartyClass
    inn: str | None = Field(description="juridical: the organisation's tax id (pin and fullname are its director's)")
    organisation: str | None = Field(description="juridical: the organisation's name in the register")
    participation: Participation
    phone: str
    document_type: int | None = Field(
        description="a person's identity document type; none: an organisation, or the applicant's login"
    )
    represented_party_id: int | None = Field(description="the party of this act this one acts for")
    guardian_body: str = Field(description="the guardianship authority's decision")
    interpreter: bool
    translate_from: Language | None
    translate_to: Language | None
    invitation: InvitationPublic | None = Field(default=None, description="the applicant sees each live link")


class InvitationView(BaseModel):
    """What the approval screen shows a person who opened an invitation link: who invites, to what, in which role."""

    uuid: str
    type: int
    typeName: str
    inviter: str
    role: PartyRole
    notary: str
    state: InvitationState
    expires_at: datetime
    status: PartyStatus | None
    actions: list[str] = Field(description="what the person may answer now: accept and reject, or nothing")


Change = Literal["parties", "subjects", "terms", "attachment", "notes", "payment"]


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
    subjects: list[SubjectPublic]
    terms: ActTerms = Field(description="the act type's own terms as set so far")
    terms_groups: list[TermsGroup] = Field(description="the terms groups this act type fills")
    rights: list[Right] = Field(description="the rights this type's power of attorney offers (none: not a power)")
    attachment: AttachmentPublic | None = Field(default=None, description="the paper attached, where the act needs one")
    attachment_needed: bool = Field(default=False, description="the act's type certifies an attached paper")
    needed_roles: list[PartyRole] = Field(
        description="the roles this act type needs among its parties before the notary sees it"
    )
    subject_kinds: list[SubjectKind] = Field(
        description="the kinds of subject this act type needs one of (none: it has no subject)"
    )
    missing: list[Missing] = Field(
        description="what the act still needs before it can be sent for check, while its applicant prepares it"
    )
    notes: list[NotePublic] = Field(description="notes and the notary's remarks, oldest first: their history")
    invoices: list[InvoicePublic] = Field(description="the act's invoices once issued (step 4 on)")
    visit: dict[str, str] | None = None
    regnum: str | None
    regdate: date | None
    verification_code: str | None = None
    actions: list[str]
    changes: list[Change] = Field(
        description="what else the caller may do now: add or remove parties and subjects, set the terms, attach the "
        "paper, write notes, pay the unpaid invoices"
    )
    party_roles: list[PartyRole] = Field(description="the roles the applicant may invite now")
    juridical_roles: list[PartyRole] = Field(
        description="those of `party_roles` an organisation may take, named by its tax id"
    )


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
    regnum: Line | None = Field(default=None, max_length=32)
    type: Id | None = None
    office: Id | None = None
    notary: Id | None = None
    step: int | None = Field(default=None, ge=1, le=9)
    page: Page = 1
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
