"""Setting an act's terms: its applicant, at step 1, fills exactly the groups its type uses (act_types.TERMS); the
rules of the terms (type_rules.check_terms) refuse before anything is saved, and a change asks the other parties
again, as a change of parties or subjects does."""

from sqlmodel import Session

from notary.acts import act_types, lifecycle, type_rules
from notary.acts.schemas import ActPublic
from notary.acts.terms_schemas import ActTerms, MarriageRecordTerm
from notary.audit import service as audit
from notary.core.errors import BadRequest
from notary.models import User
from notary.state_systems.civil_registry import get_civil_registry


def set_terms(session: Session, uuid: str, user: User, request: ActTerms) -> ActPublic:
    seen = lifecycle.editable(session, uuid, user)
    act = seen.act
    groups = act_types.terms_groups(act.act_type_id)
    block = type_rules.check_terms(session, act, seen.parties, request)
    if not groups:
        block = "error_terms_not_in_act", {}
    elif request.filled() != set(groups):
        block = "error_terms_groups", {"groups": ", ".join(groups)}
    if block is not None:
        key, values = block
        audit.refusal(session, "act_terms_set", actor_user_id=user.id, target=uuid, details={"why": key})
        raise BadRequest(key, **values)
    if request.marriage is not None:
        request.marriage.record = _marriage_record(session, seen.applicant.pin)
    act.terms = request.model_dump(mode="json", exclude_none=True)
    act.termto = request.power.term_to if request.power else None
    session.add(act)
    session.flush()
    lifecycle.changed(session, seen, user, "act_terms_set", {"groups": [str(group) for group in groups]})
    return lifecycle.to_public(session, lifecycle.seen_by(session, uuid, user))


def _marriage_record(session: Session, pin: str) -> MarriageRecordTerm | None:
    record = get_civil_registry(session).marriage_of(pin)
    return (
        None
        if record is None
        else MarriageRecordTerm(record_number=record.record_number, record_date=record.record_date)
    )
