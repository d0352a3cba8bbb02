from fastapi import APIRouter

from notary.core.db import SessionDep
from notary.core.errors import error_responses
from notary.verification import service
from notary.verification.schemas import Verification

router = APIRouter(prefix="/verify", tags=["verification"], responses=error_responses(500))


@router.get("/{code}", response_model=Verification, responses=error_responses(404))
def verify(session: SessionDep, code: str) -> Verification:
    """The registry's answer for the code on a print form's QR, for anyone, no session: any code that is not one of
    the journal's is unknown (404), whatever its shape."""
    return service.verify(session, code)
