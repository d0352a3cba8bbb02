from enum import IntEnum
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response
from fastapi.responses import PlainTextResponse

from notary.audit import service as audit
from notary.auth import sessions
from notary.auth.deps import CurrentAuth, end_session_answer, from_portal, set_session_cookie
from notary.core.db import SessionDep
from notary.core.errors import error_responses
from notary.identity import login, users
from notary.identity.schemas import (
    AuthRequest,
    AuthResponse,
    ConsentChange,
    ContactsUpdate,
    LoginData,
    Status,
    UserPublic,
)
from notary.state_systems.civil_registry import CivilRegistryDep
from notary.state_systems.population_registry import PopulationRegistryDep

router = APIRouter(tags=["identity"], responses=error_responses(403, 500))


class OfferAction(IntEnum):
    decline = 0
    accept = 1


def _as_json(responses: dict[int | str, dict[str, Any]]) -> dict[int | str, dict[str, Any]]:
    """Error answers stay JSON in the schema of a route whose success answer is text."""
    schema = {"$ref": "#/components/schemas/ErrorMessage"}
    return {
        status: {"description": entry["description"], "content": {"application/json": {"schema": schema}}}
        if "model" in entry
        else entry
        for status, entry in responses.items()
    }


_CHECKED_OK: dict[int | str, dict[str, Any]] = {
    200: {"description": "`Ok`: the person exists and may go on to the face check"}
}


@router.post(
    "/check_before_auth",
    response_model=str,
    response_class=PlainTextResponse,
    responses=_CHECKED_OK | _as_json(error_responses(400, 403, 429, 500, 502)),
)
def check_before_auth(
    data: LoginData, session: SessionDep, registry: PopulationRegistryDep, civil: CivilRegistryDep
) -> Response:
    """Before the face check: do series, number and pin name one living person? (Which one is wrong is not told.)"""
    login.check_before_auth(session, registry, civil, data)
    return PlainTextResponse("Ok")


@router.post("/auth", response_model=AuthResponse, responses=error_responses(400, 429, 502))
def auth(
    data: AuthRequest,
    session: SessionDep,
    registry: PopulationRegistryDep,
    civil: CivilRegistryDep,
    request: Request,
    response: Response,
) -> AuthResponse:
    """Login with the face-check result token: resultCode 1 with the session token and user, 0 during technical
    work, any other code with the message to show. The session token is also set as the HttpOnly cookie; the portal
    gets it only there, never in the body a script could read (docs/security.md#session-cookie)."""
    answer = login.auth(session, registry, civil, data)
    if answer.token is None:
        return answer
    set_session_cookie(response, answer.token)
    return answer.model_copy(update={"token": None}) if from_portal(request) else answer


@router.get("/check_token", response_model=Status)
def check_token(_auth: CurrentAuth) -> Status:
    return Status()


@router.post("/offer_accept", response_model=Status, responses=error_responses(400))
def offer_accept(
    auth: CurrentAuth, session: SessionDep, request: Request, action: Annotated[OfferAction, Query()]
) -> Status:
    """1 accepts the public offer (termsofuse 0 → 1); 0 declines it, which ends the session."""
    if action is OfferAction.accept:
        users.accept_terms(session, auth.user)
        return Status()
    audit.record(session, "terms_declined", actor_user_id=auth.user.id, target=auth.user.pin)
    sessions.revoke(session, auth.session, "terms_declined")
    end_session_answer(request)
    return Status()


@router.post("/logout", response_model=Status)
def logout(auth: CurrentAuth, session: SessionDep, request: Request) -> Status:
    sessions.revoke(session, auth.session, "logout")
    end_session_answer(request)
    return Status()


@router.get("/user/me", response_model=UserPublic)
def me(auth: CurrentAuth, session: SessionDep) -> UserPublic:
    return users.to_public(session, auth.user)


@router.patch("/user/me/contacts", response_model=UserPublic, responses=error_responses(400))
def update_contacts(contacts: ContactsUpdate, auth: CurrentAuth, session: SessionDep) -> UserPublic:
    """The caller's e-mail and phone (an empty string clears one); the rest of the profile is the registry's."""
    users.update_contacts(session, auth.user, contacts)
    return users.to_public(session, auth.user)


@router.put("/user/me/consent", response_model=UserPublic, responses=error_responses(400))
def change_consent(change: ConsentChange, auth: CurrentAuth, session: SessionDep) -> UserPublic:
    """Give or withdraw the consent to personal data processing. Withdrawn, nothing new is started for the caller (an
    act, an answer to an invitation, a booking) until it is given again; what the law keeps stays."""
    users.set_consent(session, auth.user, change.given)
    return users.to_public(session, auth.user)
