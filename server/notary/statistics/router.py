from fastapi import APIRouter

from notary.core.db import SessionDep
from notary.core.errors import error_responses
from notary.statistics import service
from notary.statistics.schemas import Statistics

router = APIRouter(prefix="/statistics", tags=["statistics"], responses=error_responses(500))


@router.get("", response_model=Statistics)
def statistics(session: SessionDep) -> Statistics:
    """Registered acts by type, by region and by month (the last twelve), for charts with a table beside each."""
    return service.statistics(session)
