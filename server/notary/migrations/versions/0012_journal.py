"""the registry journal (an append-only hash chain) and the registry-number counters

Revision ID: 0012_journal
Revises: 0011_parties_subjects_jobs
Create Date: 2026-11-24 21:10:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString, UTCDateTime

revision: str = "0012_journal"
down_revision: str | None = "0011_parties_subjects_jobs"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

REFUSAL = "journal_entry is append-only"

# PostgreSQL: one function refuses every UPDATE, DELETE and TRUNCATE of the journal.
POSTGRESQL_UP = [
    f"""CREATE FUNCTION journal_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION '{REFUSAL}: % refused', TG_OP;
        END $$""",
    """CREATE TRIGGER journal_entry_append_only BEFORE UPDATE OR DELETE ON journal_entry
       FOR EACH ROW EXECUTE FUNCTION journal_entry_append_only()""",
    """CREATE TRIGGER journal_entry_no_truncate BEFORE TRUNCATE ON journal_entry
       FOR EACH STATEMENT EXECUTE FUNCTION journal_entry_append_only()""",
]
POSTGRESQL_DOWN = [
    "DROP TRIGGER journal_entry_no_truncate ON journal_entry",
    "DROP TRIGGER journal_entry_append_only ON journal_entry",
    "DROP FUNCTION journal_entry_append_only()",
]
# SQLite has no TRUNCATE (its DELETE without WHERE fires the delete trigger).
SQLITE_UP = [
    f"""CREATE TRIGGER journal_entry_no_{operation.lower()} BEFORE {operation} ON journal_entry
        BEGIN SELECT RAISE(ABORT, '{REFUSAL}: {operation} refused'); END"""
    for operation in ("UPDATE", "DELETE")
]
SQLITE_DOWN = ["DROP TRIGGER journal_entry_no_delete", "DROP TRIGGER journal_entry_no_update"]


def _dialect_ddl(postgresql: list[str], sqlite: list[str]) -> None:
    for statement in postgresql if op.get_bind().dialect.name == "postgresql" else sqlite:
        op.execute(statement)


def upgrade() -> None:
    op.create_table(
        "journal_entry",
        sa.Column("seq", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("act_id", sa.Integer(), nullable=False),
        sa.Column("office_id", sa.Integer(), nullable=False),
        sa.Column("regnum", AutoString(length=32), nullable=False),
        sa.Column("regdate", sa.Date(), nullable=False),
        sa.Column("pdf_sha256", AutoString(length=64), nullable=False),
        sa.Column("code", AutoString(length=32), nullable=False),
        sa.Column("prev_hash", AutoString(length=64), nullable=False),
        sa.Column("hash", AutoString(length=64), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("seq", name="pk_journal_entry"),
        sa.ForeignKeyConstraint(["act_id"], ["notarial_act.id"], name="fk_journal_entry_act_id_notarial_act"),
        sa.ForeignKeyConstraint(["office_id"], ["notary_office.id"], name="fk_journal_entry_office_id_notary_office"),
        sa.UniqueConstraint("act_id", name="uq_journal_entry_act_id"),
        sa.UniqueConstraint("code", name="uq_journal_entry_code"),
    )
    _dialect_ddl(POSTGRESQL_UP, SQLITE_UP)
    op.create_table(
        "regnum_counter",
        sa.Column("office_id", sa.Integer(), nullable=False),
        sa.Column("regdate", sa.Date(), nullable=False),
        sa.Column("last", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("office_id", "regdate", name="pk_regnum_counter"),
        sa.ForeignKeyConstraint(["office_id"], ["notary_office.id"], name="fk_regnum_counter_office_id_notary_office"),
    )


def downgrade() -> None:
    op.drop_table("regnum_counter")
    _dialect_ddl(POSTGRESQL_DOWN, SQLITE_DOWN)
    op.drop_table("journal_entry")
