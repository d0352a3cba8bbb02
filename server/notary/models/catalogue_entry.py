from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Column
from sqlmodel import Field, SQLModel


class CatalogueEntry(SQLModel, table=True):
    """What one act type is and needs, in one language (docs/contracts/portal.md#service-catalogue-details)."""

    __tablename__ = "catalogue_entry"

    act_type_id: int = Field(foreign_key="act_type.id", primary_key=True)
    language: str = Field(max_length=8, primary_key=True)
    legal_description: str
    simplified_description: str
    documents: list[str] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    parties: list[str] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    duration: str
    result: str
    conditions: list[str] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    links: list[dict[str, Any]] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    search_text: str = Field(description="lower-cased name, section and texts, for the catalogue search")
    # Set when an administrator changed the row: `notary seed` then keeps it instead of the release file's text.
    edited_at: datetime | None = None
    edited_by: int | None = Field(default=None, foreign_key="user.id")
