"""Alembic environment: the metadata of every table in notary.models, the engine of the settings."""

from collections.abc import Iterator
from contextlib import contextmanager

from alembic import context
from sqlalchemy import Connection
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


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        # In a list: Alembic gives op.create_table() and the other operations the naming convention of a MetaData
        # target, which would rename what migrations 0001-0006 create. Autogenerate still compares against it and
        # writes the convention's names into a new migration (op.f).
        target_metadata=[target_metadata],
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with _sqlite_foreign_keys_off(connection), context.begin_transaction():
        context.run_migrations()


@contextmanager
def _sqlite_foreign_keys_off(connection: Connection) -> Iterator[None]:
    """Batch mode recreates a SQLite table (copy, drop, rename back), and dropping a table others refer to needs
    foreign keys off (Alembic's batch documentation). SQLite ignores the pragma inside a transaction, so it is set
    on the driver's connection before Alembic begins one, and restored before the connection goes back to the pool.
    A connection handed over inside a transaction keeps its setting: a migration that recreates a referenced table
    says so itself when its rows would be lost."""
    if connection.dialect.name != "sqlite" or connection.in_transaction():
        yield
        return
    driver = connection.connection.driver_connection
    assert driver is not None, "a pooled connection that is checked out has its driver connection"
    enforced = driver.execute("PRAGMA foreign_keys").fetchone()[0]
    driver.execute("PRAGMA foreign_keys=OFF")
    try:
        yield
    finally:
        if connection.in_transaction():
            connection.rollback()
        driver.execute(f"PRAGMA foreign_keys={int(enforced)}")


run_migrations_online()
