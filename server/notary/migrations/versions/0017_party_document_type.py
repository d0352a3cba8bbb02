"""party document type: the identity document a person party is named by, whose type shapes its number

Revision ID: 0017_party_document_type
Revises: 0016_party_kinds
Create Date: 2026-11-25 06:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017_party_document_type"
down_revision: str | None = "0016_party_kinds"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("notarial_act_party") as batch_op:
        batch_op.add_column(sa.Column("document_type", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("notarial_act_party") as batch_op:
        batch_op.drop_column("document_type")
