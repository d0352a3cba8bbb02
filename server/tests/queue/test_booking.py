"""Booking a notary's time (docs/queue.md): the citizen's limits, cancelling, the SMS with its cancel link and the
reminders, the iCalendar file, the late rule of spec section 5 at 14 and 16 minutes, the notary's day; only the
citizen and the notary see a booking; every change is audited."""

import pytest
from sqlmodel import Session, select

from notary.models import AuditEvent, Notary, NotaryState
from tests.acts.conftest import outbox, run_jobs
from tests.people import AZIZ, MALIKA

WEDNESDAY = "2026-12-09"


def booked(dilnoza, notary_id: int, at: str = "10:00", day: str = WEDNESDAY, **more) -> dict:
    answer = dilnoza.book(notary_id, day, at, **more)
    assert answer.status_code == 201, answer.text
    return answer.json()


def another_notary(session: Session, malika_id: int) -> int:
    statement = select(Notary.id).where(Notary.id != malika_id, Notary.state == NotaryState.working)
    return next(
        notary_id
        for notary_id in session.exec(statement)
        if any(day["weekday"] == 3 for day in session.get(Notary, notary_id).timetable)
    )


class TestBooking:
    def test_a_booking_takes_its_slot_and_is_confirmed_by_sms_with_its_cancel_link(self, citizen, malika_id, session):
        dilnoza = citizen()
        booking = booked(dilnoza, malika_id, email="dilnoza@example.uz", description="Ishonchnoma")
        assert booking["state"] == "booked" and booking["actions"] == ["cancel"]
        assert booking["service"]["id"] == 11651 and booking["notary"]["name"] == "Rahimova Malika Anvarovna"
        assert booking["office"]["address"] and booking["registered_at"]
        assert (booking["email"], booking["description"], booking["phone"]) == (
            "dilnoza@example.uz",
            "Ishonchnoma",
            "901234567",
        )
        assert "10:00" not in dilnoza.slots(malika_id, WEDNESDAY)
        run_jobs(session)
        [sms] = outbox(session, "901234567")
        assert sms.startswith("Notariusga navbat: 09.12.2026 soat 10:00") and booking["uuid"] in sms
        assert dilnoza.history()[0]["uuid"] == booking["uuid"]
        [event] = session.exec(select(AuditEvent).where(AuditEvent.target == booking["uuid"]))
        assert event.action == "queue_booked"

    def test_a_taken_slot_a_closed_day_or_a_time_off_the_plan_is_refused(self, citizen, malika_id, login):
        booked(citizen(), malika_id)
        aziz = citizen(AZIZ)
        answer = aziz.book(malika_id, WEDNESDAY, "10:00")
        assert answer.status_code == 409 and answer.text.startswith("Bu vaqt hozirgina band qilindi")
        for day, at in (("2026-12-08", "10:00"), (WEDNESDAY, "13:00"), (WEDNESDAY, "10:15"), ("2026-12-07", "09:30")):
            assert aziz.book(malika_id, day, at).status_code == 400, (day, at)
        assert aziz.history() == []

    @pytest.mark.parametrize(
        ("field", "value", "message"),
        [
            ("phone", "12345", "Telefon raqami"),
            ("email", "not-an-address", ""),
            ("service_id", 424242, "Bunday xizmat katalogda yo'q"),
        ],
    )
    def test_bad_input_is_refused_and_changes_nothing(self, citizen, malika_id, field, value, message):
        dilnoza = citizen()
        answer = dilnoza.book(malika_id, WEDNESDAY, "10:00", **{field: value})
        assert answer.status_code == 400 and answer.text.startswith(message), answer.text
        assert dilnoza.history() == []

    def test_at_most_three_to_come_and_never_two_at_one_time(self, citizen, malika_id, session):
        dilnoza = citizen()
        other = another_notary(session, malika_id)
        booked(dilnoza, malika_id, "10:00")
        answer = dilnoza.book(other, WEDNESDAY, "10:00")
        assert answer.status_code == 400 and answer.text == "Shu vaqtda sizning boshqa navbatingiz bor"
        booked(dilnoza, malika_id, "11:00")
        booked(dilnoza, malika_id, "12:00")
        answer = dilnoza.book(malika_id, WEDNESDAY, "15:00")
        assert answer.status_code == 400 and answer.text.startswith("Sizda 3 ta kelgusi navbat bor")

    def test_a_cancelled_booking_frees_its_slot_and_is_reminded_no_more(self, citizen, malika_id, session, later):
        dilnoza = citizen()
        booking = booked(dilnoza, malika_id)
        cancelled = dilnoza.act(booking["uuid"], "cancel")
        assert cancelled.status_code == 200 and cancelled.json()["state"] == "cancelled"
        assert cancelled.json()["actions"] == []
        assert "10:00" in dilnoza.slots(malika_id, WEDNESDAY)
        assert dilnoza.act(booking["uuid"], "cancel").status_code == 409
        later(48)
        run_jobs(session)
        assert len(outbox(session, "901234567")) == 1  # the confirmation only
        actions = session.exec(select(AuditEvent.action).where(AuditEvent.target == booking["uuid"]))
        assert list(actions) == ["queue_booked", "queue_cancel"]

    def test_reminders_go_a_day_and_an_hour_before(self, citizen, malika_id, session, later):
        booked(citizen(), malika_id)  # Wednesday 10:00, booked on Monday 09:00
        later(24)  # Tuesday 09:00: not yet
        run_jobs(session)
        assert len(outbox(session, "901234567")) == 1
        later(1)  # Tuesday 10:00: a day before
        run_jobs(session)
        later(23)  # Wednesday 09:00: an hour before
        run_jobs(session)
        texts = outbox(session, "901234567")
        assert len(texts) == 3 and all(
            text.startswith("Eslatma: notariusga navbatingiz 09.12.2026") for text in texts[1:]
        )
        assert "15 daqiqadan ortiq kechiksangiz" in texts[1]

    def test_the_booking_comes_as_an_icalendar_file(self, citizen, malika_id):
        dilnoza = citizen()
        booking = booked(dilnoza, malika_id)
        answer = dilnoza.client.get(f"/api/equeue/bookings/{booking['uuid']}/ics", headers=dilnoza.headers)
        assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/calendar")
        text = answer.text
        assert "BEGIN:VEVENT" in text and "DTSTART:20261209T050000Z" in text and "DTEND:20261209T053000Z" in text
        assert booking["uuid"] in text and "STATUS:CONFIRMED" in text

    def test_only_the_citizen_and_the_notary_see_a_booking(self, citizen, malika_id):
        booking = booked(citizen(), malika_id)
        aziz = citizen(AZIZ)
        path = f"/api/equeue/bookings/{booking['uuid']}"
        assert aziz.client.get(path, headers=aziz.headers).status_code == 403
        assert aziz.client.get(f"{path}/ics", headers=aziz.headers).status_code == 403
        assert aziz.act(booking["uuid"], "cancel").status_code == 403
        malika = citizen(MALIKA)
        assert malika.client.get(path, headers=malika.headers).json()["actions"] == []


