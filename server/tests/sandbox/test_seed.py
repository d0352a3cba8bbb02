"""The sandbox holds every demo person of docs/contracts/sandbox.md#demo-people with the exact values."""

from datetime import date

import pytest
from sqlmodel import select

from notary.models import (
    RoleAssignment,
    SandboxBan,
    SandboxCivilRecord,
    SandboxDebt,
    SandboxRealtyOwner,
    SandboxVehicle,
    SandboxVehicleFine,
    SandboxVehicleOwner,
)
from notary.sandbox.seed import seed_sandbox
from notary.state_systems.population_registry import SandboxPopulationRegistry

DEMO = [
    ("Dilnoza", "Karimova", "AA", "1234567", "41403850230012", date(1985, 3, 14), True),
    ("Malika", "Rahimova", "AB", "7654321", "40209790120025", date(1979, 9, 2), True),
    ("Aziz", "Tursunov", "AC", "1111111", "32107830340017", date(1983, 7, 21), False),
    ("Sardor", "Aliyev", "AD", "2222222", "30501900450028", date(1990, 1, 5), False),
    ("Bobur", "Qodirov", "AE", "3333333", "31002500560039", date(1950, 2, 10), False),
    ("Jasur", "Nazarov", "AF", "4444444", "33011880670041", date(1988, 11, 30), False),
    ("Kamola", "Tursunova", "AG", "5555555", "61804100780052", date(2010, 4, 18), False),
]


@pytest.mark.parametrize(("name", "surname", "serial", "number", "pin", "born", "has_photo"), DEMO)
def test_demo_person(session, name, surname, serial, number, pin, born, has_photo):
    registry = SandboxPopulationRegistry(session)
    person = registry.find_by_passport(serial, number)
    assert person is not None
    assert (person.name, person.surname, person.pin, person.birthdate) == (name, surname, pin, born)
    assert (registry.photo(pin) is not None) == has_photo


def test_demo_facts(session):
    roles = set(session.exec(select(RoleAssignment.pin, RoleAssignment.role)).all())
    assert roles == {("40209790120025", "notary"), ("30501900450028", "admin")}
    kinds = {(r.kind, r.person_pin) for r in session.exec(select(SandboxCivilRecord))}
    assert kinds == {
        ("marriage", "41403850230012"),
        ("birth", "61804100780052"),
        ("birth", "51209160890063"),
        ("death", "31002500560039"),
    }
    death = session.exec(select(SandboxCivilRecord).where(SandboxCivilRecord.kind == "death")).one()
    assert death.event_date == date(2024, 12, 1)
    owners = set(session.exec(select(SandboxVehicleOwner.state_number, SandboxVehicleOwner.owner_pin)).all())
    assert owners == {
        ("01A123BC", "41403850230012"),
        ("01B777CC", "33011880670041"),
        ("01C555DD", "41403850230012"),
        ("01C555DD", "32107830340017"),
    }
    assert session.get(SandboxVehicle, "01B777CC").model == "Nexia"
    ban = session.exec(select(SandboxBan)).one()
    assert (ban.property_ref, ban.start_date, ban.state) == ("01B777CC", date(2025, 3, 1), "active")
    assert session.exec(select(SandboxDebt)).one().debtor_pin == "33011880670041"


def test_seeding_twice_adds_nothing(session):
    seed_sandbox(session)
    assert len(session.exec(select(SandboxCivilRecord)).all()) == 4
    assert len(session.exec(select(SandboxBan)).all()) == 1
    assert len(session.exec(select(SandboxVehicle)).all()) == 3
    assert len(session.exec(select(SandboxVehicleOwner)).all()) == 4
    assert len(session.exec(select(SandboxVehicleFine)).all()) == 1
    assert len(session.exec(select(SandboxRealtyOwner)).all()) == 2


def test_first_face_check_photo_is_kept_by_a_reseed(session):
    registry = SandboxPopulationRegistry(session)
    registry.adopt_photo("32107830340017", b"\xff\xd8best-shot")
    registry.adopt_photo("32107830340017", b"\xff\xd8second")
    seed_sandbox(session)
    assert registry.photo("32107830340017") == b"\xff\xd8best-shot"


def test_the_demo_registered_acts_are_at_the_last_step_with_every_party_accepted(session):
    from notary.models import NotarialAct, NotarialActParty, PartyStatus

    acts = session.exec(select(NotarialAct).where(NotarialAct.regnum.in_(("0001234", "0001235")))).all()  # type: ignore[union-attr]
    assert {(act.step, act.sent) for act in acts} == {(9, True)}
    parties = session.exec(select(NotarialActParty).where(NotarialActParty.act_id.in_([act.id for act in acts]))).all()  # type: ignore[attr-defined]
    assert {party.status for party in parties} == {PartyStatus.accepted}
