"""named constraints: every primary key, foreign key and unique constraint carries the naming convention's name

Revision ID: 0007_named_constraints
Revises: 0006_catalogue_editing
Create Date: 2026-11-24 15:00:00

Until now the database named them: PostgreSQL by its own rule, SQLite not at all. PostgreSQL renames them in place.
SQLite keeps a constraint's name only in the table's CREATE TABLE text, so each table is recreated (batch mode:
create, copy the rows, drop, rename back) from its reflected self with the names given; that needs foreign keys off
while a referenced table is dropped, which `notary migrate` arranges (migrations/env.py).
"""

from collections import defaultdict
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.sql.schema import ColumnCollectionConstraint

revision: str = "0007_named_constraints"
down_revision: str | None = "0006_catalogue_editing"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# (table, columns, the name PostgreSQL generated, the convention's name), as pg_constraint lists them after 0006.
# Written out, not derived from the models: what this revision does must not change when they do.
RENAMES: list[tuple[str, str, str, str]] = [
    ("act_type", "id", "act_type_pkey", "pk_act_type"),
    ("audit_event", "id", "audit_event_pkey", "pk_audit_event"),
    ("audit_face_image", "id", "audit_face_image_pkey", "pk_audit_face_image"),
    (
        "audit_face_image",
        "audit_event_id",
        "audit_face_image_audit_event_id_fkey",
        "fk_audit_face_image_audit_event_id_audit_event",
    ),
    ("catalogue_entry", "act_type_id,language", "catalogue_entry_pkey", "pk_catalogue_entry"),
    ("catalogue_entry", "act_type_id", "catalogue_entry_act_type_id_fkey", "fk_catalogue_entry_act_type_id_act_type"),
    ("dictionary_version", "id", "dictionary_version_pkey", "pk_dictionary_version"),
    ("district", "id", "district_pkey", "pk_district"),
    ("district", "region_id", "district_region_id_fkey", "fk_district_region_id_region"),
    ("document_type", "id", "document_type_pkey", "pk_document_type"),
    ("face_check_key", "kid", "face_check_key_pkey", "pk_face_check_key"),
    ("inheritance_case", "id", "inheritance_case_pkey", "pk_inheritance_case"),
    ("inheritance_case", "case_number", "inheritance_case_case_number_key", "uq_inheritance_case_case_number"),
    ("inheritance_case", "notary_id", "inheritance_case_notary_id_fkey", "fk_inheritance_case_notary_id_notary"),
    ("inheritance_case", "office_id", "inheritance_case_office_id_fkey", "fk_inheritance_case_office_id_notary_office"),
    ("kiosk", "id", "kiosk_pkey", "pk_kiosk"),
    ("kiosk_enrolment_code", "id", "kiosk_enrolment_code_pkey", "pk_kiosk_enrolment_code"),
    (
        "kiosk_enrolment_code",
        "issued_by",
        "kiosk_enrolment_code_issued_by_fkey",
        "fk_kiosk_enrolment_code_issued_by_user",
    ),
    ("language", "code", "language_pkey", "pk_language"),
    ("login_failure", "id", "login_failure_pkey", "pk_login_failure"),
    ("notarial_act", "id", "notarial_act_pkey", "pk_notarial_act"),
    (
        "notarial_act",
        "office_id,regnum,regdate",
        "notarial_act_office_id_regnum_regdate_key",
        "uq_notarial_act_office_id_regnum_regdate",
    ),
    ("notarial_act", "uuid", "notarial_act_uuid_key", "uq_notarial_act_uuid"),
    ("notarial_act", "act_type_id", "notarial_act_act_type_id_fkey", "fk_notarial_act_act_type_id_act_type"),
    ("notarial_act", "notary_id", "notarial_act_notary_id_fkey", "fk_notarial_act_notary_id_notary"),
    ("notarial_act", "office_id", "notarial_act_office_id_fkey", "fk_notarial_act_office_id_notary_office"),
    ("notarial_act", "region_id", "notarial_act_region_id_fkey", "fk_notarial_act_region_id_region"),
    ("notarial_act_link", "act_id,linked_act_id", "notarial_act_link_pkey", "pk_notarial_act_link"),
    ("notarial_act_link", "act_id", "notarial_act_link_act_id_fkey", "fk_notarial_act_link_act_id_notarial_act"),
    (
        "notarial_act_link",
        "linked_act_id",
        "notarial_act_link_linked_act_id_fkey",
        "fk_notarial_act_link_linked_act_id_notarial_act",
    ),
    ("notarial_act_party", "id", "notarial_act_party_pkey", "pk_notarial_act_party"),
    ("notarial_act_party", "act_id", "notarial_act_party_act_id_fkey", "fk_notarial_act_party_act_id_notarial_act"),
    ("notary", "id", "notary_pkey", "pk_notary"),
    ("notary", "licence_number", "notary_licence_number_key", "uq_notary_licence_number"),
    ("notary", "pin", "notary_pin_key", "uq_notary_pin"),
    ("notary", "office_id", "notary_office_id_fkey", "fk_notary_office_id_notary_office"),
    ("notary_office", "id", "notary_office_pkey", "pk_notary_office"),
    ("notary_office", "district_id", "notary_office_district_id_fkey", "fk_notary_office_district_id_district"),
    ("notary_office", "region_id", "notary_office_region_id_fkey", "fk_notary_office_region_id_region"),
    ("notary_review", "id", "notary_review_pkey", "pk_notary_review"),
    ("notary_review", "notary_id,user_id", "notary_review_notary_id_user_id_key", "uq_notary_review_notary_id_user_id"),
    ("notary_review", "notary_id", "notary_review_notary_id_fkey", "fk_notary_review_notary_id_notary"),
    ("notary_review", "user_id", "notary_review_user_id_fkey", "fk_notary_review_user_id_user"),
    ("region", "id", "region_pkey", "pk_region"),
    ("role_assignment", "pin,role", "role_assignment_pkey", "pk_role_assignment"),
    ("sandbox_ban", "id", "sandbox_ban_pkey", "pk_sandbox_ban"),
    ("sandbox_civil_record", "id", "sandbox_civil_record_pkey", "pk_sandbox_civil_record"),
    ("sandbox_debt", "id", "sandbox_debt_pkey", "pk_sandbox_debt"),
    ("sandbox_person", "pin", "sandbox_person_pkey", "pk_sandbox_person"),
    ("sandbox_vehicle", "state_number", "sandbox_vehicle_pkey", "pk_sandbox_vehicle"),
    ("used_token_id", "issuer,jti", "used_token_id_pkey", "pk_used_token_id"),
    ("user", "id", "user_pkey", "pk_user"),
    ("user", "districtid", "user_districtid_fkey", "fk_user_districtid_district"),
    ("user", "regionid", "user_regionid_fkey", "fk_user_regionid_region"),
    ("user_session", "id", "user_session_pkey", "pk_user_session"),
    ("user_session", "user_id", "user_session_user_id_fkey", "fk_user_session_user_id_user"),
]

