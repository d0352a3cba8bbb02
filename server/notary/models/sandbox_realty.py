from sqlmodel import Field, SQLModel


class SandboxRealty(SQLModel, table=True):
    """The sandbox cadastre: a piece of real estate by its cadastre number."""

    __tablename__ = "sandbox_realty"

    cadastre_number: str = Field(primary_key=True, max_length=32)
    kind: str = Field(max_length=16, description="flat, house, land or non_residential")
    region_id: int
    address: str
    area: float = Field(description="total area, m²")
    rooms: int | None = None
