"""when a session's earlier token generations were rotated out

Revision ID: 0023_session_rotations
Revises: 0022_video_conferences
Create Date: 2026-11-27 14:20:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0023_session_rotations"
down_revision: str | None = "0022_video_conferences"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # An open session remembers its previous rotation only (rotated_at), as before.
    with op.batch_alter_table("user_session") as batch_op:
        batch_op.add_column(sa.Column("earlier_rotations", sa.JSON(), nullable=False, server_default="[]"))
    with op.batch_alter_table("user_session") as batch_op:
        batch_op.alter_column("earlier_rotations", existing_type=sa.JSON(), server_default=None)


def downgrade() -> None:
    with op.batch_alter_table("user_session") as batch_op:
        batch_op.drop_column("earlier_rotations")
