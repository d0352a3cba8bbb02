from functools import partial
from typing import Annotated

from fastapi import APIRouter, Path, Query, Response
from starlette.concurrency import run_in_threadpool

from notary.auth.deps import CurrentAuth
from notary.core.db import SessionDep, SessionSourceDep
from notary.core.errors import error_responses
from notary.kit.bounds import Id, Page
from notary.notaries import pages, service
from notary.notaries.schemas import (
    NotaryDetail,
    NotaryPage,
    NotarySort,
    OfficeListItem,
    ReviewIn,
    ReviewPage,
    ReviewPublic,
)

router = APIRouter(tags=["notaries"], responses=error_responses(400, 500))

NotaryId = Annotated[Id, Path()]


@router.get("/notaries", response_model=NotaryPage)
async def list_notaries(
    sessions: SessionSourceDep,
    q: Annotated[str | None, Query(max_length=100, description="words of the notary's name")] = None,
    region_id: Annotated[Id | None, Query(alias="regionId")] = None,
    district_id: Annotated[Id | None, Query(alias="districtId")] = None,
    sort: NotarySort = NotarySort.alphabet,
    page: Page = 1,
    size: Annotated[int, Query(ge=1, le=100)] = 20,
) -> Response:
    """The most read page: kept ready as JSON for a moment (notary.notaries.pages), computed on a worker thread."""
    arguments = (q, region_id, district_id, sort, page, size)

    def compute() -> bytes:
        with sessions.open() as session:
            return service.list_notaries_json(session, *arguments)

    body = await pages.page(sessions, service.list_key(*arguments), partial(run_in_threadpool, compute))
    return Response(body, media_type="application/json")


@router.get("/notaries/{notary_id}", response_model=NotaryDetail, responses=error_responses(404))
def notary_detail(session: SessionDep, notary_id: NotaryId) -> NotaryDetail:
    """Licence, state, office on the map, timetable and the latest reviews."""
    return service.notary_detail(session, notary_id)


@router.get("/notaries/{notary_id}/reviews", response_model=ReviewPage, responses=error_responses(404))
def reviews(
    session: SessionDep, notary_id: NotaryId, page: Page = 1, size: Annotated[int, Query(ge=1, le=50)] = 10
) -> ReviewPage:
    return service.reviews(session, notary_id, page, size)


@router.get("/notaries/{notary_id}/reviews/mine", response_model=ReviewPublic, responses=error_responses(403, 404))
def my_review(auth: CurrentAuth, session: SessionDep, notary_id: NotaryId) -> ReviewPublic:
    return service.my_review(session, notary_id, auth.user)


@router.put("/notaries/{notary_id}/reviews/mine", response_model=ReviewPublic, responses=error_responses(403, 404))
def save_my_review(auth: CurrentAuth, session: SessionDep, notary_id: NotaryId, review: ReviewIn) -> ReviewPublic:
    """Write or edit the citizen's one review of this notary; the client rating is recomputed."""
    return service.save_my_review(session, notary_id, auth.user, review)


@router.get("/notary-offices", response_model=list[OfficeListItem])
def list_offices(
    session: SessionDep,
    region_id: Annotated[Id | None, Query(alias="regionId")] = None,
    district_id: Annotated[Id | None, Query(alias="districtId")] = None,
) -> list[OfficeListItem]:
    """Offices for choosing one (the act check asks for the office)."""
    return service.list_offices(session, region_id, district_id)
