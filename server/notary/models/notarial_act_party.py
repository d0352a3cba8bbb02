from datetime import date
from enum import StrEnum

from sqlmodel import Field, SQLModel

from notary.models._types import EnumText


class PartyRole(StrEnum):
    """The part a person plays in an act (the party types of docs/contracts/entities.md#party)."""

    applicant = "applicant"
    seller = "seller"
    buyer = "buyer"
    donor = "donor"
    donee = "donee"
    pledgor = "pledgor"
    pledgee = "pledgee"
    spouse = "spouse"
    parent = "parent"
    child = "child"
    escort = "escort"
    principal = "principal"
    attorney = "attorney"
    heir = "heir"
    translator = "translator"
    owner = "owner"
    resident = "resident"


class PartyStatus(StrEnum):
    """A party's answer to taking part; none (awaiting) until it answers. The applicant is accepted from the start."""

    accepted = "accepted"
    rejected = "rejected"
    exited = "exited"


class PartyClass(StrEnum):
    physical = "physical"
    juridical = "juridical"


class Participation(StrEnum):
    """How a party takes part in the registration: at the notary's office or by video conference."""

    in_person = "in_person"
    video = "video"


class NotarialActParty(SQLModel, table=True):
    """A party of an act, with its role (principal, attorney, seller, buyer...) and its answer."""

    __tablename__ = "notarial_act_party"

    id: int | None = Field(default=None, primary_key=True)
    act_id: int = Field(foreign_key="notarial_act.id", index=True)
    role: PartyRole = Field(sa_type=EnumText(PartyRole))
    pin: str = Field(max_length=14, index=True)
    surname: str
    name: str
    patronymic: str = ""
    applicant: bool = False
    status: PartyStatus | None = Field(default=None, sa_type=EnumText(PartyStatus))
    reason: str = Field(default="", max_length=500, description="why it rejected or exited")
    phone: str = Field(default="", max_length=16)
    party_class: PartyClass = Field(default=PartyClass.physical, sa_type=EnumText(PartyClass))
    participation: Participation = Field(default=Participation.in_person, sa_type=EnumText(Participation))
    passserial: str = Field(default="", max_length=2)
    passnum: str = Field(default="", max_length=20)
    document_type: int | None = Field(
        default=None, description="the identity document's type (dictionaries); none: the applicant's login passport"
    )
    birthdate: date | None = None
    regaddress: str = Field(default="", max_length=500)
    # A juridical party: the organisation by its tax id; pin and name above are then its director's, who answers.
    inn: str | None = Field(default=None, max_length=9)
    organisation: str | None = Field(default=None, max_length=500, description="its name in the register")
    represented_party_id: int | None = Field(
        default=None, foreign_key="notarial_act_party.id", description="the party of the same act this one acts for"
    )
    guardian_body: str = Field(default="", max_length=500, description="the guardianship authority's decision")
    interpreter: bool = Field(default=False, description="takes part through an interpreter")
    translate_from: str | None = Field(default=None, max_length=8, description="a language code of acts.terms_schemas")
    translate_to: str | None = Field(default=None, max_length=8)
