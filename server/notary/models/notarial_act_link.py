from sqlmodel import Field, SQLModel


class NotarialActLink(SQLModel, table=True):
    """A registered act linked to another: a cancellation, a delegation, an amendment."""

    __tablename__ = "notarial_act_link"

    act_id: int = Field(foreign_key="notarial_act.id", primary_key=True)
    linked_act_id: int = Field(foreign_key="notarial_act.id", primary_key=True, index=True)
    relation: str = Field(max_length=16, description="cancels, delegates or amends")
