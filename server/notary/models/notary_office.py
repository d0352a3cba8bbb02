from typing import Any

from sqlalchemy import JSON, Column
from sqlmodel import Field, SQLModel


class NotaryOffice(SQLModel, table=True):
    """A notarial office: where notaries receive citizens (a state office or a private notary's)."""

    __tablename__ = "notary_office"

    id: int | None = Field(default=None, primary_key=True)
    name_oz: str
    name_uz: str
    name_ru: str
    region_id: int = Field(foreign_key="region.id", index=True)
    district_id: int = Field(foreign_key="district.id", index=True)
    address: str
    latitude: float
    longitude: float
    phone: str = Field(default="", max_length=16)
    timetable: list[dict[str, Any]] = Field(
        default_factory=list,
        sa_column=Column(JSON, nullable=False),
        description="the office's working days and hours, as a notary's timetable; a new notary's starts from it",
    )
