"""The business rules of section 5 that belong to one act type: the limits of powers of attorney and delegation, a
minor's birth record, both parents and the age-15 rule, the inheritance case renounced, and what each type needs
before it goes to the notary. Each rule answers None when it does not block, else the message key and its values;
blocks.py runs them with the others."""

from collections.abc import Callable
from datetime import date

from sqlmodel import Session, select

from notary.acts import act_types
from notary.acts import service as registry
from notary.acts.act_types import Missing
from notary.acts.terms_schemas import DISPOSAL, ActTerms, Grant, Power, Travel
from notary.core import clock
from notary.core.i18n import translate
from notary.models import (
    ActDocument,
    ActState,
    DocumentKind,
    InheritanceCase,
    NotarialAct,
    NotarialActParty,
    NotarialActSubject,
    PartyRole,
    SubjectKind,
)
from notary.state_systems.civil_registry import get_civil_registry

Block = tuple[str, dict[str, object]] | None
Rule = Callable[[Session, NotarialAct, list[NotarialActParty], list[NotarialActSubject]], Block]

VEHICLE_POWER, PROPERTY_POWER, GENERAL_POWER = 101, 105, 11651
ESCORTED_TRAVEL = 15035
MARRIAGE_CONTRACT = 11771
SELF_DEPARTURE_AGE = 15


def terms_of(act: NotarialAct) -> ActTerms:
    return ActTerms.stored(act.terms)


def age_on(birthdate: date, day: date) -> int:
    return day.year - birthdate.year - ((day.month, day.day) < (birthdate.month, birthdate.day))


# --- a power of attorney -------------------------------------------------------------------------------------------


def _limit(act_type: int, grant: Grant) -> str | None:
    """Section 5: a general power never disposes of real estate or vehicles, a property power never sells, gives,
    pledges or exchanges, and a vehicle power disposes of its vehicle only."""
    if grant.right not in DISPOSAL:
        return None
    if act_type == GENERAL_POWER and grant.property in (SubjectKind.vehicle, SubjectKind.realty):
        return "error_block_general_power_disposal"
    if act_type == PROPERTY_POWER:
        return "error_block_property_power_disposal"
    if act_type == VEHICLE_POWER and grant.property != SubjectKind.vehicle:
        return "error_block_vehicle_power_property"
    return None


def power_limits(act_type: int, power: Power) -> Block:
    for grant in power.grants:
        if grant.right not in act_types.rights(act_type):
            return "error_terms_right_not_offered", {}
        key = _limit(act_type, grant)
        if key is not None:
            return key, {}
    return None


def delegation_rules(session: Session, power: Power, parties: list[NotarialActParty]) -> Block:
    """A power by delegation: the main one is registered and in force, its attorney is this act's applicant, every
    right passed on was granted with delegation, and the new power ends no later than the main one."""
    if power.main is None:
        return None
    found = registry.proxies_by_registry(session, power.main.regnum, power.main.regdate)
    main = found[0] if found else None
    values: dict[str, object] = {"regnum": power.main.regnum}
    if main is None or main.state != ActState.registered or (main.termto and main.termto < clock.today()):
        return "error_block_main_power_not_in_force", values
    applicant = next(party for party in parties if party.applicant)
    attorneys = registry.parties(session, [main.id or 0])[main.id or 0]
    if all(party.pin != applicant.pin or party.role != PartyRole.attorney for party in attorneys):
        return "error_block_main_power_not_attorney", values
    if main.termto is not None and power.term_to > main.termto:
        return "error_block_delegation_term", values | {"termto": main.termto.strftime("%d.%m.%Y")}
    main_power = terms_of(main).power
    delegable = {(g.right, g.property) for g in main_power.grants if g.delegation} if main_power else set()
    if any((grant.right, grant.property) not in delegable for grant in power.grants):
        return "error_block_delegation_right", values
    return None


# --- a minor -------------------------------------------------------------------------------------------------------


def _children(parties: list[NotarialActParty]) -> list[NotarialActParty]:
    return [party for party in parties if party.role == PartyRole.child]


def child_record(session: Session, parties: list[NotarialActParty], child: NotarialActParty) -> Block:
    """The child's birth record names the applicant as a parent, and the other parent it names takes part."""
    applicant = next(party for party in parties if party.applicant)
    parents = [r.pin for r in get_civil_registry(session).relatives_of(child.pin) if r.relationship == "parent"]
    name = " ".join(part for part in (child.surname, child.name) if part)
    if applicant.pin not in parents:
        return "error_block_child_record", {"name": name}
    return None


