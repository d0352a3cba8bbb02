"""Payme's merchant API at POST /api/payments/payme, every method and every error through HTTP
(docs/contracts/acts.md#payment-the-gateway-calls-us)."""

from sqlmodel import Session, col, select

from notary.models import AuditEvent, InvoiceState, ScheduledJob
from tests.payments.conftest import DUTY, FEE, account, basic, code, create, now_ms

PATH = "/api/payments/payme"


def audit_actions(session: Session, target: str) -> list[str]:
    statement = select(AuditEvent).where(AuditEvent.target == target).order_by(col(AuditEvent.id))
    return [event.action for event in session.exec(statement)]


def act_paid_jobs(session: Session) -> list[ScheduledJob]:
    return list(session.exec(select(ScheduledJob).where(ScheduledJob.kind == "act_paid")))


class TestTheEnvelope:
    def test_wrong_key_missing_key_and_wrong_login_are_refused(self, rpc, session, invoices):
        for headers in (basic(key="guess"), basic(login="Admin"), {"Authorization": "Bearer x"}, {"X-No": "auth"}):
            answer = rpc("CheckPerformTransaction", headers=headers, amount=DUTY, account=account(invoices[0]))
            assert (code(answer), answer["error"]["data"]) == (-32504, "authorization")
            assert set(answer["error"]["message"]) == {"ru", "uz", "en"}
        refused = session.exec(select(AuditEvent).where(AuditEvent.action == "payme_call_refused")).all()
        assert [event.result for event in refused] == ["refused"] * 4

    def test_bad_json_is_a_parse_error(self, client):
        answer = client.post(PATH, content=b"{not json", headers=basic())
        assert answer.status_code == 200
        assert (answer.json()["id"], answer.json()["error"]["code"]) == (None, -32700)
        assert answer.json()["error"]["message"]["ru"] == "Запрос не является JSON"

    def test_bad_auth_comes_before_bad_json(self, client):
        assert client.post(PATH, content=b"{", headers=basic(key="guess")).json()["error"]["code"] == -32504

    def test_not_a_call_is_an_invalid_request(self, client):
        for body in ([], {"id": 1}, {"id": 1, "method": 5}):
            answer = client.post(PATH, json=body, headers=basic()).json()
            assert answer["error"]["code"] == -32600

    def test_missing_params_name_the_field(self, rpc):
        answer = rpc("PerformTransaction")
        assert (code(answer), answer["error"]["data"]) == (-32600, "params.id")

    def test_an_unknown_method(self, rpc):
        answer = rpc("ChangePassword", password="x")
        assert (code(answer), answer["error"]["data"]) == (-32601, "method")

    def test_the_answer_carries_the_request_id(self, client, invoices):
        body = {"jsonrpc": "2.0", "id": 4242, "method": "CheckTransaction", "params": {"id": "none"}}
        assert client.post(PATH, json=body, headers=basic()).json()["id"] == 4242


class TestCheckPerformTransaction:
    def test_an_unpaid_invoice_with_its_amount_may_be_paid(self, rpc, invoices):
        assert rpc("CheckPerformTransaction", amount=DUTY, account=account(invoices[0]))["result"] == {"allow": True}

    def test_a_wrong_amount(self, rpc, invoices):
        answer = rpc("CheckPerformTransaction", amount=DUTY - 1, account=account(invoices[0]))
        assert (code(answer), answer["error"]["data"]) == (-31001, "amount")

    def test_an_unknown_invoice(self, rpc, invoices):
        for wrong in ({"invoice_id": 999_999}, {"invoice_id": "x1"}, {}, {"invoice_id": None}):
            answer = rpc("CheckPerformTransaction", amount=DUTY, account=wrong)
            assert (code(answer), answer["error"]["data"]) == (-31050, "invoice_id")

    def test_the_invoice_id_may_come_as_a_string(self, rpc, invoices):
        answer = rpc("CheckPerformTransaction", amount=DUTY, account={"invoice_id": str(invoices[0].id)})
        assert answer["result"] == {"allow": True}

    def test_a_paid_invoice(self, rpc, invoices):
        create(rpc, invoices[0])
        rpc("PerformTransaction", id="a" * 24)
        answer = rpc("CheckPerformTransaction", amount=DUTY, account=account(invoices[0]))
        assert (code(answer), answer["error"]["data"]) == (-31051, "invoice_id")