_KINDS = {"pk_": sa.PrimaryKeyConstraint, "fk_": sa.ForeignKeyConstraint, "uq_": sa.UniqueConstraint}


def upgrade() -> None:
    _rename(to_convention=True)


def downgrade() -> None:
    _rename(to_convention=False)


def _rename(to_convention: bool) -> None:
    if op.get_bind().dialect.name == "sqlite":
        _recreate_sqlite_tables(to_convention)
        return
    for table, _columns, generated, named in RENAMES:
        old, new = (generated, named) if to_convention else (named, generated)
        op.execute(f'ALTER TABLE "{table}" RENAME CONSTRAINT "{old}" TO "{new}"')


def _recreate_sqlite_tables(to_convention: bool) -> None:
    """Each table recreated from its reflection, the listed constraints named (upgrade) or unnamed (downgrade)."""
    bind = op.get_bind()
    names: dict[str, dict[tuple[type, tuple[str, ...]], str]] = defaultdict(dict)
    for table, columns, _generated, named in RENAMES:
        names[table][(_KINDS[named[:3]], tuple(columns.split(",")))] = named
    _refuse_while_foreign_keys_are_enforced(bind, list(names))
    for table_name, wanted in names.items():
        reflected = sa.Table(
            table_name,
            sa.MetaData(),
            autoload_with=bind,
            listeners=[("column_reflect", op.get_context().impl.autogen_column_reflect)],
        )
        found = 0
        for constraint in reflected.constraints:
            if not isinstance(constraint, ColumnCollectionConstraint):
                continue
            name = wanted.get((type(constraint), tuple(constraint.columns.keys())))
            if name is not None and constraint.name == (None if to_convention else name):
                constraint.name = name if to_convention else None
                found += 1
        if found != len(wanted):
            raise RuntimeError(f"{table_name}: {len(wanted) - found} of its constraints are not as 0006 left them")
        with op.batch_alter_table(table_name, recreate="always", copy_from=reflected):
            pass
    if violations := bind.exec_driver_sql("PRAGMA foreign_key_check").fetchall():
        raise RuntimeError(f"rows refer to rows that do not exist (table, rowid, parent, key): {violations[:10]}")


def _refuse_while_foreign_keys_are_enforced(bind: sa.Connection, tables: list[str]) -> None:
    """Dropping a table whose rows others refer to fails while SQLite enforces foreign keys, and the pragma cannot
    change inside a transaction: say so plainly rather than "FOREIGN KEY constraint failed" half-way."""
    if not bind.exec_driver_sql("PRAGMA foreign_keys").scalar():
        return
    filled = [name for name in tables if bind.execute(sa.select(1).select_from(sa.table(name)).limit(1)).first()]
    if filled:
        raise RuntimeError(
            "revision 0007 recreates SQLite tables and needs PRAGMA foreign_keys=OFF, set before the transaction, "
            f"while they hold rows ({', '.join(filled)}): run it with `notary migrate`, which does"
        )
