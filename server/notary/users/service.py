"""The administrator's users: the searchable list, one user's details, roles, state (deactivate, activate, delete)
and comments. Every change locks the user's row, is refused for the administrator's own account where it would lock
them out, and is audited with its before and after in the same transaction."""

from typing import Any

from sqlalchemy import ColumnElement, func, or_
from sqlmodel import Session, col, select

from notary.acts import service as acts
from notary.audit import service as audit
from notary.audit.service import AuditQuery
from notary.auth import sessions
from notary.auth.roles import roles_of
from notary.core.errors import BadRequest, NotFound
from notary.kit.search import search_key
from notary.models import Role, RoleAssignment, User, UserComment
from notary.models._base import utcnow
from notary.notaries import service as notaries
from notary.users.schemas import (
    AssignableRole,
    LinkedNotary,
    LoginEvent,
    UserCommentPublic,
    UserDetail,
    UserListItem,
    UserPage,
    UserState,
)

LOGIN_ACTIONS = ("auth", "session_opened", "session_revoked")
LOGINS_SHOWN = 20


def fio(user: User) -> str:
    return " ".join(part for part in (user.surname, user.name, user.patronymic) if part)


def _item(user: User, roles: list[Role]) -> UserListItem:
    assert user.id is not None
    return UserListItem(
        id=user.id,
        fio=fio(user),
        login=user.pin,  # the portal's login is the user's userid, which is the pin (identity/users.py)
        pin=user.pin,
        passport=f"{user.passserial}{user.passnum}",
        state=user.valid and user.deleted_at is None,
        isdeleted=user.deleted_at is not None,
        roles=roles,
        typeid=user.typeid,
        instime=user.created_at,
    )


def _matches(word: str) -> ColumnElement[bool]:
    """A word of the search in any part of the name, the pin or the passport. lower() folds ASCII on SQLite, which
    covers the registry's Latin names."""
    passport = func.lower(col(User.passserial) + col(User.passnum))
    fields = [func.lower(col(User.surname)), func.lower(col(User.name)), func.lower(col(User.patronymic)), passport]
    return or_(col(User.pin).contains(word, autoescape=True), *(f.contains(word, autoescape=True) for f in fields))


def _holders(role: Role) -> Any:
    return select(RoleAssignment.pin).where(RoleAssignment.role == role)


def _role_filter(role: Role) -> ColumnElement[bool]:
    """citizen: the plain citizens, holding no assigned role."""
    if role is Role.citizen:
        return col(User.pin).not_in(select(RoleAssignment.pin))
    return col(User.pin).in_(_holders(role))


def _state_filter(state: UserState) -> ColumnElement[bool]:
    if state is UserState.deleted:
        return col(User.deleted_at).is_not(None)
    alive = col(User.deleted_at).is_(None)
    return alive & (col(User.valid) if state is UserState.active else ~col(User.valid))


def _roles_by_pin(session: Session, pins: list[str]) -> dict[str, list[Role]]:
    by_pin: dict[str, list[Role]] = {pin: [] for pin in pins}
    for assignment in session.exec(select(RoleAssignment).where(col(RoleAssignment.pin).in_(pins))):
        by_pin[assignment.pin].append(Role(assignment.role))
    return {pin: [Role.citizen, *sorted(roles)] for pin, roles in by_pin.items()}


def list_users(
    session: Session, query: str | None, role: Role | None, state: UserState | None, page: int, size: int
) -> UserPage:
    conditions = [_matches(word) for word in search_key(query or "").split()]
    if role is not None:
        conditions.append(_role_filter(role))
    if state is not None:
        conditions.append(_state_filter(state))
    total = session.exec(select(func.count()).select_from(User).where(*conditions)).one()
    statement = select(User).where(*conditions).order_by(col(User.created_at).desc(), col(User.id).desc())
    users = list(session.exec(statement.offset((page - 1) * size).limit(size)))
    roles = _roles_by_pin(session, [user.pin for user in users])
    return UserPage(total=total, page=page, size=size, items=[_item(user, roles[user.pin]) for user in users])


def _user(session: Session, user_id: int) -> User:
    user = session.get(User, user_id)
    if user is None:
        raise NotFound("error_users_not_found")
    return user


def _locked(session: Session, user_id: int) -> User:
    """The user's row, locked until the change commits: two administrators' changes are applied one after another."""
    statement = select(User).where(User.id == user_id).with_for_update().execution_options(populate_existing=True)
    user = session.exec(statement).first()
    if user is None:
        raise NotFound("error_users_not_found")
    return user


def _comments(session: Session, user: User) -> list[UserCommentPublic]:
    statement = (
        select(UserComment, User)
        .join(User, col(User.id) == UserComment.author_user_id)
        .where(UserComment.user_id == user.id)
        .order_by(col(UserComment.id))
    )
    return [
        UserCommentPublic(number=comment.id or 0, author=fio(author), at=comment.created_at, text=comment.text)
        for comment, author in session.exec(statement)
    ]


