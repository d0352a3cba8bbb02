"""invoices of the acts and the payment gateway's transactions

Revision ID: 0013_invoices_payments
Revises: 0012_journal
Create Date: 2026-11-24 21:20:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString, UTCDateTime

revision: str = "0013_invoices_payments"
down_revision: str | None = "0012_journal"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LIVE_STATES = "state IN (1, 2)"  # as models.payme_transaction: a migration keeps its own copy


def upgrade() -> None:
    op.create_table(
        "invoice",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("act_id", sa.Integer(), nullable=False),
        sa.Column("act_uuid", AutoString(length=36), nullable=False),
        sa.Column("purpose", sa.String(length=16), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("proposed", sa.BigInteger(), nullable=False),
        sa.Column("reason", AutoString(length=1000), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("paid_at", UTCDateTime(), nullable=True),
        sa.Column("refunded_at", UTCDateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_invoice"),
        sa.ForeignKeyConstraint(["act_id"], ["notarial_act.id"], name="fk_invoice_act_id_notarial_act"),
    )
    op.create_index("ix_invoice_act_id", "invoice", ["act_id"])

    op.create_table(
        "payme_transaction",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("payme_id", AutoString(length=64), nullable=False),
        sa.Column("invoice_id", sa.Integer(), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("state", sa.Integer(), nullable=False),
        sa.Column("payme_time", sa.BigInteger(), nullable=False),
        sa.Column("create_time", sa.BigInteger(), nullable=False),
        sa.Column("perform_time", sa.BigInteger(), nullable=False),
        sa.Column("cancel_time", sa.BigInteger(), nullable=False),
        sa.Column("reason", sa.Integer(), nullable=True),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_payme_transaction"),
        sa.ForeignKeyConstraint(["invoice_id"], ["invoice.id"], name="fk_payme_transaction_invoice_id_invoice"),
        sa.UniqueConstraint("payme_id", name="uq_payme_transaction_payme_id"),
    )
    op.create_index("ix_payme_transaction_invoice_id", "payme_transaction", ["invoice_id"])
    live = sa.text(LIVE_STATES)
    op.create_index(
        "ix_payme_transaction_live_invoice",
        "payme_transaction",
        ["invoice_id"],
        unique=True,
        postgresql_where=live,
        sqlite_where=live,
    )


def downgrade() -> None:
    op.drop_table("payme_transaction")
    op.drop_table("invoice")
