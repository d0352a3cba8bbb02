"""Shared column helpers of the tables, and the naming convention every table's constraints and indexes follow."""

from datetime import UTC, datetime

from sqlmodel import SQLModel

# Every constraint and index gets a name the database does not choose, the same on PostgreSQL and SQLite, so a
# migration can drop or alter it by that name. Set before any table class exists: the names are given when a
# constraint joins its table. "ix" is SQLAlchemy's default, so the existing indexes keep their names.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
SQLModel.metadata.naming_convention = NAMING_CONVENTION


def utcnow() -> datetime:
    """Aware UTC: SQLModel stores datetimes as UTC and refuses naive ones."""
    return datetime.now(UTC)
