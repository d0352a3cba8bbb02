from datetime import date
from typing import Annotated

from fastapi import APIRouter, Query

from notary.auth.deps import CurrentAuth
from notary.core.db import SessionDep
from notary.core.errors import error_responses
from notary.kit.bounds import Id
from notary.registries import service
from notary.registries.schemas import (
    ActCheck,
    BanCheck,
    IncompleteDate,
    InheritanceSearch,
    PersonName,
    ProxyCheck,
    RegistryNumber,
)
from notary.state_systems.bans_registry import BansRegistryDep

router = APIRouter(prefix="/registries", tags=["registries"], responses=error_responses(400, 500))


@router.get("/proxy", response_model=ProxyCheck, responses=error_responses(404))
def check_proxy(
    session: SessionDep, regnum: Annotated[RegistryNumber, Query()], regdate: Annotated[date, Query()]
) -> ProxyCheck:
    """Power-of-attorney check by registry number and date (search_proxy)."""
    return service.check_proxy(session, regnum, regdate)


@router.get("/act", response_model=ActCheck, responses=error_responses(404))
def check_act(
    session: SessionDep,
    regnum: Annotated[RegistryNumber, Query()],
    regdate: Annotated[date, Query()],
    office_id: Annotated[Id, Query(alias="officeId")],
) -> ActCheck:
    """Notarial act check by registry data: number, date and office (search_notarial_act)."""
    return service.check_act(session, regnum, regdate, office_id)


@router.get("/inheritance-cases", response_model=InheritanceSearch, responses=error_responses(404))
def search_inheritance(
    session: SessionDep,
    surname: Annotated[PersonName, Query(description="the deceased's surname")],
    name: Annotated[PersonName, Query(description="the deceased's first name")],
    death_date: Annotated[
        IncompleteDate,
        Query(alias="deathDate", description="YYYY-MM-DD; XX for an unknown day (YYYY-MM-XX) or month too"),
    ],
    patronymic: Annotated[PersonName | None, Query(description="narrows the search when given")] = None,
) -> InheritanceSearch:
    """Inheritance cases by the deceased's name and death date, the day or the month unknown (search_inheritcase)."""
    return service.search_inheritance(session, surname, name, patronymic, death_date)


@router.get("/bans", response_model=BanCheck, responses=error_responses(403, 502))
def check_own_bans(auth: CurrentAuth, session: SessionDep, registry: BansRegistryDep) -> BanCheck:
    """Bans on the logged-in citizen's own property, from the bans registry (search_ban)."""
    return service.check_own_bans(session, registry, auth.user)
