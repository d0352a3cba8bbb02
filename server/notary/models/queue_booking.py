import uuid as uuid_module
from datetime import date, datetime
from enum import StrEnum

from sqlalchemy import Index
from sqlmodel import Field, SQLModel

from notary.models._base import utcnow
from notary.models._types import EnumText


class BookingState(StrEnum):
    """A booking's standing: booked, then checked in and served; or cancelled, late (served in the general queue)
    or a no-show."""

    booked = "booked"
    cancelled = "cancelled"
    checked_in = "checked_in"
    served = "served"
    late = "late"
    no_show = "no_show"


# The states in which a booking still holds its places in the notary's plan.
HOLDING = (BookingState.booked, BookingState.checked_in, BookingState.late)


class QueueBooking(SQLModel, table=True):
    """A citizen's time with a notary for a service of the catalogue, or an act's registration visit (`act_id`)."""

    __tablename__ = "queue_booking"
    __table_args__ = (
        Index("ix_queue_booking_notary_starts", "notary_id", "starts_at"),
        Index("ix_queue_booking_user_starts", "user_id", "starts_at"),
    )

    id: int | None = Field(default=None, primary_key=True)
    uuid: str = Field(default_factory=lambda: str(uuid_module.uuid4()), max_length=36, unique=True)
    user_id: int = Field(foreign_key="user.id")
    notary_id: int = Field(foreign_key="notary.id")
    office_id: int = Field(foreign_key="notary_office.id")
    service_id: int = Field(foreign_key="act_type.id", description="the catalogue's service, by its act type")
    act_id: int | None = Field(default=None, foreign_key="notarial_act.id", unique=True, description="a visit's act")
    starts_at: datetime
    ends_at: datetime
    state: BookingState = Field(sa_type=EnumText(BookingState))
    registered_at: datetime = Field(default_factory=utcnow, description="when it was booked")
    phone: str = Field(default="", max_length=9)
    email: str = Field(default="", max_length=254)
    description: str = Field(default="", max_length=500)
    checked_in_at: datetime | None = None
    reason: str = Field(default="", max_length=500, description="the notary's reason for overriding the late rule")
    version: int = Field(default=1, description="raised by every change: of two racing changes one wins")


class SlotPlace(SQLModel, table=True):
    """One of a slot's places taken by a booking: the primary key lets no slot hold more than its capacity, whatever
    the concurrency (a booking takes place 1, 2… up to the capacity, one row per slot it spans)."""

    __tablename__ = "slot_place"

    notary_id: int = Field(foreign_key="notary.id", primary_key=True)
    starts_at: datetime = Field(primary_key=True)
    place: int = Field(primary_key=True, ge=1)
    booking_id: int = Field(foreign_key="queue_booking.id", index=True)


class AbsenceKind(StrEnum):
    holiday = "holiday"
    vacation = "vacation"
    incapacity = "incapacity"


class NotaryAbsence(SQLModel, table=True):
    """Days a notary does not receive: a holiday of their own, a vacation, a temporary incapacity (both days in)."""

    __tablename__ = "notary_absence"

    id: int | None = Field(default=None, primary_key=True)
    notary_id: int = Field(foreign_key="notary.id", index=True)
    kind: AbsenceKind = Field(sa_type=EnumText(AbsenceKind))
    date_from: date
    date_to: date
