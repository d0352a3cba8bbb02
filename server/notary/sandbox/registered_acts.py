"""The demo registry records of the sandbox contract, with these exact values
(docs/contracts/sandbox.md#demo-registry-records)."""

from datetime import date
from typing import Any

from sqlmodel import Session, col, select

from notary.kit.search import search_key
from notary.models import (
    ActState,
    CaseState,
    InheritanceCase,
    LicenceStatus,
    NotarialAct,
    NotarialActParty,
    Notary,
    NotaryOffice,
    PartyStatus,
)

MALIKA_PIN = "40209790120025"
SERGELI = 1726283
DILNOZA = ("41403850230012", "Karimova", "Dilnoza", "Rustamovna")
AZIZ = ("32107830340017", "Tursunov", "Aziz", "Bahodirovich")
JASUR = ("33011880670041", "Nazarov", "Jasur", "Olimovich")
BOBUR = ("31002500560039", "Qodirov", "Bobur", "Ergashevich")
# 0001234's rights: Aziz may pass on representing Dilnoza and receiving her documents (a delegation may derive
# from it, docs/contracts/sandbox.md#demo-registry-records).
MAIN_POWER = {
    "power": {
        "term_from": "2025-06-10",
        "term_to": "2027-06-10",
        "grants": [
            {"right": "represent", "delegation": True},
            {"right": "receive_documents", "delegation": True},
            {"right": "banking", "delegation": False},
        ],
    }
}


def _sergeli_notary(session: Session) -> Notary:
    statement = (
        select(Notary)
        .join(NotaryOffice, col(NotaryOffice.id) == Notary.office_id)
        .where(NotaryOffice.district_id == SERGELI, Notary.licence_status == LicenceStatus.active)
        .order_by(Notary.licence_number)
    )
    notary = session.exec(statement).first()
    if notary is None:
        raise RuntimeError("the sandbox directory has no active notary in Sergeli: seed the directory first")
    return notary


def _act(session: Session, notary: Notary, regnum: str, regdate: date, values: dict, people: dict) -> None:
    office = session.get(NotaryOffice, notary.office_id)
    assert office is not None
    statement = select(NotarialAct).where(NotarialAct.regnum == regnum, NotarialAct.regdate == regdate)
    act = session.exec(statement).first() or NotarialAct(regnum=regnum, regdate=regdate, **values)
    # Registered: the last step, sent long ago, every party having accepted.
    place = {"notary_id": notary.id, "office_id": office.id, "region_id": office.region_id}
    act.sqlmodel_update({**values, **place, "step": 9, "sent": True})
    session.add(act)
    session.flush()
    assert act.id is not None, "flushed, so the act has its id"
    existing = {
        (party.role, party.pin): party
        for party in session.exec(select(NotarialActParty).where(NotarialActParty.act_id == act.id))
    }
    for role, (pin, surname, name, patronymic) in people.items():
        party = existing.get((role, pin)) or NotarialActParty(act_id=act.id, role=role, pin=pin, surname="", name="")
        party.sqlmodel_update(
            {"surname": surname, "name": name, "patronymic": patronymic, "status": PartyStatus.accepted}
        )
        session.add(party)


def seed_registered_acts(session: Session) -> None:
    """Needs the directory (Malika Rahimova's office). Idempotent: matched by registry number and date, case number."""
    malika = session.exec(select(Notary).where(Notary.pin == MALIKA_PIN)).one()
    _act(
        session,
        malika,
        "0001234",
        date(2025, 6, 10),
        {"act_type_id": 11651, "state": ActState.registered, "termto": date(2027, 6, 10), "terms": MAIN_POWER},
        {"principal": DILNOZA, "attorney": AZIZ},
    )
    _act(
        session,
        _sergeli_notary(session),
        "0001235",
        date(2025, 2, 3),
        # No term was written, so it ran one year, as the Civil Code has it; it was cancelled before that.
        {"act_type_id": 101, "state": ActState.cancelled, "termto": date(2026, 2, 3)},
        {"principal": JASUR, "attorney": AZIZ},
    )
    case = session.exec(select(InheritanceCase).where(InheritanceCase.case_number == "INH-2025-0042")).first()
    pin, surname, name, patronymic = BOBUR
    values: dict[str, Any] = {
        "deceased_pin": pin,
        "deceased_surname": surname,
        "deceased_name": name,
        "deceased_patronymic": patronymic,
        "deceased_surname_key": search_key(surname),
        "deceased_name_key": search_key(name),
        "death_date": date(2024, 12, 1),
        "opened_on": date(2025, 1, 15),
        "notary_id": malika.id,
        "office_id": malika.office_id,
        "state": CaseState.open,
    }
    case = case or InheritanceCase(case_number="INH-2025-0042", **values)
    case.sqlmodel_update(values)
    session.add(case)
    session.flush()
