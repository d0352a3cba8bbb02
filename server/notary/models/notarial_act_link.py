from enum import StrEnum

from sqlmodel import Field, SQLModel

from notary.models._types import EnumText


class ActRelation(StrEnum):
    """How a registered act bears on another; seen from the other act it reads `<relation>_by`."""

    cancels = "cancels"
    delegates = "delegates"
    amends = "amends"


class NotarialActLink(SQLModel, table=True):
    """A registered act linked to another: a cancellation, a delegation, an amendment."""

    __tablename__ = "notarial_act_link"

    act_id: int = Field(foreign_key="notarial_act.id", primary_key=True)
    linked_act_id: int = Field(foreign_key="notarial_act.id", primary_key=True, index=True)
    relation: ActRelation = Field(sa_type=EnumText(ActRelation))
