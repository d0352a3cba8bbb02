"""Payme's merchant API: the gateway calls `POST /api/payments/payme` (JSON-RPC 2.0, HTTP Basic `Paycom:<key>`) to
check, create, perform, cancel and look up the transactions that pay an invoice
(docs/contracts/acts.md#payment-the-gateway-calls-us). Semantics and codes are Payme's own (developer.help.paycom.uz):
every answer is HTTP 200 with `result` or `error`, and every call may come again and then answers the same, so the
gateway can retry anything. The sandbox gateway calls `handle` in-process with the very request Payme would send.

Our account errors (Payme leaves -31050…-31099 to the merchant): -31050 no such invoice, -31051 the invoice is paid or
no longer payable, -31052 another transaction is pending for it. -31007 (cannot cancel) is never answered: the service
refunds any performed payment."""

import base64
import binascii
import hmac
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, Field, ValidationError
from sqlmodel import Session, col, select

from notary.audit import service as audit
from notary.core import clock, jobs
from notary.core.i18n import translate
from notary.core.settings import get_settings
from notary.kit.bounds import MAX_INT, Int32, Int64
from notary.models import Invoice, InvoiceState, PaymeTransaction
from notary.payments import repository
from notary.payments.repository import CANCELLED, PENDING, PERFORMED, REFUNDED

TIMEOUT_MS = 43_200_000  # a created transaction not performed within 12 hours can no longer be performed
REASON_TIMEOUT = 4
LOGIN = "Paycom"


@dataclass(frozen=True)
class Failure:
    """One of the protocol's errors: its code, the message key of our catalogues and the English text Payme wants."""

    code: int
    key: str
    english: str


PARSE_ERROR = Failure(-32700, "error_payme_parse", "The request is not JSON")
INVALID_REQUEST = Failure(-32600, "error_payme_invalid_request", "The request is not a valid JSON-RPC call")
METHOD_NOT_FOUND = Failure(-32601, "error_payme_method_not_found", "No such method")
UNAUTHORISED = Failure(-32504, "error_payme_unauthorised", "Insufficient privilege: wrong key")
WRONG_AMOUNT = Failure(-31001, "error_payme_wrong_amount", "The amount differs from the invoice's")
TRANSACTION_NOT_FOUND = Failure(-31003, "error_payme_transaction_not_found", "Transaction not found")
CANNOT_PERFORM = Failure(-31008, "error_payme_cannot_perform", "The transaction cannot be performed")
INVOICE_NOT_FOUND = Failure(-31050, "error_invoice_not_found", "Invoice not found")
INVOICE_NOT_PAYABLE = Failure(-31051, "error_invoice_not_payable", "The invoice is paid or no longer payable")
INVOICE_BUSY = Failure(-31052, "error_invoice_busy", "Another payment of this invoice is pending")
FAILURES = {
    failure.code: failure
    for failure in (
        PARSE_ERROR,
        INVALID_REQUEST,
        METHOD_NOT_FOUND,
        UNAUTHORISED,
        WRONG_AMOUNT,
        TRANSACTION_NOT_FOUND,
        CANNOT_PERFORM,
        INVOICE_NOT_FOUND,
        INVOICE_NOT_PAYABLE,
        INVOICE_BUSY,
    )
}


class PaymeError(Exception):
    def __init__(self, failure: Failure, data: str | None = None) -> None:
        super().__init__(failure.key)
        self.failure = failure
        self.data = data

    def body(self) -> dict[str, Any]:
        """Payme shows the message in Russian, Uzbek (Latin script: our `oz`) or English; `data` names the field."""
        key = self.failure.key
        message = {"ru": translate(key, "ru"), "uz": translate(key, "oz"), "en": self.failure.english}
        return {"code": self.failure.code, "message": message, "data": self.data}


class CheckParams(BaseModel):
    amount: Int64 | float = Field(description="in tiyin")
    account: dict[str, Any]


class CreateParams(CheckParams):
    id: str = Field(min_length=1, max_length=64)
    time: Int64 = Field(description="ms: when the gateway created it")


class IdParams(BaseModel):
    id: str = Field(min_length=1, max_length=64)


class CancelParams(IdParams):
    reason: Int32


class StatementParams(BaseModel):
    start: Int64 = Field(alias="from")
    to: Int64


def now_ms() -> int:
    return int(clock.now().timestamp() * 1000)


def authorization_header() -> str:
    """What the gateway sends: Basic `Paycom:<payme_key>`."""
    credentials = f"{LOGIN}:{get_settings().payments.payme_key}".encode()
    return f"Basic {base64.b64encode(credentials).decode()}"


