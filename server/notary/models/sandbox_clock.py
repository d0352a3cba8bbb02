from datetime import datetime

from sqlmodel import Field, SQLModel


class SandboxClock(SQLModel, table=True):
    """When the sandbox clock (`NOTARY_SANDBOX_CLOCK`) first read its start instant on this database: every process
    on it (each server worker, a CLI) counts from that one moment, so they all keep the same time."""

    __tablename__ = "sandbox_clock"

    start: datetime = Field(primary_key=True, description="the instant the sandbox clock starts at")
    anchored_at: datetime = Field(description="the real instant it read `start`")
