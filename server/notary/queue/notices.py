"""What tells a citizen about their booking: the SMS that confirms it with its cancel link, the reminders before it,
its iCalendar file; and the scheduled move to the general queue of one who did not come in time (spec section 5).
Scheduled work runs once however many workers (docs/architecture.md#scheduled-work)."""

from datetime import timedelta
from typing import Any

from icalendar import Calendar, Event
from sqlmodel import Session, col, update

from notary.audit import service as audit
from notary.core import clock, jobs
from notary.core.clock import TASHKENT
from notary.core.i18n import current_language, translate
from notary.core.settings import get_settings
from notary.models import BookingState, QueueBooking
from notary.state_systems import sms_gateway


def link(booking: QueueBooking) -> str:
    """The booking in the citizen's history, where it is cancelled."""
    return f"{get_settings().acts.public_origin}/equeue?tab=history&booking={booking.uuid}"


def booked(session: Session, booking: QueueBooking, place: str) -> None:
    """The confirmation now, a reminder before the time for each configured lead still ahead, the late rule's move."""
    language = current_language.get()
    local = booking.starts_at.astimezone(TASHKENT)
    when = {"date": f"{local:%d.%m.%Y}", "time": f"{local:%H:%M}", "place": place}
    text = translate("sms_queue_booked", language, **when, link=link(booking))
    sms_gateway.send_later(session, booking.phone, text, f"queue:{booking.uuid}:booked")
    payload = {"booking_id": booking.id, "language": language} | when
    for hours in get_settings().queue.remind_hours:
        due = booking.starts_at - timedelta(hours=hours)
        if due > clock.now():
            key = f"queue:{booking.uuid}:remind:{hours}"
            jobs.enqueue(session, "queue_reminder", key, payload | {"hours": hours}, due)
    late_at = booking.starts_at + timedelta(minutes=get_settings().queue.late_minutes)
    jobs.enqueue(session, "queue_late", f"queue:{booking.uuid}:late", {"booking_id": booking.id}, late_at)


@jobs.handler("queue_reminder")
def _remind(session: Session, payload: dict[str, Any]) -> None:
    booking = session.get(QueueBooking, payload["booking_id"])
    if booking is None or booking.state != BookingState.booked:
        return
    params = {key: payload[key] for key in ("date", "time", "place")}
    late = get_settings().queue.late_minutes
    text = translate("sms_queue_reminder", payload["language"], **params, late=late, link=link(booking))
    sms_gateway.send_later(session, booking.phone, text, f"queue:{booking.uuid}:remind:{payload['hours']}")


@jobs.handler("queue_late")
def _late(session: Session, payload: dict[str, Any]) -> None:
    """Still not checked in: the general queue. A compare-and-set, so a check-in at the same moment is not undone."""
    statement = update(QueueBooking).where(
        col(QueueBooking.id) == payload["booking_id"], col(QueueBooking.state) == BookingState.booked
    )
    if session.exec(statement.values(state=BookingState.late, version=QueueBooking.version + 1)).rowcount == 1:
        booking = session.get(QueueBooking, payload["booking_id"])
        assert booking is not None
        audit.record(session, "queue_late", actor_user_id=None, target=booking.uuid, details={"to": BookingState.late})


def calendar(booking: QueueBooking, summary: str, place: str) -> bytes:
    """The booking as an iCalendar event (RFC 5545) a phone's calendar takes, with the cancel link."""
    event = Event()
    event.add("uid", f"{booking.uuid}@notarius")
    event.add("dtstamp", clock.now())
    event.add("dtstart", booking.starts_at)
    event.add("dtend", booking.ends_at)
    event.add("summary", summary)
    event.add("location", place)
    event.add("url", link(booking))
    event.add("description", link(booking))
    event.add("status", "CANCELLED" if booking.state == BookingState.cancelled else "CONFIRMED")
    cal = Calendar()
    cal.add("prodid", "-//Notarius//equeue//")
    cal.add("version", "2.0")
    cal.add_component(event)
    return cal.to_ical()