class TestArrival:
    """Wednesday 10:00 booked; the clock is moved to the day."""

    @pytest.fixture
    def wednesday_ten(self, citizen, malika_id, later):
        booking = booked(citizen(), malika_id)
        later(48)  # Wednesday 09:00
        return booking

    def test_checking_in_at_the_kiosk_within_the_quarter_hour_keeps_the_turn(
        self, citizen, wednesday_ten, later, session
    ):
        assert citizen().history()[0]["actions"] == ["cancel"]  # in a browser there is no check-in
        at_home = citizen()
        at_home.headers["X-Client-Mode"] = "kiosk"  # a browser saying it is a kiosk is still at home
        assert at_home.history()[0]["actions"] == ["cancel"]
        assert at_home.act(wednesday_ten["uuid"], "check_in").status_code == 409
        kiosk = citizen(kiosk=True)
        assert kiosk.history()[0]["actions"] == ["cancel", "check_in"]
        later(1 + 14 / 60)  # 10:14
        run_jobs(session)
        checked = kiosk.act(wednesday_ten["uuid"], "check_in")
        assert checked.status_code == 200 and checked.json()["state"] == "checked_in"
        later(5 / 60)
        run_jobs(session)  # the late rule's job finds her in
        assert kiosk.history()[0]["state"] == "checked_in"

    def test_from_the_sixteenth_minute_she_is_served_in_the_general_queue(self, citizen, wednesday_ten, later, session):
        later(1 + 16 / 60)  # 10:16
        run_jobs(session)
        kiosk = citizen(kiosk=True)
        assert kiosk.history()[0]["state"] == "late"
        moved = session.exec(select(AuditEvent).where(AuditEvent.target == wednesday_ten["uuid"])).all()
        assert [event.action for event in moved][-1] == "queue_late"  # the rule moved it: recorded like any move
        checked = kiosk.act(wednesday_ten["uuid"], "check_in")
        assert checked.status_code == 200 and checked.json()["state"] == "late" and checked.json()["checked_in_at"]

    def test_the_notary_may_receive_a_late_citizen_in_turn_with_a_reason(self, citizen, wednesday_ten, later, session):
        later(1 + 20 / 60)
        run_jobs(session)
        malika = citizen(MALIKA)
        [row] = malika.day(WEDNESDAY).json()["bookings"]
        assert row["citizen"] == "Karimova Dilnoza Rustamovna" and row["actions"] == ["check_in", "no_show"]
        assert malika.act(row["uuid"], "check_in").json()["actions"] == ["serve", "admit"]
        assert malika.act(row["uuid"], "admit").status_code == 400
        admitted = malika.act(row["uuid"], "admit", reason="Yo'lda avtohalokat bo'lgan")
        assert admitted.json()["state"] == "checked_in" and admitted.json()["reason"] == "Yo'lda avtohalokat bo'lgan"
        assert malika.act(row["uuid"], "serve").json()["state"] == "served"
        event = session.exec(select(AuditEvent).where(AuditEvent.action == "queue_admit")).one()
        assert event.details["reason"] == "Yo'lda avtohalokat bo'lgan" and event.details["from"] == "late"

    def test_one_who_never_came_is_a_no_show(self, citizen, wednesday_ten, later):
        malika = citizen(MALIKA)
        assert malika.act(wednesday_ten["uuid"], "no_show").status_code == 409  # before the time
        later(1.5)
        assert malika.act(wednesday_ten["uuid"], "no_show").json()["state"] == "no_show"

    def test_the_notary_s_day_is_only_a_notary_s(self, citizen):
        assert citizen(AZIZ).day(WEDNESDAY).status_code == 403
