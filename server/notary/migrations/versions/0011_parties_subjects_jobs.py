"""the visit, parties' documents and participation, invitations, subjects, notes and remarks, scheduled jobs

Revision ID: 0011_parties_subjects_jobs
Revises: 0010_more_state_systems
Create Date: 2026-11-24 19:40:00
"""

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString, UTCDateTime

revision: str = "0011_parties_subjects_jobs"
down_revision: str | None = "0010_more_state_systems"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

DESK_STATES = "state IN ('draft', 'in_progress')"  # as models.notarial_act: a migration keeps its own copy

# Parties so far are physical persons who come in person.
PARTY_COLUMNS: list[sa.Column[Any]] = [
    sa.Column("party_class", sa.String(length=16), nullable=False, server_default="physical"),
    sa.Column("participation", sa.String(length=16), nullable=False, server_default="in_person"),
    sa.Column("passserial", AutoString(length=2), nullable=False, server_default=""),
    sa.Column("passnum", AutoString(length=20), nullable=False, server_default=""),
    sa.Column("birthdate", sa.Date(), nullable=True),
    sa.Column("regaddress", AutoString(length=500), nullable=False, server_default=""),
]


def _id(table: str) -> list[Any]:
    return [sa.Column("id", sa.Integer(), nullable=False), sa.PrimaryKeyConstraint("id", name=f"pk_{table}")]


def _act_id(table: str) -> list[Any]:
    return [
        sa.Column("act_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["act_id"], ["notarial_act.id"], name=f"fk_{table}_act_id_notarial_act"),
    ]


def upgrade() -> None:
    with op.batch_alter_table("notarial_act") as batch_op:
        batch_op.add_column(sa.Column("visit_at", UTCDateTime(), nullable=True))
    # The notary's lists and desk read by notary, newest first (bench/acts_bench.py measured why).
    op.drop_index("ix_notarial_act_notary_id", table_name="notarial_act")
    op.create_index("ix_notarial_act_notary_created", "notarial_act", ["notary_id", "created_at", "id"])
    desk = sa.text(DESK_STATES)
    op.create_index(
        "ix_notarial_act_desk",
        "notarial_act",
        ["notary_id", "step", "created_at", "id"],
        postgresql_where=desk,
        sqlite_where=desk,
    )
    with op.batch_alter_table("notarial_act_party") as batch_op:
        for column in PARTY_COLUMNS:
            batch_op.add_column(column)

    op.create_table(
        "invitation",
        *_id("invitation"),
        sa.Column("party_id", sa.Integer(), nullable=False),
        sa.Column("token", AutoString(length=43), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("expires_at", UTCDateTime(), nullable=False),
        sa.Column("reminders_sent", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["party_id"], ["notarial_act_party.id"], name="fk_invitation_party_id_notarial_act_party"
        ),
        sa.UniqueConstraint("token", name="uq_invitation_token"),
    )
    op.create_index("ix_invitation_party_id", "invitation", ["party_id"])

    op.create_table(
        "notarial_act_subject",
        *_id("notarial_act_subject"),
        *_act_id("notarial_act_subject"),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("state_number", AutoString(length=15), nullable=True),
        sa.Column("cadastre_number", AutoString(length=32), nullable=True),
        sa.Column("description", AutoString(length=1000), nullable=False),
        sa.Column("price", sa.Numeric(precision=18, scale=2), nullable=True),
        sa.Column("share_numerator", sa.Integer(), nullable=False),
        sa.Column("share_denominator", sa.Integer(), nullable=False),
        sa.Column("recipient_party_id", sa.Integer(), nullable=True),
        sa.Column("disposal_types", sa.JSON(), nullable=False),
        sa.Column("from_registry", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(
            ["recipient_party_id"],
            ["notarial_act_party.id"],
            name="fk_notarial_act_subject_recipient_party_id_notarial_act_party",
        ),
    )
    for name in ("act_id", "state_number", "cadastre_number"):
        op.create_index(f"ix_notarial_act_subject_{name}", "notarial_act_subject", [name])

    op.create_table(
        "notarial_act_note",
        *_id("notarial_act_note"),
        *_act_id("notarial_act_note"),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("author_user_id", sa.Integer(), nullable=False),
        sa.Column("author", AutoString(length=200), nullable=False),
        sa.Column("text", AutoString(length=2000), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(["author_user_id"], ["user.id"], name="fk_notarial_act_note_author_user_id_user"),
    )
    op.create_index("ix_notarial_act_note_act_id", "notarial_act_note", ["act_id"])

    op.create_table(
        "scheduled_job",
        *_id("scheduled_job"),
        sa.Column("kind", AutoString(length=32), nullable=False),
        sa.Column("key", AutoString(length=120), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("run_at", UTCDateTime(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("last_error", AutoString(length=1000), nullable=False),
        sa.Column("done_at", UTCDateTime(), nullable=True),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.UniqueConstraint("key", name="uq_scheduled_job_key"),
    )
    op.create_index("ix_scheduled_job_due", "scheduled_job", ["done_at", "run_at"])


def downgrade() -> None:
    op.drop_table("scheduled_job")
    op.drop_table("notarial_act_note")
    op.drop_table("notarial_act_subject")
    op.drop_table("invitation")
    with op.batch_alter_table("notarial_act_party") as batch_op:
        for column in reversed(PARTY_COLUMNS):
            batch_op.drop_column(column.name)
    op.drop_index("ix_notarial_act_desk", table_name="notarial_act")
    op.drop_index("ix_notarial_act_notary_created", table_name="notarial_act")
    op.create_index("ix_notarial_act_notary_id", "notarial_act", ["notary_id"])
    with op.batch_alter_table("notarial_act") as batch_op:
        batch_op.drop_column("visit_at")
