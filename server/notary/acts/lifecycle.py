"""An act's life: created by its applicant with a notary, seen only by its parties and its notary, moved by the cells of
the workflow table (`workflow.py`), each move a compare-and-set on the act's version with its audit record in the
same transaction."""

from dataclasses import dataclass

from sqlalchemy import func, update
from sqlmodel import Session, col, select

from notary.acts import workflow
from notary.acts.schemas import ActCreate, ActionBody, ActPublic, NotaryBrief, PartyPublic
from notary.acts.workflow import Action, Actor, Situation
from notary.audit import service as audit
from notary.core.errors import ActNotFound, BadRequest, Conflict, Forbidden, NotAParty
from notary.kit.language import localised
from notary.models import ActState, ActType, NotarialAct, NotarialActParty, Notary, PartyRole, PartyStatus, User
from notary.models._base import utcnow
from notary.notaries import service as notaries

# The part the applicant plays, by act type; an act type not listed here makes its applicant just "applicant".
APPLICANT_ROLES = {
    1: PartyRole.seller,
    4: PartyRole.donor,
    9: PartyRole.pledgor,
    101: PartyRole.principal,
    105: PartyRole.principal,
    11651: PartyRole.principal,
    15003: PartyRole.spouse,
    15034: PartyRole.parent,
    15035: PartyRole.parent,
}


@dataclass(frozen=True)
class Seen:
    """An act as one caller sees it: what they are to it and their own party."""

    act: NotarialAct
    parties: list[NotarialActParty]
    actors: set[Actor]
    own: NotarialActParty | None

    @property
    def situation(self) -> Situation:
        return Situation(self.act, self.parties, self.own)


def create(session: Session, user: User, request: ActCreate) -> ActPublic:
    if session.get(ActType, request.type) is None:
        raise BadRequest("error_act_type_unknown")
    notary = _chosen_notary(session, user, request)
    office = notaries.office_of(session, notary)
    assert notary.id is not None and office.id is not None
    act = NotarialAct(
        act_type_id=request.type,
        notary_id=notary.id,
        office_id=office.id,
        region_id=office.region_id,
        state=ActState.draft,
        registration_type=request.registration_type,
    )
    session.add(act)
    session.flush()
    assert act.id is not None
    applicant = NotarialActParty(
        act_id=act.id,
        role=APPLICANT_ROLES.get(request.type, PartyRole.applicant),
        pin=user.pin,
        surname=user.surname,
        name=user.name,
        patronymic=user.patronymic,
        phone=user.phone,
        applicant=True,
        status=PartyStatus.accepted,
    )
    session.add(applicant)
    session.flush()
    audit.record(session, "act_created", actor_user_id=user.id, target=act.uuid, details={"type": request.type})
    return to_public(session, Seen(act, [applicant], {Actor.applicant}, applicant))


def _chosen_notary(session: Session, user: User, request: ActCreate) -> Notary:
    if request.notary.mode == "manual" and request.notary.id is not None:
        return notaries.receiving_notary(session, request.notary.id)
    candidates = notaries.receiving_notaries(session, user.regionid) or notaries.receiving_notaries(session, None)
    if not candidates:
        raise BadRequest("error_no_notary_available")
    load = _acts_in_progress(session, [notary.id for notary in candidates if notary.id is not None])
    return min(candidates, key=lambda notary: (load.get(notary.id or 0, 0), notary.id or 0))


def _acts_in_progress(session: Session, notary_ids: list[int]) -> dict[int, int]:
    statement = (
        select(NotarialAct.notary_id, func.count())
        .where(col(NotarialAct.notary_id).in_(notary_ids), col(NotarialAct.state).in_(workflow.MOVING_STATES))
        .group_by(col(NotarialAct.notary_id))
    )
    return dict(session.exec(statement).all())


