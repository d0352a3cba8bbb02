"""one name per concept: the patronymic, an audit event's target, a civil record's person, a catalogue entry's
parties, and `registered` for an act in the registry (docs/glossary.md)

Revision ID: 0008_one_name_per_concept
Revises: 0007_named_constraints
Create Date: 2026-11-24 16:10:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0008_one_name_per_concept"
down_revision: str | None = "0007_named_constraints"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# (table, old name, new name)
COLUMNS = [
    ("user", "lastname", "patronymic"),
    ("sandbox_person", "lastname", "patronymic"),
    ("audit_event", "subject", "target"),
    ("sandbox_civil_record", "subject_pin", "person_pin"),
    ("catalogue_entry", "participants", "parties"),
]


def _rename(renames: list[tuple[str, str, str]]) -> None:
    for table, old, new in renames:
        with op.batch_alter_table(table) as batch_op:
            batch_op.alter_column(old, new_column_name=new)


def upgrade() -> None:
    op.drop_index("ix_sandbox_civil_record_subject_pin", table_name="sandbox_civil_record")
    _rename(COLUMNS)
    op.create_index("ix_sandbox_civil_record_person_pin", "sandbox_civil_record", ["person_pin"])
    op.execute("UPDATE notarial_act SET state = 'registered' WHERE state = 'active'")


def downgrade() -> None:
    op.execute("UPDATE notarial_act SET state = 'active' WHERE state = 'registered'")
    op.drop_index("ix_sandbox_civil_record_person_pin", table_name="sandbox_civil_record")
    _rename([(table, new, old) for table, old, new in COLUMNS])
    op.create_index("ix_sandbox_civil_record_subject_pin", "sandbox_civil_record", ["subject_pin"])
