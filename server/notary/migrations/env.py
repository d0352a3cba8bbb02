"""Alembic environment: the metadata of every table in notary.models, the engine of the settings."""

from alembic import context
from sqlmodel import SQLModel

import notary.models  # noqa: F401  (registers every table)
from notary.core.db import get_engine

target_metadata = SQLModel.metadata


def run_migrations_online() -> None:
    connection = context.config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    with get_engine().connect() as connection:
        _run(connection)


def _run(connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


run_migrations_online()
