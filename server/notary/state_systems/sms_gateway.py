"""The SMS gateway: text messages to a phone (invitations of the parties of an act). The real one is Eskiz."""

import re
from typing import Annotated, Any, Protocol

from fastapi import Depends
from pydantic import BaseModel, ValidationError
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from notary.core import jobs
from notary.core.db import SessionDep
from notary.core.errors import ExternalSystemError
from notary.core.settings import get_settings
from notary.models import SandboxSms
from notary.state_systems.http import StateSystemClient, sandboxed

SYSTEM = "sms_gateway"
LOCAL_PHONE = re.compile(r"\d{9}")


def _check_phone(phone: str) -> None:
    if not LOCAL_PHONE.fullmatch(phone):
        raise ValueError(f"a phone is 9 digits without the country code, not {phone!r}")


class SmsGateway(Protocol):
    def send(self, phone: str, text: str, idempotency_key: str) -> str:
        """Sends `text` to the 9-digit `phone`; answers the gateway's message id. The sandbox sends a repeated
        `idempotency_key` only once and answers the first id again."""
        ...


class SandboxSmsGateway:
    """Keeps every message in `sandbox_sms`, the outbox demos and tests read."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def _sent(self, idempotency_key: str) -> SandboxSms | None:
        return self.session.exec(select(SandboxSms).where(SandboxSms.idempotency_key == idempotency_key)).first()

    def send(self, phone: str, text: str, idempotency_key: str) -> str:
        _check_phone(phone)
        if sent := self._sent(idempotency_key):
            return str(sent.id)
        message = SandboxSms(phone=phone, text=text, idempotency_key=idempotency_key)
        try:
            with self.session.begin_nested():
                self.session.add(message)
        except IntegrityError:  # the same key sent at the same moment by another request
            sent = self._sent(idempotency_key)
            if sent is None:
                raise
            return str(sent.id)
        return str(message.id)


class EskizAnswer(BaseModel):
    id: str | int
    status: str = ""


class HttpSmsGateway:
    """Eskiz (notify.eskiz.uz): POST /api/message/sms/send with the form fields mobile_phone (998 and the 9 digits),
    message and from, the bearer token of the configuration; it answers {"id", "message", "status"}."""

    def __init__(self, client: StateSystemClient, sender: str) -> None:
        self.client = client
        self.sender = sender

    def send(self, phone: str, text: str, idempotency_key: str) -> str:
        # Eskiz has no idempotency key: callers keep their own record of what they sent.
        _check_phone(phone)
        document = self.client.post_form(
            "/api/message/sms/send", mobile_phone=f"998{phone}", message=text, **{"from": self.sender}
        )
        try:
            return str(EskizAnswer.model_validate(document).id)
        except ValidationError as exc:
            raise ExternalSystemError(self.client.system) from exc


def get_sms_gateway(session: SessionDep) -> SmsGateway:
    if sandboxed(SYSTEM):
        return SandboxSmsGateway(session)
    return HttpSmsGateway(StateSystemClient.configured(SYSTEM), get_settings().state_systems.sms_gateway.sender)


SmsGatewayDep = Annotated[SmsGateway, Depends(get_sms_gateway)]


def send_later(session: Session, phone: str, text: str, key: str) -> None:
    """Queue an SMS in the caller's transaction: it goes out once that commits (docs/architecture.md#scheduled-work),
    with `key` as its idempotency key."""
    _check_phone(phone)
    jobs.enqueue(session, "sms", f"sms:{key}", {"phone": phone, "text": text, "key": key})


@jobs.handler("sms")
def _send_queued(session: Session, payload: dict[str, Any]) -> None:
    get_sms_gateway(session).send(payload["phone"], payload["text"], payload["key"])
