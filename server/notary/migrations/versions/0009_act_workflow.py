"""act workflow: an act's step, registration type, version and times; a party's answer; drafts have no registry
number yet

Revision ID: 0009_act_workflow
Revises: 0008_one_name_per_concept
Create Date: 2026-11-24 16:20:00
"""

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0009_act_workflow"
down_revision: str | None = "0008_one_name_per_concept"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Every act so far is in the registry: step 9, sent long ago.
ACT_COLUMNS: list[tuple[sa.Column[Any], str]] = [
    (sa.Column("step", sa.Integer(), nullable=True), "9"),
    (sa.Column("registration_type", sa.Integer(), nullable=True), "1"),
    (sa.Column("sent", sa.Boolean(), nullable=True), "true"),
    (sa.Column("version", sa.Integer(), nullable=True), "1"),
    (sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True), "CURRENT_TIMESTAMP"),
    (sa.Column("updated_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True), "CURRENT_TIMESTAMP"),
]
PARTY_COLUMNS: list[sa.Column[Any]] = [
    sa.Column("applicant", sa.Boolean(), nullable=False, server_default=sa.false()),
    sa.Column("status", sa.String(length=16), nullable=True),
    sa.Column("reason", sa.String(length=500), nullable=False, server_default=""),
    sa.Column("phone", sa.String(length=16), nullable=False, server_default=""),
]


def upgrade() -> None:
    with op.batch_alter_table("notarial_act") as batch_op:
        for column, _value in ACT_COLUMNS:
            batch_op.add_column(column)
    for column, value in ACT_COLUMNS:
        op.execute(f"UPDATE notarial_act SET {column.name} = {value}")
    with op.batch_alter_table("notarial_act") as batch_op:
        for column, _value in ACT_COLUMNS:
            batch_op.alter_column(column.name, existing_type=column.type, nullable=False)
        batch_op.alter_column("regnum", existing_type=sa.String(length=32), nullable=True)
        batch_op.alter_column("regdate", existing_type=sa.Date(), nullable=True)
    with op.batch_alter_table("notarial_act_party") as batch_op:
        for column in PARTY_COLUMNS:
            batch_op.add_column(column)
    # Parties of registered acts had accepted.
    op.execute("UPDATE notarial_act_party SET status = 'accepted'")
    with op.batch_alter_table("notarial_act_party") as batch_op:
        for column in PARTY_COLUMNS:
            batch_op.alter_column(column.name, existing_type=column.type, server_default=None)


def downgrade() -> None:
    op.execute("DELETE FROM notarial_act_party WHERE act_id IN (SELECT id FROM notarial_act WHERE regnum IS NULL)")
    op.execute("DELETE FROM notarial_act WHERE regnum IS NULL")
    with op.batch_alter_table("notarial_act_party") as batch_op:
        for column in reversed(PARTY_COLUMNS):
            batch_op.drop_column(column.name)
    with op.batch_alter_table("notarial_act") as batch_op:
        batch_op.alter_column("regdate", existing_type=sa.Date(), nullable=False)
        batch_op.alter_column("regnum", existing_type=sa.String(length=32), nullable=False)
        for column, _value in reversed(ACT_COLUMNS):
            batch_op.drop_column(column.name)
