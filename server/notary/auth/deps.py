"""FastAPI dependencies of the logged-in user (`CurrentUser` for routes that need a session), the session cookie, and
the gate that refuses a request without a credential before its body is read (docs/security.md#session-cookie)."""

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, FastAPI, Request, Response
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute, iter_route_contexts
from starlette.routing import compile_path
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from notary.auth.roles import Role, roles_of
from notary.auth.sessions import Authenticated, authenticate, newest_token
from notary.core.db import SessionDep
from notary.core.errors import AccessDenied, Forbidden
from notary.core.security import decode_session_token
from notary.core.settings import get_settings

TOKEN_HEADER = "Authorization"
SESSION_COOKIE = "notary_session"
# Only the API reads the cookie: the browser does not send it with the portal's files.
COOKIE_PATH = "/api"
# The portal sends this on every call. A cross-site form cannot set a header, and a cross-site script cannot send
# one without a CORS preflight the server never grants: an unsafe call carrying the cookie without it is refused.
PORTAL_HEADER, PORTAL_HEADER_VALUE = "X-Requested-With", "notary-portal"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def _bearer(authorization: str | None) -> str | None:
    scheme, _, token = (authorization or "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


def _presented(request: Request) -> tuple[str | None, bool]:
    """The token a call presents and whether it came as the cookie (a browser) rather than the header."""
    bearer = _bearer(request.headers.get(TOKEN_HEADER))
    if bearer:
        return bearer, False
    cookie = request.cookies.get(SESSION_COOKIE)
    return cookie, cookie is not None


def from_portal(request: Request) -> bool:
    return request.headers.get(PORTAL_HEADER) == PORTAL_HEADER_VALUE


def set_session_cookie(response: Response, token: str) -> None:
    response.set_cookie(
        SESSION_COOKIE,
        token,
        path=COOKIE_PATH,
        httponly=True,
        samesite="strict",
        secure=get_settings().profile == "production",
    )


def _cookie_clearing(response: Response) -> None:
    response.delete_cookie(
        SESSION_COOKIE,
        path=COOKIE_PATH,
        httponly=True,
        samesite="strict",
        secure=get_settings().profile == "production",
    )


# Where a call's outcome for its session is left for the gate to write into the answer: the fresh token and whether
# it goes back as the cookie, or None when the call ended the session.
_FRESH_TOKEN = "notary.fresh_session_token"


def end_session_answer(request: Request) -> None:
    """The answer that ends a session carries no fresh token and clears the cookie."""
    request.scope[_FRESH_TOKEN] = None


def current_authenticated(request: Request, session: SessionDep) -> Iterator[Authenticated]:
    token, from_cookie = _presented(request)
    authenticated = authenticate(session, token)
    request.scope[_FRESH_TOKEN] = (authenticated.fresh_token, from_cookie)
    yield authenticated
    if request.scope[_FRESH_TOKEN] is not None:  # not a call that ended the session
        request.scope[_FRESH_TOKEN] = (newest_token(session, authenticated.session), from_cookie)


def _session_headers(scope: Scope, status: int) -> list[tuple[bytes, bytes]]:
    """The fresh token for a successful answer, whatever the route returned (a file download too): as the cookie to
    a browser, never readable by script, else in the Authorization header. An error answer gets none: its
    transaction, the rotation included, is rolled back."""
    if _FRESH_TOKEN not in scope or status >= 400:
        return []
    answer = Response()
    outcome = scope[_FRESH_TOKEN]
    if outcome is None:
        _cookie_clearing(answer)
    elif outcome[1]:
        set_session_cookie(answer, outcome[0])
    else:
        answer.headers[TOKEN_HEADER] = f"Bearer {outcome[0]}"
    return [(key, value) for key, value in answer.raw_headers if key in (b"set-cookie", TOKEN_HEADER.lower().encode())]


# "function" scope: the answer's token is read after the call's work, before the answer leaves.
CurrentAuth = Annotated[Authenticated, Depends(current_authenticated, scope="function")]


def require_role(role: Role) -> Callable[..., Authenticated]:
    """A dependency that lets only users holding `role` through (403 forbidden otherwise)."""

    def _check(auth: CurrentAuth, session: SessionDep) -> Authenticated:
        if role not in roles_of(session, auth.user):
            raise Forbidden("error_forbidden")
        return auth

    return _check


CurrentAdmin = Annotated[Authenticated, Depends(require_role(Role.admin))]


def _needs_session(dependant: Dependant) -> bool:
    return dependant.call is current_authenticated or any(_needs_session(sub) for sub in dependant.dependencies)


@dataclass(frozen=True)
class _Endpoint:
    pattern: re.Pattern[str]
    methods: frozenset[str]
    needs_session: bool


def _endpoints(app: FastAPI) -> list[_Endpoint]:
    """Every HTTP route of the application, in routing order, and whether it needs a session."""
    endpoints = []
    for context in iter_route_contexts(app.routes):
        if context.path is None or context.methods is None:  # the face-check socket: no methods, no session
            continue
        route = context.original_route
        needs = isinstance(route, APIRoute) and _needs_session(route.dependant)
        endpoints.append(_Endpoint(compile_path(context.path)[0], frozenset(context.methods), needs))
    return endpoints


class SessionGateMiddleware:
    """Runs before FastAPI reads a request's body (it does so before any dependency): a call to a route that needs a
    session and presents no well-signed token, or an unsafe call to one with the cookie but without the portal's
    header, is refused here without reading a byte of its body. The session itself is still checked by
    `current_authenticated`. Which routes need a session is read once from the routes' own dependencies, so no list
    is kept by hand."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.endpoints: list[_Endpoint] | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith(COOKIE_PATH + "/"):
            await self.app(scope, receive, send)
            return
        refusal = self._refusal(Request(scope))
        if refusal is not None:
            await refusal(scope, receive, send)
            return

        async def send_with_session(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *_session_headers(scope, message["status"])]
            await send(message)

        await self.app(scope, receive, send_with_session)

    def _refusal(self, request: Request) -> Response | None:
        if not self._needs_session(request.scope["app"], request.method, request.scope["path"]):
            return None  # the cookie gives no authority there, so it cannot be abused there either
        cookie = request.cookies.get(SESSION_COOKIE)
        bearer = _bearer(request.headers.get(TOKEN_HEADER))
        if cookie and not bearer and request.method not in SAFE_METHODS and not from_portal(request):
            return Forbidden("error_forbidden").response()
        try:
            decode_session_token(bearer or cookie or "")
        except AccessDenied as denied:
            return denied.response()
        return None

    def _needs_session(self, app: FastAPI, method: str, path: str) -> bool:
        """As the router decides: the first route whose path and method both match."""
        if self.endpoints is None:
            self.endpoints = _endpoints(app)
        return next(
            (route.needs_session for route in self.endpoints if method in route.methods and route.pattern.match(path)),
            False,
        )
