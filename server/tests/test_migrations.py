"""The migrations: one head, and the schema they build is exactly the one the SQLModel tables describe, down to the
names of the constraints and indexes; renaming them (0007) keeps every row."""

from collections.abc import Iterator
from datetime import UTC, date, datetime

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlmodel import SQLModel

import notary.models  # noqa: F401  (registers every table)
from notary.core import db
from notary.core.migrations import alembic_config
from notary.core.settings import Settings
from tests.conftest import _database_url

BEFORE_NAMES, NAMING = "0006_catalogue_editing", "0007_named_constraints"
KINDS = {sa.PrimaryKeyConstraint: "pk", sa.ForeignKeyConstraint: "fk", sa.UniqueConstraint: "uq"}


def test_there_is_one_head():
    assert len(ScriptDirectory.from_config(alembic_config()).get_heads()) == 1


def test_the_migrated_schema_matches_the_models(engine):
    with engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), SQLModel.metadata)
    assert differences == []


def test_the_migrated_names_are_the_models_names(engine):
    models = {
        table.name: sorted(
            [
                f"{KINDS[type(constraint)]} {constraint.name}"
                for constraint in table.constraints
                if type(constraint) in KINDS
            ]
            + [f"ix {index.name}" for index in table.indexes]
        )
        for table in SQLModel.metadata.tables.values()
    }
    with engine.connect() as connection:
        assert _names(connection) == models


@pytest.fixture
def engine_0006(request, tmp_path_factory, tmp_path, monkeypatch) -> Iterator[sa.Engine]:
    """Another database of the kind under test, at revision 0006, behind the application's own engine (foreign keys
    enforced on SQLite), which the migrations use as `notary migrate` does."""
    urls = _database_url(request.config.getoption("--db"), tmp_path_factory)
    settings = Settings(database_url=next(urls), data_dir=tmp_path)
    monkeypatch.setattr(db, "get_settings", lambda: settings)
    engine = db.get_engine.__wrapped__()
    monkeypatch.setattr(db, "get_engine", lambda: engine)
    command.upgrade(alembic_config(), BEFORE_NAMES)
    yield engine
    engine.dispose()
    next(urls, None)  # the generator's end: a PostgreSQL database is dropped


def test_naming_the_constraints_keeps_every_row_and_goes_back(engine_0006):
    with engine_0006.begin() as connection:
        _fill(connection)
    with engine_0006.connect() as connection:
        rows, names = _rows(connection), _names(connection)

    command.upgrade(alembic_config(), NAMING)
    renames = ScriptDirectory.from_config(alembic_config()).get_revision(NAMING).module.RENAMES
    generated = {old for _table, _columns, old, _new in renames}
    with engine_0006.connect() as connection:
        assert _rows(connection) == rows
        assert _names(connection) == {
            table: sorted(
                [name for name in found if name.split()[1] not in ("None", *generated)]
                + [f"{new[:2]} {new}" for renamed, _columns, _old, new in renames if renamed == table]
            )
            for table, found in names.items()
        }
        if connection.dialect.name == "sqlite":
            assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1

    command.downgrade(alembic_config(), BEFORE_NAMES)
    with engine_0006.connect() as connection:
        assert (_rows(connection), _names(connection)) == (rows, names)


def _names(connection: sa.Connection) -> dict[str, list[str]]:
    """Each table's primary key, foreign keys, unique constraints and indexes, as "kind name" (name None: unnamed)."""
    inspector = sa.inspect(connection)
    return {
        table: sorted(
            [f"pk {inspector.get_pk_constraint(table)['name']}"]
            + [f"fk {key['name']}" for key in inspector.get_foreign_keys(table)]
            + [f"uq {unique['name']}" for unique in inspector.get_unique_constraints(table)]
            + [f"ix {index['name']}" for index in inspector.get_indexes(table) if "duplicates_constraint" not in index]
        )
        for table in inspector.get_table_names()
        if table != "alembic_version"
    }


def _tables(connection: sa.Connection) -> list[sa.Table]:
    metadata = sa.MetaData()
    metadata.reflect(connection)
    return [table for table in metadata.sorted_tables if table.name != "alembic_version"]


def _fill(connection: sa.Connection) -> None:
    """Two rows in every table, in the order the foreign keys need: row n refers to row n of the table it names."""
    for table in _tables(connection):
        connection.execute(
            table.insert(), [{column.name: _value(column, n) for column in table.columns} for n in (1, 2)]
        )


def _value(column: sa.Column, n: int) -> object:
    return {
        str: str(n),
        int: n,
        bool: n == 2,
        float: n / 4,
        bytes: bytes([n]),
        object: {"n": n},  # JSON
        date: date(2026, 1, n),
        datetime: datetime(2026, 1, n, 12, tzinfo=UTC),
    }[column.type.python_type]


def _rows(connection: sa.Connection) -> dict[str, list[tuple]]:
    return {
        table.name: [tuple(row) for row in connection.execute(sa.select(table).order_by(*table.primary_key.columns))]
        for table in _tables(connection)
    }


def test_one_name_per_concept_renames_keep_the_values(engine_0006):
    """0008: lastname → patronymic, subject → target, participants → parties…; an act `active` in the registry is
    `registered`; and back."""
    with engine_0006.begin() as connection:
        _fill(connection)
        connection.exec_driver_sql("UPDATE notarial_act SET state = 'active' WHERE id = 1")
    command.upgrade(alembic_config(), "head")
    with engine_0006.connect() as connection:
        assert connection.exec_driver_sql('SELECT patronymic FROM "user" ORDER BY id').scalars().all() == ["1", "2"]
        assert connection.exec_driver_sql("SELECT target FROM audit_event ORDER BY id").scalars().all() == ["1", "2"]
        states = connection.exec_driver_sql("SELECT state FROM notarial_act ORDER BY id").scalars().all()
        assert states == ["registered", "2"]
    command.downgrade(alembic_config(), BEFORE_NAMES)
    with engine_0006.connect() as connection:
        assert connection.exec_driver_sql('SELECT lastname FROM "user" ORDER BY id').scalars().all() == ["1", "2"]
        states = connection.exec_driver_sql("SELECT state FROM notarial_act ORDER BY id").scalars().all()
        assert states == ["active", "2"]


def test_a_vehicles_owner_moves_to_the_owners_table_and_back(engine_0006):
    """0010: the one owner of a vehicle owns it whole in `sandbox_vehicle_owner`; going back, it is the owner again."""
    with engine_0006.begin() as connection:
        _fill(connection)
    command.upgrade(alembic_config(), "head")
    with engine_0006.connect() as connection:
        owners = connection.exec_driver_sql(
            "SELECT state_number, owner_pin, share_numerator, share_denominator FROM sandbox_vehicle_owner "
            "ORDER BY state_number"
        ).all()
        assert [tuple(owner) for owner in owners] == [("1", "1", 1, 1), ("2", "2", 1, 1)]
    command.downgrade(alembic_config(), "0009_act_workflow")
    with engine_0006.connect() as connection:
        pins = connection.exec_driver_sql("SELECT owner_pin FROM sandbox_vehicle ORDER BY state_number").scalars()
        assert pins.all() == ["1", "2"]
        assert "sandbox_vehicle_owner" not in sa.inspect(connection).get_table_names()
