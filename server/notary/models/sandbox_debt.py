from datetime import date

from sqlmodel import Field, SQLModel


class SandboxDebt(SQLModel, table=True):
    """The sandbox enforcement bureau: an unpaid debt of a person."""

    __tablename__ = "sandbox_debt"

    id: int | None = Field(default=None, primary_key=True)
    debtor_pin: str = Field(max_length=14, index=True)
    case_number: str = Field(max_length=32)
    opened_on: date
    amount: int = Field(description="in tiyin")
    paid: bool = False
