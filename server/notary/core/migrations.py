"""Alembic from code: the migrations live in the package, so an installed server can migrate itself."""

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection

MIGRATIONS = Path(__file__).resolve().parent.parent / "migrations"


def alembic_config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def upgrade(connection: Connection | None = None) -> None:
    command.upgrade(alembic_config(connection), "head")


def new_revision(message: str) -> None:
    command.revision(alembic_config(), message=message, autogenerate=True)
