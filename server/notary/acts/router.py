from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, Path, Query, Request, Response

# `scheduled` registers the acts' job handlers (every invoice paid, a missed visit) with the app that serves them.
from notary.acts import attachments, lifecycle, listing, parties, scheduled, subjects, terms  # noqa: F401
from notary.acts.conference_router import router as conference_router
from notary.acts.schemas import (
    ActCreate,
    ActFilters,
    ActionBody,
    ActPage,
    ActPublic,
    Checkout,
    Desk,
    InvitationView,
    InvoiceProposal,
    NoteCreate,
    NotePublic,
    NotifyItem,
    PartyCreate,
    PartyPublic,
)
from notary.acts.subject_schemas import OwnProperty, SubjectCreate, SubjectPublic
from notary.acts.terms_schemas import ActTerms
from notary.acts.workflow import Action
from notary.auth.deps import CurrentAuth
from notary.core.db import SessionDep
from notary.core.errors import BadRequest, error_responses
from notary.core.settings import get_settings
from notary.kit.bounds import Id
from notary.models import DocumentKind
from notary.state_systems.cadastre import CadastreDep
from notary.state_systems.legal_entity_registry import LegalEntityRegistryDep
from notary.state_systems.population_registry import PopulationRegistryDep
from notary.state_systems.vehicle_registry import VehicleRegistryDep

router = APIRouter(prefix="/notarial_act", tags=["acts"], responses=error_responses(403, 500))
ActUuid = Annotated[str, Path(min_length=36, max_length=36, description="the act's uuid")]
ItemId = Annotated[Id, Path()]
router.include_router(conference_router)


@router.get("/get_notify", response_model=list[NotifyItem])
def get_notify(auth: CurrentAuth, session: SessionDep) -> list[NotifyItem]:
    """The caller's acts with a visit or video conference still ahead, soonest first."""
    return listing.upcoming(session, auth.user)


@router.get("/invitation/{token}", response_model=InvitationView, responses=error_responses(404, 418))
def get_invitation(
    token: Annotated[str, Path(min_length=16, max_length=43)], auth: CurrentAuth, session: SessionDep
) -> InvitationView:
    """What an invitation link shows the person it invites (418 for anyone else): who invites, to what, as what."""
    return parties.invitation(session, token, auth.user)


@router.get("", response_model=ActPage, responses=error_responses(400))
def my_acts(filters: Annotated[ActFilters, Query()], auth: CurrentAuth, session: SessionDep) -> ActPage:
    """The caller's acts, newest first: tab 1 every one, tab 2 those awaiting the caller's decision."""
    return listing.my_acts(session, auth.user, filters)


@router.get("/desk", response_model=Desk, responses=error_responses(400))
def notary_desk(
    auth: CurrentAuth,
    session: SessionDep,
    step: Annotated[int | None, Query(ge=1, le=8)] = None,
    size: Annotated[int, Query(ge=1, le=100)] = 50,
) -> Desk:
    """The logged-in notary's acts on their way: counts by step, and the acts of one step (or all)."""
    return listing.desk(session, auth.user, step, size)


@router.get("/own_property", response_model=OwnProperty, responses=error_responses(502))
def own_property(
    auth: CurrentAuth, session: SessionDep, vehicles: VehicleRegistryDep, cadastre: CadastreDep
) -> OwnProperty:
    """The caller's vehicles and real estate by the registries: a new act's subject is picked from them."""
    return subjects.own_property(auth.user, vehicles, cadastre)


@router.post("", response_model=ActPublic, status_code=201, responses=error_responses(400))
def create_act(request: ActCreate, auth: CurrentAuth, session: SessionDep) -> ActPublic:
    """A new act at step 1, the caller its applicant, with the notary chosen automatically or by hand."""
    return lifecycle.create(session, auth.user, request)


@router.get("/rid/{rid}", response_model=ActPublic, responses=error_responses(418))
def get_act_by_rid(rid: ItemId, auth: CurrentAuth, session: SessionDep) -> ActPublic:
    """The act by its number in the lists, as `GET /notarial_act/{uuid}` answers it."""
    uuid = lifecycle.uuid_of(session, rid)
    return lifecycle.to_public(session, lifecycle.seen_by(session, uuid, auth.user))


