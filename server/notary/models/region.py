from sqlmodel import Field, SQLModel


class Region(SQLModel, table=True):
    """A first-level region of Uzbekistan (SOATO code as id)."""

    id: int = Field(primary_key=True)
    name_oz: str
    name_uz: str
    name_ru: str
    position: int = 0
