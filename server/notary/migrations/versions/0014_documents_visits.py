"""the acts' kept PDFs (signed print form, resolution), one act per notary and visit slot, the sandbox clock's anchor

Revision ID: 0014_documents_visits
Revises: 0013_invoices_payments
Create Date: 2026-11-24 21:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString, UTCDateTime

revision: str = "0014_documents_visits"
down_revision: str | None = "0013_invoices_payments"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

VISIT_HELD = "state = 'in_progress' AND visit_at IS NOT NULL"  # as models.notarial_act: a migration keeps its own copy


def upgrade() -> None:
    op.create_table(
        "act_document",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("act_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("language", AutoString(length=2), nullable=False),
        sa.Column("content", sa.LargeBinary(), nullable=False),
        sa.Column("sha256", AutoString(length=64), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(["act_id"], ["notarial_act.id"], name="fk_act_document_act_id_notarial_act"),
        sa.PrimaryKeyConstraint("id", name="pk_act_document"),
        sa.UniqueConstraint("act_id", "kind", name="uq_act_document_act_id_kind"),
    )
    op.create_index("ix_act_document_act_id", "act_document", ["act_id"])
    op.create_table(
        "sandbox_clock",
        sa.Column("start", UTCDateTime(), nullable=False),
        sa.Column("anchored_at", UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("start", name="pk_sandbox_clock"),
    )
    op.create_index(
        "uq_notarial_act_notary_visit",
        "notarial_act",
        ["notary_id", "visit_at"],
        unique=True,
        postgresql_where=sa.text(VISIT_HELD),
        sqlite_where=sa.text(VISIT_HELD),
    )


def downgrade() -> None:
    op.drop_index("uq_notarial_act_notary_visit", table_name="notarial_act")
    op.drop_table("sandbox_clock")
    op.drop_index("ix_act_document_act_id", table_name="act_document")
    op.drop_table("act_document")
