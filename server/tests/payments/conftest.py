"""An act at step 7 with its two invoices, and the gateway's calls to our merchant endpoint."""

import base64
import itertools
from datetime import timedelta
from typing import Any

import pytest
from sqlmodel import Session

from notary.core import clock
from notary.models import ActState, Invoice, InvoicePurpose
from notary.payments import protocol, service
from notary.payments.schemas import InvoiceDraft
from tests import factories

KEY = "sandbox-payme-key"  # [payments] payme_key of the test configuration
DUTY, FEE = 3_400_000, 12_000_050  # tiyin: 34 000 so'm and 120 000,50 so'm
_ids = itertools.count(1)


def basic(login: str = "Paycom", key: str = KEY) -> dict[str, str]:
    return {"Authorization": "Basic " + base64.b64encode(f"{login}:{key}".encode()).decode()}


@pytest.fixture
def act(session: Session):
    return factories.create_act(session, state=ActState.in_progress, step=7)


@pytest.fixture
def invoices(session: Session, act) -> list[Invoice]:
    drafts = [
        InvoiceDraft(InvoicePurpose.state_duty, DUTY, DUTY),
        InvoiceDraft(InvoicePurpose.notary_fee, FEE, 15_000_000, "a discount for a veteran"),
    ]
    return service.issue(session, act.id, act.uuid, drafts)


@pytest.fixture
def rpc(client):
    """One call of the gateway; the JSON-RPC answer."""

    def _rpc(method: str, headers: dict[str, str] | None = None, **params: Any) -> dict[str, Any]:
        body = {"jsonrpc": "2.0", "id": next(_ids), "method": method, "params": params}
        answer = client.post("/api/payments/payme", json=body, headers=headers or basic())
        assert answer.status_code == 200
        return answer.json()

    return _rpc


@pytest.fixture
def later(monkeypatch):
    """Moves the server's one clock forward."""

    def _later(**delta: float) -> None:
        offset = clock._offset() + timedelta(**delta)
        monkeypatch.setattr(clock, "_offset", lambda: offset)

    return _later


def code(answer: dict[str, Any]) -> int | None:
    return answer["error"]["code"] if "error" in answer else None


def account(invoice: Invoice) -> dict[str, Any]:
    return {"invoice_id": invoice.id}


def now_ms() -> int:
    return protocol.now_ms()


def create(rpc, invoice, payme_id: str = "a" * 24, amount: int | None = None) -> dict:
    return rpc(
        "CreateTransaction",
        id=payme_id,
        time=now_ms(),
        amount=invoice.amount if amount is None else amount,
        account=account(invoice),
    )
