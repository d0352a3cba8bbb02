"""administration: users' soft deletion, consent to personal data processing and comments; offices' timetables;
kiosks' signed reports

Revision ID: 0019_administration
Revises: 0018_queue
Create Date: 2026-11-27 03:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString, UTCDateTime

revision: str = "0019_administration"
down_revision: str | None = "0018_queue"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("user") as batch_op:
        batch_op.add_column(sa.Column("personal_data_consent", sa.Boolean(), nullable=False, server_default=sa.false()))
        batch_op.add_column(sa.Column("personal_data_consent_at", UTCDateTime(), nullable=True))
        batch_op.add_column(sa.Column("deleted_at", UTCDateTime(), nullable=True))
    # Until now the accepted public offer was the consent: whoever accepted it has given it, then.
    op.execute(
        'UPDATE "user" SET personal_data_consent = true, personal_data_consent_at = updated_at WHERE termsofuse = 1'
    )
    with op.batch_alter_table("user") as batch_op:
        batch_op.alter_column("personal_data_consent", existing_type=sa.Boolean(), server_default=None)
    with op.batch_alter_table("notary_office") as batch_op:
        batch_op.add_column(sa.Column("timetable", sa.JSON(), nullable=False, server_default="[]"))
    with op.batch_alter_table("notary_office") as batch_op:
        batch_op.alter_column("timetable", existing_type=sa.JSON(), server_default=None)
    op.create_table(
        "user_comment",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("author_user_id", sa.Integer(), nullable=False),
        sa.Column("text", AutoString(length=2000), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["user.id"], name="fk_user_comment_user_id_user"),
        sa.ForeignKeyConstraint(["author_user_id"], ["user.id"], name="fk_user_comment_author_user_id_user"),
        sa.PrimaryKeyConstraint("id", name="pk_user_comment"),
    )
    op.create_index("ix_user_comment_user_id", "user_comment", ["user_id"])
    op.create_table(
        "kiosk_report",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("kiosk_id", AutoString(length=32), nullable=False),
        sa.Column("received_at", UTCDateTime(), nullable=False),
        sa.Column("report", sa.JSON(), nullable=False),
        sa.Column("signature", AutoString(length=4096), nullable=False),
        sa.Column("verified", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["kiosk_id"], ["kiosk.id"], name="fk_kiosk_report_kiosk_id_kiosk"),
        sa.PrimaryKeyConstraint("id", name="pk_kiosk_report"),
    )
    op.create_index("ix_kiosk_report_kiosk_received", "kiosk_report", ["kiosk_id", "received_at"])


def downgrade() -> None:
    op.drop_index("ix_kiosk_report_kiosk_received", table_name="kiosk_report")
    op.drop_table("kiosk_report")
    op.drop_index("ix_user_comment_user_id", table_name="user_comment")
    op.drop_table("user_comment")
    with op.batch_alter_table("notary_office") as batch_op:
        batch_op.drop_column("timetable")
    with op.batch_alter_table("user") as batch_op:
        batch_op.drop_column("deleted_at")
        batch_op.drop_column("personal_data_consent_at")
        batch_op.drop_column("personal_data_consent")
