"""video conferences

Revision ID: 0022_video_conferences
Revises: 0021_kiosk_evidence
Create Date: 2026-11-27 10:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0022_video_conferences"
down_revision: str | None = "0021_kiosk_evidence"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "video_call",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("act_id", sa.Integer(), nullable=False),
        sa.Column("visit_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("room", sa.Integer(), nullable=False),
        sa.Column("secret", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("pin", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("started_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.Column("started_by", sa.Integer(), nullable=True),
        sa.Column("ended_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.Column("recording_state", sa.String(length=16), nullable=False),
        sa.Column("recording_file", sqlmodel.sql.sqltypes.AutoString(length=255), nullable=False),
        sa.Column("recording_sha256", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("recording_seconds", sa.Float(), nullable=True),
        sa.Column("recording_gaps", sa.JSON(), nullable=False),
        sa.Column("recording_expires_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.Column("mixing_until", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.Column("created_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["act_id"], ["notarial_act.id"], name=op.f("fk_video_call_act_id_notarial_act")),
        sa.ForeignKeyConstraint(["started_by"], ["user.id"], name=op.f("fk_video_call_started_by_user")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_video_call")),
        sa.UniqueConstraint("act_id", "visit_at", name=op.f("uq_video_call_act_id_visit_at")),
        sa.UniqueConstraint("room", name=op.f("uq_video_call_room")),
    )
    with op.batch_alter_table("video_call", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_video_call_act_id"), ["act_id"], unique=False)

    op.create_table(
        "video_participant",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("call_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("name", sqlmodel.sql.sqltypes.AutoString(length=300), nullable=False),
        sa.Column("feed", sa.Integer(), nullable=False),
        sa.Column("access_hash", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("ready_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.Column("camera", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("bandwidth_mbps", sa.Float(), nullable=True),
        sa.Column("joined_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.Column("present", sa.Boolean(), nullable=False),
        sa.Column("presence", sa.JSON(), nullable=False),
        sa.Column("quality", sa.Integer(), nullable=True),
        sa.Column("quality_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(["call_id"], ["video_call.id"], name=op.f("fk_video_participant_call_id_video_call")),
        sa.ForeignKeyConstraint(["user_id"], ["user.id"], name=op.f("fk_video_participant_user_id_user")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_video_participant")),
        sa.UniqueConstraint("call_id", "feed", name=op.f("uq_video_participant_call_id_feed")),
        sa.UniqueConstraint("call_id", "user_id", name=op.f("uq_video_participant_call_id_user_id")),
    )
    with op.batch_alter_table("video_participant", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_video_participant_call_id"), ["call_id"], unique=False)

    # A plain ADD COLUMN (never a copy of the table, which would drop its append-only triggers); no row is updated.
    op.add_column(
        "journal_entry",
        sa.Column("recording_sha256", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False, server_default=""),
    )


def downgrade() -> None:
    op.drop_column("journal_entry", "recording_sha256")

    with op.batch_alter_table("video_participant", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_video_participant_call_id"))

    op.drop_table("video_participant")
    with op.batch_alter_table("video_call", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_video_call_act_id"))

    op.drop_table("video_call")
