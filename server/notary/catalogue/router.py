from typing import Annotated

from fastapi import APIRouter, Path, Query

from notary.catalogue import service
from notary.catalogue.schemas import CalculationResult, CatalogueDetail, CatalogueList
from notary.core.db import SessionDep
from notary.core.errors import error_responses
from notary.money.tariffs import Relationship

router = APIRouter(prefix="/catalogue", tags=["catalogue"], responses=error_responses(400, 500))

ActTypeId = Annotated[int, Path(ge=1, description="act type id (spec section 3)")]


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
    value: Annotated[int | None, Query(description="the vehicle's value in tiyin (vehicle sale and gift)")] = None,
    relationship: Annotated[Relationship | None, Query(description="how the parties are related")] = None,
) -> CalculationResult:
    """State duty and notary fee from the tariff table, with the close-relative reductions of spec section 9."""
    return service.calculation(session, act_type_id, value, relationship)
