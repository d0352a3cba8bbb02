"""the act's terms: what its type needs beyond parties and subjects (credit, power of attorney, travel...)

Revision ID: 0015_act_terms
Revises: 0014_documents_visits
Create Date: 2026-11-25 00:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015_act_terms"
down_revision: str | None = "0014_documents_visits"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("notarial_act") as batch:
        batch.add_column(sa.Column("terms", sa.JSON(), nullable=False, server_default="{}"))


def downgrade() -> None:
    with op.batch_alter_table("notarial_act") as batch:
        batch.drop_column("terms")
