from sqlmodel import Field, SQLModel


class RoleAssignment(SQLModel, table=True):
    """A role held by the person with this pin (assigned before or after their first login)."""

    __tablename__ = "role_assignment"

    pin: str = Field(max_length=14, primary_key=True)
    role: str = Field(max_length=32, primary_key=True, description="citizen is implied; notary, admin")
