from sqlmodel import Field, SQLModel


class SandboxVehicle(SQLModel, table=True):
    """The sandbox vehicle registry: a vehicle by its state number; owners and fines are tables of their own."""

    __tablename__ = "sandbox_vehicle"

    state_number: str = Field(primary_key=True, max_length=15)
    tech_passport_series: str = Field(max_length=5)
    tech_passport_number: str = Field(max_length=10)
    make: str
    model: str
    year: int
    colour: str
    body_number: str = Field(max_length=32)
    engine_number: str = Field(max_length=32)
