"""Invitations of an act's parties: a link per party, sent by SMS, that expires, can be resent and is reminded
(docs/contracts/acts.md#calls). The link only opens the approval screen: the answer needs a login as the party's pin.
Reminders and expiry are scheduled work (docs/architecture.md#scheduled-work)."""

from datetime import datetime, timedelta
from typing import Any

from sqlmodel import Session, col, select

from notary.core import clock, jobs
from notary.core.i18n import Language, current_language, translate
from notary.core.settings import get_settings
from notary.models import Invitation, InvitationState, NotarialAct, NotarialActParty, PartyStatus
from notary.state_systems import sms_gateway


def link(invitation: Invitation) -> str:
    return f"{get_settings().acts.public_origin.rstrip('/')}/invitation/{invitation.token}"


def is_live(invitation: Invitation | None, now: datetime | None = None) -> bool:
    """Live until answered, replaced or expired; an expiry the scheduled job has not marked yet counts too."""
    if invitation is None or invitation.state != InvitationState.live:
        return False
    return invitation.expires_at > (now or clock.now())


def live_of(session: Session, party_ids: list[int]) -> dict[int, Invitation]:
    """Each party's live invitation, by party id."""
    statement = select(Invitation).where(
        col(Invitation.party_id).in_(party_ids), Invitation.state == InvitationState.live
    )
    now = clock.now()
    return {invitation.party_id: invitation for invitation in session.exec(statement) if is_live(invitation, now)}


def by_token(session: Session, token: str) -> Invitation | None:
    return session.exec(select(Invitation).where(Invitation.token == token)).first()


def invite(session: Session, act: NotarialAct, party: NotarialActParty, inviter: str) -> Invitation:
    """A new link for the party (any earlier one dies), its SMS and its reminders and expiry."""
    assert party.id is not None
    _replace(session, [party.id])
    settings = get_settings().acts
    now = clock.now()
    invitation = Invitation(
        party_id=party.id, created_at=now, expires_at=now + timedelta(hours=settings.invitation_hours)
    )
    session.add(invitation)
    session.flush()
    language = current_language.get()
    stamp, url = f"invitation:{invitation.id}", link(invitation)
    _sms(session, party, "sms_invitation", stamp, language, inviter=inviter, rid=act.id, link=url)
    payload = {"invitation_id": invitation.id, "language": language, "inviter": inviter}
    if settings.reminders_max:
        due = now + timedelta(hours=settings.reminder_after_hours)
        jobs.enqueue(session, "invitation_reminder", f"invitation:{invitation.id}:reminder:1", payload, due)
    jobs.enqueue(session, "invitation_expiry", f"invitation:{invitation.id}:expiry", payload, invitation.expires_at)
    return invitation


def reinvite_others(session: Session, act: NotarialAct, parties: list[NotarialActParty], inviter: str) -> None:
    """The act's parties or subjects changed: every other party's answer is void and it is invited again."""
    for party in parties:
        if party.applicant:
            continue
        party.status, party.reason = None, ""
        session.add(party)
        invite(session, act, party, inviter)


def answered(session: Session, party: NotarialActParty) -> None:
    assert party.id is not None
    for invitation in session.exec(_live_rows([party.id])):
        invitation.state = InvitationState.answered
        session.add(invitation)


def forget(session: Session, party: NotarialActParty) -> None:
    """The party is removed from the act: its links go with it (the audit log keeps that it was invited)."""
    for invitation in session.exec(select(Invitation).where(Invitation.party_id == party.id)):
        session.delete(invitation)


def _live_rows(party_ids: list[int]) -> Any:
    return select(Invitation).where(col(Invitation.party_id).in_(party_ids), Invitation.state == InvitationState.live)


def _replace(session: Session, party_ids: list[int]) -> None:
    for invitation in session.exec(_live_rows(party_ids)):
        invitation.state = InvitationState.replaced
        session.add(invitation)


def tell_applicant(session: Session, act: NotarialAct, applicant: NotarialActParty, key: str, **params: object) -> None:
    """An SMS to the applicant about their act (a party answered, an invitation expired)."""
    stamp = f"act:{act.id}:v{act.version}:{key}"
    _sms(session, applicant, key, stamp, current_language.get(), rid=act.id, **params)


def _sms(
    session: Session, recipient: NotarialActParty, key: str, stamp: str, language: Language, **params: object
) -> None:
    if not recipient.phone:
        return
    sms_gateway.send_later(session, recipient.phone, translate(key, language, **params), stamp)


@jobs.handler("invitation_reminder")
def _remind(session: Session, payload: dict[str, Any]) -> None:
    invitation = session.get(Invitation, payload["invitation_id"])
    if invitation is None or not is_live(invitation):
        return
    party = session.get(NotarialActParty, invitation.party_id)
    if party is None or party.status is not None:
        return
    settings = get_settings().acts
    invitation.reminders_sent += 1
    session.add(invitation)
    number = invitation.reminders_sent
    stamp = f"invitation:{invitation.id}:reminder:{number}"
    params = {"inviter": payload["inviter"], "link": link(invitation)}
    _sms(session, party, "sms_invitation_reminder", stamp, payload["language"], **params)
    if number < settings.reminders_max:
        due = clock.now() + timedelta(hours=settings.reminder_after_hours)
        jobs.enqueue(session, "invitation_reminder", f"invitation:{invitation.id}:reminder:{number + 1}", payload, due)


@jobs.handler("invitation_expiry")
def _expire(session: Session, payload: dict[str, Any]) -> None:
    invitation = session.get(Invitation, payload["invitation_id"])
    if invitation is None or invitation.state != InvitationState.live:
        return
    invitation.state = InvitationState.expired
    session.add(invitation)
    party = session.get(NotarialActParty, invitation.party_id)
    if party is None or party.status == PartyStatus.accepted:
        return
    act = session.get(NotarialAct, party.act_id)
    applicant = session.exec(
        select(NotarialActParty).where(NotarialActParty.act_id == party.act_id, col(NotarialActParty.applicant))
    ).first()
    if act is not None and applicant is not None:
        stamp = f"invitation:{invitation.id}:expired"
        name = " ".join(part for part in (party.surname, party.name) if part)
        _sms(session, applicant, "sms_invitation_expired", stamp, payload["language"], rid=act.id, party=name)
