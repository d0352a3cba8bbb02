"""The real gateway's client (Payme's subscribe API): anything but a 200 with a result is ExternalSystemError, so
the refund job is retried later; transport errors are retried first."""

import httpx
import pytest

from notary.core.errors import ExternalSystemError
from notary.models import Invoice, PaymeTransaction
from notary.payments.gateway import PaymeGateway


def gateway(session, handler) -> PaymeGateway:
    return PaymeGateway(session, httpx.MockTransport(handler))


TRANSACTION = PaymeTransaction(
    payme_id="5e730e8e0b852a417aa49ceb", invoice_id=1, amount=100, state=2, payme_time=0, create_time=0
)


@pytest.mark.parametrize(
    "answer",
    [
        httpx.Response(500, json={"result": {}}),
        httpx.Response(200, json={"error": {"code": -31602, "message": "receipt not found"}}),
        httpx.Response(200, content=b"<html>"),
    ],
)
def test_a_refusal_or_nonsense_is_an_external_system_error(session, answer):
    with pytest.raises(ExternalSystemError):
        gateway(session, lambda _request: answer).refund(TRANSACTION)


def test_a_dropped_connection_is_tried_three_times(session):
    attempts: list[int] = []

    def drop(request: httpx.Request) -> httpx.Response:
        attempts.append(1)
        raise httpx.ConnectError("refused", request=request)

    with pytest.raises(ExternalSystemError):
        gateway(session, drop).refund(TRANSACTION)
    assert len(attempts) == 3


def test_an_invoice_without_a_performed_payment_is_not_asked_about(session):
    def never(_request: httpx.Request) -> httpx.Response:
        raise AssertionError("no call expected")

    assert not gateway(session, never).is_paid(
        Invoice(id=-1, act_id=1, act_uuid="", purpose="state_duty", amount=1, proposed=1)
    )
