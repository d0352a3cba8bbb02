from fastapi import APIRouter

from notary.acts.schemas import NotifyItem
from notary.auth.deps import CurrentAuth
from notary.core.errors import error_responses

router = APIRouter(prefix="/notarial_act", tags=["acts"], responses=error_responses(403, 500))


@router.get("/get_notify", response_model=list[NotifyItem])
def get_notify(_auth: CurrentAuth) -> list[NotifyItem]:
    """The user's upcoming acts with a visit or video conference. The registry holds registered acts only, which
    have no visit ahead, so the list is empty until the act workflow records acts awaiting their appointment."""
    return []
