"""queue: bookings of a notary's time (a citizen's, or an act's visit), the places they take in the slots, and the
notaries' absences

Revision ID: 0018_queue
Revises: 0017_party_document_type
Create Date: 2026-11-25 07:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString, UTCDateTime

revision: str = "0018_queue"
down_revision: str | None = "0017_party_document_type"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "queue_booking",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uuid", AutoString(length=36), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("notary_id", sa.Integer(), nullable=False),
        sa.Column("office_id", sa.Integer(), nullable=False),
        sa.Column("service_id", sa.Integer(), nullable=False),
        sa.Column("act_id", sa.Integer(), nullable=True),
        sa.Column("starts_at", UTCDateTime(), nullable=False),
        sa.Column("ends_at", UTCDateTime(), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("registered_at", UTCDateTime(), nullable=False),
        sa.Column("phone", AutoString(length=9), nullable=False),
        sa.Column("email", AutoString(length=254), nullable=False),
        sa.Column("description", AutoString(length=500), nullable=False),
        sa.Column("checked_in_at", UTCDateTime(), nullable=True),
        sa.Column("reason", AutoString(length=500), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["user.id"], name="fk_queue_booking_user_id_user"),
        sa.ForeignKeyConstraint(["notary_id"], ["notary.id"], name="fk_queue_booking_notary_id_notary"),
        sa.ForeignKeyConstraint(["office_id"], ["notary_office.id"], name="fk_queue_booking_office_id_notary_office"),
        sa.ForeignKeyConstraint(["service_id"], ["act_type.id"], name="fk_queue_booking_service_id_act_type"),
        sa.ForeignKeyConstraint(["act_id"], ["notarial_act.id"], name="fk_queue_booking_act_id_notarial_act"),
        sa.PrimaryKeyConstraint("id", name="pk_queue_booking"),
        sa.UniqueConstraint("uuid", name="uq_queue_booking_uuid"),
        sa.UniqueConstraint("act_id", name="uq_queue_booking_act_id"),
    )
    op.create_index("ix_queue_booking_notary_starts", "queue_booking", ["notary_id", "starts_at"])
    op.create_index("ix_queue_booking_user_starts", "queue_booking", ["user_id", "starts_at"])
    op.create_table(
        "slot_place",
        sa.Column("notary_id", sa.Integer(), nullable=False),
        sa.Column("starts_at", UTCDateTime(), nullable=False),
        sa.Column("place", sa.Integer(), nullable=False),
        sa.Column("booking_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["notary_id"], ["notary.id"], name="fk_slot_place_notary_id_notary"),
        sa.ForeignKeyConstraint(["booking_id"], ["queue_booking.id"], name="fk_slot_place_booking_id_queue_booking"),
        sa.PrimaryKeyConstraint("notary_id", "starts_at", "place", name="pk_slot_place"),
    )
    op.create_index("ix_slot_place_booking_id", "slot_place", ["booking_id"])
    op.create_table(
        "notary_absence",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("notary_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("date_from", sa.Date(), nullable=False),
        sa.Column("date_to", sa.Date(), nullable=False),
        sa.ForeignKeyConstraint(["notary_id"], ["notary.id"], name="fk_notary_absence_notary_id_notary"),
        sa.PrimaryKeyConstraint("id", name="pk_notary_absence"),
    )
    op.create_index("ix_notary_absence_notary_id", "notary_absence", ["notary_id"])


def downgrade() -> None:
    op.drop_index("ix_notary_absence_notary_id", table_name="notary_absence")
    op.drop_table("notary_absence")
    op.drop_index("ix_slot_place_booking_id", table_name="slot_place")
    op.drop_table("slot_place")
    op.drop_index("ix_queue_booking_user_starts", table_name="queue_booking")
    op.drop_index("ix_queue_booking_notary_starts", table_name="queue_booking")
    op.drop_table("queue_booking")
