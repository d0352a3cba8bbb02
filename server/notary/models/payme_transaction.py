from datetime import datetime

from sqlalchemy import BigInteger, Index, text
from sqlmodel import Field, SQLModel

from notary.models._base import utcnow

LIVE_STATES = "state IN (1, 2)"


class PaymeTransaction(SQLModel, table=True):
    """A payment of an invoice as the gateway's merchant protocol knows it (Payme: states 1 created, 2 performed,
    -1 cancelled before, -2 cancelled after performing; times in Payme's milliseconds, 0 when not yet). The partial
    unique index lets an invoice have at most one transaction that is pending or performed."""

    __tablename__ = "payme_transaction"
    __table_args__ = (
        Index(
            "ix_payme_transaction_live_invoice",
            "invoice_id",
            unique=True,
            postgresql_where=text(LIVE_STATES),
            sqlite_where=text(LIVE_STATES),
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    payme_id: str = Field(max_length=64, unique=True, description="the gateway's id of the transaction")
    invoice_id: int = Field(foreign_key="invoice.id", index=True)
    amount: int = Field(sa_type=BigInteger, description="in tiyin")
    state: int = Field(description="1 created, 2 performed, -1 cancelled, -2 cancelled after performing")
    payme_time: int = Field(sa_type=BigInteger, description="ms: when the gateway created it (GetStatement's window)")
    create_time: int = Field(sa_type=BigInteger, description="ms: when we created it")
    perform_time: int = Field(default=0, sa_type=BigInteger, description="ms, 0 when not performed")
    cancel_time: int = Field(default=0, sa_type=BigInteger, description="ms, 0 when not cancelled")
    reason: int | None = Field(default=None, description="the gateway's reason of a cancel")
    created_at: datetime = Field(default_factory=utcnow)
