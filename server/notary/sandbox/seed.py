"""Seeds the sandbox state systems with the demo people and their facts. Idempotent: values are set, not added."""

from datetime import date
from pathlib import Path
from typing import Any

from sqlmodel import Session, SQLModel, select

from notary.audit import service as audit
from notary.models import (
    CivilRecordKind,
    RoleAssignment,
    SandboxBan,
    SandboxCivilRecord,
    SandboxDebt,
    SandboxPerson,
    SandboxVehicle,
)
from notary.sandbox.directory import seed_directory
from notary.sandbox.people import DEMO_PEOPLE, ROLES, TASHKENT_CITY
from notary.sandbox.registered_acts import seed_registered_acts

PHOTOS = Path(__file__).resolve().parent / "photos"
DILNOZA, AZIZ, BOBUR, JASUR, KAMOLA = (
    "41403850230012",
    "32107830340017",
    "31002500560039",
    "33011880670041",
    "61804100780052",
)


def _people() -> list[SandboxPerson]:
    people = []
    for demo in DEMO_PEOPLE:
        values = {key: value for key, value in demo.items() if key != "photo"}
        people.append(
            SandboxPerson(
                **values,
                nationality="o'zbek",
                issueorg="IIV Toshkent shahar bosh boshqarmasi",
                issuedate=date(2021, 5, 20),
                exprdate=date(2031, 5, 19),
                regionid=TASHKENT_CITY,
                photo=(PHOTOS / demo["photo"]).read_bytes() if demo["photo"] else None,
            )
        )
    return people


def _upsert_unique(session: Session, model: type[SQLModel], match: dict[str, Any], values: dict[str, Any]) -> None:
    """Rows without a natural primary key: find by their identifying columns, then set the values."""
    query = select(model)
    for column, value in match.items():
        query = query.where(getattr(model, column) == value)
    row = session.exec(query).first() or model(**match)
    for column, value in values.items():
        setattr(row, column, value)
    session.add(row)


def seed_sandbox(session: Session) -> None:
    for person in _people():
        existing = session.get(SandboxPerson, person.pin)
        if existing is None or existing.photo is None or person.photo is not None:
            session.merge(person)
        else:  # a photo adopted from a first face check stays
            session.merge(person.model_copy(update={"photo": existing.photo}))
    for pin, role in ROLES:
        session.merge(RoleAssignment(pin=pin, role=role))
    civil = [
        (
            {"kind": CivilRecordKind.marriage, "person_pin": DILNOZA},
            {
                "record_number": "N-2008-10456",
                "record_date": date(2008, 9, 12),
                "related_pin": AZIZ,
                "event_date": date(2008, 9, 12),
            },
        ),
        (
            {"kind": CivilRecordKind.birth, "person_pin": KAMOLA},
            {
                "record_number": "T-2010-04518",
                "record_date": date(2010, 4, 25),
                "mother_pin": DILNOZA,
                "father_pin": AZIZ,
                "event_date": date(2010, 4, 18),
            },
        ),
        (
            {"kind": CivilRecordKind.death, "person_pin": BOBUR},
            {"record_number": "O-2024-12007", "record_date": date(2024, 12, 3), "event_date": date(2024, 12, 1)},
        ),
    ]
    for match, values in civil:
        _upsert_unique(session, SandboxCivilRecord, match, values)
    session.merge(
        SandboxVehicle(
            state_number="01A123BC",
            owner_pin=DILNOZA,
            tech_passport_series="AAF",
            tech_passport_number="1234567",
            make="Chevrolet",
            model="Cobalt",
            year=2021,
            colour="oq",
            body_number="XWBJA69V0MA123456",
            engine_number="B15D2-2101234",
        )
    )
    session.merge(
        SandboxVehicle(
            state_number="01B777CC",
            owner_pin=JASUR,
            tech_passport_series="AAG",
            tech_passport_number="7654321",
            make="Chevrolet",
            model="Malibu",
            year=2019,
            colour="qora",
            body_number="XWBJA69V0KA777777",
            engine_number="LFV-1907777",
        )
    )
    _upsert_unique(
        session,
        SandboxDebt,
        {"debtor_pin": JASUR, "case_number": "MIB-2024-55120"},
        {"opened_on": date(2024, 10, 14), "amount": 1_850_000_00, "paid": False},
    )
    _upsert_unique(
        session,
        SandboxBan,
        {"owner_pin": JASUR, "property_ref": "01B777CC"},
        {
            "property_kind": "vehicle",
            "state": "active",
            "start_date": date(2025, 3, 1),
            "doc_date": date(2025, 3, 1),
            "doc_number": "MIB-2025-0311",
            "ban_type": "arrest",
            "official": "Sergeli tumani MIB inspektori",
            "organisation": "Majburiy ijro byurosi",
        },
    )
    session.flush()
    seed_directory(session)
    seed_registered_acts(session)  # after the directory: they name its notaries
    audit.record(session, "sandbox_seeded")
