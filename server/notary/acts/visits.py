"""The registration visit (docs/contracts/acts.md#time): the notary sets it in Tashkent time, in the future, inside the
notary's working hours and on the grid of visit slots, never two acts of one notary in one slot (a unique index
decides a race); a visit that passes without registration is missed, by scheduled work."""

from datetime import date, datetime, time, timedelta

from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from notary.core import clock, jobs
from notary.core.clock import TASHKENT
from notary.core.errors import BadRequest, Conflict
from notary.core.settings import get_settings
from notary.models import NotarialAct, Notary, RegistrationType, User
from notary.queue import service as queue


def slot() -> timedelta:
    return timedelta(minutes=get_settings().acts.visit_minutes)


def assign(session: Session, act: NotarialAct, applicant_pin: str, day: date | None, at: str | None) -> datetime:
    """The act's visit at `day` `at` (HH:MM, Tashkent); refused with the reason a notary can act on. It holds its
    slot in the notary's queue plan, so a citizen's booking and a visit never meet."""
    if day is None or at is None:
        raise BadRequest("error_visit_required")
    start = datetime.combine(day, time.fromisoformat(at), TASHKENT)
    if start <= clock.now():
        raise BadRequest("error_visit_in_the_past")
    minutes = start.hour * 60 + start.minute
    if minutes % get_settings().acts.visit_minutes:
        raise BadRequest("error_visit_off_the_grid", minutes=get_settings().acts.visit_minutes)
    notary = session.get(Notary, act.notary_id)
    assert notary is not None
    if not _within_working_hours(notary, start):
        raise BadRequest("error_visit_outside_hours")
    try:
        with session.begin_nested():  # a slot taken meanwhile rolls back this change alone, to answer with why
            act.visit_at = start
            session.add(act)
            session.flush()
    except IntegrityError as taken:
        raise Conflict("error_visit_slot_taken") from taken
    applicant = session.exec(select(User).where(User.pin == applicant_pin)).one()
    assert act.id is not None and applicant.id is not None
    queue.hold_visit(session, act.id, applicant.id, notary, act.act_type_id, start)
    watch(session, act)
    return start


def _within_working_hours(notary: Notary, start: datetime) -> bool:
    """Inside one of the notary's days (ISO weekday) and outside its break, the whole slot."""
    begins, ends = start.time(), (start + slot()).time()
    for day in notary.timetable:
        if day["weekday"] != start.isoweekday():
            continue
        inside = day["opens"] <= f"{begins:%H:%M}" and f"{ends:%H:%M}" <= day["closes"] and ends > begins
        in_break = day.get("breakFrom") and day["breakFrom"] < f"{ends:%H:%M}" and f"{begins:%H:%M}" < day["breakTo"]
        if inside and not in_break:
            return True
    return False


def watch(session: Session, act: NotarialAct) -> None:
    """Once the visit is over, look whether the act was registered; a visit set again is watched on its own. A video
    conference is also looked at once the parties' time to join has passed."""
    assert act.id is not None and act.visit_at is not None
    ends = act.visit_at + slot()
    at = act.visit_at.isoformat()
    payload = {"act_id": act.id, "visit_at": at}
    jobs.enqueue(session, "visit_missed", f"visit_missed:{act.id}:{at}", payload, ends)
    if act.registration_type == RegistrationType.video:
        joined_by = act.visit_at + timedelta(minutes=get_settings().video.join_window_minutes)
        jobs.enqueue(session, "video_absent", f"video_absent:{act.id}:{at}", payload, joined_by)


def later(session: Session, act: NotarialAct, payload: dict[str, object], minutes: int) -> None:
    """Look at the visit again in a while (its conference is still on, or its recording still being mixed)."""
    run_at = clock.now() + timedelta(minutes=minutes)
    jobs.enqueue(
        session, "visit_missed", f"visit_missed:{act.id}:{payload['visit_at']}:{run_at.isoformat()}", payload, run_at
    )


def still_the_visit(act: NotarialAct, payload: dict[str, object]) -> bool:
    """The job's visit is still the act's: not set again, not registered, not gone back before the time was set."""
    return act.visit_at is not None and act.visit_at.isoformat() == payload["visit_at"] and 6 <= act.step <= 8
