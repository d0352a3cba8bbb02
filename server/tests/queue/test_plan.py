"""The free days and slots of a notary (docs/queue.md#the-plan): the weekly timetable less the break, public
holidays and absences, from the minimum notice to the horizon, in Tashkent time whatever the caller's zone."""

from datetime import UTC, date, datetime

from sqlmodel import Session

from notary.core import clock
from notary.models import AbsenceKind, NotaryAbsence

MORNING = ["10:30", "11:00", "11:30", "12:00", "12:30"]
AFTERNOON = ["14:00", "14:30", "15:00", "15:30", "16:00", "16:30", "17:00", "17:30"]


def test_a_day_is_the_timetable_less_the_break_from_the_notice_on(citizen, malika_id):
    """Just after 09:00, with an hour's notice, Monday offers 10:30 on; nothing in the 13:00-14:00 break."""
    assert citizen().slots(malika_id, "2026-12-07") == MORNING + AFTERNOON
    assert citizen().slots(malika_id, "2026-12-09") == ["09:00", "09:30", "10:00", *MORNING, *AFTERNOON]


def test_a_service_of_two_slots_fits_whole_inside_a_period(citizen, malika_id, monkeypatch):
    from notary.core.settings import get_settings

    monkeypatch.setitem(get_settings().queue.service_slots, 11771, 2)
    slots = citizen().slots(malika_id, "2026-12-09", service_id=11771)
    assert "12:30" not in slots and "17:30" not in slots  # each would run into the break or the closing
    assert slots[:3] == ["09:00", "09:30", "10:00"] and "17:00" in slots


def test_holidays_weekends_absences_and_the_horizon_offer_nothing(citizen, malika_id, session: Session):
    session.add(
        NotaryAbsence(
            notary_id=malika_id, kind=AbsenceKind.vacation, date_from=date(2026, 12, 14), date_to=date(2026, 12, 18)
        )
    )
    session.flush()
    days = citizen().days(malika_id, "2026-12")
    assert days["2026-12-01"] == 0  # past
    assert days["2026-12-07"] == 13 and days["2026-12-09"] == 16
    assert days["2026-12-08"] == 0  # Constitution Day
    assert days["2026-12-12"] == days["2026-12-13"] == 0  # her office does not open at the weekend
    assert all(days[f"2026-12-{day}"] == 0 for day in range(14, 19))  # her vacation
    assert days["2026-12-21"] == 16
    january = citizen().days(malika_id, "2027-01")
    assert january["2027-01-06"] == 16 and january["2027-01-07"] == 0  # 30 days ahead, and no further


def test_the_days_are_tashkent_s_whatever_the_caller_s_zone(citizen, malika_id, monkeypatch):
    """At 01:30 on Wednesday in Tashkent (Tuesday 20:30 UTC, still Tuesday in a browser in Europe) the day that
    begins is Wednesday's: its 09:00 is bookable, as 04:00 UTC."""
    dilnoza = citizen()
    offset = datetime(2026, 12, 8, 20, 30, tzinfo=UTC) - datetime.now(UTC)
    monkeypatch.setattr(clock, "_offset", lambda: offset)
    assert dilnoza.slots(malika_id, "2026-12-09")[0] == "09:00"
    booked = dilnoza.book(malika_id, "2026-12-09", "09:00")
    assert booked.status_code == 201, booked.text
    assert (booked.json()["date"], booked.json()["time"]) == ("2026-12-09", "09:00")


def test_bad_questions_are_refused_plainly(citizen, malika_id):
    dilnoza = citizen()
    params = {"notaryId": malika_id, "serviceId": 11651, "month": "2026-13"}
    assert dilnoza.client.get("/api/equeue/free_days", params=params, headers=dilnoza.headers).status_code == 400
    params = {"notaryId": 999999, "serviceId": 11651, "day": "2026-12-09"}
    answer = dilnoza.client.get("/api/equeue/free_slots", params=params, headers=dilnoza.headers)
    assert answer.status_code == 400
