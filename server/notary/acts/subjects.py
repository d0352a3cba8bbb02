"""The subjects of an act: a vehicle from the vehicle registry, real estate from the cadastre, other property.

The applicant adds them at step 1; a vehicle or real estate comes filled from its registry, and the applicant must be
one of its owners unless the act only consents to another's disposal; a non-owner then proves they hold a vehicle's
papers by its tech passport. A business block (blocks.py) refuses the subject before anything is saved; a change asks
the other parties again (lifecycle.changed)."""

from decimal import Decimal
from typing import Any

from sqlmodel import Session

from notary.acts import blocks, lifecycle
from notary.acts.subject_schemas import OwnedRealty, OwnedVehicle, OwnProperty, SubjectCreate, SubjectPublic
from notary.audit import service as audit
from notary.core.errors import BadRequest
from notary.kit.language import in_script
from notary.kit.money import TIYIN_PER_SOM
from notary.models import NotarialActSubject, SubjectKind, User
from notary.state_systems.cadastre import Cadastre
from notary.state_systems.vehicle_registry import VehicleRegistry

# Acts in which the applicant consents to what someone else does with the property: they need not own it, and
# may name several disposal types; in any other act the applicant disposes of it and names one at most.
CONSENTS = frozenset({15003})
# Acts in which the applicant owns none of the property by necessity (a marriage contract names either's).
OWNER_NEED_NOT_APPLY = CONSENTS | {11771}


def add(
    session: Session, uuid: str, user: User, request: SubjectCreate, vehicles: VehicleRegistry, cadastre: Cadastre
) -> SubjectPublic:
    seen = lifecycle.editable(session, uuid, user)
    act = seen.act
    assert act.id is not None
    present = lifecycle.subjects_of(session, act)
    if request.kind != SubjectKind.other and any(_same(subject, request) for subject in present):
        raise BadRequest("error_subject_already_in_act")
    if request.recipient_party_id is not None and all(party.id != request.recipient_party_id for party in seen.parties):
        raise BadRequest("error_subject_recipient_unknown")
    if len(request.disposal_types) > 1 and act.act_type_id not in CONSENTS:
        raise BadRequest("error_subject_one_disposal_type")
    if request.kind == SubjectKind.vehicle:
        assert request.state_number is not None
        details, owners = _vehicle(vehicles, request.state_number)
    elif request.kind == SubjectKind.realty:
        assert request.cadastre_number is not None
        details, owners = _realty(cadastre, request.cadastre_number)
    else:
        details, owners = {}, None
    owner = owners is None or seen.applicant.pin in owners
    if not owner and act.act_type_id not in OWNER_NEED_NOT_APPLY:
        raise BadRequest("error_subject_not_owner")
    if request.kind == SubjectKind.vehicle:
        _check_tech_passport(session, uuid, user, request, details, owner)
    subject = NotarialActSubject(
        act_id=act.id,
        kind=request.kind,
        state_number=request.state_number if request.kind == SubjectKind.vehicle else None,
        cadastre_number=request.cadastre_number if request.kind == SubjectKind.realty else None,
        description=request.description or "",
        price=request.price,
        share_numerator=request.share_numerator,
        share_denominator=request.share_denominator,
        recipient_party_id=request.recipient_party_id,
        disposal_types=[str(disposal) for disposal in request.disposal_types],
        from_registry=details,
    )
    try:
        blocks.check_subject(session, act, subject)
    except BadRequest as refused:
        why = {"kind": request.kind, "number": _number(subject), "why": refused.message_key}
        audit.refusal(session, "act_subject_added", actor_user_id=user.id, target=uuid, details=why)
        raise
    session.add(subject)
    session.flush()
    assert subject.id is not None
    lifecycle.changed(
        session,
        seen,
        user,
        "act_subject_added",
        {"subject_id": subject.id, "kind": subject.kind, "number": _number(subject)},
    )
    return SubjectPublic.of(subject)


