"""The payment gateway: the sandbox plays Payme against our own merchant endpoint in-process; the real one is Payme
(its checkout for the citizen, its subscribe API for refunds and re-checks). Chosen by `[payments] gateway`, as the
state systems choose theirs (docs/state-systems.md#payment-gateway)."""

import base64
import json
import secrets
from typing import Any, Protocol

import httpx
from sqlmodel import Session
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

from notary.core.errors import Conflict, ExternalSystemError
from notary.core.settings import get_settings
from notary.models import Invoice, PaymeTransaction
from notary.payments import protocol, repository
from notary.payments.repository import PERFORMED

SYSTEM = "payments"
REASON_REFUND = 5  # Payme's reasons of a cancel: 5, the money was returned
REASON_DECLINED = 3  # 3, the payment could not be carried out (the citizen declined it)
RECEIPT_PAID = 4  # the subscribe API's receipt states


class Gateway(Protocol):
    def refund(self, transaction: PaymeTransaction) -> None:
        """Ask the gateway to return a performed payment; its CancelTransaction call then marks it refunded."""
        ...

    def is_paid(self, invoice: Invoice) -> bool:
        """Whether the gateway holds the invoice paid."""
        ...

    def checkout_url(self, invoice: Invoice, token: str) -> str:
        """Where the pay button sends the citizen; `token` is the signed checkout token naming the invoice."""
        ...


def _performed(session: Session, invoice: Invoice) -> PaymeTransaction | None:
    live = repository.live_transaction(session, invoice.id)
    return live if live is not None and live.state == PERFORMED else None


class SandboxGateway:
    """Plays Payme: builds the gateway's JSON-RPC request with its Basic auth and hands it to the same `handle` the
    endpoint calls, in the caller's session, so the sandbox exercises exactly the code Payme will."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def call(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        """The result of one call; Conflict with the protocol's message when it answers an error."""
        body = json.dumps({"jsonrpc": "2.0", "id": secrets.randbelow(10**9), "method": method, "params": params})
        answer = protocol.handle(self.session, body.encode(), protocol.authorization_header())
        if "error" in answer:
            raise Conflict(protocol.FAILURES[answer["error"]["code"]].key)
        return answer["result"]

    def refund(self, transaction: PaymeTransaction) -> None:
        self.call("CancelTransaction", {"id": transaction.payme_id, "reason": REASON_REFUND})

    def is_paid(self, invoice: Invoice) -> bool:
        return _performed(self.session, invoice) is not None

    def checkout_url(self, invoice: Invoice, token: str) -> str:
        """The portal's own checkout page, on the origin the citizen already uses."""
        return f"/payment/checkout/{token}"

    def pay(self, invoice: Invoice) -> None:
        """What Payme's checkout does when the citizen pays: check, create, perform."""
        params = {"amount": invoice.amount, "account": {"invoice_id": invoice.id}}
        self.call("CheckPerformTransaction", params)
        payme_id = self._create(params)
        self.call("PerformTransaction", {"id": payme_id})

    def decline(self, invoice: Invoice) -> None:
        """What Payme's checkout does when the payment fails: create, then cancel (reason 3)."""
        payme_id = self._create({"amount": invoice.amount, "account": {"invoice_id": invoice.id}})
        self.call("CancelTransaction", {"id": payme_id, "reason": REASON_DECLINED})

    def _create(self, params: dict[str, Any]) -> str:
        payme_id = secrets.token_hex(12)  # Payme's ids are 24 hex digits
        self.call("CreateTransaction", {**params, "id": payme_id, "time": protocol.now_ms()})
        return payme_id


class PaymeGateway:
    """Payme itself. The citizen pays on Payme's checkout; refunds and re-checks go to its subscribe API
    (`<checkout_url>/api`, header `X-Auth: <merchant_id>:<payme_key>`), where a merchant transaction's id is its
    receipt's id: `receipts.cancel` returns the money (Payme then calls CancelTransaction with reason 5),
    `receipts.check` answers the receipt's state (4: paid)."""

    def __init__(self, session: Session, transport: httpx.BaseTransport | None = None) -> None:
        self.session = session
        config = get_settings().payments
        self.config = config
        self._client = httpx.Client(
            base_url=config.checkout_url,
            timeout=10,
            headers={"X-Auth": f"{config.merchant_id}:{config.payme_key}"},
            transport=transport,
        )

    @retry(
        retry=retry_if_exception_type(httpx.TransportError),
        stop=stop_after_attempt(3),
        wait=wait_exponential(multiplier=0.2, max=2),
        reraise=True,
    )
    def _post(self, body: dict[str, Any]) -> httpx.Response:
        # Both calls may be repeated safely: a receipt cancelled twice stays cancelled, a check changes nothing.
        return self._client.post("/api", json=body)

    def _rpc(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        try:
            response = self._post({"id": secrets.randbelow(10**9), "method": method, "params": params})
            answer = response.json()
        except (httpx.HTTPError, ValueError) as exc:
            raise ExternalSystemError(SYSTEM) from exc
        if response.status_code != 200 or not isinstance(answer, dict) or not isinstance(answer.get("result"), dict):
            raise ExternalSystemError(SYSTEM)
        return answer["result"]

    def refund(self, transaction: PaymeTransaction) -> None:
        self._rpc("receipts.cancel", {"id": transaction.payme_id})

    def is_paid(self, invoice: Invoice) -> bool:
        performed = _performed(self.session, invoice)
        if performed is None:
            return False
        receipt = self._rpc("receipts.check", {"id": performed.payme_id})
        return receipt.get("state") == RECEIPT_PAID

    def checkout_url(self, invoice: Invoice, token: str) -> str:
        """Payme's documented link: base64 of `m=<merchant>;ac.invoice_id=<id>;a=<tiyin>` after the checkout's
        address (`token` is ours and means nothing to Payme)."""
        order = f"m={self.config.merchant_id};ac.invoice_id={invoice.id};a={invoice.amount}"
        return f"{self.config.checkout_url.rstrip('/')}/{base64.b64encode(order.encode()).decode()}"


def get_gateway(session: Session) -> Gateway:
    if get_settings().payments.gateway == "sandbox":
        return SandboxGateway(session)
    return PaymeGateway(session)