def _invoice(session: Session, account: dict[str, Any]) -> Invoice:
    """The invoice `account.invoice_id` names, locked so two calls for it take turns."""
    raw = account.get("invoice_id")
    # ASCII digits within an INTEGER id: int() refuses other digits ("²"), the database a larger number.
    if not (isinstance(raw, int | str) and str(raw).isascii() and str(raw).isdigit() and int(raw) <= MAX_INT):
        raise PaymeError(INVOICE_NOT_FOUND, "invoice_id")
    invoice = session.get(Invoice, int(raw), with_for_update=True)
    if invoice is None:
        raise PaymeError(INVOICE_NOT_FOUND, "invoice_id")
    return invoice


def _payable(session: Session, params: CheckParams) -> Invoice:
    invoice = _invoice(session, params.account)
    if params.amount != invoice.amount:
        raise PaymeError(WRONG_AMOUNT, "amount")
    if invoice.state != InvoiceState.unpaid:
        raise PaymeError(INVOICE_NOT_PAYABLE, "invoice_id")
    return invoice


def _found(session: Session, payme_id: str) -> PaymeTransaction:
    transaction = repository.transaction(session, payme_id)
    if transaction is None:
        raise PaymeError(TRANSACTION_NOT_FOUND, "id")
    return transaction


def _record(session: Session, event: str, transaction: PaymeTransaction, invoice: Invoice | None = None) -> None:
    invoice = invoice or session.get(Invoice, transaction.invoice_id)
    assert invoice is not None, "a transaction pays an invoice"
    details = {
        "invoice_id": invoice.id,
        "transaction": transaction.payme_id,
        "amount": transaction.amount,
        "reason": transaction.reason,
    }
    audit.record(session, event, target=invoice.act_uuid, details=details)


def cancel_pending(session: Session, transaction: PaymeTransaction, reason: int) -> None:
    """A created transaction will not be performed: its invoice stays unpaid."""
    transaction.state, transaction.cancel_time, transaction.reason = CANCELLED, now_ms(), reason
    session.add(transaction)
    _record(session, "payment_cancelled", transaction)


def _still_pending(session: Session, transaction: PaymeTransaction) -> None:
    """Refuse a transaction that is no longer created, cancelling it first when its 12 hours have passed."""
    if transaction.state != PENDING:
        raise PaymeError(CANNOT_PERFORM, "id")
    if now_ms() - transaction.create_time > TIMEOUT_MS:
        cancel_pending(session, transaction, REASON_TIMEOUT)
        raise PaymeError(CANNOT_PERFORM, "id")


def check_perform(session: Session, params: CheckParams) -> dict[str, Any]:
    _payable(session, params)
    return {"allow": True}


def create(session: Session, params: CreateParams) -> dict[str, Any]:
    """Idempotent on the gateway's id; a second id while one is pending is refused."""
    transaction = repository.transaction(session, params.id)
    if transaction is None:
        transaction = _created(session, params, _payable(session, params))
    _still_pending(session, transaction)
    return {"create_time": transaction.create_time, "transaction": str(transaction.id), "state": transaction.state}


def _created(session: Session, params: CreateParams, invoice: Invoice) -> PaymeTransaction:
    live = repository.live_transaction(session, invoice.id)
    if live is not None:  # the same id committed while we waited for the invoice's lock, or another one
        if live.payme_id == params.id:
            return live
        raise PaymeError(INVOICE_BUSY, "invoice_id")
    assert invoice.id is not None
    transaction = PaymeTransaction(
        payme_id=params.id,
        invoice_id=invoice.id,
        amount=invoice.amount,
        state=PENDING,
        payme_time=params.time,
        create_time=now_ms(),
        created_at=clock.now(),
    )
    session.add(transaction)
    session.flush()
    _record(session, "payment_created", transaction, invoice)
    return transaction


def perform(session: Session, params: IdParams) -> dict[str, Any]:
    """Pays the invoice once; a repeated call answers the same."""
    transaction = _found(session, params.id)
    if transaction.state == PENDING:
        _still_pending(session, transaction)
        _perform(session, transaction)
    if transaction.state != PERFORMED:
        raise PaymeError(CANNOT_PERFORM, "id")
    return {"transaction": str(transaction.id), "perform_time": transaction.perform_time, "state": transaction.state}


def _perform(session: Session, transaction: PaymeTransaction) -> None:
    invoice = session.get(Invoice, transaction.invoice_id, with_for_update=True)
    assert invoice is not None
    if invoice.state != InvoiceState.unpaid:
        raise PaymeError(CANNOT_PERFORM, "id")
    transaction.state, transaction.perform_time = PERFORMED, now_ms()
    invoice.state, invoice.paid_at = InvoiceState.paid, clock.now()
    session.add_all([transaction, invoice])
    session.flush()
    _record(session, "payment_performed", transaction, invoice)
    if all(other.state == InvoiceState.paid for other in repository.current_invoices(session, invoice.act_id)):
        # Keyed by the transaction: an act refunded and paid again is announced again.
        key = f"act_paid:{invoice.act_id}:{transaction.id}"
        jobs.enqueue(session, "act_paid", key=key, payload={"act_id": invoice.act_id})


