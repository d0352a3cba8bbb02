from sqlmodel import Field, SQLModel


class ActType(SQLModel, table=True):
    """A kind of notarial act, with the ids of docs/contracts/entities.md#act-types."""

    __tablename__ = "act_type"

    id: int = Field(primary_key=True)
    name_oz: str
    name_uz: str
    name_ru: str
    section_oz: str = ""
    section_uz: str = ""
    section_ru: str = ""
    simplified: bool = False
    kiosk: bool = False
    position: int = 0
