"""The business blocks of an act (docs/contracts/acts.md#calls): checked when a party or subject is added and again
before the act moves on (`Transition.checks_blocks`). Each refuses with 400 and its translated text.

Three tables, one per moment: a party's checks, a subject's, and what only the whole act shows. Each check answers
None when it does not block, else the message key of the block and the values of its text."""

from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy.orm import aliased
from sqlmodel import Session, col, select
from sqlmodel.sql.expression import SelectOfScalar

from notary.acts import type_rules
from notary.acts.type_rules import Block
from notary.core.errors import BadRequest
from notary.kit.money import sum_in_figures
from notary.models import (
    ActState,
    NotarialAct,
    NotarialActParty,
    NotarialActSubject,
    PartyClass,
    PartyRole,
    SubjectKind,
)
from notary.state_systems.bans_registry import get_bans_registry
from notary.state_systems.cadastre import get_cadastre
from notary.state_systems.civil_registry import get_civil_registry
from notary.state_systems.enforcement_bureau import get_enforcement_bureau
from notary.state_systems.legal_entity_registry import get_legal_entity_registry
from notary.state_systems.vehicle_registry import get_vehicle_registry

UNFINISHED = (ActState.draft, ActState.in_progress)
SPOUSE_CONSENT = 15003


@dataclass(frozen=True)
class Similar:
    """Act types that must not have two unfinished acts about the same thing: a subject (by its number) or a person
    in a role, the latter of one applicant (their relation to that person is what the act is about)."""

    types: frozenset[int]
    kind: SubjectKind | None = None
    role: PartyRole | None = None


SIMILAR = (
    Similar(frozenset({1, 4, 9, 101}), kind=SubjectKind.vehicle),
    Similar(frozenset({9, 105}), kind=SubjectKind.realty),
    Similar(frozenset({15003}), role=PartyRole.spouse),
    Similar(frozenset({15034, 15035}), role=PartyRole.child),
    Similar(frozenset({11651, 101, 105}), role=PartyRole.attorney),
    Similar(frozenset({11944}), role=PartyRole.resident),
)


def _name(party: NotarialActParty) -> str:
    return " ".join(part for part in (party.surname, party.name, party.patronymic) if part)


def _link(act: NotarialAct) -> dict[str, object]:
    return {"link": f"/enotarial_act/{act.uuid}", "rid": act.id}


# --- a party -----------------------------------------------------------------------------------------------------


def _deceased(session: Session, _act: NotarialAct, party: NotarialActParty) -> Block:
    if get_civil_registry(session).death_of(party.pin) is None:
        return None
    return "error_block_deceased", {"name": _name(party)}


def _debt(session: Session, _act: NotarialAct, party: NotarialActParty) -> Block:
    if party.party_class == PartyClass.juridical:  # the director's own debts do not bind the organisation
        return None
    debts = get_enforcement_bureau(session).debts_of(party.pin)
    if not debts:
        return None
    return "error_block_debt", {"name": _name(party), "sum": sum_in_figures(sum(debt.amount for debt in debts))}


def _organisation_gone(session: Session, _act: NotarialAct, party: NotarialActParty) -> Block:
    """An organisation takes part only while the register has it active."""
    if party.inn is None:
        return None
    organisation = get_legal_entity_registry(session).organisation_of(party.inn)
    if organisation is None:
        return "error_organisation_unknown", {"inn": party.inn}
    if not organisation.active:
        return "error_block_organisation_liquidated", {"name": organisation.name, "inn": party.inn}
    return None


def _spouse_without_phone(_session: Session, act: NotarialAct, party: NotarialActParty) -> Block:
    needs = act.act_type_id == SPOUSE_CONSENT and party.role == PartyRole.spouse and not party.applicant
    return ("error_block_spouse_phone", {}) if needs and not party.phone.strip() else None


def _unfinished_with_person(session: Session, act: NotarialAct, party: NotarialActParty) -> Block:
    if party.applicant:
        return None
    applicant = session.exec(
        select(NotarialActParty).where(NotarialActParty.act_id == act.id, col(NotarialActParty.applicant))
    ).first()
    for similar in SIMILAR:
        if similar.role != party.role or act.act_type_id not in similar.types or applicant is None:
            continue
        person, their_applicant = aliased(NotarialActParty), aliased(NotarialActParty)
        statement = (
            select(NotarialAct)
            .join(person, col(person.act_id) == NotarialAct.id)
            .join(their_applicant, col(their_applicant.act_id) == NotarialAct.id)
            .where(
                person.pin == party.pin,
                person.role == party.role,
                col(person.applicant).is_(False),
                col(their_applicant.applicant),
                their_applicant.pin == applicant.pin,
            )
        )
        other = session.exec(_others(statement, act, similar)).first()
        if other is not None:
            return "error_block_unfinished_act", _link(other)
    return None


def _child(session: Session, act: NotarialAct, party: NotarialActParty) -> Block:
    """A child is added from a birth record naming the applicant, and an independent departure already set must
    suit the child's age."""
    if party.role != PartyRole.child:
        return None
    parties = [*session.exec(select(NotarialActParty).where(NotarialActParty.act_id == act.id)), party]
    travel = type_rules.terms_of(act).travel
    block = type_rules.child_record(session, parties, party)
    return block or (type_rules.travel_rules(act, travel, parties) if travel else None)


PARTY_BLOCKS: tuple[Callable[[Session, NotarialAct, NotarialActParty], Block], ...] = (
    _deceased,
    _debt,
    _organisation_gone,
    _spouse_without_phone,
    _unfinished_with_person,
    _child,
)


# --- a subject ---------------------------------------------------------------------------------------------------


