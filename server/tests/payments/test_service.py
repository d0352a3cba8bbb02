"""What the acts domain calls: issue, of_act, all_paid, refund_act, checkout; and the sandbox checkout page."""

import base64
import json

import httpx
import pytest
from sqlmodel import Session, select

from notary.core import jobs
from notary.core.errors import BadRequest, Conflict, NotFound
from notary.core.settings import get_settings
from notary.models import AuditEvent, InvoicePurpose, InvoiceState, PaymeTransaction, ScheduledJob
from notary.payments import gateway, service
from notary.payments.schemas import InvoiceDraft
from tests.conftest import bearer
from tests.payments.conftest import DUTY, FEE, account, create


def payme_id(invoice) -> str:
    return f"{invoice.id:024d}"


def pay_all(rpc, invoices) -> None:
    for invoice in invoices:
        create(rpc, invoice, payme_id=payme_id(invoice))
        rpc("PerformTransaction", id=payme_id(invoice))


def checkout_token(url: str) -> str:
    return url.rsplit("/", 1)[1]


@pytest.fixture
def payme(monkeypatch):
    """The real gateway configured, its subscribe API answered by `answers` (method → result)."""
    config = get_settings().payments
    monkeypatch.setattr(config, "gateway", "payme")
    monkeypatch.setattr(config, "merchant_id", "5e730e8e0b852a417aa49ceb")
    calls: list[dict] = []
    answers: dict[str, dict] = {}

    def answer(request: httpx.Request) -> httpx.Response:
        call = json.loads(request.content)
        calls.append({"path": request.url.path, "auth": request.headers["X-Auth"], **call})
        return httpx.Response(200, json={"result": answers[call["method"]]})

    real, transport = gateway.PaymeGateway, httpx.MockTransport(answer)
    monkeypatch.setattr(gateway, "PaymeGateway", lambda session: real(session, transport))
    return calls, answers


class TestIssue:
    def test_issues_the_invoices(self, session: Session, act, invoices):
        assert [(invoice.purpose, invoice.amount, invoice.state) for invoice in invoices] == [
            (InvoicePurpose.state_duty, DUTY, InvoiceState.unpaid),
            (InvoicePurpose.notary_fee, FEE, InvoiceState.unpaid),
        ]
        assert invoices[1].proposed == 15_000_000 and invoices[1].reason == "a discount for a veteran"
        assert session.exec(select(AuditEvent).where(AuditEvent.action == "invoices_issued")).one().target == act.uuid

    def test_refuses_a_sum_that_is_not_above_zero(self, session, act):
        with pytest.raises(BadRequest) as refused:
            service.issue(session, act.id, act.uuid, [InvoiceDraft(InvoicePurpose.state_duty, 0, 100)])
        assert refused.value.message_key == "error_invoice_amount"

    def test_refuses_a_repeated_purpose(self, session, act):
        drafts = [InvoiceDraft(InvoicePurpose.state_duty, 100, 100)] * 2
        with pytest.raises(BadRequest) as refused:
            service.issue(session, act.id, act.uuid, drafts)
        assert refused.value.message_key == "error_invoice_purpose_repeated"

    def test_invoicing_again_replaces_the_unpaid_and_cancels_a_pending_payment(self, session, rpc, act, invoices):
        create(rpc, invoices[0])
        [again] = service.issue(session, act.id, act.uuid, [InvoiceDraft(InvoicePurpose.state_duty, 500, 600, "")])
        for invoice in invoices:
            session.refresh(invoice)
        assert [invoice.state for invoice in invoices] == [InvoiceState.cancelled] * 2
        assert [invoice.id for invoice in service.of_act(session, act.id)] == [again.id]
        assert rpc("CheckTransaction", id="a" * 24)["result"]["state"] == -1
        assert rpc("PerformTransaction", id="a" * 24)["error"]["code"] == -31008

    def test_a_paid_invoice_must_be_refunded_first(self, session, rpc, act, invoices):
        pay_all(rpc, invoices[:1])
        with pytest.raises(Conflict):
            service.issue(session, act.id, act.uuid, [InvoiceDraft(InvoicePurpose.state_duty, 500, 600)])


class TestOfAct:
    def test_sums_in_so_m_with_two_decimals_and_in_words(self, session, act, invoices):
        duty, fee = service.of_act(session, act.id)
        assert (duty.sum, fee.sum) == ("34000.00", "120000.50")
        assert fee.sum_in_words.oz == "bir yuz yigirma ming so'm ellik tiyin"
        assert fee.sum_in_words.ru.startswith("сто двадцать тысяч")
        assert (fee.reason, fee.state, fee.paid_at) == ("a discount for a veteran", InvoiceState.unpaid, None)


class TestAllPaid:
    def test_only_when_every_invoice_is_paid(self, session, rpc, act, invoices):
        assert not service.all_paid(session, act.id)
        pay_all(rpc, invoices[:1])
        assert not service.all_paid(session, act.id)
        pay_all(rpc, invoices[1:])
        assert service.all_paid(session, act.id)

    def test_a_refunded_invoice_is_not_paid(self, session, rpc, act, invoices):
        pay_all(rpc, invoices)
        rpc("CancelTransaction", id=payme_id(invoices[0]), reason=5)
        assert not service.all_paid(session, act.id)

    def test_the_real_gateway_is_asked_about_the_receipts(self, session, rpc, act, invoices, payme):
        calls, answers = payme
        pay_all(rpc, invoices)
        answers["receipts.check"] = {"state": 4}
        assert service.all_paid(session, act.id)
        assert [(call["path"], call["method"], call["params"]) for call in calls] == [
            ("/api", "receipts.check", {"id": payme_id(invoice)}) for invoice in invoices
        ]
        assert calls[0]["auth"] == f"5e730e8e0b852a417aa49ceb:{get_settings().payments.payme_key}"
        answers["receipts.check"] = {"state": 50}
        assert not service.all_paid(session, act.id)


