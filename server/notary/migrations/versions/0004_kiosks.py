"""kiosks: enrolled kiosks and their one-time enrolment codes

Revision ID: 0004_kiosks
Revises: 0001
Create Date: 2026-11-22 05:58:13.001311
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0004_kiosks"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "kiosk",
        sa.Column("id", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("location", sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
        sa.Column("office", sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
        sa.Column("public_jwk", sa.JSON(), nullable=False),
        sa.Column("kid", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("state", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("enrolled_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("revoked_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.Column("last_heartbeat_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.Column("last_diagnostics", sa.JSON(), nullable=True),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("kiosk", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_kiosk_kid"), ["kid"], unique=True)

    op.create_table(
        "kiosk_enrolment_code",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("code_hash", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("kiosk_id", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("location", sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
        sa.Column("office", sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
        sa.Column("issued_by", sa.Integer(), nullable=True),
        sa.Column("issued_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("expires_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("used_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["issued_by"],
            ["user.id"],
        ),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("kiosk_enrolment_code", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_kiosk_enrolment_code_code_hash"), ["code_hash"], unique=True)
        batch_op.create_index(batch_op.f("ix_kiosk_enrolment_code_kiosk_id"), ["kiosk_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("kiosk_enrolment_code", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_kiosk_enrolment_code_kiosk_id"))
        batch_op.drop_index(batch_op.f("ix_kiosk_enrolment_code_code_hash"))

    op.drop_table("kiosk_enrolment_code")
    with op.batch_alter_table("kiosk", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_kiosk_kid"))

    op.drop_table("kiosk")
