from enum import StrEnum

from sqlmodel import Field, SQLModel

from notary.models._types import EnumText


class Role(StrEnum):
    """citizen is everyone's; notary and admin are assigned."""

    citizen = "citizen"
    notary = "notary"
    admin = "admin"


class RoleAssignment(SQLModel, table=True):
    """A role held by the person with this pin (assigned before or after their first login)."""

    __tablename__ = "role_assignment"

    pin: str = Field(max_length=14, primary_key=True)
    role: Role = Field(primary_key=True, sa_type=EnumText(Role, length=32))
