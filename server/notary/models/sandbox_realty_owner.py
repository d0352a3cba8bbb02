from sqlmodel import Field, SQLModel, UniqueConstraint


class SandboxRealtyOwner(SQLModel, table=True):
    """The sandbox cadastre: one owner of a piece of real estate, with a share (joint ownership: no share)."""

    __tablename__ = "sandbox_realty_owner"
    __table_args__ = (UniqueConstraint("cadastre_number", "owner_pin"),)

    id: int | None = Field(default=None, primary_key=True)
    cadastre_number: str = Field(foreign_key="sandbox_realty.cadastre_number", max_length=32, index=True)
    owner_pin: str = Field(max_length=14, index=True)
    share_numerator: int | None = Field(default=None, description="None with the denominator: joint ownership")
    share_denominator: int | None = None
