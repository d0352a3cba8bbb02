from sqlmodel import Field, SQLModel


class District(SQLModel, table=True):
    """A district or city of a region (SOATO code as id)."""

    id: int = Field(primary_key=True)
    region_id: int = Field(foreign_key="region.id", index=True)
    name_oz: str
    name_uz: str
    name_ru: str
    position: int = 0
