from datetime import datetime
from enum import StrEnum

from sqlalchemy import BigInteger
from sqlmodel import Field, SQLModel

from notary.models._base import utcnow
from notary.models._types import EnumText


class InvoicePurpose(StrEnum):
    state_duty = "state_duty"
    notary_fee = "notary_fee"


class InvoiceState(StrEnum):
    """`cancelled`: replaced when the act was invoiced again; `refunded`: paid, then the money went back."""

    unpaid = "unpaid"
    paid = "paid"
    refunded = "refunded"
    cancelled = "cancelled"


class Invoice(SQLModel, table=True):
    """What the parties of an act must pay for it, one row per purpose, paid through the gateway
    (docs/contracts/acts.md#payment-the-gateway-calls-us). Sums are in tiyin; bigint, since a percentage duty on a
    house passes the 21 million so'm an int holds."""

    __tablename__ = "invoice"

    id: int | None = Field(default=None, primary_key=True)
    act_id: int = Field(foreign_key="notarial_act.id", index=True)
    act_uuid: str = Field(max_length=36, description="the act's uuid: the target of the invoice's audit records")
    purpose: InvoicePurpose = Field(sa_type=EnumText(InvoicePurpose))
    amount: int = Field(sa_type=BigInteger, description="in tiyin")
    proposed: int = Field(sa_type=BigInteger, description="in tiyin: what the tariffs proposed")
    reason: str = Field(default="", max_length=1000, description="why the notary changed the proposed sum")
    state: InvoiceState = Field(default=InvoiceState.unpaid, sa_type=EnumText(InvoiceState))
    created_at: datetime = Field(default_factory=utcnow)
    paid_at: datetime | None = None
    refunded_at: datetime | None = None
