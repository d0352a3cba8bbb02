"""An act's video conference (docs/video.md), the act's side of it: who may take part (the notary and every party
of a video registration; the applicant and the parties taking part by video must come), when (from
`join_window_minutes` before the visit to its end, at the registration step), what each caller may do now. The
room, tickets and recording are the video domain's."""

from datetime import datetime, timedelta
from pathlib import Path

from sqlmodel import Session, col, select

from notary.acts import visits
from notary.acts.lifecycle import Seen, fullname, seen_by
from notary.acts.workflow import Actor
from notary.audit import service as audit
from notary.core import clock
from notary.core.errors import Conflict, Forbidden, NotFound
from notary.core.settings import get_settings
from notary.models import (
    ActState,
    CallRole,
    CallState,
    NotarialAct,
    NotarialActParty,
    Notary,
    Participation,
    RegistrationType,
    User,
)
from notary.state_systems.population_registry import PopulationRegistry
from notary.video import service as video
from notary.video.service import CallAction, ConferencePublic, DeviceCheck, JoinTicket

REGISTRATION_STEP = 8
READY_STEPS = (6, 7, 8)


def _visit(seen: Seen) -> video.Visit:
    act = seen.act
    if act.registration_type != RegistrationType.video or act.visit_at is None:
        raise NotFound("error_video_no_conference")
    assert act.id is not None
    return video.Visit(act.id, act.uuid, act.visit_at)


def opens_at(act: NotarialAct) -> datetime:
    assert act.visit_at is not None
    return act.visit_at - timedelta(minutes=get_settings().video.join_window_minutes)


def _in_window(act: NotarialAct) -> bool:
    return opens_at(act) <= clock.now() <= act.visit_at + visits.slot() if act.visit_at else False


def _attendees(session: Session, seen: Seen) -> list[video.Attendee]:
    return attendees(session, seen.act, [party.pin for party in seen.parties])


def attendees(session: Session, act: NotarialAct, party_pins: list[str]) -> list[video.Attendee]:
    """The notary, then each party with an account, once each."""
    notary = session.get(Notary, act.notary_id)
    assert notary is not None
    pins = [notary.pin, *dict.fromkeys(pin for pin in party_pins if pin != notary.pin)]
    users = {user.pin: user for user in session.exec(select(User).where(col(User.pin).in_(pins)))}
    return [
        video.Attendee(
            users[pin].id or 0, CallRole.notary if pin == notary.pin else CallRole.party, fullname(users[pin])
        )
        for pin in pins
        if pin in users
    ]


def expected_pins(parties: list[NotarialActParty]) -> list[str]:
    """Who must come: the applicant, and every party taking part by video."""
    return [party.pin for party in parties if party.applicant or party.participation == Participation.video]


def _me(session: Session, seen: Seen, user: User) -> video.Attendee:
    me = next((a for a in _attendees(session, seen) if a.user_id == user.id), None)
    if me is None:
        raise Forbidden("error_forbidden")
    return me


def _actions(session: Session, seen: Seen, visit: video.Visit, me: video.Attendee) -> list[CallAction]:
    """The conference's rules in one table: a party gets ready once, in the window, before the call ends; the notary
    starts it at the registration step; everyone joins while it is on; the notary ends it."""
    act, call = seen.act, video.call_of(session, visit)
    state = call.state if call else CallState.waiting
    moving = act.state == ActState.in_progress and _in_window(act)
    party_ready = me.role == CallRole.party and moving and act.step in READY_STEPS and state != CallState.ended
    notary_starts = Actor.notary in seen.actors and moving and act.step == REGISTRATION_STEP
    table = {
        CallAction.ready: party_ready and not video.is_ready(session, visit, me),
        CallAction.start: notary_starts and state == CallState.waiting,
        CallAction.join_call: state == CallState.live,
        CallAction.end: Actor.notary in seen.actors and state == CallState.live,
    }
    return [action for action, allowed in table.items() if allowed]


def _allowed(session: Session, seen: Seen, user: User, action: CallAction) -> tuple[video.Visit, video.Attendee]:
    """The caller may take this action now, or the refusal is audited and answered (409: not now)."""
    visit = _visit(seen)
    me = _me(session, seen, user)
    if action not in _actions(session, seen, visit, me):
        why = {"action": action, "step": seen.act.step, "state": seen.act.state}
        audit.refusal(session, "video_action", actor_user_id=user.id, target=seen.act.uuid, details=why)
        raise Conflict("error_video_action_not_now")
    return visit, me


def conference(session: Session, uuid: str, user: User) -> ConferencePublic:
    seen = seen_by(session, uuid, user)
    visit = _visit(seen)
    me = _me(session, seen, user)
    view = video.view(
        session, visit, _attendees(session, seen), me, _actions(session, seen, visit, me), opens_at(seen.act)
    )
    if me.role == CallRole.notary:
        for participant in view.participants:
            if participant.role == CallRole.party and participant.feed:
                participant.photo_url = f"/api/notarial_act/{uuid}/video/photo/{participant.feed}"
    return view


def get_ready(session: Session, uuid: str, user: User, check: DeviceCheck) -> ConferencePublic:
    seen = seen_by(session, uuid, user)
    visit, me = _allowed(session, seen, user, CallAction.ready)
    video.mark_ready(session, visit, _attendees(session, seen), me, check)
    return conference(session, uuid, user)


def start(session: Session, uuid: str, user: User) -> ConferencePublic:
    seen = seen_by(session, uuid, user)
    visit, me = _allowed(session, seen, user, CallAction.start)
    video.open_room(session, visit, _attendees(session, seen), me)
    return conference(session, uuid, user)


def join(session: Session, uuid: str, user: User) -> JoinTicket:
    seen = seen_by(session, uuid, user)
    visit, me = _allowed(session, seen, user, CallAction.join_call)
    return video.ticket(session, visit, me)


def report_quality(session: Session, uuid: str, user: User, quality: int) -> ConferencePublic:
    seen = seen_by(session, uuid, user)
    video.report_quality(session, _visit(seen), _me(session, seen, user), quality)
    return conference(session, uuid, user)


def end(session: Session, uuid: str, user: User) -> ConferencePublic:
    seen = seen_by(session, uuid, user)
    visit, me = _allowed(session, seen, user, CallAction.end)
    video.close_room(session, visit, me, "ended_by_notary")
    return conference(session, uuid, user)


def recording_file(session: Session, uuid: str, user: User) -> Path:
    """The mixed recording, for the act's parties and notary."""
    seen = seen_by(session, uuid, user)
    call = video.recording_of(session, _visit(seen))
    path = video.recording_path(call) if call else None
    if path is None:
        raise NotFound("error_video_no_recording")
    audit.record(session, "video_recording_viewed", actor_user_id=user.id, target=uuid)
    return path


def photo(session: Session, uuid: str, user: User, feed: int, registry: PopulationRegistry) -> bytes:
    """A party's photo as the face check matched it, beside their live picture: the notary's only."""
    seen = seen_by(session, uuid, user)
    if Actor.notary not in seen.actors:
        raise Forbidden("error_forbidden")
    user_id = video.photo_pin(session, _visit(seen), feed)
    person = session.get(User, user_id) if user_id else None
    picture = registry.photo(person.pin) if person else None
    if picture is None:
        raise NotFound("error_video_no_photo")
    return picture
