from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Column, Index
from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class KioskReport(SQLModel, table=True):
    """A health or device-test report a kiosk sent, kept with the signature it came with, so the fleet page can show
    whether each one verifies against the kiosk's enrolled key."""

    __tablename__ = "kiosk_report"
    __table_args__ = (Index("ix_kiosk_report_kiosk_received", "kiosk_id", "received_at"),)

    id: int | None = Field(default=None, primary_key=True)
    kiosk_id: str = Field(foreign_key="kiosk.id", max_length=32)
    received_at: datetime = Field(default_factory=utcnow)
    report: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    signature: str = Field(default="", max_length=4096, description="the report's compact JWS as the kiosk sent it")
    verified: bool = Field(description="the signature verified against the kiosk's enrolled key when received")
