from datetime import datetime

from pydantic import BaseModel


class CountBy(BaseModel):
    id: int
    label: str
    count: int


class MonthCount(BaseModel):
    month: str  # YYYY-MM
    count: int


class Statistics(BaseModel):
    """Registered acts counted three ways, each suited for a chart and the table beside it."""

    generatedAt: datetime
    total: int
    byType: list[CountBy]
    byRegion: list[CountBy]
    byMonth: list[MonthCount]
