"""An act's life: created by its applicant with a notary, seen only by its parties and its notary, moved by the cells of
the workflow table (`workflow.py`), each move a compare-and-set on the act's version with its audit record in the
same transaction."""

from collections.abc import Callable
from dataclasses import dataclass, field

from sqlalchemy import func, update
from sqlmodel import Session, col, select

from notary.acts import (
    act_types,
    blocks,
    documents,
    invitations,
    invoicing,
    notes,
    registration,
    roles,
    type_rules,
    visits,
    workflow,
)
from notary.acts.schemas import (
    ActCreate,
    ActionBody,
    ActPublic,
    AttachmentPublic,
    Change,
    InvitationPublic,
    InvoiceProposal,
    NotaryBrief,
    NotaryChoice,
    NotePublic,
    PartyPublic,
)
from notary.acts.subject_schemas import SubjectPublic
from notary.acts.terms_schemas import Language
from notary.acts.workflow import Action, Actor, Situation
from notary.audit import service as audit
from notary.core import clock
from notary.core.clock import TASHKENT
from notary.core.errors import ActNotFound, BadRequest, Conflict, Forbidden, NotAParty
from notary.identity import service as identity
from notary.journal import service as journal
from notary.kit.language import localised
from notary.models import (
    ActState,
    ActType,
    DocumentKind,
    Invitation,
    NotarialAct,
    NotarialActParty,
    NotarialActSubject,
    Notary,
    NoteKind,
    PartyStatus,
    User,
)
from notary.notaries import service as notaries
from notary.payments import service as payments
from notary.queue import service as queue


@dataclass(frozen=True)
class Seen:
    """An act as one caller sees it: what they are to it, their own party, and the parties' live invitations."""

    act: NotarialAct
    parties: list[NotarialActParty]
    actors: set[Actor]
    own: NotarialActParty | None
    invitations: dict[int, Invitation] = field(default_factory=dict)
    invoices_paid: bool = False

    @property
    def situation(self) -> Situation:
        own_live = self.own is not None and (self.own.id or 0) in self.invitations
        return Situation(self.act, self.parties, self.own, own_live, self.invoices_paid)

    @property
    def applicant(self) -> NotarialActParty:
        return next(party for party in self.parties if party.applicant)


def create(session: Session, user: User, request: ActCreate) -> ActPublic:
    identity.require_consent(user)
    if session.get(ActType, request.type) is None:
        raise BadRequest("error_act_type_unknown")
    notary = _chosen_notary(session, user, request.notary)
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
        role=roles.applicant_role(request.type),
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


def _chosen_notary(session: Session, user: User, choice: NotaryChoice, instead_of: int | None = None) -> Notary:
    """The notary chosen by hand, or the receiving notary of the user's region (else any region) with the fewest
    acts in progress; `instead_of` is the notary being changed, never chosen again automatically."""
    if choice.mode == "manual" and choice.id is not None:
        return notaries.receiving_notary(session, choice.id)
    candidates: list[Notary] = []
    for region in (user.regionid, None):
        candidates = candidates or [n for n in notaries.receiving_notaries(session, region) if n.id != instead_of]
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
    parties = parties_of(session, act)
    own = next((party for party in parties if party.pin == user.pin), None)
    actors: set[Actor] = set()
    if own is not None:
        actors.add(Actor.applicant if own.applicant else Actor.party)
    notary = notaries.notary_of_user(session, user)
    if notary is not None and notary.id == act.notary_id:
        actors.add(Actor.notary)
    if not actors:
        raise NotAParty()
    live = invitations.live_of(session, [party.id or 0 for party in parties])
    return Seen(act, parties, actors, own, live, _paid(session, act))


def _paid(session: Session, act: NotarialAct) -> bool:
    """Asked of the gateway only where it decides something: at the payment step."""
    return act.step == 7 and payments.all_paid(session, act.id or 0)


