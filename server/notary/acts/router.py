from typing import Annotated

from fastapi import APIRouter, Body, Path, Query

from notary.acts import lifecycle, listing
from notary.acts.schemas import ActCreate, ActFilters, ActionBody, ActPage, ActPublic, Desk, NotifyItem
from notary.acts.workflow import Action
from notary.auth.deps import CurrentAuth
from notary.core.db import SessionDep
from notary.core.errors import error_responses

router = APIRouter(prefix="/notarial_act", tags=["acts"], responses=error_responses(403, 500))
ActUuid = Annotated[str, Path(min_length=36, max_length=36, description="the act's uuid")]


@router.get("/get_notify", response_model=list[NotifyItem])
def get_notify(_auth: CurrentAuth) -> list[NotifyItem]:
    """The user's upcoming acts with a visit or video conference: empty until visits are set (step 5 onwards)."""
    return []


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


@router.post("", response_model=ActPublic, status_code=201, responses=error_responses(400))
def create_act(request: ActCreate, auth: CurrentAuth, session: SessionDep) -> ActPublic:
    """A new act at step 1, the caller its applicant, with the notary chosen automatically or by hand."""
    return lifecycle.create(session, auth.user, request)


@router.get("/{uuid}", response_model=ActPublic, responses=error_responses(418))
def get_act(uuid: ActUuid, auth: CurrentAuth, session: SessionDep) -> ActPublic:
    """The act as the caller may see it, with the actions the caller may take now."""
    return lifecycle.to_public(session, lifecycle.seen_by(session, uuid, auth.user))


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