def cancel(session: Session, params: CancelParams) -> dict[str, Any]:
    """Before performing the invoice stays unpaid (-1); after, the money goes back (-2). Repeated: the same."""
    transaction = _found(session, params.id)
    if transaction.state == PENDING:
        cancel_pending(session, transaction, params.reason)
    elif transaction.state == PERFORMED:
        _refund(session, transaction, params.reason)
    return {"transaction": str(transaction.id), "cancel_time": transaction.cancel_time, "state": transaction.state}


def _refund(session: Session, transaction: PaymeTransaction, reason: int) -> None:
    invoice = session.get(Invoice, transaction.invoice_id, with_for_update=True)
    assert invoice is not None
    transaction.state, transaction.cancel_time, transaction.reason = REFUNDED, now_ms(), reason
    invoice.state, invoice.refunded_at = InvoiceState.refunded, clock.now()
    session.add_all([transaction, invoice])
    _record(session, "payment_refunded", transaction, invoice)


def check(session: Session, params: IdParams) -> dict[str, Any]:
    return _described(_found(session, params.id))


def _described(transaction: PaymeTransaction) -> dict[str, Any]:
    return {
        "create_time": transaction.create_time,
        "perform_time": transaction.perform_time,
        "cancel_time": transaction.cancel_time,
        "transaction": str(transaction.id),
        "state": transaction.state,
        "reason": transaction.reason,
    }


def statement(session: Session, params: StatementParams) -> dict[str, Any]:
    """The transactions the gateway created within [from, to], for its reconciliation."""
    rows = session.exec(
        select(PaymeTransaction)
        .where(col(PaymeTransaction.payme_time).between(params.start, params.to))
        .order_by(col(PaymeTransaction.payme_time), col(PaymeTransaction.id))
    )
    transactions = [
        {
            "id": row.payme_id,
            "time": row.payme_time,
            "amount": row.amount,
            "account": {"invoice_id": row.invoice_id},
            **_described(row),
        }
        for row in rows
    ]
    return {"transactions": transactions}


Method = tuple[type[BaseModel], Callable[[Session, Any], dict[str, Any]]]
METHODS: dict[str, Method] = {
    "CheckPerformTransaction": (CheckParams, check_perform),
    "CreateTransaction": (CreateParams, create),
    "PerformTransaction": (IdParams, perform),
    "CancelTransaction": (CancelParams, cancel),
    "CheckTransaction": (IdParams, check),
    "GetStatement": (StatementParams, statement),
}
_NOT_JSON = object()


def handle(session: Session, body: bytes, authorization: str | None) -> dict[str, Any]:
    """One call of the gateway, as the HTTP endpoint and the sandbox gateway both pass it: the JSON-RPC answer."""
    request = _parsed(body)
    request_id = request.get("id") if isinstance(request, dict) else None
    try:
        _authorise(session, authorization)
        return {"jsonrpc": "2.0", "id": request_id, "result": _call(session, request)}
    except PaymeError as error:
        return {"jsonrpc": "2.0", "id": request_id, "error": error.body()}


def _parsed(body: bytes) -> Any:
    try:
        return json.loads(body)
    except ValueError:
        return _NOT_JSON


def _authorise(session: Session, authorization: str | None) -> None:
    scheme, _, encoded = (authorization or "").partition(" ")
    try:
        presented = base64.b64decode(encoded.strip(), validate=True)
    except (binascii.Error, ValueError):
        presented = b""
    expected = f"{LOGIN}:{get_settings().payments.payme_key}".encode()
    if scheme.lower() != "basic" or not hmac.compare_digest(presented, expected):
        audit.record(session, "payme_call_refused", "refused", details={"reason": "authorization"})
        raise PaymeError(UNAUTHORISED, "authorization")


def _call(session: Session, request: Any) -> dict[str, Any]:
    if request is _NOT_JSON:
        raise PaymeError(PARSE_ERROR, "body")
    if not isinstance(request, dict) or not isinstance(request.get("method"), str):
        raise PaymeError(INVALID_REQUEST, "method")
    if request["method"] not in METHODS:
        raise PaymeError(METHOD_NOT_FOUND, "method")
    model, method = METHODS[request["method"]]
    try:
        params = model.model_validate(request.get("params"))
    except ValidationError as exc:
        location = exc.errors()[0]["loc"] if exc.errors() else ()
        raise PaymeError(INVALID_REQUEST, ".".join(str(part) for part in ("params", *location))) from exc
    return method(session, params)