class TestCreateTransaction:
    def test_creates_a_pending_transaction(self, rpc, session, invoices, act):
        result = create(rpc, invoices[0])["result"]
        assert result["state"] == 1 and result["transaction"].isdigit()
        assert abs(result["create_time"] - now_ms()) < 60_000
        assert audit_actions(session, act.uuid)[-1] == "payment_created"

    def test_the_same_id_answers_the_same(self, rpc, invoices):
        assert create(rpc, invoices[0])["result"] == create(rpc, invoices[0])["result"]

    def test_another_id_while_one_is_pending(self, rpc, invoices):
        create(rpc, invoices[0])
        answer = create(rpc, invoices[0], payme_id="b" * 24)
        assert (code(answer), answer["error"]["data"]) == (-31052, "invoice_id")

    def test_the_other_invoice_is_not_busy(self, rpc, invoices):
        create(rpc, invoices[0])
        assert create(rpc, invoices[1], payme_id="b" * 24)["result"]["state"] == 1

    def test_a_wrong_amount_and_an_unknown_invoice(self, rpc, invoices):
        assert code(create(rpc, invoices[0], amount=1)) == -31001
        assert code(rpc("CreateTransaction", id="c" * 24, time=now_ms(), amount=DUTY, account={"invoice_id": 0})) == (
            -31050
        )

    def test_after_a_cancel_a_new_transaction_may_pay(self, rpc, invoices):
        create(rpc, invoices[0])
        rpc("CancelTransaction", id="a" * 24, reason=3)
        assert code(create(rpc, invoices[0])) == -31008  # the cancelled one cannot come back
        assert create(rpc, invoices[0], payme_id="b" * 24)["result"]["state"] == 1

    def test_after_twelve_hours_it_is_cancelled(self, rpc, invoices, later):
        create(rpc, invoices[0])
        later(hours=12, seconds=1)
        answer = create(rpc, invoices[0])
        assert (code(answer), answer["error"]["data"]) == (-31008, "id")
        check = rpc("CheckTransaction", id="a" * 24)["result"]
        assert (check["state"], check["reason"]) == (-1, 4)


class TestPerformTransaction:
    def test_pays_the_invoice(self, rpc, session, invoices, act):
        create(rpc, invoices[0])
        result = rpc("PerformTransaction", id="a" * 24)["result"]
        assert result["state"] == 2 and result["perform_time"] > 0
        session.refresh(invoices[0])
        assert invoices[0].state == InvoiceState.paid and invoices[0].paid_at is not None
        assert audit_actions(session, act.uuid)[-1] == "payment_performed"
        assert act_paid_jobs(session) == []  # the notary fee is still unpaid

    def test_the_last_invoice_paid_announces_the_act(self, rpc, session, invoices, act):
        for invoice, payme_id in zip(invoices, ("a" * 24, "b" * 24), strict=True):
            create(rpc, invoice, payme_id=payme_id)
            rpc("PerformTransaction", id=payme_id)
        [job] = act_paid_jobs(session)
        assert job.payload == {"act_id": act.id}

    def test_repeated_answers_the_same(self, rpc, invoices):
        create(rpc, invoices[0])
        first = rpc("PerformTransaction", id="a" * 24)["result"]
        assert rpc("PerformTransaction", id="a" * 24)["result"] == first

    def test_an_unknown_transaction(self, rpc, invoices):
        answer = rpc("PerformTransaction", id="f" * 24)
        assert (code(answer), answer["error"]["data"]) == (-31003, "id")

    def test_a_cancelled_transaction_cannot_be_performed(self, rpc, invoices):
        create(rpc, invoices[0])
        rpc("CancelTransaction", id="a" * 24, reason=3)
        assert code(rpc("PerformTransaction", id="a" * 24)) == -31008

    def test_after_twelve_hours_it_is_cancelled_instead(self, rpc, session, invoices, later):
        create(rpc, invoices[0])
        later(hours=12, seconds=1)
        assert code(rpc("PerformTransaction", id="a" * 24)) == -31008
        assert rpc("CheckTransaction", id="a" * 24)["result"]["reason"] == 4
        session.refresh(invoices[0])
        assert invoices[0].state == InvoiceState.unpaid

    def test_just_within_twelve_hours_it_is_performed(self, rpc, invoices, later):
        create(rpc, invoices[0])
        later(hours=11, minutes=59)
        assert rpc("PerformTransaction", id="a" * 24)["result"]["state"] == 2


class TestCancelTransaction:
    def test_before_perform_the_invoice_stays_unpaid(self, rpc, session, invoices, act):
        create(rpc, invoices[0])
        result = rpc("CancelTransaction", id="a" * 24, reason=3)["result"]
        assert result["state"] == -1 and result["cancel_time"] > 0
        session.refresh(invoices[0])
        assert invoices[0].state == InvoiceState.unpaid
        assert audit_actions(session, act.uuid)[-1] == "payment_cancelled"

    def test_after_perform_the_money_goes_back(self, rpc, session, invoices, act):
        create(rpc, invoices[0])
        rpc("PerformTransaction", id="a" * 24)
        assert rpc("CancelTransaction", id="a" * 24, reason=5)["result"]["state"] == -2
        session.refresh(invoices[0])
        assert invoices[0].state == InvoiceState.refunded and invoices[0].refunded_at is not None
        assert audit_actions(session, act.uuid)[-1] == "payment_refunded"
        assert code(rpc("CheckPerformTransaction", amount=DUTY, account=account(invoices[0]))) == -31051

    def test_repeated_answers_the_same(self, rpc, invoices):
        create(rpc, invoices[0])
        first = rpc("CancelTransaction", id="a" * 24, reason=3)["result"]
        assert rpc("CancelTransaction", id="a" * 24, reason=5)["result"] == first

    def test_an_unknown_transaction(self, rpc):
        assert code(rpc("CancelTransaction", id="f" * 24, reason=3)) == -31003

    def test_a_reason_is_required(self, rpc, invoices):
        create(rpc, invoices[0])
        assert code(rpc("CancelTransaction", id="a" * 24)) == -32600


