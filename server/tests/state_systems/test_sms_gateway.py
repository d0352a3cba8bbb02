"""The SMS gateway adapter: the sandbox's outbox (docs/contracts/sandbox.md#demo-gateways) with its idempotency, and
the Eskiz client against a mock transport."""

from urllib.parse import parse_qs

import httpx
import pytest
from sqlmodel import select

from notary.core.errors import ExternalSystemError
from notary.core.sections import StateSystemConfig
from notary.models import SandboxSms
from notary.state_systems.http import StateSystemClient
from notary.state_systems.sms_gateway import HttpSmsGateway, SandboxSmsGateway

ESKIZ_ANSWER = {"id": "4385062", "message": "Waiting for SMS provider", "status": "waiting"}


def _gateway(handler) -> HttpSmsGateway:
    config = StateSystemConfig(mode="http", url="https://eskiz.example", token="eskiz-token", timeout_seconds=5)
    client = StateSystemClient("sms_gateway", config, transport=httpx.MockTransport(handler))
    return HttpSmsGateway(client, sender="4546")


class TestSandboxSmsGateway:
    def test_keeps_the_message_in_the_outbox(self, session):
        message_id = SandboxSmsGateway(session).send("901234567", "Invitation: https://notary.example/a/1", "act-1")
        [sms] = session.exec(select(SandboxSms)).all()
        assert (str(sms.id), sms.phone, sms.text, sms.idempotency_key) == (
            message_id,
            "901234567",
            "Invitation: https://notary.example/a/1",
            "act-1",
        )
        assert sms.sent_at is not None

    def test_a_repeated_idempotency_key_sends_nothing_new_and_answers_the_first_id(self, session):
        gateway = SandboxSmsGateway(session)
        first = gateway.send("901234567", "one", "act-1-party-2")
        assert gateway.send("901234567", "one again", "act-1-party-2") == first
        assert gateway.send("901234567", "other", "act-1-party-3") != first
        texts = session.exec(select(SandboxSms.text).order_by(SandboxSms.id)).all()  # type: ignore[arg-type]
        assert texts == ["one", "other"]

    @pytest.mark.parametrize("phone", ["99890123456", "90123456", "+998901234567", "90-123-45-6"])
    def test_a_phone_is_nine_digits(self, session, phone):
        with pytest.raises(ValueError):
            SandboxSmsGateway(session).send(phone, "text", "key")


class TestHttpSmsGateway:
    def test_speaks_eskiz(self):
        seen = {}

        def handler(request: httpx.Request) -> httpx.Response:
            seen.update(
                method=request.method,
                path=request.url.path,
                auth=request.headers["Authorization"],
                form=parse_qs(request.content.decode()),
            )
            return httpx.Response(200, json=ESKIZ_ANSWER)

        assert _gateway(handler).send("901234567", "Salom", "act-1") == "4385062"
        assert seen == {
            "method": "POST",
            "path": "/api/message/sms/send",
            "auth": "Bearer eskiz-token",
            "form": {"mobile_phone": ["998901234567"], "message": ["Salom"], "from": ["4546"]},
        }

    def test_a_numeric_id_is_a_string(self):
        assert (
            _gateway(lambda request: httpx.Response(200, json={"id": 17, "status": "waiting"})).send(
                "901234567", "Salom", "act-1"
            )
            == "17"
        )

    @pytest.mark.parametrize(
        "response",
        [
            httpx.Response(404),
            httpx.Response(401, json={"message": "Expired"}),
            httpx.Response(500),
            httpx.Response(200, content=b"<html>"),
            httpx.Response(200, json={"status": "error", "message": "invalid number"}),
        ],
    )
    def test_failure_or_nonsense_is_an_external_system_error(self, response):
        with pytest.raises(ExternalSystemError):
            _gateway(lambda request: response).send("901234567", "Salom", "act-1")

    def test_an_unreachable_gateway_is_tried_three_times(self):
        attempts = []

        def handler(request: httpx.Request) -> httpx.Response:
            attempts.append(request)
            raise httpx.ConnectError("refused", request=request)

        with pytest.raises(ExternalSystemError):
            _gateway(handler).send("901234567", "Salom", "act-1")
        assert len(attempts) == 3

    def test_a_request_that_may_have_arrived_is_not_sent_twice(self):
        attempts = []

        def handler(request: httpx.Request) -> httpx.Response:
            attempts.append(request)
            raise httpx.ReadTimeout("slow", request=request)

        with pytest.raises(ExternalSystemError):
            _gateway(handler).send("901234567", "Salom", "act-1")
        assert len(attempts) == 1

    def test_an_empty_url_is_refused(self):
        with pytest.raises(ExternalSystemError):
            StateSystemClient("sms_gateway", StateSystemConfig(mode="http", url=""))
