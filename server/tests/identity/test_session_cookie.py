"""The session as a browser holds it (docs/security.md#session-cookie): an HttpOnly SameSite=Strict cookie set at
login and on every rotation, cleared at logout; unsafe calls with it need the portal's header; the bearer header
still works for other clients; a call without any credential is refused before its body is read."""

import asyncio

import pytest
from sqlmodel import select

from notary.auth.deps import PORTAL_HEADER, PORTAL_HEADER_VALUE, SESSION_COOKIE
from notary.core.errors import ACCESS_DENIED
from notary.models import UserSession
from tests.conftest import ADMIN, bearer
from tests.people import DILNOZA

PORTAL = {PORTAL_HEADER: PORTAL_HEADER_VALUE}
CONTACTS = {"email": "d@example.uz", "phone": "901234567"}


@pytest.fixture
def portal_login(client, sign, faces):
    """Logs the client in as the portal does; the answer of /api/auth."""

    def _login():
        return client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}, headers=PORTAL)

    return _login


def _set_cookie(answer) -> str:
    (header,) = [value for value in answer.headers.get_list("set-cookie") if value.startswith(SESSION_COOKIE + "=")]
    return header


class TestLogin:
    def test_the_portal_gets_the_token_as_the_cookie_only(self, client, portal_login):
        answer = portal_login()
        body = answer.json()
        assert body["resultCode"] == 1 and body["user"] and body["token"] is None
        attributes = [part.strip().lower() for part in _set_cookie(answer).split(";")]
        assert {"httponly", "samesite=strict", "path=/api"} <= set(attributes)
        assert "secure" not in attributes  # development runs on plain HTTP; production adds it
        assert client.cookies.get(SESSION_COOKIE)

    def test_another_client_still_gets_the_token_in_the_body(self, client, sign, faces):
        body = client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}).json()
        assert body["resultCode"] == 1 and body["token"]

    def test_production_marks_the_cookie_secure(self, client, portal_login, monkeypatch):
        from notary.core.settings import get_settings

        monkeypatch.setattr(get_settings(), "profile", "production")
        assert "secure" in [part.strip().lower() for part in _set_cookie(portal_login()).split(";")]


class TestRotation:
    def test_every_call_rotates_the_cookie_and_exposes_no_token(self, client, portal_login):
        portal_login()
        first = client.cookies.get(SESSION_COOKIE)
        answer = client.get("/api/user/me", headers=PORTAL)
        assert answer.status_code == 200
        assert "authorization" not in answer.headers
        second = client.cookies.get(SESSION_COOKIE)
        assert second and second != first
        assert client.get("/api/check_token").status_code == 200
        assert client.cookies.get(SESSION_COOKIE) not in (first, second)

    def test_the_bearer_header_still_works_and_rotates_in_the_header(self, client, login):
        answer = client.get("/api/user/me", headers=bearer(login()))
        assert answer.status_code == 200
        assert answer.headers["authorization"].startswith("Bearer ")
        assert SESSION_COOKIE not in answer.headers.get("set-cookie", "")

    def test_a_bearer_call_needs_no_portal_header(self, client, login):
        answer = client.patch("/api/user/me/contacts", json=CONTACTS, headers=bearer(login()))
        assert answer.status_code == 200

    def test_a_file_answer_rotates_the_cookie_too(self, client, login):
        """A route answering a file or a stream of its own still hands back the fresh token."""
        client.cookies.set(SESSION_COOKIE, login(*ADMIN), domain="testserver.local", path="/api")
        before = client.cookies.get(SESSION_COOKIE)
        answer = client.get("/api/admin/audit/events.csv")
        assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/csv")
        assert "authorization" not in answer.headers
        assert client.cookies.get(SESSION_COOKIE) not in (None, before)

    def test_a_refused_call_keeps_the_cookie(self, client, portal_login):
        portal_login()
        before = client.cookies.get(SESSION_COOKIE)
        assert client.get("/api/admin/audit/events.csv").status_code == 403  # not an administrator
        assert client.cookies.get(SESSION_COOKIE) == before
        assert client.get("/api/check_token").status_code == 200


class TestLogout:
    def test_logout_clears_the_cookie_and_ends_the_session(self, client, session, portal_login):
        portal_login()
        kept = client.cookies.get(SESSION_COOKIE)
        answer = client.post("/api/logout", headers=PORTAL)
        assert answer.status_code == 200
        (cleared,) = answer.headers.get_list("set-cookie")
        assert cleared.startswith(f'{SESSION_COOKIE}=""') and "Max-Age=0" in cleared
        assert client.cookies.get(SESSION_COOKIE) is None
        client.cookies.set(SESSION_COOKIE, kept, path="/api")
        assert client.get("/api/check_token").status_code == 403
        revoked = session.exec(select(UserSession).where(UserSession.revoke_reason == "logout")).all()
        assert revoked


class TestCrossSiteRequests:
    def test_an_unsafe_call_with_the_cookie_needs_the_portal_header(self, client, portal_login):
        portal_login()
        before = client.cookies.get(SESSION_COOKIE)
        answer = client.patch("/api/user/me/contacts", json={**CONTACTS, "email": "evil@example.com"})
        assert answer.status_code == 403
        assert answer.json()["code"] == "forbidden"
        assert client.cookies.get(SESSION_COOKIE) == before  # refused before the session was touched
        assert client.post("/api/logout").status_code == 403
        ok = client.patch("/api/user/me/contacts", json=CONTACTS, headers=PORTAL)
        assert ok.status_code == 200 and ok.json()["email"] == "d@example.uz"

    def test_a_safe_call_with_the_cookie_needs_no_header(self, client, portal_login):
        portal_login()
        assert client.get("/api/user/me").status_code == 200


def _call(app, method: str, path: str, headers: list[tuple[bytes, bytes]]) -> tuple[int, bool]:
    """One request straight to the application; the status it answers and whether it read the body."""
    read = False
    status = 0

    async def receive():
        nonlocal read
        read = True
        return {"type": "http.request", "body": b'{"email": "d@example.uz", "phone": "901234567"}', "more_body": False}

    async def send(message):
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": [(b"host", b"testserver"), (b"content-type", b"application/json"), *headers],
        "client": ("127.0.0.1", 50000),
        "server": ("testserver", 80),
    }
    asyncio.run(app(scope, receive, send))
    return status, read


class TestAuthenticationBeforeTheBody:
    def test_no_credential_is_refused_before_the_body_is_read(self, app):
        assert _call(app, "PATCH", "/api/user/me/contacts", []) == (403, False)

    def test_a_forged_token_is_refused_before_the_body_is_read(self, app):
        assert _call(app, "PATCH", "/api/user/me/contacts", [(b"authorization", b"Bearer forged")]) == (403, False)

    def test_a_valid_session_gets_its_body_read(self, app, login):
        token = login().encode()
        assert _call(app, "PATCH", "/api/user/me/contacts", [(b"authorization", b"Bearer " + token)]) == (200, True)

    def test_a_public_route_reads_its_body(self, app):
        status, read = _call(app, "POST", "/api/check_before_auth", [])
        assert read and status != 403

    def test_the_refusal_is_the_access_denied_answer(self, client):
        answer = client.patch("/api/user/me/contacts", json=CONTACTS)
        assert answer.status_code == 403 and answer.json()["message"] == ACCESS_DENIED
