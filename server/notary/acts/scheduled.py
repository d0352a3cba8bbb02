"""The acts' scheduled work (docs/architecture.md#scheduled-work) beyond invitations: the move to registration once
the gateway has every invoice paid, and the visit that passed without registration."""

from typing import Any

from sqlmodel import Session

from notary.acts import conference, invitations, lifecycle, visits
from notary.core import jobs
from notary.models import ActState, CallRole, CallState, NotarialAct, RegistrationType
from notary.payments import service as payments
from notary.video import service as video

PAYMENT_STEP, REGISTRATION_STEP, TIME_STEP = 7, 8, 5
LOOK_AGAIN_MINUTES = 5


@jobs.handler("act_paid")
def move_when_paid(session: Session, payload: dict[str, Any]) -> None:
    act = session.get(NotarialAct, payload["act_id"])
    if act is None or act.state != ActState.in_progress or act.step != PAYMENT_STEP:
        return
    if payments.all_paid(session, payload["act_id"]):
        lifecycle.move_by_system(session, act, "act_paid", REGISTRATION_STEP)


@jobs.handler("visit_missed")
def miss_the_visit(session: Session, payload: dict[str, Any]) -> None:
    """In person: back to setting the time, the applicant told to ask for another (section 8). By video: the act
    becomes inactive (section 4.6)."""
    act = session.get(NotarialAct, payload["act_id"])
    if act is None or act.state != ActState.in_progress or not visits.still_the_visit(act, payload):
        return
    if act.registration_type == RegistrationType.video and video.busy(session, _visit(act)):
        visits.later(session, act, payload, LOOK_AGAIN_MINUTES)  # the notary registers once the call and its mix end
        return
    _missed(session, act, "act_visit_missed")


def _missed(session: Session, act: NotarialAct, event: str) -> None:
    if act.registration_type == RegistrationType.video:
        lifecycle.move_by_system(session, act, event, act.step, ActState.inactive)
    else:
        lifecycle.move_by_system(session, act, event, TIME_STEP)
    applicant = next(party for party in lifecycle.parties_of(session, act) if party.applicant)
    invitations.tell_applicant(session, act, applicant, f"sms_visit_missed_{act.state}")


@jobs.handler("video_absent")
def miss_the_conference(session: Session, payload: dict[str, Any]) -> None:
    """A party who must come has not been in the room (the media server's word) by the time to join: the room is
    closed and the act becomes inactive (section 4.6). A conference the notary has not started is not theirs to miss."""
    act = session.get(NotarialAct, payload["act_id"])
    if act is None or act.state != ActState.in_progress or not visits.still_the_visit(act, payload):
        return
    visit = _visit(act)
    call = video.call_of(session, visit)
    if call is None or call.state != CallState.live:
        return
    parties = lifecycle.parties_of(session, act)
    expected = [
        a.user_id
        for a in conference.attendees(session, act, conference.expected_pins(parties))
        if a.role == CallRole.party
    ]
    missing_accounts = len(set(conference.expected_pins(parties))) > len(expected)
    if not missing_accounts and not video.absent(session, visit, expected):
        return
    video.close_room(session, visit, None, "party_absent")
    _missed(session, act, "act_video_missed")


def _visit(act: NotarialAct) -> video.Visit:
    assert act.id is not None and act.visit_at is not None
    return video.Visit(act.id, act.uuid, act.visit_at)
