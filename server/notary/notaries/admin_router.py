"""The administrator's notaries, their absences, and the offices: thin routes over admin_service."""

from typing import Annotated

from fastapi import APIRouter, Path, Query

from notary.auth.deps import CurrentAdmin
from notary.core.db import SessionDep
from notary.core.errors import error_responses
from notary.kit.bounds import Id, Page
from notary.notaries import admin_service as service
from notary.notaries.admin_schemas import (
    AbsenceIn,
    AbsencePublic,
    NotaryAdmin,
    NotaryAdminPage,
    NotaryIn,
    NotaryUpdate,
    OfficeAdmin,
    OfficeAdminPage,
    OfficeIn,
    OfficeUpdate,
)

router = APIRouter(prefix="/admin", tags=["notaries_admin"], responses=error_responses(400, 403, 500))

NotaryId = Annotated[Id, Path()]
OfficeId = Annotated[Id, Path()]
AbsenceId = Annotated[Id, Path()]
Words = Annotated[str | None, Query(max_length=100)]
Size = Annotated[int, Query(ge=1, le=100)]
Changed = error_responses(404, 409)


@router.get("/notaries", response_model=NotaryAdminPage)
def list_notaries(
    _admin: CurrentAdmin, session: SessionDep, q: Words = None, page: Page = 1, size: Size = 20
) -> NotaryAdminPage:
    """Every notary, whatever the licence: by name words (Latin or Cyrillic), pin or licence number."""
    return service.list_notaries(session, q, page, size)


@router.post("/notaries", status_code=201, response_model=NotaryAdmin, responses=error_responses(409))
def create_notary(admin: CurrentAdmin, session: SessionDep, notary: NotaryIn) -> NotaryAdmin:
    """A new notary; without a timetable they take their office's."""
    return service.create_notary(session, admin.user, notary)


@router.get("/notaries/{notary_id}", response_model=NotaryAdmin, responses=error_responses(404))
def get_notary(_admin: CurrentAdmin, session: SessionDep, notary_id: NotaryId) -> NotaryAdmin:
    return service.notary(session, notary_id)


@router.put("/notaries/{notary_id}", response_model=NotaryAdmin, responses=Changed)
def update_notary(admin: CurrentAdmin, session: SessionDep, notary_id: NotaryId, notary: NotaryUpdate) -> NotaryAdmin:
    """Edit with the `version` read: a change made meanwhile is refused with 409."""
    return service.update_notary(session, admin.user, notary_id, notary)


@router.get("/notaries/{notary_id}/absences", response_model=list[AbsencePublic], responses=error_responses(404))
def list_absences(_admin: CurrentAdmin, session: SessionDep, notary_id: NotaryId) -> list[AbsencePublic]:
    """The notary's vacations and temporary incapacities, the earliest first."""
    return service.absences(session, notary_id)


@router.post(
    "/notaries/{notary_id}/absences", status_code=201, response_model=AbsencePublic, responses=error_responses(404)
)
def add_absence(admin: CurrentAdmin, session: SessionDep, notary_id: NotaryId, absence: AbsenceIn) -> AbsencePublic:
    """A period (both days included) overlapping none of the notary's others: they receive no one on its days."""
    return service.add_absence(session, admin.user, notary_id, absence)


@router.delete(
    "/notaries/{notary_id}/absences/{absence_id}", response_model=list[AbsencePublic], responses=error_responses(404)
)
def remove_absence(
    admin: CurrentAdmin, session: SessionDep, notary_id: NotaryId, absence_id: AbsenceId
) -> list[AbsencePublic]:
    """The notary's absences left after the removal."""
    service.remove_absence(session, admin.user, notary_id, absence_id)
    return service.absences(session, notary_id)


@router.get("/offices", response_model=OfficeAdminPage)
def list_offices(
    _admin: CurrentAdmin,
    session: SessionDep,
    q: Words = None,
    region_id: Annotated[Id | None, Query(alias="regionId")] = None,
    district_id: Annotated[Id | None, Query(alias="districtId")] = None,
    page: Page = 1,
    size: Size = 20,
) -> OfficeAdminPage:
    return service.list_offices(session, q, region_id, district_id, page, size)


@router.post("/offices", status_code=201, response_model=OfficeAdmin)
def create_office(admin: CurrentAdmin, session: SessionDep, office: OfficeIn) -> OfficeAdmin:
    return service.create_office(session, admin.user, office)


@router.get("/offices/{office_id}", response_model=OfficeAdmin, responses=error_responses(404))
def get_office(_admin: CurrentAdmin, session: SessionDep, office_id: OfficeId) -> OfficeAdmin:
    return service.office(session, office_id)


@router.put("/offices/{office_id}", response_model=OfficeAdmin, responses=Changed)
def update_office(admin: CurrentAdmin, session: SessionDep, office_id: OfficeId, office: OfficeUpdate) -> OfficeAdmin:
    """Edit with the `version` read: a change made meanwhile is refused with 409. The notaries' timetables stay."""
    return service.update_office(session, admin.user, office_id, office)
