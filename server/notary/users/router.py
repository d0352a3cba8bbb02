"""The administrator's users (spec 2.3's admin user screen): list, details, roles, state and comments."""

from typing import Annotated

from fastapi import APIRouter, Path, Query

from notary.auth.deps import CurrentAdmin as Admin
from notary.core.db import SessionDep
from notary.core.errors import error_responses
from notary.kit.bounds import Id, Page
from notary.models import Role
from notary.users import service
from notary.users.schemas import AssignableRole, CommentCreate, RoleChange, UserDetail, UserPage, UserState

router = APIRouter(prefix="/admin/users", tags=["users"], responses=error_responses(403, 500))

UserId = Annotated[Id, Path()]
CHANGE_ERRORS = error_responses(400, 404)


@router.get("", response_model=UserPage, responses=error_responses(400))
def list_users(
    _admin: Admin,
    session: SessionDep,
    q: Annotated[str | None, Query(max_length=100, description="words of the name, the pin or the passport")] = None,
    role: Role | None = None,
    state: UserState | None = None,
    page: Page = 1,
    size: Annotated[int, Query(ge=1, le=100)] = 20,
) -> UserPage:
    """Newest registrations first; role citizen finds those holding no assigned role."""
    return service.list_users(session, q, role, state, page, size)


@router.get("/{user_id}", response_model=UserDetail, responses=error_responses(404))
def user_detail(user_id: UserId, _admin: Admin, session: SessionDep) -> UserDetail:
    """The user with roles, linked notary, acts count, the latest logins and the comments."""
    return service.user_detail(session, user_id)


@router.post("/{user_id}/roles", response_model=UserDetail, responses=CHANGE_ERRORS)
def assign_role(user_id: UserId, body: RoleChange, admin: Admin, session: SessionDep) -> UserDetail:
    """Takes effect on the user's next call. A role held already: no change. notary needs the notary record first."""
    return service.assign_role(session, admin.user, user_id, body.role)


@router.delete("/{user_id}/roles/{role}", response_model=UserDetail, responses=CHANGE_ERRORS)
def revoke_role(user_id: UserId, role: AssignableRole, admin: Admin, session: SessionDep) -> UserDetail:
    """Takes effect on the user's next call. A role not held: no change. Never one's own admin role."""
    return service.revoke_role(session, admin.user, user_id, role)


@router.post("/{user_id}/deactivate", response_model=UserDetail, responses=CHANGE_ERRORS)
def deactivate(user_id: UserId, admin: Admin, session: SessionDep) -> UserDetail:
    """Ends the user's sessions at once; they cannot log in until activated. Never oneself."""
    return service.deactivate(session, admin.user, user_id)


@router.post("/{user_id}/activate", response_model=UserDetail, responses=CHANGE_ERRORS)
def activate(user_id: UserId, admin: Admin, session: SessionDep) -> UserDetail:
    return service.activate(session, admin.user, user_id)


@router.post("/{user_id}/delete", response_model=UserDetail, responses=CHANGE_ERRORS)
def delete(user_id: UserId, admin: Admin, session: SessionDep) -> UserDetail:
    """Soft and final: the user never logs in again; their acts and audit trail stay. Never oneself."""
    return service.delete(session, admin.user, user_id)


@router.post("/{user_id}/comments", status_code=201, response_model=UserDetail, responses=CHANGE_ERRORS)
def add_comment(user_id: UserId, body: CommentCreate, admin: Admin, session: SessionDep) -> UserDetail:
    return service.add_comment(session, admin.user, user_id, body.text)
