"""more state systems: the vehicle registry's owners with shares and its fines, the cadastre, the SMS outbox

Revision ID: 0010_more_state_systems
Revises: 0009_act_workflow
Create Date: 2026-11-24 16:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel.sql.sqltypes
from alembic import op

revision: str = "0010_more_state_systems"
down_revision: str | None = "0009_act_workflow"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "sandbox_vehicle_owner",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("state_number", sqlmodel.sql.sqltypes.AutoString(length=15), nullable=False),
        sa.Column("owner_pin", sqlmodel.sql.sqltypes.AutoString(length=14), nullable=False),
        sa.Column("share_numerator", sa.Integer(), nullable=False),
        sa.Column("share_denominator", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["state_number"],
            ["sandbox_vehicle.state_number"],
            name="fk_sandbox_vehicle_owner_state_number_sandbox_vehicle",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_sandbox_vehicle_owner"),
        sa.UniqueConstraint("state_number", "owner_pin", name="uq_sandbox_vehicle_owner_state_number_owner_pin"),
    )
    op.create_index("ix_sandbox_vehicle_owner_state_number", "sandbox_vehicle_owner", ["state_number"])
    op.create_index("ix_sandbox_vehicle_owner_owner_pin", "sandbox_vehicle_owner", ["owner_pin"])
    # The one owner of each vehicle so far owns it whole.
    op.execute(
        "INSERT INTO sandbox_vehicle_owner (state_number, owner_pin, share_numerator, share_denominator) "
        "SELECT state_number, owner_pin, 1, 1 FROM sandbox_vehicle"
    )
    op.drop_index("ix_sandbox_vehicle_owner_pin", table_name="sandbox_vehicle")
    with op.batch_alter_table("sandbox_vehicle") as batch_op:
        batch_op.drop_column("owner_pin")

    op.create_table(
        "sandbox_vehicle_fine",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("state_number", sqlmodel.sql.sqltypes.AutoString(length=15), nullable=False),
        sa.Column("decision_number", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("issued_on", sa.Date(), nullable=False),
        sa.Column("amount", sa.Integer(), nullable=False),
        sa.Column("paid", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["state_number"],
            ["sandbox_vehicle.state_number"],
            name="fk_sandbox_vehicle_fine_state_number_sandbox_vehicle",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_sandbox_vehicle_fine"),
    )
    op.create_index("ix_sandbox_vehicle_fine_state_number", "sandbox_vehicle_fine", ["state_number"])

    op.create_table(
        "sandbox_realty",
        sa.Column("cadastre_number", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("kind", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("region_id", sa.Integer(), nullable=False),
        sa.Column("address", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("area", sa.Float(), nullable=False),
        sa.Column("rooms", sa.Integer(), nullable=True),
        sa.PrimaryKeyConstraint("cadastre_number", name="pk_sandbox_realty"),
    )
    op.create_table(
        "sandbox_realty_owner",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("cadastre_number", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("owner_pin", sqlmodel.sql.sqltypes.AutoString(length=14), nullable=False),
        sa.Column("share_numerator", sa.Integer(), nullable=True),
        sa.Column("share_denominator", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["cadastre_number"],
            ["sandbox_realty.cadastre_number"],
            name="fk_sandbox_realty_owner_cadastre_number_sandbox_realty",
        ),
        sa.PrimaryKeyConstraint("id", name="pk_sandbox_realty_owner"),
        sa.UniqueConstraint("cadastre_number", "owner_pin", name="uq_sandbox_realty_owner_cadastre_number_owner_pin"),
    )
    op.create_index("ix_sandbox_realty_owner_cadastre_number", "sandbox_realty_owner", ["cadastre_number"])
    op.create_index("ix_sandbox_realty_owner_owner_pin", "sandbox_realty_owner", ["owner_pin"])

    op.create_table(
        "sandbox_sms",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("phone", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("text", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("idempotency_key", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("sent_at", sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_sandbox_sms"),
        sa.UniqueConstraint("idempotency_key", name="uq_sandbox_sms_idempotency_key"),
    )
    op.create_index("ix_sandbox_sms_phone", "sandbox_sms", ["phone"])


def downgrade() -> None:
    op.drop_index("ix_sandbox_sms_phone", table_name="sandbox_sms")
    op.drop_table("sandbox_sms")
    op.drop_index("ix_sandbox_realty_owner_owner_pin", table_name="sandbox_realty_owner")
    op.drop_index("ix_sandbox_realty_owner_cadastre_number", table_name="sandbox_realty_owner")
    op.drop_table("sandbox_realty_owner")
    op.drop_table("sandbox_realty")
    op.drop_index("ix_sandbox_vehicle_fine_state_number", table_name="sandbox_vehicle_fine")
    op.drop_table("sandbox_vehicle_fine")

    # A vehicle goes back to one owner: the first by pin of its owners ('' when it had none).
    with op.batch_alter_table("sandbox_vehicle") as batch_op:
        batch_op.add_column(sa.Column("owner_pin", sqlmodel.sql.sqltypes.AutoString(length=14), nullable=True))
    op.execute(
        "UPDATE sandbox_vehicle SET owner_pin = COALESCE((SELECT MIN(o.owner_pin) FROM sandbox_vehicle_owner o "
        "WHERE o.state_number = sandbox_vehicle.state_number), '')"
    )
    with op.batch_alter_table("sandbox_vehicle") as batch_op:
        batch_op.alter_column("owner_pin", existing_type=sqlmodel.sql.sqltypes.AutoString(length=14), nullable=False)
    op.create_index("ix_sandbox_vehicle_owner_pin", "sandbox_vehicle", ["owner_pin"])
    op.drop_index("ix_sandbox_vehicle_owner_owner_pin", table_name="sandbox_vehicle_owner")
    op.drop_index("ix_sandbox_vehicle_owner_state_number", table_name="sandbox_vehicle_owner")
    op.drop_table("sandbox_vehicle_owner")