@router.get("/{uuid}", response_model=ActPublic, responses=error_responses(418))
def get_act(uuid: ActUuid, auth: CurrentAuth, session: SessionDep) -> ActPublic:
    """The act as the caller may see it, with the actions the caller may take now."""
    return lifecycle.to_public(session, lifecycle.seen_by(session, uuid, auth.user))


@router.post("/{uuid}/parties", response_model=PartyPublic, status_code=201, responses=error_responses(400, 409, 418))
def add_party(
    uuid: ActUuid,
    request: PartyCreate,
    auth: CurrentAuth,
    session: SessionDep,
    people: PopulationRegistryDep,
    organisations: LegalEntityRegistryDep,
) -> PartyPublic:
    """A party the applicant invites at step 1: its link goes out by SMS; the other parties are asked again."""
    return parties.add(session, uuid, auth.user, request, people, organisations)


@router.delete("/{uuid}/parties/{party_id}", response_model=ActPublic, responses=error_responses(400, 409, 418))
def remove_party(uuid: ActUuid, party_id: ItemId, auth: CurrentAuth, session: SessionDep) -> ActPublic:
    """The applicant takes a party out at step 1; the other parties are asked again."""
    parties.remove(session, uuid, auth.user, party_id)
    return lifecycle.to_public(session, lifecycle.seen_by(session, uuid, auth.user))


@router.post(
    "/{uuid}/subjects", response_model=SubjectPublic, status_code=201, responses=error_responses(400, 409, 418, 502)
)
def add_subject(
    uuid: ActUuid,
    request: SubjectCreate,
    auth: CurrentAuth,
    session: SessionDep,
    vehicles: VehicleRegistryDep,
    cadastre: CadastreDep,
) -> SubjectPublic:
    """A vehicle, real estate or other property the act disposes of, filled from its registry; the parties are asked
    again."""
    return subjects.add(session, uuid, auth.user, request, vehicles, cadastre)


@router.delete("/{uuid}/subjects/{subject_id}", response_model=ActPublic, responses=error_responses(400, 409, 418))
def remove_subject(uuid: ActUuid, subject_id: ItemId, auth: CurrentAuth, session: SessionDep) -> ActPublic:
    subjects.remove(session, uuid, auth.user, subject_id)
    return lifecycle.to_public(session, lifecycle.seen_by(session, uuid, auth.user))


@router.put("/{uuid}/terms", response_model=ActPublic, responses=error_responses(400, 409, 418))
def set_terms(uuid: ActUuid, request: ActTerms, auth: CurrentAuth, session: SessionDep) -> ActPublic:
    """The act type's own terms (credit, power of attorney, travel...), every group the type uses at once; the
    applicant at step 1, and the other parties are asked again."""
    return terms.set_terms(session, uuid, auth.user, request)


async def _attached(request: Request) -> tuple[bytes, str]:
    """The request's bytes and declared type, refused before they are read when the declared length is already too
    large (read here, not as header parameters: a browser sets both itself)."""
    limit = get_settings().acts.attachment_max_mb
    if int(request.headers.get("content-length") or 0) > limit * 1024 * 1024:
        raise BadRequest("error_attachment_too_large", mb=limit)
    return await request.body(), request.headers.get("content-type", "")


BINARY = {"schema": {"type": "string", "format": "binary"}}
ATTACHMENT_BODY = {"requestBody": {"required": True, "content": dict.fromkeys(attachments.MAGIC, BINARY)}}
ATTACHMENT: dict[int | str, dict[str, Any]] = {
    200: {"content": dict.fromkeys(attachments.MAGIC, BINARY), "description": "the file as attached"}
}


@router.put(
    "/{uuid}/attachment",
    response_model=ActPublic,
    responses=error_responses(400, 409, 418),
    openapi_extra=ATTACHMENT_BODY,
)
def attach(
    uuid: ActUuid, attached: Annotated[tuple[bytes, str], Depends(_attached)], auth: CurrentAuth, session: SessionDep
) -> ActPublic:
    """The paper the act certifies (a translation's original, a paper whose signature is certified): the file itself
    as the body, a PDF, PNG or JPEG with its Content-Type; it replaces one attached before."""
    content, media = attached
    return attachments.attach(session, uuid, auth.user, content, media)


