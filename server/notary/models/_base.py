"""Shared column helpers of the tables."""

from datetime import UTC, datetime


def utcnow() -> datetime:
    """Aware UTC: SQLModel stores datetimes as UTC and refuses naive ones."""
    return datetime.now(UTC)
