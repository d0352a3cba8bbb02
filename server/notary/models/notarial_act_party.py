from sqlmodel import Field, SQLModel


class NotarialActParty(SQLModel, table=True):
    """A party of a registered act, with its role (principal, attorney, seller, buyer...)."""

    __tablename__ = "notarial_act_party"

    id: int | None = Field(default=None, primary_key=True)
    act_id: int = Field(foreign_key="notarial_act.id", index=True)
    role: str = Field(max_length=16)
    pin: str = Field(max_length=14, index=True)
    surname: str
    name: str
    patronymic: str = ""