@router.get("/{uuid}/attachment", response_class=Response, responses=ATTACHMENT | error_responses(409, 418))
def get_attachment(uuid: ActUuid, auth: CurrentAuth, session: SessionDep) -> Response:
    """The attached paper, for the act's parties and its notary."""
    content = lifecycle.kept_document(session, uuid, auth.user, DocumentKind.attachment)
    return Response(content, media_type=attachments.media_type(content) or "application/octet-stream")


@router.post("/{uuid}/notes", response_model=NotePublic, status_code=201, responses=error_responses(409, 418))
def write_note(uuid: ActUuid, request: NoteCreate, auth: CurrentAuth, session: SessionDep) -> NotePublic:
    """A note on the act by one of its parties or its notary, kept with its author and time."""
    return lifecycle.write_note(session, uuid, auth.user, request.text)


@router.get("/{uuid}/invoice_proposal", response_model=InvoiceProposal, responses=error_responses(400, 403, 409, 418))
def invoice_proposal(uuid: ActUuid, auth: CurrentAuth, session: SessionDep) -> InvoiceProposal:
    """The state duty and notary fee the tariffs ask for the act (docs/contracts/acts.md#actions, `issue_invoices`)."""
    return lifecycle.invoice_proposal(session, uuid, auth.user)


@router.post(
    "/{uuid}/invoices/{invoice_id}/checkout", response_model=Checkout, responses=error_responses(403, 404, 409, 418)
)
def checkout(uuid: ActUuid, invoice_id: ItemId, auth: CurrentAuth, session: SessionDep) -> Checkout:
    """Where the applicant's browser goes to pay the invoice: the gateway's checkout."""
    return Checkout(url=lifecycle.checkout(session, uuid, auth.user, invoice_id))


PDF: dict[int | str, dict[str, Any]] = {
    200: {"content": {"application/pdf": {"schema": {"type": "string", "format": "binary"}}}, "description": "a PDF"}
}


def _pdf(content: bytes, name: str) -> Response:
    return Response(
        content, media_type="application/pdf", headers={"Content-Disposition": f'inline; filename="{name}"'}
    )


@router.get("/{uuid}/print_form", response_class=Response, responses=PDF | error_responses(409, 418))
def print_form(uuid: ActUuid, auth: CurrentAuth, session: SessionDep) -> Response:
    """The registered act, signed (docs/contracts/acts.md#calls)."""
    pdf = lifecycle.kept_document(session, uuid, auth.user, DocumentKind.print_form)
    return _pdf(pdf, f"notarial-act-{uuid}.pdf")


@router.get("/{uuid}/resolution", response_class=Response, responses=PDF | error_responses(409, 418))
def resolution(uuid: ActUuid, auth: CurrentAuth, session: SessionDep) -> Response:
    """The notary's resolution refusing the act, signed."""
    pdf = lifecycle.kept_document(session, uuid, auth.user, DocumentKind.resolution)
    return _pdf(pdf, f"resolution-{uuid}.pdf")


@router.get("/{uuid}/audit_log", response_class=Response, responses=PDF | error_responses(418))
def audit_log(uuid: ActUuid, auth: CurrentAuth, session: SessionDep) -> Response:
    """Who did what when with the act, from which channel: for its parties and its notary."""
    return _pdf(lifecycle.audit_log(session, uuid, auth.user), f"audit-log-{uuid}.pdf")


@router.post("/{uuid}/actions/{action}", response_model=ActPublic, responses=error_responses(400, 409, 418))
def take_action(
    uuid: ActUuid,
    action: Action,
    auth: CurrentAuth,
    session: SessionDep,
    body: Annotated[ActionBody | None, Body()] = None,
) -> ActPublic:
    """One action of the workflow (docs/contracts/acts.md#actions); the act after it."""
    return lifecycle.take_action(session, uuid, auth.user, action, body or ActionBody())
