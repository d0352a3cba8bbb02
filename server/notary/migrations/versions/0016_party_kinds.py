"""party kinds: a juridical party by its tax id, the represented party, the guardian body, the interpreter's
languages; the sandbox register of legal entities

Revision ID: 0016_party_kinds
Revises: 0015_act_terms
Create Date: 2026-11-25 03:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0016_party_kinds"
down_revision: str | None = "0015_act_terms"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

Text = sqlmodel.sql.sqltypes.AutoString


def _columns() -> list[sa.Column]:
    return [
        sa.Column("inn", Text(length=9), nullable=True),
        sa.Column("organisation", Text(length=500), nullable=True),
        sa.Column("represented_party_id", sa.Integer(), nullable=True),
        sa.Column("guardian_body", Text(length=500), nullable=False, server_default=""),
        sa.Column("interpreter", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column("translate_from", Text(length=8), nullable=True),
        sa.Column("translate_to", Text(length=8), nullable=True),
    ]


def upgrade() -> None:
    with op.batch_alter_table("notarial_act_party") as batch_op:
        for column in _columns():
            batch_op.add_column(column)
        batch_op.create_foreign_key(
            "fk_notarial_act_party_represented_party_id_notarial_act_party",
            "notarial_act_party",
            ["represented_party_id"],
            ["id"],
        )
    op.create_table(
        "sandbox_organisation",
        sa.Column("inn", Text(length=9), nullable=False),
        sa.Column("name", Text(), nullable=False),
        sa.Column("address", Text(), nullable=False),
        sa.Column("director_pin", Text(length=14), nullable=False),
        sa.Column("director_surname", Text(), nullable=False),
        sa.Column("director_name", Text(), nullable=False),
        sa.Column("director_patronymic", Text(), nullable=False),
        sa.Column("liquidated_on", sa.Date(), nullable=True),
        sa.PrimaryKeyConstraint("inn", name="pk_sandbox_organisation"),
    )


def downgrade() -> None:
    op.drop_table("sandbox_organisation")
    with op.batch_alter_table("notarial_act_party") as batch_op:
        batch_op.drop_constraint("fk_notarial_act_party_represented_party_id_notarial_act_party", type_="foreignkey")
        for column in reversed(_columns()):
            batch_op.drop_column(column.name)
