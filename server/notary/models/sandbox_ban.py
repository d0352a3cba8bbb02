from datetime import date

from sqlmodel import Field, SQLModel


class SandboxBan(SQLModel, table=True):
    """The sandbox bans registry: a ban or arrest on a person's property."""

    __tablename__ = "sandbox_ban"

    id: int | None = Field(default=None, primary_key=True)
    owner_pin: str = Field(max_length=14, index=True)
    property_kind: str = Field(max_length=16, description="vehicle or realty")
    property_ref: str = Field(max_length=32, description="state number or cadastre number")
    state: str = Field(max_length=16, description="active or lifted")
    start_date: date
    doc_date: date
    doc_number: str = Field(max_length=32)
    ban_type: str = Field(max_length=32)
    official: str
    organisation: str
