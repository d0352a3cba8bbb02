"""Per-request context every layer may read: language, client address, channel (browser or kiosk)."""

from contextvars import ContextVar
from dataclasses import dataclass

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from notary.core.i18n import current_language, negotiate


@dataclass(frozen=True)
class ClientContext:
    address: str = ""
    channel: str = "browser"


current_client: ContextVar[ClientContext] = ContextVar("current_client", default=ClientContext())  # noqa: B039 (frozen)


class RequestContextMiddleware:
    """Sets the language from Accept-Language and the client context; stamps every answer with the app version."""

    def __init__(self, app: ASGIApp, app_version: str) -> None:
        self.app = app
        self.app_version = app_version.encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = {key.decode("latin-1").lower(): value.decode("latin-1") for key, value in scope["headers"]}
        language_token = current_language.set(negotiate(headers.get("accept-language")))
        channel = "kiosk" if headers.get("x-client-mode") == "kiosk" else "browser"
        address = scope["client"][0] if scope.get("client") else ""
        client_token = current_client.set(ClientContext(address=address, channel=channel))

        async def send_with_version(message: Message) -> None:
            if message["type"] == "http.response.start":
                message.setdefault("headers", [])
                message["headers"] = [*message["headers"], (b"x-app-version", self.app_version)]
            await send(message)

        try:
            await self.app(scope, receive, send_with_version)
        finally:
            current_language.reset(language_token)
            current_client.reset(client_token)
