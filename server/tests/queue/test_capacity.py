"""A slot never holds more than its capacity, whatever the concurrency (docs/queue.md#capacity): fifty citizens book
one slot at the same moment on PostgreSQL and exactly the capacity win; an act's visit takes its slot from the same
plan, so a notary is never booked twice."""

import threading
from datetime import date

import pytest
from sqlalchemy import Engine, create_engine, delete
from sqlmodel import Session, col, select

from notary.core.errors import Conflict
from notary.core.settings import get_settings
from notary.models import QueueBooking, SlotPlace, User
from notary.queue import service
from notary.queue.schemas import BookingCreate
from tests.acts.test_act_types import FLOWS, Flow
from tests.factories import create_user
from tests.people import AZIZ, MALIKA

RACERS = 50


@pytest.fixture
def racers(engine: Engine, malika_id: int, monday):
    """Fifty citizens committed for real, as fifty requests would find them; removed afterwards with their bookings."""
    if engine.dialect.name != "postgresql":
        pytest.skip("concurrent writers: PostgreSQL only (SQLite has one writer)")
    with Session(engine) as session:
        ids = [create_user(session).id for _ in range(RACERS)]
        session.commit()
    yield ids
    with Session(engine) as session:
        bookings = select(QueueBooking.id).where(col(QueueBooking.user_id).in_(ids))
        session.exec(delete(SlotPlace).where(col(SlotPlace.booking_id).in_(bookings)))  # type: ignore[call-overload]
        session.exec(delete(QueueBooking).where(col(QueueBooking.user_id).in_(ids)))  # type: ignore[call-overload]
        session.exec(delete(User).where(col(User.id).in_(ids)))  # type: ignore[call-overload]
        session.commit()


def _race(engine: Engine, user_ids: list[int], notary_id: int) -> tuple[int, int]:
    # Every racer holds its own connection at the barrier, so the pool must seat them all.
    engine = create_engine(engine.url, pool_size=len(user_ids))
    barrier = threading.Barrier(len(user_ids))
    outcome = {"won": 0, "refused": 0}
    lock = threading.Lock()
    request = BookingCreate(
        service_id=11651, notary_id=notary_id, date=date(2026, 12, 9), time="10:00", phone="901234567"
    )

    def book(user_id: int) -> None:
        with Session(engine) as session:
            user = session.get(User, user_id)
            assert user is not None
            barrier.wait()
            try:
                service.book(session, user, request)
                session.commit()
                result = "won"
            except Conflict:
                session.rollback()
                result = "refused"
        with lock:
            outcome[result] += 1

    threads = [threading.Thread(target=book, args=(user_id,)) for user_id in user_ids]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    engine.dispose()
    return outcome["won"], outcome["refused"]


@pytest.mark.parametrize("capacity", [1, 3])
def test_fifty_citizens_racing_for_one_slot_fill_its_capacity_only(engine, racers, malika_id, capacity, monkeypatch):
    monkeypatch.setattr(get_settings().queue, "capacity", capacity)
    assert _race(engine, racers, malika_id) == (capacity, RACERS - capacity)
    with Session(engine) as session:
        places = session.exec(
            select(SlotPlace.place).where(
                col(SlotPlace.booking_id).in_(select(QueueBooking.id).where(col(QueueBooking.user_id).in_(racers)))
            )
        )
        assert sorted(places) == list(range(1, capacity + 1))


def visit(sale: Flow, day: str, at: str):
    return sale.malika.action(sale.uuid, "assign_time", date=day, time=at)


class TestAnActsVisit:
    @pytest.fixture
    def sale(self, client, login, session, monday):
        """Dilnoza's vehicle sale with its invoices issued: Malika sets its visit next."""
        sale = Flow(client, login, session, 1)
        sale.add(*FLOWS[1])
        sale.step(sale.dilnoza, "send_for_check")
        sale.step(sale.malika, "send_for_confirmation")
        sale.step(sale.dilnoza, "confirm")
        sale.step(sale.malika, "issue_invoices")
        return sale

    def test_a_visit_takes_its_slot_from_the_queue_plan(self, sale, citizen, malika_id):
        assert visit(sale, "2026-12-14", "10:30").status_code == 200
        assert "10:30" not in citizen(AZIZ).slots(malika_id, "2026-12-14")
        day = citizen(MALIKA).day("2026-12-14").json()["bookings"]
        assert [(row["time"], row["service"]["id"], row["actions"]) for row in day] == [("10:30", 1, [])]

    def test_a_slot_a_citizen_booked_is_no_visit_s(self, sale, citizen, malika_id):
        assert citizen(AZIZ).book(malika_id, "2026-12-14", "11:00").status_code == 201
        answer = visit(sale, "2026-12-14", "11:00")
        assert answer.status_code == 409 and answer.text.startswith("Bu vaqt hozirgina band qilindi")

    def test_a_visit_set_again_after_another_time_is_asked_frees_its_first_slot(self, sale, citizen, malika_id):
        assert visit(sale, "2026-12-14", "10:30").status_code == 200
        answer = sale.dilnoza.action(sale.uuid, "request_another_time", reason="Ertalab ishdaman")
        assert answer.status_code == 200, answer.text
        assert visit(sale, "2026-12-14", "11:30").status_code == 200
        slots = citizen(AZIZ).slots(malika_id, "2026-12-14")
        assert "10:30" in slots and "11:30" not in slots

    def test_an_annulled_act_frees_its_visit_s_slot(self, sale, citizen, malika_id):
        assert visit(sale, "2026-12-14", "10:30").status_code == 200
        assert sale.dilnoza.action(sale.uuid, "annul", reason="Xaridor fikridan qaytdi").status_code == 200
        assert "10:30" in citizen(AZIZ).slots(malika_id, "2026-12-14")

    def test_no_visit_on_a_public_holiday(self, sale):
        answer = visit(sale, "2026-12-08", "10:30")
        assert answer.status_code == 400 and answer.text.startswith("Bu kuni notarius qabul qilmaydi")

    def test_a_visit_the_act_was_registered_at_is_served_and_keeps_its_slot(
        self, client, login, session, monday, later
    ):
        sale = Flow(client, login, session, 1)
        sale.add(*FLOWS[1])
        assert sale.to_registration(later)["state"] == "registered"
        booking = session.exec(select(QueueBooking).where(col(QueueBooking.act_id).is_not(None))).one()
        assert booking.state == "served"
        assert session.exec(select(SlotPlace).where(SlotPlace.booking_id == booking.id)).first() is None
