"""kiosk face-check evidence and request token ids

Revision ID: 0021_kiosk_evidence
Revises: 0020_login_limits
Create Date: 2026-11-27 06:20:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0021_kiosk_evidence"
down_revision: str | None = "0020_login_limits"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "kiosk_evidence",
        sa.Column("issuer", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("jti", sqlmodel.sql.sqltypes.AutoString(length=128), nullable=False),
        sa.Column("evidence_sha256", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("frames", sa.Integer(), nullable=False),
        sa.Column("expires_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("verified_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("issuer", "jti", name="pk_kiosk_evidence"),
    )
    with op.batch_alter_table("kiosk_evidence", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_kiosk_evidence_expires_at"), ["expires_at"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("kiosk_evidence", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_kiosk_evidence_expires_at"))

    op.drop_table("kiosk_evidence")