def _logins(session: Session, user: User) -> list[LoginEvent]:
    events, _ = audit.search(session, AuditQuery(pin=user.pin, actions=LOGIN_ACTIONS), limit=LOGINS_SHOWN)
    return [
        LoginEvent(at=event.at, action=event.action, result=event.result, channel=event.channel, address=event.address)
        for event in events
    ]


def user_detail(session: Session, user_id: int) -> UserDetail:
    user = _user(session, user_id)
    notary = notaries.notary_record_of(session, user)
    linked = None
    if notary is not None and notary.id is not None:
        linked = LinkedNotary(id=notary.id, name=notaries.notary_fullname(notary), licenceNumber=notary.licence_number)
    comments = _comments(session, user)
    return UserDetail(
        **_item(user, roles_of(session, user)).model_dump(),
        deletedAt=user.deleted_at,
        notary=linked,
        actsCount=acts.acts_count_of(session, user.pin),
        logins=_logins(session, user),
        comments=comments,
        firstCommentNumber=comments[0].number if comments else None,
    )


def _audited(session: Session, action: str, admin: User, user: User, before: Any, after: Any) -> None:
    details = {"before": before, "after": after}
    audit.record(session, action, actor_user_id=admin.id, target=user.pin, details=details)


def _alive(user: User) -> None:
    if user.deleted_at is not None:
        raise BadRequest("error_users_deleted")


def _role_names(session: Session, user: User) -> list[str]:
    return [role.value for role in roles_of(session, user)]


def assign_role(session: Session, admin: User, user_id: int, role: AssignableRole) -> UserDetail:
    """Assigning a role the user holds already changes nothing (and records nothing)."""
    user = _locked(session, user_id)
    _alive(user)
    before = _role_names(session, user)
    if role.value in before:
        return user_detail(session, user_id)
    if role is AssignableRole.notary and notaries.notary_record_of(session, user) is None:
        raise BadRequest("error_users_notary_record_missing")
    session.add(RoleAssignment(pin=user.pin, role=Role(role.value)))
    session.flush()
    _audited(session, "user_role_assigned", admin, user, {"roles": before}, {"roles": _role_names(session, user)})
    return user_detail(session, user_id)


def revoke_role(session: Session, admin: User, user_id: int, role: AssignableRole) -> UserDetail:
    """Revoking a role the user does not hold changes nothing; an administrator keeps their own admin role."""
    user = _locked(session, user_id)
    if user.id == admin.id and role is AssignableRole.admin:
        raise BadRequest("error_users_own_admin_role")
    assignment = session.get(RoleAssignment, (user.pin, Role(role.value)))
    if assignment is None:
        return user_detail(session, user_id)
    before = _role_names(session, user)
    session.delete(assignment)
    session.flush()
    _audited(session, "user_role_revoked", admin, user, {"roles": before}, {"roles": _role_names(session, user)})
    return user_detail(session, user_id)


def _state(user: User) -> dict[str, Any]:
    return {"valid": user.valid, "deleted_at": user.deleted_at.isoformat() if user.deleted_at else None}


def _not_self(admin: User, user: User, message_key: str) -> None:
    if user.id == admin.id:
        raise BadRequest(message_key)


def _set_state(session: Session, admin: User, user: User, action: str, valid: bool, deleted: bool = False) -> None:
    before = _state(user)
    user.valid = valid
    if deleted:
        user.deleted_at = utcnow()
    user.updated_at = utcnow()
    session.add(user)
    session.flush()
    if not valid:
        sessions.revoke_all(session, user, action)
    _audited(session, action, admin, user, before, _state(user))


def deactivate(session: Session, admin: User, user_id: int) -> UserDetail:
    """The user's sessions end at once and they cannot log in until activated; deactivating twice changes nothing."""
    user = _locked(session, user_id)
    _not_self(admin, user, "error_users_self_deactivate")
    _alive(user)
    if user.valid:
        _set_state(session, admin, user, "user_deactivated", valid=False)
    return user_detail(session, user_id)


def activate(session: Session, admin: User, user_id: int) -> UserDetail:
    """A deleted user stays deleted: deletion is final."""
    user = _locked(session, user_id)
    _alive(user)
    if not user.valid:
        _set_state(session, admin, user, "user_activated", valid=True)
    return user_detail(session, user_id)


def delete(session: Session, admin: User, user_id: int) -> UserDetail:
    """Soft: the row, its acts and its audit trail stay; the user never logs in again. Twice changes nothing."""
    user = _locked(session, user_id)
    _not_self(admin, user, "error_users_self_delete")
    if user.deleted_at is None:
        _set_state(session, admin, user, "user_deleted", valid=False, deleted=True)
    return user_detail(session, user_id)


def add_comment(session: Session, admin: User, user_id: int, text: str) -> UserDetail:
    user = _locked(session, user_id)
    assert user.id is not None and admin.id is not None
    comment = UserComment(user_id=user.id, author_user_id=admin.id, text=text)
    session.add(comment)
    session.flush()
    _audited(session, "user_commented", admin, user, None, {"number": comment.id, "text": text})
    return user_detail(session, user_id)
