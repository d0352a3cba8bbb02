"""The reads of invoices and transactions that the protocol, the gateways and the service share."""

from collections.abc import Sequence

from sqlmodel import Session, col, select

from notary.models import Invoice, InvoiceState, PaymeTransaction

PENDING, PERFORMED, CANCELLED, REFUNDED = 1, 2, -1, -2  # Payme's transaction states


def current_invoices(session: Session, act_id: int) -> Sequence[Invoice]:
    """The act's invoices of its latest invoicing: a replaced one is `cancelled` and no longer asked for."""
    statement = (
        select(Invoice)
        .where(Invoice.act_id == act_id, Invoice.state != InvoiceState.cancelled)
        .order_by(col(Invoice.id))
    )
    return session.exec(statement).all()


def transaction(session: Session, payme_id: str) -> PaymeTransaction | None:
    """Locked for the rest of the transaction: the gateway may repeat a call while the first is still running."""
    statement = select(PaymeTransaction).where(PaymeTransaction.payme_id == payme_id).with_for_update()
    return session.exec(statement).first()


def live_transaction(session: Session, invoice_id: int | None) -> PaymeTransaction | None:
    """The invoice's pending or performed transaction (the partial unique index allows one)."""
    statement = select(PaymeTransaction).where(
        PaymeTransaction.invoice_id == invoice_id, col(PaymeTransaction.state).in_((PENDING, PERFORMED))
    )
    return session.exec(statement).first()


def performed_of_act(session: Session, act_id: int) -> Sequence[PaymeTransaction]:
    statement = (
        select(PaymeTransaction)
        .join(Invoice, col(Invoice.id) == col(PaymeTransaction.invoice_id))
        .where(Invoice.act_id == act_id, PaymeTransaction.state == PERFORMED)
        .order_by(col(PaymeTransaction.id))
    )
    return session.exec(statement).all()