def seen_by(session: Session, uuid: str, user: User) -> Seen:
    """The act as the caller may see it; 418 for an unknown act or a caller who is neither a party nor its notary."""
    act = session.exec(select(NotarialAct).where(NotarialAct.uuid == uuid)).first()
    if act is None or act.state == ActState.deleted:
        raise ActNotFound()
    statement = select(NotarialActParty).where(NotarialActParty.act_id == act.id).order_by(col(NotarialActParty.id))
    parties = list(session.exec(statement))
    own = next((party for party in parties if party.pin == user.pin), None)
    actors: set[Actor] = set()
    if own is not None:
        actors.add(Actor.applicant if own.applicant else Actor.party)
    notary = notaries.notary_of_user(session, user)
    if notary is not None and notary.id == act.notary_id:
        actors.add(Actor.notary)
    if not actors:
        raise NotAParty()
    return Seen(act, parties, actors, own)


def to_public(session: Session, seen: Seen) -> ActPublic:
    act = seen.act
    notary = session.get(Notary, act.notary_id)
    assert notary is not None and act.id is not None
    office = notaries.office_of(session, notary)
    return ActPublic(
        uuid=act.uuid,
        rid=act.id,
        type=act.act_type_id,
        step=act.step,
        state=act.state,
        registration_type=act.registration_type,
        notary=NotaryBrief(
            id=act.notary_id, fullname=notaries.notary_fullname(notary), office=localised(office, "name")
        ),
        parties=[_party(party) for party in seen.parties],
        regnum=act.regnum,
        regdate=act.regdate,
        actions=[str(action) for action in workflow.available(seen.actors, seen.situation)],
    )


def _party(party: NotarialActParty) -> PartyPublic:
    assert party.id is not None
    fullname = " ".join(part for part in (party.surname, party.name, party.patronymic) if part)
    return PartyPublic(
        id=party.id, role=party.role, pin=party.pin, fullname=fullname, applicant=party.applicant, status=party.status
    )


def take_action(session: Session, uuid: str, user: User, action: Action, body: ActionBody) -> ActPublic:
    """Apply one cell of the workflow table for the caller, or refuse it (403 never theirs, 409 not now, 400 without
    the reason it needs); every attempt is in the audit log."""
    seen = seen_by(session, uuid, user)
    transition = workflow.TABLE[action]
    details = {"action": action, "step": seen.act.step, "actors": sorted(seen.actors)}
    refused = workflow.refusal(action, seen.actors, seen.situation)
    if refused is not None:
        status, key = refused
        audit.refusal(session, "act_action", actor_user_id=user.id, target=uuid, details=details | {"why": key})
        raise Forbidden(key) if status == 403 else Conflict(key)
    text = (getattr(body, transition.text) or "").strip() if transition.text else ""
    if transition.text and not text:
        raise BadRequest(f"error_act_{transition.text}_required")
    _move(session, seen, transition, text)
    details |= {"to": seen.act.step, "state": seen.act.state} | ({transition.text: text} if transition.text else {})
    audit.record(session, "act_action", actor_user_id=user.id, target=uuid, details=details)
    return to_public(session, seen)


def _move(session: Session, seen: Seen, transition: workflow.Transition, text: str) -> None:
    """Compare-and-set on the version read: of two actions racing on one act, exactly one moves it."""
    act = seen.act
    step = workflow.next_step(transition, act.step)
    values = {
        "step": step,
        "state": workflow.next_state(transition, act, step),
        "sent": act.sent or step > 1,
        "version": act.version + 1,
        "updated_at": utcnow(),
    }
    statement = update(NotarialAct).where(col(NotarialAct.id) == act.id, col(NotarialAct.version) == act.version)
    if session.exec(statement.values(**values)).rowcount != 1:
        raise Conflict("error_act_changed")
    if transition.party_status is not None and seen.own is not None:
        seen.own.status, seen.own.reason = transition.party_status, text
        session.add(seen.own)
    session.flush()
    session.refresh(act)
