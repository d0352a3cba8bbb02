"""Registry numbers (docs/glossary.md, registry number counter): sequential per office and date without gaps, above
the numbers already registered, and still so when twenty registrations of one office race and one rolls back."""

import threading
import time
from datetime import date

import pytest
from sqlalchemy import Engine, delete
from sqlmodel import Session, col, select

from notary.journal import service as journal
from notary.models import NotarialAct, RegnumCounter
from tests.factories import create_act, create_office

DAY = date(2026, 3, 2)
RACERS = 20


def test_numbers_run_from_one_per_office_and_date(session):
    office = create_office(session).id
    assert [journal.next_regnum(session, office, DAY) for _ in range(3)] == ["0000001", "0000002", "0000003"]


def test_each_office_and_each_date_counts_on_its_own(session):
    first, second = create_office(session).id, create_office(session).id
    journal.next_regnum(session, first, DAY)
    journal.next_regnum(session, first, DAY)
    assert journal.next_regnum(session, second, DAY) == "0000001"
    assert journal.next_regnum(session, first, date(2026, 3, 3)) == "0000001"
    assert journal.next_regnum(session, first, DAY) == "0000003"


def test_the_count_starts_above_the_registered_numbers(session):
    demo = session.exec(select(NotarialAct).where(NotarialAct.regnum == "0001234")).one()  # the sandbox's act
    assert journal.next_regnum(session, demo.office_id, demo.regdate) == "0001235"
    assert journal.next_regnum(session, demo.office_id, demo.regdate) == "0001236"


def test_numbers_not_of_the_counters_form_are_passed_over(session):
    act = create_act(session, regnum="0000041", regdate=DAY)
    create_act(session, notary=None, office_id=act.office_id, regnum="T-77", regdate=DAY)
    assert journal.next_regnum(session, act.office_id, DAY) == "0000042"


@pytest.fixture
def racing_office(engine: Engine):
    """An office whose counter is committed for real by racing connections, as concurrent requests commit it; the
    counter rows are removed afterwards (the test's own date, so no other test's rows)."""
    if engine.dialect.name != "postgresql":
        pytest.skip("row locks between connections: PostgreSQL only (SQLite has one writer)")
    with Session(engine) as session:
        office_id = session.exec(select(NotarialAct.office_id)).first()
    yield office_id
    with Session(engine) as session:
        session.exec(delete(RegnumCounter).where(col(RegnumCounter.regdate) == DAY))  # type: ignore[call-overload]
        session.commit()


def _race(engine: Engine, office_id: int, rolled_back: int) -> list[int]:
    """RACERS + 1 connections take a number at the same moment; racer `rolled_back` holds its number a moment and
    rolls back instead of committing. The committed numbers come back."""
    barrier = threading.Barrier(RACERS + 1)
    committed: list[int] = []
    lock = threading.Lock()

    def register(racer: int) -> None:
        with Session(engine) as session:
            barrier.wait()
            number = int(journal.next_regnum(session, office_id, DAY))
            if racer == rolled_back:
                time.sleep(0.05)  # the others queue on its row lock meanwhile
                session.rollback()
                return
            session.commit()
            with lock:
                committed.append(number)

    threads = [threading.Thread(target=register, args=(racer,)) for racer in range(RACERS + 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return committed


@pytest.mark.parametrize("rolled_back", [0, RACERS // 2])
def test_racing_registrations_take_every_number_once(engine, racing_office, rolled_back):
    committed = _race(engine, racing_office, rolled_back)
    assert sorted(committed) == list(range(1, RACERS + 1))
    with Session(engine) as session:
        assert journal.next_regnum(session, racing_office, DAY) == f"{RACERS + 1:07d}"
