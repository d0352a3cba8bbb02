"""The bookings as their citizen and their notary see them: the citizen's history, the notary's day."""

from datetime import date, datetime, time, timedelta

from sqlmodel import Session, col, select

from notary.core.clock import TASHKENT
from notary.core.errors import Forbidden
from notary.kit.language import in_script, localised
from notary.models import ActType, BookingState, Notary, NotaryOffice, QueueBooking, User
from notary.notaries import service as notaries
from notary.queue import actions
from notary.queue.schemas import BookingPublic, Named, NotaryDay, OfficeBrief

HISTORY_MAX = 200


def public(session: Session, booking: QueueBooking, who: actions.Who) -> BookingPublic:
    service = session.get(ActType, booking.service_id)
    office = session.get(NotaryOffice, booking.office_id)
    notary = session.get(Notary, booking.notary_id)
    citizen = session.get(User, booking.user_id)
    assert service is not None and office is not None and notary is not None and citizen is not None
    local = booking.starts_at.astimezone(TASHKENT)
    return BookingPublic(
        uuid=booking.uuid,
        service=Named(id=service.id, name=localised(service, "name")),
        date=local.date(),
        time=f"{local:%H:%M}",
        notary=Named(id=booking.notary_id, name=notaries.notary_fullname(notary)),
        office=OfficeBrief(id=booking.office_id, name=localised(office, "name"), address=in_script(office.address)),
        state=booking.state,
        registered_at=booking.registered_at,
        phone=booking.phone,
        email=booking.email,
        description=booking.description,
        citizen=" ".join(part for part in (citizen.surname, citizen.name, citizen.patronymic) if part),
        checked_in_at=booking.checked_in_at,
        reason=booking.reason,
        actions=actions.open_to(booking, who),
    )


def place_of(session: Session, booking: QueueBooking) -> str:
    """Where to come: the office's name and address."""
    office = session.get(NotaryOffice, booking.office_id)
    assert office is not None
    return f"{localised(office, 'name')}, {in_script(office.address)}"


def history(session: Session, user: User, who: actions.Who) -> list[BookingPublic]:
    """The citizen's bookings, the latest time first (an act's visit is on the act's page)."""
    statement = (
        select(QueueBooking)
        .where(QueueBooking.user_id == user.id, col(QueueBooking.act_id).is_(None))
        .order_by(col(QueueBooking.starts_at).desc())
        .limit(HISTORY_MAX)
    )
    return [public(session, booking, who) for booking in session.exec(statement)]


def notary_day(session: Session, user: User, day: date) -> NotaryDay:
    """The notary's bookings of a day in order, acts' visits among them; the cancelled are left out."""
    notary = notaries.notary_of_user(session, user)
    if notary is None:
        raise Forbidden("error_queue_not_a_notary")
    begins = datetime.combine(day, time(), TASHKENT)
    statement = (
        select(QueueBooking)
        .where(
            QueueBooking.notary_id == notary.id,
            QueueBooking.starts_at >= begins,
            QueueBooking.starts_at < begins + timedelta(days=1),
            QueueBooking.state != BookingState.cancelled,
        )
        .order_by(col(QueueBooking.starts_at), col(QueueBooking.id))
    )
    return NotaryDay(date=day, bookings=[public(session, b, actions.Who.notary) for b in session.exec(statement)])
