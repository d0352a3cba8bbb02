from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any

from pydantic import BaseModel, Field

from notary.kit.money import TIYIN_PER_SOM, Money, SumInWords
from notary.models import Invoice, InvoicePurpose, InvoiceState


@dataclass(frozen=True)
class InvoiceDraft:
    """One invoice the acts domain asks for; sums in tiyin."""

    purpose: InvoicePurpose
    amount: int
    proposed: int
    reason: str = ""


def sum_string(tiyin: int) -> str:
    """The contract's sums: a decimal string in so'm with two decimals."""
    return f"{Decimal(tiyin) / TIYIN_PER_SOM:.2f}"


class CheckoutInvoice(BaseModel):
    """An invoice as the checkout page shows it."""

    purpose: InvoicePurpose
    sum: str = Field(description="decimal string in sum with two decimals")
    sum_in_words: SumInWords
    state: InvoiceState

    @classmethod
    def of(cls, invoice: Invoice) -> "CheckoutInvoice":
        return cls(**_shown(invoice))


class InvoicePublic(CheckoutInvoice):
    id: int
    reason: str
    paid_at: datetime | None

    @classmethod
    def of(cls, invoice: Invoice) -> "InvoicePublic":
        assert invoice.id is not None, "a stored invoice"
        return cls(**_shown(invoice), id=invoice.id, reason=invoice.reason, paid_at=invoice.paid_at)


def _shown(invoice: Invoice) -> dict[str, Any]:
    return {
        "purpose": invoice.purpose,
        "sum": sum_string(invoice.amount),
        "sum_in_words": Money.of(invoice.amount).words,
        "state": invoice.state,
    }


class PaymeAnswer(BaseModel):
    """A JSON-RPC 2.0 answer of the merchant protocol: `result` or `error`, always with HTTP 200."""

    jsonrpc: str = "2.0"
    id: int | str | None
    result: dict[str, Any] | None = None
    error: dict[str, Any] | None = None
