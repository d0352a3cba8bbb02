"""A production database never carries the sandbox state systems' demo people: their `sandbox_*` tables stay empty.

The tables are found by their prefix in the metadata, so a new sandbox table is covered without being listed."""

from sqlalchemy import Engine, Table, select
from sqlmodel import SQLModel

import notary.models  # noqa: F401  (registers every table)

PREFIX = "sandbox_"


class SandboxRowsInProduction(RuntimeError):
    """The production profile found demo data of the sandbox state systems in its database."""


def sandbox_tables() -> list[Table]:
    return [table for name, table in sorted(SQLModel.metadata.tables.items()) if name.startswith(PREFIX)]


def assert_no_sandbox_rows(engine: Engine) -> None:
    with engine.connect() as connection:
        filled = [
            table.name
            for table in sandbox_tables()
            if connection.execute(select(1).select_from(table).limit(1)).first() is not None
        ]
    if filled:
        raise SandboxRowsInProduction(
            "refusing to start in production: the sandbox tables hold demo rows: "
            + ", ".join(filled)
            + " (delete them; `notary seed` writes them only with NOTARY_SANDBOX on)"
        )