def parties_of(session: Session, act: NotarialAct) -> list[NotarialActParty]:
    statement = select(NotarialActParty).where(NotarialActParty.act_id == act.id).order_by(col(NotarialActParty.id))
    return list(session.exec(statement))


def editable(session: Session, uuid: str, user: User) -> Seen:
    """The act whose parties or subjects its applicant is about to change: only at step 1 of a moving act."""
    seen = seen_by(session, uuid, user)
    if Actor.applicant not in seen.actors:
        raise Forbidden("error_forbidden")
    if not _editing(seen):
        raise Conflict("error_act_action_not_now")
    return seen


def uuid_of(session: Session, rid: int) -> str:
    """The uuid of the act numbered `rid` (the portal's `my_notarial_act/{rid}`); 418 when there is none."""
    uuid = session.exec(select(NotarialAct.uuid).where(NotarialAct.id == rid)).first()
    if uuid is None:
        raise ActNotFound()
    return uuid


def changed(
    session: Session, seen: Seen, user: User, event: str, details: dict[str, object], new: int | None = None
) -> None:
    """The applicant changed the act's parties or subjects: compare-and-set its version, void the other parties'
    answers and invite them again (docs/contracts/acts.md#the-act; `new` is a party just added and invited), and
    record it."""
    _bump(session, seen.act, {})
    others = [
        party
        for party in parties_of(session, seen.act)
        if not party.applicant and party.id != new and party.role not in roles.NOT_ASKED
    ]
    invitations.reinvite_others(session, seen.act, others, fullname(seen.applicant))
    audit.record(session, event, actor_user_id=user.id, target=seen.act.uuid, details=details)


def write_note(session: Session, uuid: str, user: User, text: str) -> NotePublic:
    """Anyone who sees the act may note something on it while it is on its way."""
    seen = seen_by(session, uuid, user)
    if seen.act.state not in workflow.MOVING_STATES:
        raise Conflict("error_act_action_not_now")
    if not text.strip():
        raise BadRequest("error_note_required")
    note = notes.write(session, seen.act, user, NoteKind.note, text.strip())
    audit.record(session, "act_note", actor_user_id=user.id, target=uuid, details={"note_id": note.id})
    return notes.to_public(note)


def invoice_proposal(session: Session, uuid: str, user: User) -> InvoiceProposal:
    """What the tariffs ask for this act, for its notary about to issue the invoices."""
    seen = seen_by(session, uuid, user)
    if Actor.notary not in seen.actors:
        raise Forbidden("error_forbidden")
    if Action.issue_invoices not in workflow.available(seen.actors, seen.situation):
        raise Conflict("error_act_action_not_now")
    proposal = invoicing.propose(session, seen.act, seen.parties, subjects_of(session, seen.act))
    return invoicing.proposal_public(proposal)


def checkout(session: Session, uuid: str, user: User, invoice_id: int) -> str:
    """Where the applicant pays one of the act's invoices, at the payment step."""
    seen = seen_by(session, uuid, user)
    if Actor.applicant not in seen.actors:
        raise Forbidden("error_forbidden")
    if not _paying(seen):
        raise Conflict("error_act_action_not_now")
    url = payments.checkout(session, invoice_id, seen.act.id or 0)
    audit.record(session, "act_checkout", actor_user_id=user.id, target=uuid, details={"invoice_id": invoice_id})
    return url


def kept_document(session: Session, uuid: str, user: User, kind: DocumentKind) -> bytes:
    """A PDF the act keeps (the signed print form, a refusal's resolution), for its parties and its notary only."""
    seen = seen_by(session, uuid, user)
    document = registration.document(session, seen.act, kind)
    if document is None:
        raise Conflict("error_act_action_not_now")
    return document.content


def audit_log(session: Session, uuid: str, user: User) -> bytes:
    """The act's own history as a PDF, for its parties and its notary."""
    return documents.audit_log(session, seen_by(session, uuid, user).act)


