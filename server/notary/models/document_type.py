from typing import Any

from sqlalchemy import JSON, Column
from sqlmodel import Field, SQLModel


class DocumentType(SQLModel, table=True):
    """An identity document type; `number_rule` says how its number is checked
    (docs/contracts/entities.md#input-masks)."""

    __tablename__ = "document_type"

    id: int = Field(primary_key=True)
    name_oz: str
    name_uz: str
    name_ru: str
    number_rule: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    position: int = 0
