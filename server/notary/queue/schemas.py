from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, EmailStr, Field, field_validator

from notary.kit.bounds import Id, Line, Text
from notary.kit.identity_formats import checked_phone
from notary.models import BookingState

HHMM = r"^([01][0-9]|2[0-3]):[0-5][0-9]$"


class FreeDay(BaseModel):
    date: date
    free: int = Field(description="the places left that day for the service (0: none, or not a working day)")


class FreeSlot(BaseModel):
    time: str = Field(description="HH:MM, Tashkent")
    free: int = Field(description="the places left in the slot")


class BookingCreate(BaseModel):
    """A time booked with a notary for a service of the catalogue (docs/contracts/queue.md)."""

    service_id: Id = Field(description="the catalogue's service, by its act type id", examples=[11651])
    notary_id: Id
    date: date
    time: str = Field(pattern=HHMM, description="HH:MM, Tashkent", examples=["10:30"])
    phone: str = Field(examples=["901234567"], description="9 digits: the confirmation and reminders by SMS")
    email: EmailStr | Literal[""] = ""
    description: Text = Field(default="", max_length=500)

    @field_validator("phone", mode="before")
    @classmethod
    def _phone(cls, value: object) -> str:
        return checked_phone(value)


class Named(BaseModel):
    id: int
    name: str


class OfficeBrief(BaseModel):
    id: int
    name: str
    address: str


class BookingPublic(BaseModel):
    """A booking as its citizen or notary sees it: spec section 3's queue booking."""

    uuid: str
    service: Named
    date: date
    time: str = Field(description="HH:MM, Tashkent")
    notary: Named
    office: OfficeBrief
    state: BookingState
    registered_at: datetime = Field(description="when it was booked")
    phone: str
    email: str
    description: str
    citizen: str = Field(description="the citizen's full name (the notary's day)")
    checked_in_at: datetime | None
    reason: str = Field(description="the notary's reason for receiving a late citizen in turn")
    actions: list[str] = Field(description="what the caller may do now: cancel, check_in, serve, no_show, admit")


class BookingAction(BaseModel):
    reason: Line = Field(default="", max_length=500, description="admit: why the late citizen is received in turn")


class NotaryDay(BaseModel):
    date: date
    bookings: list[BookingPublic]