def to_public(session: Session, seen: Seen) -> ActPublic:
    act = seen.act
    notary = session.get(Notary, act.notary_id)
    assert notary is not None and act.id is not None
    office = notaries.office_of(session, notary)
    subjects = subjects_of(session, act)
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
        parties=[_party(party, seen) for party in seen.parties],
        subjects=[SubjectPublic.of(subject) for subject in subjects],
        terms=type_rules.terms_of(act),
        terms_groups=act_types.terms_groups(act.act_type_id),
        rights=act_types.rights(act.act_type_id),
        attachment=_attachment(session, act),
        attachment_needed=act_types.needs(act.act_type_id).attachment,
        needed_roles=list(act_types.needs(act.act_type_id).roles),
        subject_kinds=act_types.subject_kinds(act.act_type_id),
        missing=type_rules.missing(session, act, seen.parties, subjects) if _editing(seen) else [],
        notes=notes.of_act(session, act.id),
        invoices=payments.of_act(session, act.id),
        visit=_visit(act),
        regnum=act.regnum,
        regdate=act.regdate,
        verification_code=journal.code_of_act(session, act.id) if act.regnum else None,
        actions=[str(action) for action in workflow.available(seen.actors, seen.situation)],
        changes=_changes(seen),
        party_roles=roles.invited_roles(act.act_type_id) if _editing(seen) else [],
        juridical_roles=roles.juridical_roles(act.act_type_id) if _editing(seen) else [],
    )


def _editing(seen: Seen) -> bool:
    return Actor.applicant in seen.actors and seen.act.state in workflow.MOVING_STATES and seen.act.step == 1


def _paying(seen: Seen) -> bool:
    """Only the applicant pays, and only at the payment step."""
    return Actor.applicant in seen.actors and seen.act.state == ActState.in_progress and seen.act.step == 7


def _changes(seen: Seen) -> list[Change]:
    changes: list[Change] = ["parties", "subjects"] if _editing(seen) else []
    changes += ["terms"] if changes and act_types.terms_groups(seen.act.act_type_id) else []
    changes += ["attachment"] if changes and act_types.needs(seen.act.act_type_id).attachment else []
    changes += ["notes"] if seen.act.state in workflow.MOVING_STATES else []
    return changes + (["payment"] if _paying(seen) else [])


def _attachment(session: Session, act: NotarialAct) -> AttachmentPublic | None:
    attached = registration.attachment(session, act)
    return None if attached is None else AttachmentPublic(sha256=attached[0], size=attached[1])


def subjects_of(session: Session, act: NotarialAct) -> list[NotarialActSubject]:
    statement = select(NotarialActSubject).where(NotarialActSubject.act_id == act.id)
    return list(session.exec(statement.order_by(col(NotarialActSubject.id))))


def _visit(act: NotarialAct) -> dict[str, str] | None:
    if act.visit_at is None:
        return None
    local = act.visit_at.astimezone(TASHKENT)
    return {"date": local.date().isoformat(), "time": local.strftime("%H:%M")}


def fullname(party: NotarialActParty | User) -> str:
    return " ".join(part for part in (party.surname, party.name, party.patronymic) if part)


def _party(party: NotarialActParty, seen: Seen) -> PartyPublic:
    assert party.id is not None
    invitation = seen.invitations.get(party.id) if Actor.applicant in seen.actors else None
    return PartyPublic(
        id=party.id,
        role=party.role,
        pin=party.pin,
        fullname=fullname(party),
        applicant=party.applicant,
        status=party.status,
        reason=party.reason,
        party_class=party.party_class,
        inn=party.inn,
        organisation=party.organisation,
        participation=party.participation,
        phone=party.phone,
        document_type=party.document_type,
        represented_party_id=party.represented_party_id,
        guardian_body=party.guardian_body,
        interpreter=party.interpreter,
        translate_from=Language(party.translate_from) if party.translate_from else None,
        translate_to=Language(party.translate_to) if party.translate_to else None,
        invitation=InvitationPublic(link=invitations.link(invitation), expires_at=invitation.expires_at)
        if invitation
        else None,
    )


