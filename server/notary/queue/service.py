"""The electronic queue's rules (docs/queue.md): the free days and slots of a notary for a service, booking with the
citizen's limits and the slot's capacity (the places' primary key decides every race), cancelling, checking in with
the late rule of spec section 5, the notary's day; an act's visit holds its slot in the same plan."""

from collections import Counter
from datetime import date, datetime, time, timedelta

from sqlalchemy import func
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, delete, select

from notary.audit import service as audit
from notary.core import clock
from notary.core.clock import TASHKENT
from notary.core.errors import BadRequest, Conflict, NotFound
from notary.core.settings import get_settings
from notary.identity import service as identity
from notary.models import (
    HOLDING,
    ActType,
    BookingState,
    Notary,
    NotaryAbsence,
    QueueBooking,
    SlotPlace,
    User,
)
from notary.notaries import service as notaries
from notary.queue import plan
from notary.queue.schemas import BookingCreate, FreeDay, FreeSlot


def grid() -> timedelta:
    """The slot: the acts' visit grid, so visits and bookings share one plan."""
    return timedelta(minutes=get_settings().acts.visit_minutes)


def slots_of(service_id: int) -> int:
    return get_settings().queue.service_slots.get(service_id, 1)


def free_days(session: Session, notary_id: int, service_id: int, month: str) -> list[FreeDay]:
    """Each day of the month with the places left for the service (0: closed, full, past or beyond the horizon)."""
    notary = notaries.bookable_notary(session, notary_id)
    first = date.fromisoformat(f"{month}-01")
    last = (first + timedelta(days=32)).replace(day=1) - timedelta(days=1)
    taken = _taken(session, notary_id, first, last)
    absences = _absences(session, notary_id, first, last)
    days = [first + timedelta(days=offset) for offset in range((last - first).days + 1)]
    return [
        FreeDay(date=day, free=sum(free for _, free in _open(notary, service_id, day, taken, absences))) for day in days
    ]


def free_slots(session: Session, notary_id: int, service_id: int, day: date) -> list[FreeSlot]:
    notary = notaries.bookable_notary(session, notary_id)
    taken = _taken(session, notary_id, day, day)
    offered = _open(notary, service_id, day, taken, _absences(session, notary_id, day, day))
    return [FreeSlot(time=f"{start:%H:%M}", free=free) for start, free in offered if free > 0]


def _open(
    notary: Notary, service_id: int, day: date, taken: Counter[datetime], absences: list[NotaryAbsence]
) -> list[tuple[datetime, int]]:
    """The day's starts a citizen may book, with the places left in the fullest slot the service would span."""
    settings = get_settings().queue
    now = clock.now()
    horizon = now.astimezone(TASHKENT).date() + timedelta(days=settings.horizon_days)
    if day > horizon or plan.closed(day, settings.holidays, absences):
        return []
    earliest = now + timedelta(minutes=settings.min_notice_minutes)
    spans, step = slots_of(service_id), grid()
    starts = plan.slot_starts(notary.timetable, day, step, spans)
    return [
        # Never below zero: a capacity lowered after its slots were filled leaves them full, not owing places.
        (start, max(0, settings.capacity - max(taken[start + step * offset] for offset in range(spans))))
        for start in starts
        if start >= earliest
    ]


def _taken(session: Session, notary_id: int, first: date, last: date) -> Counter[datetime]:
    """How many places each slot of the days has taken: one grouped read of the places' primary key."""
    begins = datetime.combine(first, time(), TASHKENT)
    ends = datetime.combine(last + timedelta(days=1), time(), TASHKENT)
    rows = session.exec(
        select(SlotPlace.starts_at, func.count())
        .where(SlotPlace.notary_id == notary_id, SlotPlace.starts_at >= begins, SlotPlace.starts_at < ends)
        .group_by(col(SlotPlace.starts_at))
    )
    return Counter(dict(rows.all()))


def _absences(session: Session, notary_id: int, first: date, last: date) -> list[NotaryAbsence]:
    return list(
        session.exec(
            select(NotaryAbsence).where(
                NotaryAbsence.notary_id == notary_id, NotaryAbsence.date_from <= last, NotaryAbsence.date_to >= first
            )
        )
    )


def book(session: Session, user: User, request: BookingCreate) -> QueueBooking:
    """A citizen's booking; refused, with what to change, when the slot is not offered or the citizen's limits are
    reached. The citizen's row is locked first, so two bookings of one citizen never pass the limits together."""
    identity.require_consent(user)
    session.exec(select(User.id).where(User.id == user.id).with_for_update()).first()
    service = session.get(ActType, request.service_id)
    if service is None:
        raise BadRequest("error_queue_service_unknown")
    notary = notaries.bookable_notary(session, request.notary_id)
    start = datetime.combine(request.date, time.fromisoformat(request.time), TASHKENT)
    absences = _absences(session, request.notary_id, request.date, request.date)
    if start not in dict(_open(notary, request.service_id, request.date, Counter(), absences)):
        raise BadRequest("error_queue_slot_not_offered")
    end = start + grid() * slots_of(request.service_id)
    _check_limits(session, user, start, end)
    assert notary.id is not None and user.id is not None
    booking = QueueBooking(
        registered_at=clock.now(),  # the service's clock: the sandbox's in demos
        user_id=user.id,
        notary_id=notary.id,
        office_id=notary.office_id,
        service_id=request.service_id,
        starts_at=start,
        ends_at=end,
        state=BookingState.booked,
        phone=request.phone,
        email=request.email,
        description=request.description.strip(),
    )
    session.add(booking)
    session.flush()
    _take_places(session, booking, slots_of(request.service_id))
    audit.record(session, "queue_booked", actor_user_id=user.id, target=booking.uuid, details=facts(booking))
    return booking