def remove(session: Session, uuid: str, user: User, subject_id: int) -> None:
    seen = lifecycle.editable(session, uuid, user)
    subject = session.get(NotarialActSubject, subject_id)
    if subject is None or subject.act_id != seen.act.id:
        raise BadRequest("error_act_subject_unknown")
    details: dict[str, object] = {"subject_id": subject_id, "kind": subject.kind, "number": _number(subject)}
    session.delete(subject)
    session.flush()
    lifecycle.changed(session, seen, user, "act_subject_removed", details)


def _same(subject: NotarialActSubject, request: SubjectCreate) -> bool:
    if subject.kind != request.kind:
        return False
    if request.kind == SubjectKind.vehicle:
        return subject.state_number == request.state_number
    return subject.cadastre_number == request.cadastre_number


def _number(subject: NotarialActSubject) -> str:
    return subject.state_number or subject.cadastre_number or ""


def _som(tiyin: int) -> str:
    return f"{Decimal(tiyin) / TIYIN_PER_SOM:.2f}"


def _vehicle(vehicles: VehicleRegistry, state_number: str) -> tuple[dict[str, Any], list[str]]:
    vehicle = vehicles.vehicle(state_number)  # ExternalSystemError (502) when the registry is down
    if vehicle is None:
        raise BadRequest("error_subject_vehicle_unknown", number=state_number)
    details = vehicle.model_dump(mode="json", exclude={"state_number", "unpaid_fines"})
    details["unpaid_fines"] = _som(vehicle.unpaid_fines)
    return details, [owner.pin for owner in vehicle.owners]


def _check_tech_passport(
    session: Session, uuid: str, user: User, request: SubjectCreate, details: dict[str, Any], owner: bool
) -> None:
    """A non-owner (a consent) proves they hold the vehicle's papers by its tech passport, and whoever gives one gives
    the registry's. A wrong one answers as an unknown vehicle, so a typed plate tells a stranger nothing."""
    given = (request.tech_passport_series, request.tech_passport_number)
    if given == (None, None) and not owner:
        refused, why = BadRequest("error_subject_tech_passport_required"), "tech_passport_missing"
    elif given not in {(None, None), (details["tech_passport_series"], details["tech_passport_number"])}:
        refused = BadRequest("error_subject_vehicle_unknown", number=request.state_number)
        why = "tech_passport_mismatch"
    else:
        return
    audited = {"kind": request.kind, "number": request.state_number, "why": why}
    audit.refusal(session, "act_subject_added", actor_user_id=user.id, target=uuid, details=audited)
    raise refused


def _realty(cadastre: Cadastre, cadastre_number: str) -> tuple[dict[str, Any], list[str]]:
    realty = cadastre.realty(cadastre_number)  # ExternalSystemError (502) when the cadastre is down
    if realty is None:
        raise BadRequest("error_subject_realty_unknown", number=cadastre_number)
    details = realty.model_dump(mode="json", exclude={"cadastre_number"})
    details["joint"] = all(owner.share_denominator is None for owner in realty.owners)
    return details, [owner.pin for owner in realty.owners]


def own_property(user: User, vehicles: VehicleRegistry, cadastre: Cadastre) -> OwnProperty:
    """What the caller owns by the registries (502 when one is down), with the caller's share of each."""
    owned_vehicles = []
    for vehicle in vehicles.vehicles_of(user.pin):
        share = next(owner for owner in vehicle.owners if owner.pin == user.pin)
        fields = vehicle.model_dump(include={"state_number", "make", "model", "year", "colour"})
        owned_vehicles.append(OwnedVehicle(**fields, **share.model_dump(exclude={"pin"})))
    owned_realty = []
    for realty in cadastre.realty_of(user.pin):
        part = next(owner for owner in realty.owners if owner.pin == user.pin)
        fields = realty.model_dump(include={"cadastre_number", "kind", "area", "rooms"})
        shares = part.model_dump(exclude={"pin"})
        owned_realty.append(OwnedRealty(**fields, address=in_script(realty.address), **shares))
    return OwnProperty(vehicles=owned_vehicles, realty=owned_realty)
