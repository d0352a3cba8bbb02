"""Invoices of an act and their payment (docs/contracts/acts.md#payment-the-gateway-calls-us): what the acts domain
calls. Sums are in tiyin. The gateway's own calls arrive through `protocol`; this module never commits."""

from datetime import timedelta
from typing import Any

import jwt
from sqlmodel import Session, select

from notary.audit import service as audit
from notary.core import clock, jobs
from notary.core.errors import BadRequest, Conflict, NotFound
from notary.core.settings import get_settings
from notary.models import Invoice, InvoiceState, PaymeTransaction
from notary.payments import protocol, repository
from notary.payments.gateway import SandboxGateway, get_gateway
from notary.payments.repository import PENDING, PERFORMED
from notary.payments.schemas import CheckoutInvoice, InvoiceDraft, InvoicePublic

CHECKOUT_MINUTES = 30
REASON_REPLACED = 3  # Payme's "could not be carried out": the invoice was replaced while its payment was pending
_TOKEN_ALGORITHM = "HS256"


def issue(session: Session, act_id: int, act_uuid: str, invoices: list[InvoiceDraft]) -> list[Invoice]:
    """The act's invoices from now on. Earlier unpaid or refunded ones are replaced (an act invoiced again at step 4),
    a payment still pending for one is cancelled; an invoice still paid must be refunded first (409)."""
    _check(invoices)
    for earlier in repository.current_invoices(session, act_id):
        _replace(session, earlier)
    issued = [
        Invoice(
            act_id=act_id,
            act_uuid=act_uuid,
            purpose=draft.purpose,
            amount=draft.amount,
            proposed=draft.proposed,
            reason=draft.reason,
            created_at=clock.now(),
        )
        for draft in invoices
    ]
    session.add_all(issued)
    session.flush()
    shown = [{"id": invoice.id, "purpose": invoice.purpose, "amount": invoice.amount} for invoice in issued]
    audit.record(session, "invoices_issued", target=act_uuid, details={"invoices": shown})
    return issued


def _check(invoices: list[InvoiceDraft]) -> None:
    if any(draft.amount <= 0 for draft in invoices):
        raise BadRequest("error_invoice_amount")
    if len({draft.purpose for draft in invoices}) != len(invoices):
        raise BadRequest("error_invoice_purpose_repeated")


def _replace(session: Session, invoice: Invoice) -> None:
    if invoice.state == InvoiceState.paid:
        raise Conflict("error_invoice_paid_not_refunded")
    pending = repository.live_transaction(session, invoice.id)
    if pending is not None and pending.state == PENDING:
        protocol.cancel_pending(session, pending, REASON_REPLACED)
    invoice.state = InvoiceState.cancelled
    session.add(invoice)


def of_act(session: Session, act_id: int) -> list[InvoicePublic]:
    """The act's invoices as the act API shows them (replaced ones left out)."""
    return [InvoicePublic.of(invoice) for invoice in repository.current_invoices(session, act_id)]


def all_paid(session: Session, act_id: int) -> bool:
    """Every invoice of the act paid, as the gateway itself says (an act without invoices owes nothing)."""
    gateway = get_gateway(session)
    return all(
        invoice.state == InvoiceState.paid and gateway.is_paid(invoice)
        for invoice in repository.current_invoices(session, act_id)
    )


def refund_act(session: Session, act_id: int) -> int:
    """The act ended unregistered: its unpaid invoices are withdrawn (a late payment is refused), and every performed
    payment is refunded, one job each (the gateway is asked once this commits); how many refunds."""
    for invoice in repository.current_invoices(session, act_id):
        if invoice.state == InvoiceState.unpaid:
            _replace(session, invoice)
    performed = repository.performed_of_act(session, act_id)
    for transaction in performed:
        key = f"payment_refund:{transaction.id}"
        jobs.enqueue(session, "payment_refund", key=key, payload={"transaction_id": transaction.id})
    act_uuid = session.exec(select(Invoice.act_uuid).where(Invoice.act_id == act_id)).first()
    if act_uuid is not None:
        details = {"transactions": [transaction.payme_id for transaction in performed]}
        audit.record(session, "payment_refund_requested", target=act_uuid, details=details)
    return len(performed)


@jobs.handler("payment_refund")
def _refund(session: Session, payload: dict[str, Any]) -> None:
    transaction = session.get(PaymeTransaction, payload["transaction_id"])
    if transaction is not None and transaction.state == PERFORMED:
        get_gateway(session).refund(transaction)


def checkout(session: Session, invoice_id: int, act_id: int) -> str:
    """Where the pay button of this invoice of the act sends the citizen."""
    invoice = session.get(Invoice, invoice_id)
    if invoice is None or invoice.act_id != act_id:
        raise NotFound("error_invoice_not_found")
    if invoice.state != InvoiceState.unpaid:
        raise Conflict("error_invoice_not_payable")
    return get_gateway(session).checkout_url(invoice, _checkout_token(invoice_id))


def _checkout_token(invoice_id: int) -> str:
    """Signed and short-lived; its expiry is read against the server's one clock, not the machine's."""
    until = clock.now() + timedelta(minutes=CHECKOUT_MINUTES)
    claims = {"typ": "checkout", "inv": invoice_id, "until": int(until.timestamp())}
    return jwt.encode(claims, get_settings().secret_key, algorithm=_TOKEN_ALGORITHM)


def _checkout_invoice(session: Session, token: str) -> Invoice:
    try:
        claims = jwt.decode(token, get_settings().secret_key, algorithms=[_TOKEN_ALGORITHM])
    except jwt.PyJWTError as exc:
        raise NotFound("error_checkout_link") from exc
    live = claims.get("typ") == "checkout" and int(claims.get("until", 0)) > clock.now().timestamp()
    invoice = session.get(Invoice, claims.get("inv")) if live else None
    if invoice is None:
        raise NotFound("error_checkout_link")
    return invoice


def _sandbox(session: Session) -> SandboxGateway:
    """The sandbox's checkout page exists only with the sandbox gateway."""
    gateway = get_gateway(session)
    if not isinstance(gateway, SandboxGateway):
        raise NotFound("error_page_not_found")
    return gateway


def checkout_view(session: Session, token: str) -> CheckoutInvoice:
    _sandbox(session)
    return CheckoutInvoice.of(_checkout_invoice(session, token))


def sandbox_pay(session: Session, token: str) -> CheckoutInvoice:
    gateway = _sandbox(session)
    invoice = _checkout_invoice(session, token)
    gateway.pay(invoice)
    return CheckoutInvoice.of(invoice)


def sandbox_decline(session: Session, token: str) -> CheckoutInvoice:
    gateway = _sandbox(session)
    invoice = _checkout_invoice(session, token)
    gateway.decline(invoice)
    return CheckoutInvoice.of(invoice)
