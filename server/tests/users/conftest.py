from typing import Any

import pytest
from sqlmodel import Session, select

from notary.models import User
from tests.conftest import bearer
from tests.identity.conftest import sign  # noqa: F401  (a deleted user's face-check login)
from tests.people import SARDOR


class Caller:
    """A logged-in person calling the administrator's users API; the token rotates as the portal's does."""

    def __init__(self, client, token: str) -> None:
        self.client = client
        self.token = token

    def call(self, method: str, path: str, **kwargs: Any):
        headers = bearer(self.token) | {"Accept-Language": "oz"}
        answer = self.client.request(method, f"/api/admin/users{path}", headers=headers, **kwargs)
        fresh = answer.headers.get("authorization", "").removeprefix("Bearer ")
        self.token = fresh or self.token
        return answer

    def get(self, path: str = "", **params: Any):
        return self.call("GET", path, params=params)

    def post(self, path: str, body: dict[str, Any] | None = None):
        return self.call("POST", path, json=body)

    def delete(self, path: str):
        return self.call("DELETE", path)


@pytest.fixture
def caller(client, login):
    """A person of the sandbox by passport, logged in (Sardor, the administrator, by default)."""
    return lambda person=SARDOR: Caller(client, login(person["passserial"], person["passnum"]))


@pytest.fixture
def admin(caller) -> Caller:
    return caller()


@pytest.fixture
def user_of(session: Session):
    def _user_of(person: dict[str, str]) -> User:
        return session.exec(select(User).where(User.pin == person["pin"])).one()

    return _user_of