def _check_limits(session: Session, user: User, start: datetime, end: datetime) -> None:
    settings = get_settings().queue
    ahead = select(QueueBooking).where(
        QueueBooking.user_id == user.id,
        col(QueueBooking.act_id).is_(None),
        col(QueueBooking.state).in_(HOLDING),
        QueueBooking.ends_at > clock.now(),
    )
    held = list(session.exec(ahead))
    if len(held) >= settings.max_active:
        raise BadRequest("error_queue_too_many", max=settings.max_active)
    if any(other.starts_at < end and start < other.ends_at for other in held):
        raise BadRequest("error_queue_overlap")


def _take_places(session: Session, booking: QueueBooking, spans: int) -> None:
    for offset in range(spans):
        _take_place(session, booking, booking.starts_at + grid() * offset)


def _take_place(session: Session, booking: QueueBooking, at: datetime) -> None:
    """The lowest free place of the slot; one another booking took meanwhile is found by the primary key, and the
    next is tried until the slot is full."""
    capacity = get_settings().queue.capacity
    assert booking.id is not None
    for _ in range(capacity):
        where = (SlotPlace.notary_id == booking.notary_id, SlotPlace.starts_at == at)
        taken = set(session.exec(select(SlotPlace.place).where(*where)))
        free = [place for place in range(1, capacity + 1) if place not in taken]
        if not free:
            break
        try:
            with session.begin_nested():
                session.add(SlotPlace(notary_id=booking.notary_id, starts_at=at, place=free[0], booking_id=booking.id))
                session.flush()
            return
        except IntegrityError:
            continue
    raise Conflict("error_queue_slot_taken")


def facts(booking: QueueBooking) -> dict[str, object]:
    return {
        "notary_id": booking.notary_id,
        "service_id": booking.service_id,
        "starts_at": booking.starts_at.isoformat(),
        "state": booking.state,
    }


def by_uuid(session: Session, uuid: str) -> QueueBooking:
    """A booking by its uuid; whether the caller may see it is `actions.who_is`."""
    booking = session.exec(select(QueueBooking).where(QueueBooking.uuid == uuid)).first()
    if booking is None:
        raise NotFound("error_queue_booking_unknown")
    return booking


def release(session: Session, booking: QueueBooking) -> None:
    session.exec(delete(SlotPlace).where(col(SlotPlace.booking_id) == booking.id))


def hold_visit(session: Session, act_id: int, user_id: int, notary: Notary, service_id: int, start: datetime) -> None:
    """An act's visit takes its slot in the notary's plan, as a booking of the applicant: never on a closed day, never
    beyond the slot's capacity. A visit set again moves the same booking."""
    assert notary.id is not None
    day = start.astimezone(TASHKENT).date()
    if plan.closed(day, get_settings().queue.holidays, _absences(session, notary.id, day, day)):
        raise BadRequest("error_queue_day_closed")
    booking = session.exec(select(QueueBooking).where(QueueBooking.act_id == act_id)).first()
    if booking is None:
        booking = QueueBooking(
            act_id=act_id,
            user_id=user_id,
            service_id=service_id,
            notary_id=notary.id,
            office_id=notary.office_id,
            starts_at=start,
            ends_at=start + grid(),
            state=BookingState.booked,
            registered_at=clock.now(),
        )
    release(session, booking)
    booking.notary_id, booking.office_id, booking.state = notary.id, notary.office_id, BookingState.booked
    booking.starts_at, booking.ends_at = start, start + grid()
    session.add(booking)
    session.flush()
    _take_places(session, booking, 1)


def serve_visit(session: Session, act_id: int) -> None:
    """The act was registered at its visit: the citizen was served, and the notary's time after it is free again
    (registration opens before the visit's time, so it may end early)."""
    booking = session.exec(select(QueueBooking).where(QueueBooking.act_id == act_id)).first()
    if booking is not None and booking.state == BookingState.booked:
        release(session, booking)
        booking.state = BookingState.served
        session.add(booking)


def release_visit(session: Session, act_id: int) -> None:
    """The act no longer comes at its time: its slot is free again."""
    booking = session.exec(select(QueueBooking).where(QueueBooking.act_id == act_id)).first()
    if booking is not None and booking.state != BookingState.cancelled:
        release(session, booking)
        booking.state = BookingState.cancelled
        session.add(booking)
