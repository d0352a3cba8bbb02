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
    SandboxOrganisation,
    SandboxPerson,
    SandboxRealty,
    SandboxRealtyOwner,
    SandboxVehicle,
    SandboxVehicleFine,
    SandboxVehicleOwner,
)
from notary.sandbox.directory import seed_directory
from notary.sandbox.people import DEMO_PEOPLE, ROLES, TASHKENT_CITY
from notary.sandbox.registered_acts import seed_registered_acts

PHOTOS = Path(__file__).resolve().parent / "photos"
DILNOZA, AZIZ, BOBUR, JASUR, KAMOLA, TIMUR, SARDOR = (
    "41403850230012",
    "32107830340017",
    "31002500560039",
    "33011880670041",
    "61804100780052",
    "51209160890063",
    "30501900450028",
)


FLAT = "10:01:02:03:0004:0005"
# docs/contracts/sandbox.md#demo-property: each vehicle with its owners (pin, share numerator, share denominator).
VEHICLES: list[tuple[SandboxVehicle, list[tuple[str, int, int]]]] = [
    (
        SandboxVehicle(
            state_number="01A123BC",
            tech_passport_series="AAF",
            tech_passport_number="1234567",
            make="Chevrolet",
            model="Cobalt",
            year=2021,
            colour="oq",
            body_number="XWBJA69V0MA123456",
            engine_number="B15D2-2101234",
        ),
        [(DILNOZA, 1, 1)],
    ),
    (
        SandboxVehicle(
            state_number="01B777CC",
            tech_passport_series="AAG",
            tech_passport_number="7654321",
            make="Chevrolet",
            model="Nexia",
            year=2016,
            colour="kumush",
            body_number="XWB3L32EDGA777777",
            engine_number="F16D3-1607777",
        ),
        [(JASUR, 1, 1)],
    ),
    (
        SandboxVehicle(
            state_number="01C555DD",
            tech_passport_series="AAH",
            tech_passport_number="5555555",
            make="Chevrolet",
            model="Malibu",
            year=2019,
            colour="qora",
            body_number="XWBJA69V0KA555555",
            engine_number="LFV-1905555",
        ),
        [(DILNOZA, 1, 2), (AZIZ, 1, 2)],
    ),
]


# docs/contracts/sandbox.md#demo-organisations: the register of legal entities, each headed by a demo person.
ORGANISATIONS = [
    SandboxOrganisation(
        inn="200833707",
        name='"Xalq banki" AJ',
        address="Toshkent shahri, Shayxontohur tumani, Kattaxo'ja ko'chasi, 46-uy",
        director_pin=SARDOR,
        director_surname="Aliyev",
        director_name="Sardor",
        director_patronymic="Karimovich",
    ),
    SandboxOrganisation(
        inn="305612348",
        name='"Avto Savdo Markazi" MChJ',
        address="Toshkent shahri, Sergeli tumani, Yangi Sergeli ko'chasi, 11-uy",
        director_pin=AZIZ,
        director_surname="Tursunov",
        director_name="Aziz",
        director_patronymic="Bahodirovich",
    ),
    SandboxOrganisation(
        inn="301457896",
        name='"Ipoteka Servis" MChJ',
        address="Toshkent shahri, Chilonzor tumani, Bunyodkor shoh ko'chasi, 3-uy",
        director_pin=JASUR,
        director_surname="Nazarov",
        director_name="Jasur",
        director_patronymic="Olimovich",
        liquidated_on=date(2025, 8, 29),
    ),
]


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
            {"kind": CivilRecordKind.birth, "person_pin": TIMUR},
            {
                "record_number": "T-2016-09377",
                "record_date": date(2016, 9, 19),
                "mother_pin": DILNOZA,
                "father_pin": AZIZ,
                "event_date": date(2016, 9, 12),
            },
        ),
        (
            {"kind": CivilRecordKind.death, "person_pin": BOBUR},
            {"record_number": "O-2024-12007", "record_date": date(2024, 12, 3), "event_date": date(2024, 12, 1)},
        ),
    ]
    for match, values in civil:
        _upsert_unique(session, SandboxCivilRecord, match, values)
    for vehicle, owners in VEHICLES:
        session.merge(vehicle)
        for pin, numerator, denominator in owners:
            _upsert_unique(
                session,
                SandboxVehicleOwner,
                {"state_number": vehicle.state_number, "owner_pin": pin},
                {"share_numerator": numerator, "share_denominator": denominator},
            )
    session.flush()  # the vehicles before the rows that refer to them
    _upsert_unique(
        session,
        SandboxVehicleFine,
        {"state_number": "01B777CC", "decision_number": "BXM-2025-118204"},
        {"issued_on": date(2025, 2, 14), "amount": 375_000_00, "paid": False},
    )
    session.merge(
        SandboxRealty(
            cadastre_number=FLAT,
            kind="flat",
            region_id=TASHKENT_CITY,
            address="Toshkent shahri, Yunusobod tumani, Amir Temur ko'chasi, 107-uy, 45-xonadon",
            area=62.5,
            rooms=3,
        )
    )
    session.flush()
    for pin in (DILNOZA, AZIZ):  # joint ownership: no shares
        _upsert_unique(
            session,
            SandboxRealtyOwner,
            {"cadastre_number": FLAT, "owner_pin": pin},
            {"share_numerator": None, "share_denominator": None},
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
    for organisation in ORGANISATIONS:
        session.merge(organisation)
    session.flush()
    seed_directory(session)
    seed_registered_acts(session)  # after the directory: they name its notaries
    audit.record(session, "sandbox_seeded")