class TestCheckTransaction:
    def test_tells_each_time_and_state(self, rpc, invoices):
        created = create(rpc, invoices[0])["result"]
        performed = rpc("PerformTransaction", id="a" * 24)["result"]
        assert rpc("CheckTransaction", id="a" * 24)["result"] == {
            "create_time": created["create_time"],
            "perform_time": performed["perform_time"],
            "cancel_time": 0,
            "transaction": created["transaction"],
            "state": 2,
            "reason": None,
        }

    def test_an_unknown_transaction(self, rpc):
        assert code(rpc("CheckTransaction", id="f" * 24)) == -31003


class TestGetStatement:
    def test_lists_the_transactions_created_in_the_window(self, rpc, invoices):
        start = now_ms()
        for invoice, payme_id, time in ((invoices[0], "a" * 24, start), (invoices[1], "b" * 24, start + 5_000)):
            rpc("CreateTransaction", id=payme_id, time=time, amount=invoice.amount, account=account(invoice))
        rpc("PerformTransaction", id="b" * 24)
        listed = rpc("GetStatement", **{"from": start, "to": start + 5_000})["result"]["transactions"]
        assert [(row["id"], row["time"], row["amount"], row["state"]) for row in listed] == [
            ("a" * 24, start, DUTY, 1),
            ("b" * 24, start + 5_000, FEE, 2),
        ]
        assert listed[0]["account"] == {"invoice_id": invoices[0].id}
        assert {"create_time", "perform_time", "cancel_time", "transaction", "reason"} <= set(listed[0])
        assert rpc("GetStatement", **{"from": start + 1, "to": start + 4_999})["result"] == {"transactions": []}


class TestIdempotency:
    def test_every_call_twice_and_out_of_order(self, rpc, session, invoices, act):
        duty, fee = invoices
        payme_id = "d" * 24
        assert code(rpc("PerformTransaction", id=payme_id)) == -31003  # Perform before Create
        assert code(rpc("CancelTransaction", id=payme_id, reason=5)) == -31003
        assert rpc("CheckPerformTransaction", amount=DUTY, account=account(duty))["result"] == {"allow": True}
        first = create(rpc, duty, payme_id=payme_id)["result"]
        assert create(rpc, duty, payme_id=payme_id)["result"] == first
        performed = rpc("PerformTransaction", id=payme_id)["result"]
        assert rpc("PerformTransaction", id=payme_id)["result"] == performed
        assert code(create(rpc, duty, payme_id=payme_id)) == -31008  # no longer pending
        create(rpc, fee, payme_id="e" * 24)
        rpc("PerformTransaction", id="e" * 24)
        rpc("PerformTransaction", id="e" * 24)
        cancelled = rpc("CancelTransaction", id=payme_id, reason=5)["result"]
        assert rpc("CancelTransaction", id=payme_id, reason=5)["result"] == cancelled
        assert code(rpc("PerformTransaction", id=payme_id)) == -31008
        assert rpc("CheckTransaction", id=payme_id)["result"]["state"] == -2
        actions = audit_actions(session, act.uuid)
        assert (actions.count("payment_performed"), actions.count("payment_refunded")) == (2, 1)
        assert len(act_paid_jobs(session)) == 1

    def test_paid_refunded_and_paid_again_is_announced_again(self, rpc, session, invoices, act):
        from notary.payments import service
        from notary.payments.schemas import InvoiceDraft

        for invoice, payme_id in zip(invoices, ("a" * 24, "b" * 24), strict=True):
            create(rpc, invoice, payme_id=payme_id)
            rpc("PerformTransaction", id=payme_id)
        for payme_id in ("a" * 24, "b" * 24):
            rpc("CancelTransaction", id=payme_id, reason=5)
        [again] = service.issue(session, act.id, act.uuid, [InvoiceDraft(invoices[0].purpose, DUTY, DUTY)])
        create(rpc, again, payme_id="c" * 24)
        rpc("PerformTransaction", id="c" * 24)
        assert len(act_paid_jobs(session)) == 2
