from typing import Annotated

from fastapi import APIRouter, Depends, Header, Path, Request
from fastapi.responses import JSONResponse

from notary.auth.deps import CurrentAuth
from notary.core.db import SessionDep
from notary.core.errors import error_responses
from notary.payments import protocol, service
from notary.payments.schemas import CheckoutInvoice, PaymeAnswer

router = APIRouter(prefix="/payments", tags=["payments"], responses=error_responses(500))
CheckoutToken = Annotated[str, Path(min_length=16, max_length=512)]


async def _raw_body(request: Request) -> bytes:
    """The body as sent: the protocol answers a body that is not JSON itself (-32700)."""
    return await request.body()


@router.post("/payme", response_model=PaymeAnswer)
def payme(
    body: Annotated[bytes, Depends(_raw_body)],
    session: SessionDep,
    authorization: Annotated[str | None, Header()] = None,
) -> JSONResponse:
    """Payme's merchant API (JSON-RPC 2.0, Basic `Paycom:<key>`): always 200 with `result` or `error`."""
    return JSONResponse(protocol.handle(session, body, authorization))


@router.get("/checkout/{token}", response_model=CheckoutInvoice, responses=error_responses(403, 404))
def checkout(token: CheckoutToken, _auth: CurrentAuth, session: SessionDep) -> CheckoutInvoice:
    """The sandbox checkout page: the invoice its link names."""
    return service.checkout_view(session, token)


@router.post("/checkout/{token}/pay", response_model=CheckoutInvoice, responses=error_responses(403, 404, 409))
def pay(token: CheckoutToken, _auth: CurrentAuth, session: SessionDep) -> CheckoutInvoice:
    """The sandbox checkout pays: it plays Payme's check, create and perform against our own endpoint."""
    return service.sandbox_pay(session, token)


@router.post("/checkout/{token}/decline", response_model=CheckoutInvoice, responses=error_responses(403, 404, 409))
def decline(token: CheckoutToken, _auth: CurrentAuth, session: SessionDep) -> CheckoutInvoice:
    """The sandbox checkout's failed payment: create, then cancel with reason 3; the invoice stays unpaid."""
    return service.sandbox_decline(session, token)
