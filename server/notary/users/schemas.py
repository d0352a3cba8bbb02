"""The administrator's view of users: spec section 2.3's labels (fio, login, state, id, role, isdeleted, type,
instime, comments with their numbers, notary)."""

from datetime import datetime
from enum import StrEnum
from typing import Annotated

from pydantic import BaseModel, Field, StringConstraints

from notary.kit.bounds import Id, multi_line
from notary.models import Role


class UserState(StrEnum):
    """The list's state filter: active (may log in), inactive (deactivated) and deleted (soft-deleted)."""

    active = "active"
    inactive = "inactive"
    deleted = "deleted"


class AssignableRole(StrEnum):
    """citizen is everyone's and is never assigned."""

    notary = "notary"
    admin = "admin"


class UserListItem(BaseModel):
    id: Id
    fio: str = Field(description="surname, name and patronymic")
    login: str = Field(description="what the portal shows as the login: the user's userid (the pin)")
    pin: str
    passport: str = Field(description="series and number")
    state: bool = Field(description="active: true; deactivated or deleted: false")
    isdeleted: bool
    roles: list[Role]
    typeid: int
    instime: datetime = Field(description="registration: the first login")


class UserPage(BaseModel):
    total: int
    page: int
    size: int
    items: list[UserListItem]


class LinkedNotary(BaseModel):
    id: int
    name: str
    licenceNumber: str


class LoginEvent(BaseModel):
    """A login, a session opened or a session ended, from the audit log."""

    at: datetime
    action: str
    result: str
    channel: str
    address: str


class UserCommentPublic(BaseModel):
    number: int = Field(description="the comment's number (its id)")
    author: str = Field(description="the administrator's full name")
    at: datetime
    text: str


class UserDetail(UserListItem):
    deletedAt: datetime | None
    notary: LinkedNotary | None
    actsCount: int = Field(description="the acts the user is a party to (the applicant included)")
    logins: list[LoginEvent] = Field(description="the latest 20, newest first")
    comments: list[UserCommentPublic] = Field(description="oldest first")
    firstCommentNumber: int | None


class RoleChange(BaseModel):
    role: AssignableRole


CommentText = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=2000), multi_line]


class CommentCreate(BaseModel):
    text: CommentText
