from datetime import date

from sqlmodel import Field, SQLModel


class SandboxVehicleFine(SQLModel, table=True):
    """The sandbox vehicle registry: a traffic fine on a vehicle."""

    __tablename__ = "sandbox_vehicle_fine"

    id: int | None = Field(default=None, primary_key=True)
    state_number: str = Field(foreign_key="sandbox_vehicle.state_number", max_length=15, index=True)
    decision_number: str = Field(max_length=32)
    issued_on: date
    amount: int = Field(description="in tiyin")
    paid: bool = False
