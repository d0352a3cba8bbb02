"""The few domain error types services raise; one handler turns each into the answer
docs/contracts/errors-and-limits.md#error-answers fixes."""

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse, Response
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from notary.core.i18n import has_message, translate
from notary.core.logging import log, request_id

ACCESS_DENIED = "Access Denied"


class ErrorMessage(BaseModel):
    message: str
    code: str | None = None
    requestId: str | None = None


class NotaryError(Exception):
    """Base of the domain errors: a message key of the catalogue, its parameters and the HTTP status."""

    status_code = 400
    code: str | None = None

    def __init__(self, message_key: str = "error_unexpected", **params: Any) -> None:
        super().__init__(message_key)
        self.message_key = message_key
        self.params = params

    def message(self) -> str:
        return translate(self.message_key, **self.params)

    def response(self) -> Response:
        return JSONResponse(
            {"message": self.message(), "code": self.code, "requestId": request_id()}, status_code=self.status_code
        )


class BadRequest(NotaryError):
    """400: the client shows the body text as the error."""

    def response(self) -> Response:
        return PlainTextResponse(self.message(), status_code=self.status_code)


class Conflict(BadRequest):
    """409: what the client wanted to change was changed by someone else since it read it; the body is the text."""

    status_code = 409


class TooManyAttempts(BadRequest):
    """429 with the wait in Retry-After; the body is the text to show."""

    status_code = 429

    def __init__(self, message_key: str, retry_after: int, **params: Any) -> None:
        super().__init__(message_key, seconds=retry_after, **params)
        self.retry_after = retry_after

    def response(self) -> Response:
        headers = {"Retry-After": str(self.retry_after)}
        return PlainTextResponse(self.message(), status_code=429, headers=headers)


class AccessDenied(NotaryError):
    """403 `Access Denied`: no session, or it expired or was revoked. The client logs out."""

    status_code = 403

    def message(self) -> str:
        return ACCESS_DENIED


class Forbidden(NotaryError):
    """403 for a forbidden thing while the session is fine: the client goes to its 403 page."""

    status_code = 403
    code = "forbidden"


class NotFound(NotaryError):
    status_code = 404


class ActNotFound(NotaryError):
    status_code = 418
    code = "uuid_not_found"

    def __init__(self) -> None:
        super().__init__("error_act_not_found")


class NotAParty(NotaryError):
    status_code = 418
    code = "pin_not_found_in_uuid"

    def __init__(self) -> None:
        super().__init__("error_not_a_party")


class ExternalSystemError(NotaryError):
    """A state system did not answer or answered nonsense: 502 with the integration-error message."""

    status_code = 502

    def __init__(self, system: str) -> None:
        super().__init__("error_external_system")
        self.system = system


class ContentTooLarge(StarletteHTTPException):
    """413: the request body is larger than its endpoint takes; the body of the answer is the text. An HTTP exception
    rather than a domain error, so that FastAPI's body parsing lets it through when it is raised while the body
    streams in."""

    def __init__(self, limit_bytes: int) -> None:
        super().__init__(413)
        self.limit_bytes = limit_bytes

    def response(self) -> Response:
        return PlainTextResponse(translate("error_body_too_large", kb=self.limit_bytes // 1024), status_code=413)


def _field(error: dict[str, Any]) -> str:
    return ".".join(str(part) for part in error.get("loc", ())[1:]) or "request"


def _validation_message(exc: RequestValidationError) -> str:
    """The first error the catalogues can say, the domain's own (`error_…`) before pydantic's generic ones."""
    if any(error.get("type") == "json_invalid" for error in exc.errors()):
        return translate("error_malformed_json")
    known = [error for error in exc.errors() if has_message(error.get("type", ""))]
    known.sort(key=lambda error: not error["type"].startswith("error_"))
    if known:
        return translate(known[0]["type"], field=_field(known[0]), **known[0].get("ctx", {}))
    return translate("error_invalid_field", field=_field(exc.errors()[0] if exc.errors() else {}))


def error_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI declarations of the error answers a route can give, so the generated client knows them."""
    text = {"content": {"text/plain": {"schema": {"type": "string"}}}}
    described: dict[int, dict[str, Any]] = {
        400: {"description": "Invalid input: the translated message as text", **text},
        403: {"description": "`Access Denied` (no valid session) or a forbidden action", "model": ErrorMessage},
        404: {"description": "Not found", "model": ErrorMessage},
        409: {"description": "Changed by someone else meanwhile: the translated message as text", **text},
        418: {"description": "`uuid_not_found` or `pin_not_found_in_uuid`", "model": ErrorMessage},
        429: {"description": "Too many attempts: the translated message as text", **text},
        500: {"description": "System error (no internals)", "model": ErrorMessage},
        502: {"description": "A state system did not answer", "model": ErrorMessage},
    }
    return {status: described[status] for status in statuses}


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(NotaryError)
    async def _domain(_request: Request, exc: NotaryError) -> Response:
        if isinstance(exc, ExternalSystemError):
            log.warning("external_system_error", system=exc.system)
        return exc.response()

    @app.exception_handler(RequestValidationError)
    async def _validation(_request: Request, exc: RequestValidationError) -> Response:
        return PlainTextResponse(_validation_message(exc), status_code=400)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_request: Request, exc: StarletteHTTPException) -> Response:
        if isinstance(exc, ContentTooLarge):
            return exc.response()
        if exc.status_code == 400:  # FastAPI's own: a body it could not parse (not UTF-8, not JSON)
            return PlainTextResponse(translate("error_malformed_json"), status_code=400)
        key = {404: "error_page_not_found", 405: "error_method_not_allowed"}.get(exc.status_code, "error_unexpected")
        body = {"message": translate(key), "code": None, "requestId": request_id()}
        return JSONResponse(body, status_code=exc.status_code, headers=getattr(exc, "headers", None))


class UnexpectedErrorMiddleware:
    """Innermost: an unexpected exception becomes the generic 500 answer here, so the outer middlewares still stamp
    it with the request id (Starlette's own last-resort handler sits outside them)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def tracking_send(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive, tracking_send)
        except Exception as exc:
            log.exception("unhandled_error", error_type=type(exc).__name__)
            if started:
                raise
            body = {"message": translate("error_system"), "code": None, "requestId": request_id()}
            await JSONResponse(body, status_code=500)(scope, receive, send)