def _number(subject: NotarialActSubject) -> str:
    return subject.state_number or subject.cadastre_number or ""


def _banned_vehicle(session: Session, _act: NotarialAct, subject: NotarialActSubject) -> Block:
    if subject.kind != SubjectKind.vehicle or subject.state_number is None:
        return None
    vehicle = get_vehicle_registry(session).vehicle(subject.state_number)
    if vehicle is None:
        return None  # the registry forgot it since: the number is checked when the subject is added
    if vehicle.bans:
        return "error_block_ban", {"number": subject.state_number}
    if vehicle.unpaid_fines > 0:
        return "error_block_fine", {"number": subject.state_number, "sum": sum_in_figures(vehicle.unpaid_fines)}
    return None


def _banned_realty(session: Session, _act: NotarialAct, subject: NotarialActSubject) -> Block:
    if subject.kind != SubjectKind.realty or subject.cadastre_number is None:
        return None
    registry = get_bans_registry(session)
    for pin in _owners(session, subject):
        for ban in registry.bans_of_owner(pin):
            here = ban.property_kind == SubjectKind.realty and ban.property_ref == subject.cadastre_number
            if here and ban.state == "active":
                return "error_block_ban", {"number": subject.cadastre_number}
    return None


def _unfinished_with_subject(session: Session, act: NotarialAct, subject: NotarialActSubject) -> Block:
    for similar in SIMILAR:
        if similar.kind != subject.kind or act.act_type_id not in similar.types or not _number(subject):
            continue
        statement = select(NotarialAct).join(NotarialActSubject, col(NotarialActSubject.act_id) == NotarialAct.id)
        if subject.kind == SubjectKind.vehicle:
            statement = statement.where(NotarialActSubject.state_number == subject.state_number)
        else:
            statement = statement.where(NotarialActSubject.cadastre_number == subject.cadastre_number)
        other = session.exec(_others(statement.where(NotarialActSubject.kind == subject.kind), act, similar)).first()
        if other is not None:
            return "error_block_unfinished_act", _link(other)
    return None


SUBJECT_BLOCKS: tuple[Callable[[Session, NotarialAct, NotarialActSubject], Block], ...] = (
    _banned_vehicle,
    _banned_realty,
    _unfinished_with_subject,
)


# --- the whole act -----------------------------------------------------------------------------------------------


def _co_owners_missing(
    session: Session, _act: NotarialAct, parties: list[NotarialActParty], subjects: list[NotarialActSubject]
) -> Block:
    """Every owner of a shared vehicle or real estate must be a party (and, by the workflow's guard, have accepted)."""
    pins = {party.pin for party in parties}
    for subject in subjects:
        missing = [pin for pin in _owners(session, subject) if pin not in pins]
        if missing:
            return "error_block_co_owner_missing", {"number": _number(subject), "pin": missing[0]}
    return None


def _spouse_consent_without_phone(
    _session: Session, act: NotarialAct, parties: list[NotarialActParty], _subjects: list[NotarialActSubject]
) -> Block:
    if act.act_type_id != SPOUSE_CONSENT:
        return None
    spouses = [party for party in parties if party.role == PartyRole.spouse and not party.applicant]
    return None if any(party.phone.strip() for party in spouses) else ("error_block_spouse_phone", {})


ACT_BLOCKS: tuple[type_rules.Rule, ...] = (
    _co_owners_missing,
    _spouse_consent_without_phone,
    *type_rules.RULES,
)


# --- helpers -----------------------------------------------------------------------------------------------------


def _others(statement: SelectOfScalar[NotarialAct], act: NotarialAct, similar: Similar) -> SelectOfScalar[NotarialAct]:
    """Another unfinished act of the same group, the oldest first."""
    return (
        statement.where(
            NotarialAct.id != act.id,
            col(NotarialAct.state).in_(UNFINISHED),
            col(NotarialAct.act_type_id).in_(similar.types),
        )
        .order_by(col(NotarialAct.id))
        .limit(1)
    )


def _owners(session: Session, subject: NotarialActSubject) -> list[str]:
    """The owners of a vehicle or real estate as its registry answers now (as recorded when added, if it forgot)."""
    if subject.kind == SubjectKind.vehicle and subject.state_number:
        vehicle = get_vehicle_registry(session).vehicle(subject.state_number)
        if vehicle is not None:
            return [owner.pin for owner in vehicle.owners]
    elif subject.kind == SubjectKind.realty and subject.cadastre_number:
        realty = get_cadastre(session).realty(subject.cadastre_number)
        if realty is not None:
            return [owner.pin for owner in realty.owners]
    else:
        return []
    return [str(owner.get("pin")) for owner in subject.from_registry.get("owners", [])]


def _refuse(block: Block) -> None:
    if block is not None:
        key, params = block
        raise BadRequest(key, **params)


# --- the three moments -------------------------------------------------------------------------------------------


def check_party(session: Session, act: NotarialAct, party: NotarialActParty) -> None:
    """A person about to become a party of the act."""
    for check in PARTY_BLOCKS:
        _refuse(check(session, act, party))


def check_subject(session: Session, act: NotarialAct, subject: NotarialActSubject) -> None:
    """A subject about to be added to the act."""
    for check in SUBJECT_BLOCKS:
        _refuse(check(session, act, subject))


def check_act(
    session: Session, act: NotarialAct, parties: list[NotarialActParty], subjects: list[NotarialActSubject]
) -> None:
    """The whole act before it moves on: every party (the applicant too) and subject again, and what only the whole
    act shows."""
    for party in parties:
        check_party(session, act, party)
    for subject in subjects:
        check_subject(session, act, subject)
    for check in ACT_BLOCKS:
        _refuse(check(session, act, parties, subjects))
