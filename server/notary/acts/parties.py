"""The parties of an act: the applicant adds them at step 1, a person by passport and personal number (the population
registry must know that person), an organisation by its tax id (the register of legal entities must know it, active;
its director answers for it), each with its invitation; the invitation link opens the approval screen."""

from typing import Any

from sqlmodel import Session

from notary.acts import blocks, invitations, lifecycle, roles, workflow
from notary.acts.schemas import InvitationView, PartyCreate, PartyPublic
from notary.acts.workflow import Actor
from notary.audit import service as audit
from notary.core.errors import BadRequest, NotAParty, NotFound
from notary.dictionaries import service as dictionaries
from notary.kit.language import localised
from notary.models import (
    ActType,
    InvitationState,
    NotarialAct,
    NotarialActParty,
    Notary,
    PartyClass,
    PartyStatus,
    User,
)
from notary.notaries import service as notaries
from notary.state_systems.legal_entity_registry import LegalEntityRegistry
from notary.state_systems.population_registry import PopulationRegistry


def add(
    session: Session,
    uuid: str,
    user: User,
    request: PartyCreate,
    people: PopulationRegistry,
    organisations: LegalEntityRegistry,
) -> PartyPublic:
    seen = lifecycle.editable(session, uuid, user)
    act = seen.act
    _check_role(act, request)
    if request.represented_party_id is not None and all(p.id != request.represented_party_id for p in seen.parties):
        raise BadRequest("error_party_represented_unknown")
    juridical = request.party_class == PartyClass.juridical
    named = _organisation(request, organisations) if juridical else _person(session, request, people)
    if any(p.pin == named["pin"] or (juridical and p.inn == request.inn) for p in seen.parties):
        raise BadRequest("error_party_already_in_act")
    assert act.id is not None
    party = NotarialActParty(
        act_id=act.id,
        role=request.role,
        **named,
        phone=request.phone,
        party_class=request.party_class,
        participation=request.participation,
        represented_party_id=request.represented_party_id,
        guardian_body=request.guardian_body.strip(),
        interpreter=request.interpreter,
        translate_from=request.translate_from,
        translate_to=request.translate_to,
        status=PartyStatus.accepted if request.role in roles.NOT_ASKED else None,
    )
    try:
        blocks.check_party(session, act, party)
    except BadRequest as refused:
        why = {"role": request.role, "pin": party.pin, "inn": party.inn, "why": refused.message_key}
        audit.refusal(session, "act_party_added", actor_user_id=user.id, target=uuid, details=why)
        raise
    session.add(party)
    session.flush()
    if party.status is None:
        invitations.invite(session, act, party, lifecycle.fullname(seen.applicant))
    details: dict[str, object] = {"party_id": party.id, "role": party.role, "pin": party.pin, "inn": party.inn}
    lifecycle.changed(session, seen, user, "act_party_added", details, new=party.id)
    public = lifecycle.to_public(session, lifecycle.seen_by(session, uuid, user))
    return next(item for item in public.parties if item.id == party.id)


def _person(session: Session, request: PartyCreate, registry: PopulationRegistry) -> dict[str, Any]:
    """A person as the population registry names them, by the identity document given with their personal number;
    the document's number is shaped as its type's rule says."""
    assert request.passserial is not None and request.passnum is not None  # PartyCreate asks them of a person
    dictionaries.check_document_number(session, request.document_type, request.passnum)
    person = registry.find_by_passport(request.passserial, request.passnum)
    if person is None or person.pin != request.pin:
        raise BadRequest("error_party_not_in_registry")
    return {
        "pin": person.pin,
        "surname": person.surname,
        "name": person.name,
        "patronymic": person.patronymic,
        "passserial": request.passserial,
        "passnum": request.passnum,
        "document_type": request.document_type,
        "birthdate": person.birthdate,
        "regaddress": person.regaddress,
    }


def _organisation(request: PartyCreate, registry: LegalEntityRegistry) -> dict[str, Any]:
    """An organisation as the register names it; its director is the person who sees the act and answers for it.
    Whether it is still active is a business block (blocks.py), checked again before the act moves on."""
    assert request.inn is not None  # PartyCreate asks it of an organisation
    organisation = registry.organisation_of(request.inn)
    if organisation is None:
        raise BadRequest("error_organisation_unknown", inn=request.inn)
    director = organisation.director
    return {
        "pin": director.pin,
        "surname": director.surname,
        "name": director.name,
        "patronymic": director.patronymic,
        "regaddress": organisation.address,
        "inn": organisation.inn,
        "organisation": organisation.name,
    }


def _check_role(act: NotarialAct, request: PartyCreate) -> None:
    if request.role not in roles.invited_roles(act.act_type_id):
        raise BadRequest("error_party_role_not_in_act")
    if request.party_class == PartyClass.juridical and request.role not in roles.JURIDICAL:
        raise BadRequest("error_party_role_not_juridical")


def remove(session: Session, uuid: str, user: User, party_id: int) -> None:
    seen = lifecycle.editable(session, uuid, user)
    party = next((party for party in seen.parties if party.id == party_id and not party.applicant), None)
    if party is None:
        raise BadRequest("error_act_party_unknown")
    invitations.forget(session, party)
    for subject in lifecycle.subjects_of(session, seen.act):
        if subject.recipient_party_id == party.id:  # the share goes back to no one in particular
            subject.recipient_party_id = None
            session.add(subject)
    for other in seen.parties:
        if other.represented_party_id == party.id:  # its representative now acts for no one
            other.represented_party_id = None
            session.add(other)
    session.delete(party)
    session.flush()
    lifecycle.changed(session, seen, user, "act_party_removed", {"party_id": party_id, "pin": party.pin})


def invitation(session: Session, token: str, user: User) -> InvitationView:
    """What the link shows the person logged in: only the invited pin gets past it."""
    found = invitations.by_token(session, token)
    if found is None:
        raise NotFound("error_invitation_not_found")
    party = session.get(NotarialActParty, found.party_id)
    if party is None or party.pin != user.pin:
        raise NotAParty()
    act = session.get(NotarialAct, party.act_id)
    assert act is not None
    seen = lifecycle.seen_by(session, act.uuid, user)
    act_type = session.get(ActType, act.act_type_id)
    notary = session.get(Notary, act.notary_id)
    answers = {workflow.Action.accept, workflow.Action.reject}
    live = invitations.is_live(found)
    return InvitationView(
        uuid=act.uuid,
        type=act.act_type_id,
        typeName=localised(act_type, "name") if act_type else "",
        inviter=lifecycle.fullname(seen.applicant),
        role=party.role,
        notary=notaries.notary_fullname(notary) if notary else "",
        state=InvitationState.expired if found.state == InvitationState.live and not live else found.state,
        expires_at=found.expires_at,
        status=party.status,
        actions=[str(action) for action in workflow.available({Actor.party}, seen.situation) if action in answers]
        if live
        else [],
    )