def take_action(session: Session, uuid: str, user: User, action: Action, body: ActionBody) -> ActPublic:
    """Apply one cell of the workflow table for the caller, or refuse it (403 never theirs, 409 not now, 400 without
    the reason it needs); every attempt is in the audit log."""
    seen = seen_by(session, uuid, user)
    if action is Action.accept:  # answering an invitation with yes starts processing the person's data anew
        identity.require_consent(user)
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
    if transition.checks_blocks:
        try:
            blocks.check_act(session, seen.act, seen.parties, subjects_of(session, seen.act))
        except BadRequest as block:
            why = details | {"why": block.message_key}
            audit.refusal(session, "act_action", actor_user_id=user.id, target=uuid, details=why)
            raise
    try:
        _move(session, seen, transition, text)
        details |= _EFFECTS.get(action, _no_effect)(session, seen, user, body, text)
    except BadRequest as failed:  # a Conflict too: the effect's own refusal, recorded like the table's
        why = details | {"why": failed.message_key}
        audit.refusal(session, "act_action", actor_user_id=user.id, target=uuid, details=why)
        raise
    details |= {"to": seen.act.step, "state": seen.act.state} | ({transition.text: text} if transition.text else {})
    audit.record(session, "act_action", actor_user_id=user.id, target=uuid, details=details)
    return to_public(session, _seen_again(session, seen))


def _seen_again(session: Session, seen: Seen) -> Seen:
    """The act after a change, as the same caller sees it (even when deleted, for the answer of `delete`)."""
    parties = parties_of(session, seen.act)
    own = next((party for party in parties if seen.own is not None and party.id == seen.own.id), None)
    live = invitations.live_of(session, [party.id or 0 for party in parties])
    return Seen(seen.act, parties, seen.actors, own, live, _paid(session, seen.act))


Effect = Callable[[Session, Seen, User, ActionBody, str], dict[str, object]]


def _no_effect(*_args: object) -> dict[str, object]:
    return {}


def _remark(session: Session, seen: Seen, user: User, _body: ActionBody, text: str) -> dict[str, object]:
    notes.write(session, seen.act, user, NoteKind.remark, text)
    return {}


def _answer(key: str) -> Effect:
    """A party answered: its link is done with, and the applicant is told."""

    def effect(session: Session, seen: Seen, _user: User, _body: ActionBody, text: str) -> dict[str, object]:
        assert seen.own is not None
        invitations.answered(session, seen.own)
        invitations.tell_applicant(session, seen.act, seen.applicant, key, party=fullname(seen.own), reason=text)
        return {}

    return effect


def _resend(session: Session, seen: Seen, _user: User, body: ActionBody, _text: str) -> dict[str, object]:
    asked = (party for party in seen.parties if not party.applicant and party.role not in roles.NOT_ASKED)
    party = next((party for party in asked if party.id == body.party_id), None)
    if party is None:
        raise BadRequest("error_act_party_unknown")
    party.status, party.reason = None, ""
    session.add(party)
    invitations.invite(session, seen.act, party, fullname(seen.applicant))
    return {"party_id": party.id}


def _change_notary(session: Session, seen: Seen, user: User, body: ActionBody, _text: str) -> dict[str, object]:
    if body.mode is None:
        raise BadRequest("error_notary_choice")
    choice = NotaryChoice(mode=body.mode, id=body.id)
    notary = _chosen_notary(session, user, choice, instead_of=seen.act.notary_id)
    office = notaries.office_of(session, notary)
    assert notary.id is not None and office.id is not None
    previous = seen.act.notary_id
    seen.act.notary_id, seen.act.office_id, seen.act.region_id = notary.id, office.id, office.region_id
    session.add(seen.act)
    return {"from_notary": previous, "notary": notary.id}


