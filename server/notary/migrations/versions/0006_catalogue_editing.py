"""catalogue editing: who changed a catalogue text and when, so the seed keeps it

Revision ID: 0006_catalogue_editing
Revises: 0005_merge_domains
Create Date: 2026-11-24 07:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0006_catalogue_editing"
down_revision: str | None = "0005_merge_domains"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("catalogue_entry") as batch_op:
        batch_op.add_column(sa.Column("edited_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True))
        batch_op.add_column(sa.Column("edited_by", sa.Integer(), nullable=True))
        batch_op.create_foreign_key("fk_catalogue_entry_edited_by_user", "user", ["edited_by"], ["id"])


def downgrade() -> None:
    with op.batch_alter_table("catalogue_entry") as batch_op:
        batch_op.drop_constraint("fk_catalogue_entry_edited_by_user", type_="foreignkey")
        batch_op.drop_column("edited_by")
        batch_op.drop_column("edited_at")