class TestRefundAct:
    def test_every_performed_payment_goes_back_through_the_gateway(self, session, rpc, act, invoices):
        pay_all(rpc, invoices)
        assert service.refund_act(session, act.id) == 2
        assert service.refund_act(session, act.id) == 2  # asked twice: the same two jobs
        refunds = session.exec(select(ScheduledJob).where(ScheduledJob.kind == "payment_refund")).all()
        assert len(refunds) == 2
        assert jobs.run_due(session.connection()) >= 2
        transactions = session.exec(select(PaymeTransaction).where(PaymeTransaction.invoice_id == invoices[0].id))
        assert [(row.state, row.reason) for row in transactions] == [(-2, 5)]
        for invoice in invoices:
            session.refresh(invoice)
        assert [invoice.state for invoice in invoices] == [InvoiceState.refunded] * 2
        assert session.exec(select(AuditEvent).where(AuditEvent.action == "payment_refund_requested")).first()
        assert service.refund_act(session, act.id) == 0

    def test_the_real_gateway_cancels_the_receipt(self, session, rpc, act, invoices, payme):
        calls, answers = payme
        pay_all(rpc, invoices[:1])
        answers["receipts.cancel"] = {"receipt": {"_id": payme_id(invoices[0]), "state": 21}}
        assert service.refund_act(session, act.id) == 1
        jobs.run_due(session.connection())
        assert [(call["method"], call["params"]) for call in calls] == [
            ("receipts.cancel", {"id": payme_id(invoices[0])})
        ]


class TestCheckout:
    def test_the_sandbox_sends_the_citizen_to_the_portal(self, session, act, invoices):
        url = service.checkout(session, invoices[0].id, act.id)
        assert url.startswith("/payment/checkout/")  # on the origin the citizen already uses

    def test_payme_gets_its_documented_link(self, session, act, invoices, payme):
        url = service.checkout(session, invoices[0].id, act.id)
        prefix, encoded = url.rsplit("/", 1)
        assert prefix == "https://checkout.paycom.uz"
        order = f"m=5e730e8e0b852a417aa49ceb;ac.invoice_id={invoices[0].id};a={DUTY}"
        assert base64.b64decode(encoded).decode() == order

    def test_an_invoice_of_another_act_or_a_paid_one(self, session, rpc, act, invoices):
        with pytest.raises(NotFound):
            service.checkout(session, invoices[0].id, act.id + 1)
        pay_all(rpc, invoices[:1])
        with pytest.raises(Conflict):
            service.checkout(session, invoices[0].id, act.id)


class TestSandboxCheckout:
    @pytest.fixture
    def headers(self, login):
        return bearer(login())

    def test_shows_then_pays_the_invoice(self, client, session, headers, act, invoices):
        token = checkout_token(service.checkout(session, invoices[1].id, act.id))
        shown = client.get(f"/api/payments/checkout/{token}", headers=headers)
        assert shown.status_code == 200
        assert shown.json()["sum"] == "120000.50" and shown.json()["state"] == "unpaid"
        assert shown.json()["sum_in_words"]["uz"].startswith("бир юз йигирма минг")
        paid = client.post(f"/api/payments/checkout/{token}/pay", headers=headers)
        assert (paid.status_code, paid.json()["state"]) == (200, "paid")
        again = client.post(f"/api/payments/checkout/{token}/pay", headers=headers)
        assert again.status_code == 409
        performed = session.exec(select(PaymeTransaction).where(PaymeTransaction.invoice_id == invoices[1].id)).one()
        assert performed.state == 2

    def test_declines(self, client, session, rpc, headers, act, invoices):
        token = checkout_token(service.checkout(session, invoices[0].id, act.id))
        declined = client.post(f"/api/payments/checkout/{token}/decline", headers=headers)
        assert (declined.status_code, declined.json()["state"]) == (200, "unpaid")
        cancelled = session.exec(select(PaymeTransaction).where(PaymeTransaction.invoice_id == invoices[0].id)).one()
        assert (cancelled.state, cancelled.reason) == (-1, 3)
        assert rpc("CheckPerformTransaction", amount=DUTY, account=account(invoices[0]))["result"] == {"allow": True}

    def test_needs_a_session(self, client, session, act, invoices):
        token = checkout_token(service.checkout(session, invoices[0].id, act.id))
        assert client.get(f"/api/payments/checkout/{token}").status_code == 403

    def test_a_forged_or_expired_link(self, client, session, headers, act, invoices, later):
        token = checkout_token(service.checkout(session, invoices[0].id, act.id))
        assert client.get(f"/api/payments/checkout/{token[:-2]}xx", headers=headers).status_code == 404
        later(minutes=31)
        assert client.get(f"/api/payments/checkout/{token}", headers=headers).status_code == 404

    def test_only_with_the_sandbox_gateway(self, client, session, headers, act, invoices, monkeypatch):
        token = checkout_token(service.checkout(session, invoices[0].id, act.id))
        monkeypatch.setattr(get_settings().payments, "gateway", "payme")
        assert client.post(f"/api/payments/checkout/{token}/pay", headers=headers).status_code == 404
