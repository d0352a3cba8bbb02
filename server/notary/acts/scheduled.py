"""The acts' scheduled work (docs/architecture.md#scheduled-work) beyond invitations: the move to registration once
the gateway has every invoice paid, and the visit that passed without registration."""

from typing import Any

from sqlmodel import Session

from notary.acts import invitations, lifecycle, visits
from notary.core import jobs
from notary.models import ActState, NotarialAct, RegistrationType
from notary.payments import service as payments

PAYMENT_STEP, REGISTRATION_STEP, TIME_STEP = 7, 8, 5


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
    if act.registration_type == RegistrationType.video:
        lifecycle.move_by_system(session, act, "act_visit_missed", act.step, ActState.inactive)
    else:
        lifecycle.move_by_system(session, act, "act_visit_missed", TIME_STEP)
    applicant = next(party for party in lifecycle.parties_of(session, act) if party.applicant)
    invitations.tell_applicant(session, act, applicant, f"sms_visit_missed_{act.state}")
