"""FastAPI dependencies of the logged-in user: `CurrentUser` for routes that need a session."""

from collections.abc import Callable
from typing import Annotated

from fastapi import Depends, Request, Response

from notary.auth.roles import Role, roles_of
from notary.auth.sessions import Authenticated, authenticate
from notary.core.db import SessionDep
from notary.core.errors import Forbidden

TOKEN_HEADER = "Authorization"


def _bearer(request: Request) -> str | None:
    scheme, _, token = request.headers.get(TOKEN_HEADER, "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


def current_authenticated(request: Request, response: Response, session: SessionDep) -> Authenticated:
    authenticated = authenticate(session, _bearer(request))
    # Only a successful answer gets these headers: error handlers build their own response.
    response.headers[TOKEN_HEADER] = f"Bearer {authenticated.fresh_token}"
    return authenticated


CurrentAuth = Annotated[Authenticated, Depends(current_authenticated)]


def require_role(role: Role) -> Callable[..., Authenticated]:
    """A dependency that lets only users holding `role` through (403 forbidden otherwise)."""

    def _check(auth: CurrentAuth, session: SessionDep) -> Authenticated:
        if role not in roles_of(session, auth.user):
            raise Forbidden("error_forbidden")
        return auth

    return _check


CurrentAdmin = Annotated[Authenticated, Depends(require_role(Role.admin))]
