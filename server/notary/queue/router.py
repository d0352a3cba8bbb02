from datetime import date
from typing import Annotated

from fastapi import APIRouter, Path, Query, Response

from notary.auth.deps import CurrentAuth
from notary.core.db import SessionDep
from notary.core.errors import error_responses
from notary.kit.bounds import Id
from notary.queue import actions, notices, service, views
from notary.queue.schemas import BookingAction, BookingCreate, BookingPublic, FreeDay, FreeSlot, NotaryDay

router = APIRouter(prefix="/equeue", tags=["queue"], responses=error_responses(403, 500))
BookingUuid = Annotated[str, Path(min_length=36, max_length=36, description="the booking's uuid")]
NotaryId = Annotated[Id, Query(alias="notaryId")]
ServiceId = Annotated[Id, Query(alias="serviceId", description="the catalogue's service, by act type id")]
Month = Annotated[str, Query(pattern=r"^[0-9]{4}-(0[1-9]|1[0-2])$", examples=["2026-12"])]


@router.get("/free_days", response_model=list[FreeDay], responses=error_responses(400))
def free_days(
    notary_id: NotaryId, service_id: ServiceId, month: Month, _auth: CurrentAuth, session: SessionDep
) -> list[FreeDay]:
    """Each day of a month (YYYY-MM) with the places the notary has left for the service: the calendar's marks."""
    return service.free_days(session, notary_id, service_id, month)


@router.get("/free_slots", response_model=list[FreeSlot], responses=error_responses(400))
def free_slots(
    notary_id: NotaryId, service_id: ServiceId, day: Annotated[date, Query()], _auth: CurrentAuth, session: SessionDep
) -> list[FreeSlot]:
    """The times of a day (Tashkent) the citizen may book for the service, with their places left."""
    return service.free_slots(session, notary_id, service_id, day)


@router.post("/bookings", status_code=201, response_model=BookingPublic, responses=error_responses(400, 409))
def book(request: BookingCreate, auth: CurrentAuth, session: SessionDep) -> BookingPublic:
    """Book a slot: confirmed by SMS with the cancel link, reminded before the time."""
    booking = service.book(session, auth.user, request)
    notices.booked(session, booking, views.place_of(session, booking))
    return views.public(session, booking, actions.citizen(auth))


@router.get("/bookings", response_model=list[BookingPublic])
def history(auth: CurrentAuth, session: SessionDep) -> list[BookingPublic]:
    """The caller's bookings, the latest time first, each with what the caller may do now."""
    return views.history(session, auth.user, actions.citizen(auth))


@router.get("/bookings/{uuid}", response_model=BookingPublic, responses=error_responses(404))
def booking(uuid: BookingUuid, auth: CurrentAuth, session: SessionDep) -> BookingPublic:
    found = service.by_uuid(session, uuid)
    return views.public(session, found, actions.who_is(session, found, auth))


@router.get(
    "/bookings/{uuid}/ics",
    response_class=Response,
    responses=error_responses(404)
    | {200: {"content": {"text/calendar": {"schema": {"type": "string"}}}, "description": "an iCalendar file"}},
)
def ics(uuid: BookingUuid, auth: CurrentAuth, session: SessionDep) -> Response:
    """The booking as an iCalendar file for the citizen's calendar."""
    found = service.by_uuid(session, uuid)
    actions.who_is(session, found, auth)
    public = views.public(session, found, actions.citizen(auth))
    summary = f"{public.service.name}: {public.notary.name}"
    body = notices.calendar(found, summary, views.place_of(session, found))
    headers = {"Content-Disposition": f'attachment; filename="booking-{uuid[:8]}.ics"'}
    return Response(body, media_type="text/calendar", headers=headers)


@router.post(
    "/bookings/{uuid}/actions/{action}", response_model=BookingPublic, responses=error_responses(400, 404, 409)
)
def take_action(
    uuid: BookingUuid,
    action: Annotated[str, Path(pattern="^(cancel|check_in|serve|no_show|admit)$")],
    body: BookingAction,
    auth: CurrentAuth,
    session: SessionDep,
) -> BookingPublic:
    """One move of the booking, when the caller's `actions` list it: cancel, check in, served, no-show, or admit a
    late citizen in turn with a reason."""
    found = service.by_uuid(session, uuid)
    moved = actions.take(session, found, auth, action, body.reason)
    return views.public(session, moved, actions.who_is(session, moved, auth))


@router.get("/notary_day", response_model=NotaryDay)
def notary_day(day: Annotated[date, Query()], auth: CurrentAuth, session: SessionDep) -> NotaryDay:
    """The logged-in notary's bookings of a day, in order, with their states and moves."""
    return views.notary_day(session, auth.user, day)