def _both_parents(session: Session, act: NotarialAct, parties: list[NotarialActParty], _s: object) -> Block:
    pins = {party.pin for party in parties}
    for child in _children(parties):
        block = child_record(session, parties, child)
        if block is not None:
            return block
        registry_parents = get_civil_registry(session).relatives_of(child.pin)
        missing = [r.pin for r in registry_parents if r.relationship == "parent" and r.pin not in pins]
        if missing:
            return "error_block_parent_missing", {"pin": missing[0]}
    return None


def travel_rules(act: NotarialAct, travel: Travel, parties: list[NotarialActParty]) -> Block:
    """An independent departure: only without an escort, and only for a child of 15 on the day of departure."""
    if travel.date_from < clock.today():
        return "error_terms_past_date", {}
    if not travel.selfdep:
        return None
    if act.act_type_id == ESCORTED_TRAVEL or any(party.role == PartyRole.escort for party in parties):
        return "error_block_selfdep_escort", {}
    for child in _children(parties):
        if child.birthdate is not None and age_on(child.birthdate, travel.date_from) < SELF_DEPARTURE_AGE:
            return "error_block_selfdep_age", {"age": SELF_DEPARTURE_AGE}
    return None


# --- an inheritance ------------------------------------------------------------------------------------------------


def renunciation_rules(session: Session, terms: ActTerms, parties: list[NotarialActParty]) -> Block:
    renunciation = terms.renunciation
    if renunciation is None:
        return None
    case = session.exec(select(InheritanceCase).where(InheritanceCase.case_number == renunciation.case_number)).first()
    if case is None:
        return "error_block_case_unknown", {"case": renunciation.case_number}
    chosen = renunciation.in_favour_of_party_id
    if chosen is not None and all(p.id != chosen or p.role != PartyRole.heir or p.applicant for p in parties):
        return "error_terms_party_unknown", {}
    return None


# --- a marriage contract ------------------------------------------------------------------------------------------


def _the_spouse(session: Session, act: NotarialAct, parties: list[NotarialActParty], _s: object) -> Block:
    """A married applicant makes a marriage contract with the spouse of the record, no one else."""
    if act.act_type_id != MARRIAGE_CONTRACT:
        return None
    applicant = next(party for party in parties if party.applicant)
    record = get_civil_registry(session).marriage_of(applicant.pin)
    others = [party for party in parties if party.role == PartyRole.spouse and not party.applicant]
    if record is not None and any(party.pin != record.spouse_pin for party in others):
        return "error_block_not_the_spouse", {}
    return None


# --- complete ------------------------------------------------------------------------------------------------------


def missing(
    session: Session, act: NotarialAct, parties: list[NotarialActParty], subjects: list[NotarialActSubject]
) -> list[Missing]:
    """What the type still needs before the notary sees it: its terms, its parties by role, its subject, its paper."""
    needs = act_types.needs(act.act_type_id)
    found = [] if terms_of(act).filled() == set(act_types.terms_groups(act.act_type_id)) else [Missing(item="terms")]
    roles = {party.role for party in parties}
    found += [Missing(item="party", role=role) for role in needs.roles if role not in roles]
    if needs.subjects and not any(subject.kind in needs.subjects for subject in subjects):
        found.append(Missing(item="subject"))
    if needs.attachment and _attached(session, act) is None:
        found.append(Missing(item="attachment"))
    return found


def _complete(
    session: Session, act: NotarialAct, parties: list[NotarialActParty], subjects: list[NotarialActSubject]
) -> Block:
    first = next(iter(missing(session, act, parties, subjects)), None)
    if first is None:
        return None
    if first.role is not None:
        return "error_act_party_missing", {"role": translate(f"role_{first.role}")}
    return f"error_act_{first.item}_missing", {}


def _attached(session: Session, act: NotarialAct) -> int | None:
    statement = select(ActDocument.id).where(ActDocument.act_id == act.id, ActDocument.kind == DocumentKind.attachment)
    return session.exec(statement).first()


def check_terms(session: Session, act: NotarialAct, parties: list[NotarialActParty], terms: ActTerms) -> Block:
    """The rules of the terms themselves, as they are being set and again before the act moves on."""
    if terms.power is not None:
        block = power_limits(act.act_type_id, terms.power) or delegation_rules(session, terms.power, parties)
        if block is not None:
            return block
    if terms.travel is not None:
        block = travel_rules(act, terms.travel, parties)
        if block is not None:
            return block
    return renunciation_rules(session, terms, parties)


def _terms(session: Session, act: NotarialAct, parties: list[NotarialActParty], _s: object) -> Block:
    return check_terms(session, act, parties, terms_of(act))


RULES: tuple[Rule, ...] = (_complete, _terms, _both_parents, _the_spouse)
