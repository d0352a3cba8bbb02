"""The first check of every HTTP request, before routing and parsing: what no endpoint takes is refused here in the
error convention (docs/contracts/errors-and-limits.md#error-answers), so no handler ever sees it."""

import re
from urllib.parse import unquote_to_bytes

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from notary.core.errors import BadRequest, ContentTooLarge
from notary.core.settings import get_settings

# C0 and C1 control characters and lone surrogates: never part of an address or a search (PostgreSQL refuses NUL).
CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
# The endpoints that take an image or a paper (the login's face photo, an act's attachment, the upload tests of a
# kiosk and of a device check, a kiosk's face-check evidence), by method and path; every other body is held to the
# smaller limit.
_UPLOADS = (
    ("POST", re.compile(r"/api/auth")),
    ("PUT", re.compile(r"/api/notarial_act/[^/]+/attachment")),
    ("POST", re.compile(r"/api/(kiosks|video)/speedtest")),
    ("POST", re.compile(r"/api/face-check/kiosk-evidence")),
)


def has_control(value: str) -> bool:
    return CONTROL.search(value) is not None


def _has_control_in_address(scope: Scope) -> bool:
    query = unquote_to_bytes(scope.get("query_string", b"")).decode("utf-8", "replace")
    return has_control(scope["path"]) or has_control(query)


def body_limit(method: str, path: str) -> int:
    """The largest body, in bytes, the endpoint at this method and path takes."""
    requests = get_settings().requests
    if any(method == upload_method and pattern.fullmatch(path) for upload_method, pattern in _UPLOADS):
        return requests.max_upload_mb * 1024 * 1024
    return requests.max_body_kb * 1024


def _declared_length(scope: Scope) -> int | None:
    declared = Headers(scope=scope).get("content-length", "")
    return int(declared) if declared.isascii() and declared.isdigit() else None


class EdgeMiddleware:
    """400 for a control character in the path or the query string; 413 for a body over its endpoint's limit: a
    declared Content-Length is refused without reading, a streamed body as soon as it passes the limit."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if _has_control_in_address(scope):
            await BadRequest("error_control_character_address").response()(scope, receive, send)
            return
        limit = body_limit(scope["method"], scope["path"])
        declared = _declared_length(scope)
        if declared is not None and declared > limit:
            await ContentTooLarge(limit).response()(scope, receive, send)
            return
        received = 0

        async def counted_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise ContentTooLarge(limit)
            return message

        await self.app(scope, counted_receive, send)