def _issue_invoices(session: Session, seen: Seen, _user: User, body: ActionBody, _text: str) -> dict[str, object]:
    proposal = invoicing.propose(session, seen.act, seen.parties, subjects_of(session, seen.act))
    return {"invoices": invoicing.issue(session, seen.act, proposal, body.invoices)}


def _assign_time(session: Session, seen: Seen, _user: User, body: ActionBody, _text: str) -> dict[str, object]:
    visit = visits.assign(session, seen.act, seen.applicant.pin, body.date, body.time)
    return {"visit_at": visit.isoformat()}


def _register(session: Session, seen: Seen, _user: User, _body: ActionBody, _text: str) -> dict[str, object]:
    return registration.register(session, seen.act, seen.parties, subjects_of(session, seen.act))


def _refund(session: Session, seen: Seen, _user: User, _body: ActionBody, _text: str) -> dict[str, object]:
    return {"refunds": payments.refund_act(session, seen.act.id or 0)}


def _refuse_act(session: Session, seen: Seen, user: User, body: ActionBody, text: str) -> dict[str, object]:
    documents.keep_resolution(session, seen.act, text)
    return _refund(session, seen, user, body, text)


_EFFECTS: dict[Action, Effect] = {
    Action.return_with_defects: _remark,
    Action.accept: _answer("sms_party_accepted"),
    Action.reject: _answer("sms_party_rejected"),
    Action.exit_deal: _answer("sms_party_exited"),
    Action.resend_invitation: _resend,
    Action.change_notary: _change_notary,
    Action.issue_invoices: _issue_invoices,
    Action.assign_time: _assign_time,
    Action.register: _register,
    Action.annul: _refund,
    Action.reject_act: _refuse_act,
}


def _move(session: Session, seen: Seen, transition: workflow.Transition, text: str) -> None:
    """Compare-and-set on the version read: of two actions racing on one act, exactly one moves it."""
    act = seen.act
    step = workflow.next_step(transition, act.step)
    state = workflow.next_state(transition, act, step)
    _bump(session, act, {"step": step, "state": state, "sent": act.sent or step > 1} | _visit_kept(act, step))
    if transition.party_status is not None and seen.own is not None:
        seen.own.status, seen.own.reason = transition.party_status, text
        session.add(seen.own)
    session.flush()


def _visit_kept(act: NotarialAct, step: int) -> dict[str, object]:
    """Back before the time is set (step 5 or earlier), the act has no visit any more."""
    return {"visit_at": None} if step < 6 and act.visit_at is not None else {}


def move_by_system(session: Session, act: NotarialAct, event: str, step: int, state: ActState | None = None) -> None:
    """A move no person makes (every invoice paid, a visit missed): the same compare-and-set, and its audit record."""
    values: dict[str, object] = {"step": step} | ({"state": state} if state else {}) | _visit_kept(act, step)
    before = act.step
    _bump(session, act, values)
    details = {"step": before, "to": act.step, "state": act.state}
    audit.record(session, event, actor_user_id=None, target=act.uuid, details=details)


def _bump(session: Session, act: NotarialAct, values: dict[str, object]) -> None:
    """Compare-and-set on the version read: of two changes racing on one act, exactly one wins; the other is 409."""
    statement = update(NotarialAct).where(col(NotarialAct.id) == act.id, col(NotarialAct.version) == act.version)
    values = values | {"version": act.version + 1, "updated_at": clock.now()}
    had_visit = act.visit_at is not None
    if session.exec(statement.values(**values)).rowcount != 1:
        raise Conflict("error_act_changed")
    session.refresh(act)
    if had_visit and act.state == ActState.registered:
        assert act.id is not None
        queue.serve_visit(session, act.id)  # registered at its visit: the notary's day shows it served
    elif had_visit and (act.visit_at is None or act.state != ActState.in_progress):
        assert act.id is not None
        queue.release_visit(session, act.id)  # the act no longer comes at its time: the slot is free again
