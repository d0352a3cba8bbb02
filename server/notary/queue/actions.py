"""What may happen to a booking, as one table (docs/queue.md#states): who may do it, from which states, when. The
caller gets the actions open to them now; a change is a compare-and-set on the booking's version."""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from sqlmodel import Session, col, update

from notary.audit import service as audit
from notary.auth.sessions import KIOSK, Authenticated
from notary.core import clock
from notary.core.clock import TASHKENT
from notary.core.errors import BadRequest, Conflict, Forbidden
from notary.core.settings import get_settings
from notary.models import BookingState, QueueBooking
from notary.notaries import service as notaries
from notary.queue import service

B = BookingState
CHECK_IN_OPENS = timedelta(hours=1)  # a citizen checks in at most this long before the booked time


class Who(StrEnum):
    citizen = "citizen"
    # Logged in by a kiosk's face check, so standing at an office: the session says so, never a request header.
    citizen_at_kiosk = "citizen_at_kiosk"
    notary = "notary"


CITIZEN = frozenset({Who.citizen, Who.citizen_at_kiosk})


@dataclass(frozen=True)
class Moment:
    booking: QueueBooking
    who: Who
    now: datetime


@dataclass(frozen=True)
class Move:
    who: frozenset[Who]
    source: frozenset[BookingState]
    when: Callable[[Moment], bool]
    needs_reason: bool = False


def _ahead(moment: Moment) -> bool:
    return moment.booking.starts_at > moment.now


def _arrival(moment: Moment) -> bool:
    """Today, from an hour before the time, not checked in yet (at a kiosk, or by the notary: the table's `who`)."""
    booking, now = moment.booking, moment.now
    today = booking.starts_at.astimezone(TASHKENT).date() == now.astimezone(TASHKENT).date()
    return today and now >= booking.starts_at - CHECK_IN_OPENS and booking.checked_in_at is None


def _here(moment: Moment) -> bool:
    return moment.booking.checked_in_at is not None


def _away(moment: Moment) -> bool:
    return moment.now >= moment.booking.starts_at and moment.booking.checked_in_at is None


TABLE: dict[str, Move] = {
    "cancel": Move(CITIZEN, frozenset({B.booked}), _ahead),
    "check_in": Move(frozenset({Who.citizen_at_kiosk, Who.notary}), frozenset({B.booked, B.late}), _arrival),
    "serve": Move(frozenset({Who.notary}), frozenset({B.checked_in, B.late}), _here),
    "no_show": Move(frozenset({Who.notary}), frozenset({B.booked, B.late}), _away),
    "admit": Move(frozenset({Who.notary}), frozenset({B.late}), _here, needs_reason=True),
}


def open_to(booking: QueueBooking, who: Who, now: datetime | None = None) -> list[str]:
    moment = Moment(booking, who, now or clock.now())
    return [
        name for name, move in TABLE.items() if who in move.who and booking.state in move.source and move.when(moment)
    ]


def late(booking: QueueBooking, now: datetime) -> bool:
    """Spec section 5: more than the late minutes after the booked time, the citizen is served in the general queue."""
    return now > booking.starts_at + timedelta(minutes=get_settings().queue.late_minutes)


def citizen(auth: Authenticated) -> Who:
    return Who.citizen_at_kiosk if auth.session.channel == KIOSK else Who.citizen


def who_is(session: Session, booking: QueueBooking, auth: Authenticated) -> Who:
    """The booking's citizen, or its notary; anyone else never sees it."""
    if booking.user_id == auth.user.id and booking.act_id is None:
        return citizen(auth)
    notary = notaries.notary_of_user(session, auth.user)
    if notary is not None and notary.id == booking.notary_id:
        return Who.notary
    raise Forbidden("error_queue_booking_not_yours")


def take(session: Session, booking: QueueBooking, auth: Authenticated, action: str, reason: str) -> QueueBooking:
    who = who_is(session, booking, auth)
    move = TABLE.get(action)
    if move is None or action not in open_to(booking, who):
        raise Conflict("error_queue_action_not_now")
    if move.needs_reason and not reason.strip():
        raise BadRequest("error_queue_reason_required")
    now, before = clock.now(), booking.state
    values: dict[str, object] = {"state": _target(action, booking, now)}
    if action == "check_in":
        values["checked_in_at"] = now
    if action == "admit":
        values["reason"] = reason.strip()
    _compare_and_set(session, booking, values)
    if action == "cancel":
        service.release(session, booking)
    details = {"action": action, "from": before, "reason": reason.strip()} | service.facts(booking)
    audit.record(session, f"queue_{action}", actor_user_id=auth.user.id, target=booking.uuid, details=details)
    return booking


def _target(action: str, booking: QueueBooking, now: datetime) -> BookingState:
    if action == "check_in":
        return B.late if booking.state == B.late or late(booking, now) else B.checked_in
    return {"cancel": B.cancelled, "serve": B.served, "no_show": B.no_show, "admit": B.checked_in}[action]


def _compare_and_set(session: Session, booking: QueueBooking, values: dict[str, object]) -> None:
    """Of two changes racing on one booking, exactly one wins; the other is told it changed meanwhile."""
    statement = update(QueueBooking).where(
        col(QueueBooking.id) == booking.id, col(QueueBooking.version) == booking.version
    )
    if session.exec(statement.values(**values, version=booking.version + 1)).rowcount != 1:
        raise Conflict("error_queue_booking_changed")
    session.refresh(booking)
