from sqlmodel import Field, SQLModel, UniqueConstraint


class SandboxVehicleOwner(SQLModel, table=True):
    """The sandbox vehicle registry: one owner of a vehicle and their share of it (1/1 when alone)."""

    __tablename__ = "sandbox_vehicle_owner"
    __table_args__ = (UniqueConstraint("state_number", "owner_pin"),)

    id: int | None = Field(default=None, primary_key=True)
    state_number: str = Field(foreign_key="sandbox_vehicle.state_number", max_length=15, index=True)
    owner_pin: str = Field(max_length=14, index=True)
    share_numerator: int = 1
    share_denominator: int = 1
