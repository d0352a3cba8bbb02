"""The migrations: one head, and the schema they build is exactly the one the SQLModel tables describe."""

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlmodel import SQLModel

import notary.models  # noqa: F401  (registers every table)
from notary.core.migrations import alembic_config


def test_there_is_one_head():
    assert len(ScriptDirectory.from_config(alembic_config()).get_heads()) == 1


def test_the_migrated_schema_matches_the_models(engine):
    with engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), SQLModel.metadata)
    assert differences == []
