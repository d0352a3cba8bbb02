"""login limits per passport, pin and address

Revision ID: 0020_login_limits
Revises: 0019_administration
Create Date: 2026-11-27 06:20:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString

revision: str = "0020_login_limits"
down_revision: str | None = "0019_administration"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Failures counted until now keep counting per passport and address; they named no pin.
    with op.batch_alter_table("login_failure") as batch_op:
        batch_op.add_column(sa.Column("pin", AutoString(length=14), nullable=False, server_default=""))
        batch_op.create_index("ix_login_failure_pin", ["pin"], unique=False)
    with op.batch_alter_table("login_failure") as batch_op:
        batch_op.alter_column("pin", existing_type=AutoString(length=14), server_default=None)


def downgrade() -> None:
    with op.batch_alter_table("login_failure") as batch_op:
        batch_op.drop_index("ix_login_failure_pin")
        batch_op.drop_column("pin")
