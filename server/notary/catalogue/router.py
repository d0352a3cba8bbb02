from typing import Annotated

from fastapi import APIRouter, Path, Query

from notary.auth.deps import CurrentAdmin
from notary.catalogue import editing, service
from notary.catalogue.schemas import CalculationResult, CatalogueDetail, CatalogueEdit, CatalogueList, CatalogueTexts
from notary.catalogue.tariffs import Relationship
from notary.core.db import SessionDep
from notary.core.errors import error_responses
from notary.kit.bounds import Id, Int64

router = APIRouter(prefix="/catalogue", tags=["catalogue"], responses=error_responses(400, 500))

ActTypeId = Annotated[Id, Path(description="act type id (docs/contracts/entities.md#act-types)")]


@router.get("", response_model=CatalogueList)
def list_catalogue(
    session: SessionDep, q: Annotated[str | None, Query(max_length=100, description="words to find")] = None
) -> CatalogueList:
    """Every act type in the request's language; `q` keeps those whose texts hold every word."""
    return service.list_catalogue(session, q)


@router.get("/{act_type_id}", response_model=CatalogueDetail, responses=error_responses(404))
def catalogue_detail(session: SessionDep, act_type_id: ActTypeId) -> CatalogueDetail:
    return service.catalogue_detail(session, act_type_id)


@router.get("/{act_type_id}/calc", response_model=CalculationResult, responses=error_responses(404))
def calculate(
    session: SessionDep,
    act_type_id: ActTypeId,
    value: Annotated[Int64 | None, Query(description="the vehicle's value in tiyin (vehicle sale and gift)")] = None,
    relationship: Annotated[Relationship | None, Query(description="how the parties are related")] = None,
) -> CalculationResult:
    """State duty and notary fee from the tariff table, with the close-relative reductions
    (docs/contracts/errors-and-limits.md#acts-and-fees)."""
    return service.calculation(session, act_type_id, value, relationship)


@router.get("/{act_type_id}/texts", response_model=CatalogueTexts, responses=error_responses(403, 404))
def catalogue_texts(_admin: CurrentAdmin, session: SessionDep, act_type_id: ActTypeId) -> CatalogueTexts:
    """Administrator: the act type's texts in oz, uz and ru, with who last changed each and the revision."""
    return editing.catalogue_texts(session, act_type_id)


@router.put("/{act_type_id}/texts", response_model=CatalogueTexts, responses=error_responses(403, 404, 409))
def save_catalogue_texts(
    admin: CurrentAdmin, session: SessionDep, act_type_id: ActTypeId, edit: CatalogueEdit
) -> CatalogueTexts:
    """Administrator: save the three languages at once; 409 when someone saved since `revision`."""
    return editing.save_texts(session, act_type_id, edit, admin.user)


@router.post("/{act_type_id}/texts/restore", response_model=CatalogueTexts, responses=error_responses(403, 404))
def restore_catalogue_texts(admin: CurrentAdmin, session: SessionDep, act_type_id: ActTypeId) -> CatalogueTexts:
    """Administrator: back to the release texts in every language."""
    return editing.restore_release_texts(session, act_type_id, admin.user)
