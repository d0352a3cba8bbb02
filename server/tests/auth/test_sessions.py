"""Session tokens: rotation on every 200, a grace period for every rotated-out token, expiry, revocation."""

from datetime import datetime, timedelta

from sqlmodel import Session, select

from notary.auth import sessions
from notary.core.security import decode_session_token, encode_session_token
from notary.models import AuditEvent, User, UserSession
from tests.conftest import bearer


def _session_of(session: Session, token: str) -> UserSession:
    return session.get(UserSession, decode_session_token(token).session_id)


def _fresh(answer) -> str:
    scheme, _, token = answer.headers["authorization"].partition(" ")
    assert scheme == "Bearer"
    return token


class TestCheckToken:
    def test_valid_session_is_200_with_a_fresh_token(self, client, login):
        token = login()
        answer = client.get("/api/check_token", headers=bearer(token))
        assert answer.status_code == 200
        fresh = _fresh(answer)
        assert fresh != token
        assert decode_session_token(fresh).generation == decode_session_token(token).generation + 1

    def test_the_fresh_token_works_and_rotates_again(self, client, login):
        first = _fresh(client.get("/api/check_token", headers=bearer(login())))
        second = _fresh(client.get("/api/check_token", headers=bearer(first)))
        assert decode_session_token(second).generation == 2

    def test_old_token_works_within_the_grace_period_without_rotating_further(self, client, login):
        token = login()
        fresh = _fresh(client.get("/api/check_token", headers=bearer(token)))
        late = client.get("/api/check_token", headers=bearer(token))
        assert late.status_code == 200
        assert decode_session_token(_fresh(late)).generation == decode_session_token(fresh).generation

    def test_old_token_is_refused_after_the_grace_period(self, client, login, session):
        token = login()
        client.get("/api/check_token", headers=bearer(token))
        user_session = _session_of(session, token)
        user_session.rotated_at -= timedelta(seconds=31)
        session.add(user_session)
        session.flush()
        answer = client.get("/api/check_token", headers=bearer(token))
        assert answer.status_code == 403
        assert answer.json()["message"] == "Access Denied"

    def test_a_token_two_generations_old_works_within_the_grace_period(self, client, login):
        token = login()
        first = _fresh(client.get("/api/check_token", headers=bearer(token)))
        second = _fresh(client.get("/api/check_token", headers=bearer(first)))
        late = client.get("/api/check_token", headers=bearer(token))
        assert late.status_code == 200
        assert _fresh(late) == second

    def test_expired_session_is_access_denied(self, client, login, session):
        token = login()
        user_session = _session_of(session, token)
        user_session.expires_at -= timedelta(days=1)
        session.add(user_session)
        session.flush()
        answer = client.get("/api/check_token", headers=bearer(token))
        assert (answer.status_code, answer.json()["message"]) == (403, "Access Denied")
        assert "authorization" not in answer.headers

    def test_forged_and_malformed_tokens_are_access_denied(self, client, login, session):
        token = login()
        forged = encode_session_token(decode_session_token(token).session_id, 0)[:-4] + "AAAA"
        for presented in (forged, "not-a-token", ""):
            answer = client.get("/api/check_token", headers=bearer(presented))
            assert (answer.status_code, answer.json()["message"]) == (403, "Access Denied")
        assert client.get("/api/check_token", headers={"Authorization": token}).status_code == 403

    def test_each_call_slides_the_expiry(self, client, login, session):
        token = login()
        user_session = _session_of(session, token)
        user_session.expires_at -= timedelta(seconds=1000)
        session.add(user_session)
        session.flush()
        before = user_session.expires_at
        client.get("/api/check_token", headers=bearer(token))
        session.refresh(user_session)
        assert user_session.expires_at > before


def _grace_over(session: Session, token: str) -> None:
    _age(session, token, 31)


def _age(session: Session, token: str, seconds: int) -> None:
    """Moves the session's rotations `seconds` into the past."""
    user_session = _session_of(session, token)
    user_session.rotated_at -= timedelta(seconds=seconds)
    user_session.earlier_rotations = [
        (datetime.fromisoformat(rotated) - timedelta(seconds=seconds)).isoformat()
        for rotated in user_session.earlier_rotations
    ]
    session.add(user_session)
    session.flush()


class TestTokenReuse:
    """A rotated-out token presented after the grace period was copied: the whole session ends, audited."""

    def test_a_replayed_token_revokes_the_session(self, client, login, session):
        token = login()
        fresh = _fresh(client.get("/api/check_token", headers=bearer(token)))
        _grace_over(session, token)
        assert client.get("/api/check_token", headers=bearer(token)).status_code == 403
        answer = client.get("/api/check_token", headers=bearer(fresh))
        assert (answer.status_code, answer.json()["message"]) == (403, "Access Denied")  # the owner logs in again
        user_session = _session_of(session, token)
        assert user_session.revoked_at is not None and user_session.revoke_reason == "token_reuse"
        [revoked] = session.exec(select(AuditEvent).where(AuditEvent.action == "session_revoked")).all()
        assert revoked.details == {"session": user_session.id, "reason": "token_reuse"}
        assert revoked.actor_user_id == user_session.user_id

    def test_a_request_in_flight_across_two_rotations_within_the_grace_period_revokes_nothing(
        self, client, login, session
    ):
        # A page sends two calls with one token; the first rotates it, the page's next call rotates it again, and
        # only then does the second call, held up in the server, arrive.
        token = login()
        first = _fresh(client.get("/api/check_token", headers=bearer(token)))
        second = _fresh(client.get("/api/check_token", headers=bearer(first)))
        assert client.get("/api/check_token", headers=bearer(token)).status_code == 200
        assert client.get("/api/check_token", headers=bearer(first)).status_code == 200
        assert client.get("/api/check_token", headers=bearer(second)).status_code == 200
        assert _session_of(session, token).revoked_at is None
        assert not session.exec(select(AuditEvent).where(AuditEvent.action == "session_revoked")).all()

    def test_a_token_rotated_out_beyond_the_grace_period_revokes_it_though_later_ones_are_recent(
        self, client, login, session
    ):
        token = login()
        first = _fresh(client.get("/api/check_token", headers=bearer(token)))
        _age(session, token, 31)  # the first rotation 31 s ago
        second = _fresh(client.get("/api/check_token", headers=bearer(first)))  # the second one now
        assert client.get("/api/check_token", headers=bearer(token)).status_code == 403
        assert client.get("/api/check_token", headers=bearer(second)).status_code == 403
        assert _session_of(session, token).revoke_reason == "token_reuse"

    def test_only_the_rotations_within_the_grace_period_are_kept(self, client, login, session):
        token = login()
        first = _fresh(client.get("/api/check_token", headers=bearer(token)))
        second = _fresh(client.get("/api/check_token", headers=bearer(first)))
        _age(session, token, 31)
        third = _fresh(client.get("/api/check_token", headers=bearer(second)))
        user_session = _session_of(session, token)
        session.refresh(user_session)
        assert (user_session.generation, user_session.earlier_rotations) == (3, [])
        assert client.get("/api/check_token", headers=bearer(first)).status_code == 403
        assert client.get("/api/check_token", headers=bearer(third)).status_code == 403

    def test_past_the_most_rotations_a_grace_period_keeps_the_token_is_not_rotated(
        self, client, login, session, monkeypatch
    ):
        monkeypatch.setattr(sessions, "MAX_ROTATIONS_IN_GRACE", 2)
        token = login()
        first = _fresh(client.get("/api/check_token", headers=bearer(token)))
        second = _fresh(client.get("/api/check_token", headers=bearer(first)))
        assert _fresh(client.get("/api/check_token", headers=bearer(second))) == second
        assert client.get("/api/check_token", headers=bearer(token)).status_code == 200  # still in flight
        _age(session, token, 31)
        assert decode_session_token(_fresh(client.get("/api/check_token", headers=bearer(second)))).generation == 3

    def test_an_answer_overtaken_by_another_calls_rotation_carries_the_newest_token(self, app, client, login, session):
        # A long call commits on the way; meanwhile another call rotates the token. The long call's answer arrives
        # last: were it to carry the token of its own check, that older token would come back and, past the grace
        # period, end the session.
        from sqlalchemy import update

        from notary.auth.deps import CurrentAuth

        def _overtaken(auth: CurrentAuth) -> dict:
            rotated = auth.session.generation + 1
            session.exec(update(UserSession).where(UserSession.id == auth.session.id).values(generation=rotated))
            return {}

        app.add_api_route("/api/test-overtaken", _overtaken)
        app.router.routes.insert(0, app.router.routes.pop())
        token = login()
        answer = client.get("/api/test-overtaken", headers=bearer(token))
        assert answer.status_code == 200, answer.text
        assert decode_session_token(_fresh(answer)).generation == decode_session_token(token).generation + 2

    def test_requests_in_flight_within_the_grace_period_revoke_nothing(self, client, login, session):
        token = login()
        fresh = _fresh(client.get("/api/check_token", headers=bearer(token)))
        assert client.get("/api/check_token", headers=bearer(token)).status_code == 200
        assert client.get("/api/check_token", headers=bearer(fresh)).status_code == 200
        assert _session_of(session, token).revoked_at is None

    def test_a_revoked_session_is_not_revoked_again(self, client, login, session):
        token = login()
        client.get("/api/check_token", headers=bearer(token))
        _grace_over(session, token)
        for _ in range(2):
            assert client.get("/api/check_token", headers=bearer(token)).status_code == 403
        assert len(session.exec(select(AuditEvent).where(AuditEvent.action == "session_revoked")).all()) == 1


class TestLogout:
    def test_logout_revokes_the_session(self, client, login, session):
        token = login()
        answer = client.post("/api/logout", headers=bearer(token))
        assert answer.status_code == 200
        assert "authorization" not in answer.headers
        assert client.get("/api/check_token", headers=bearer(token)).status_code == 403
        assert _session_of(session, token).revoke_reason == "logout"


class TestOfferAccept:
    def test_accept_sets_terms_of_use(self, client, login, session):
        token = login()
        answer = client.post("/api/offer_accept", params={"action": 1}, headers=bearer(token))
        assert answer.status_code == 200
        user = session.exec(select(User).where(User.pin == "41403850230012")).one()
        assert user.termsofuse == 1
        assert session.exec(select(AuditEvent).where(AuditEvent.action == "terms_accepted")).first()

    def test_decline_logs_out(self, client, login, session):
        token = login()
        answer = client.post("/api/offer_accept", params={"action": 0}, headers=bearer(token))
        assert answer.status_code == 200
        assert client.get("/api/check_token", headers=bearer(token)).status_code == 403
        assert session.exec(select(AuditEvent).where(AuditEvent.action == "terms_declined")).first()
        user = session.exec(select(User).where(User.pin == "41403850230012")).one()
        assert user.termsofuse == 0

    def test_without_a_session(self, client):
        answer = client.post("/api/offer_accept", params={"action": 1})
        assert (answer.status_code, answer.json()["message"]) == (403, "Access Denied")

    def test_failed_call_changes_nothing(self, client, login, session):
        token = login()
        generation = _session_of(session, token).generation
        assert client.post("/api/offer_accept", params={"action": 7}, headers=bearer(token)).status_code == 400
        assert _session_of(session, token).generation == generation


class TestMe:
    def test_user_object_has_the_fields_of_the_user_entity(self, client, login):
        answer = client.get("/api/user/me", headers=bearer(login()))
        user = answer.json()
        expected = (
            "id userid name surname lastname fullname typeid gender birthdate birthcountry inn pin passserial passnum "
            "issueorg issuedate exprdate citizenship nationality phone email regionid regionru regionuz districtid "
            "districtru districtuz regaddress actaddress orginn orgname valid termsofuse roles"
        ).split()
        assert set(expected) <= set(user)
        assert (user["pin"], user["passserial"], user["passnum"]) == ("41403850230012", "AA", "1234567")
        assert user["birthdate"] == "1985-03-14"
        assert (user["lastname"], user["fullname"]) == ("Rustamovna", "Karimova Dilnoza Rustamovna")
        region = (user["regionoz"], user["regionuz"], user["regionru"])
        assert region == ("Toshkent shahri", "Тошкент шаҳри", "город Ташкент")
        assert user["fullname"].startswith("Karimova Dilnoza")
        assert user["roles"] == ["citizen"]

    def test_roles_come_from_assignments(self, client, login):
        assert client.get("/api/user/me", headers=bearer(login("AB", "7654321"))).json()["roles"] == [
            "citizen",
            "notary",
        ]
        assert client.get("/api/user/me", headers=bearer(login("AD", "2222222"))).json()["roles"] == [
            "citizen",
            "admin",
        ]


class TestRequireRole:
    def test_only_holders_of_the_role_pass(self, app, client, login):
        from fastapi import Depends

        from notary.auth.deps import require_role

        def _admin_only() -> dict:
            return {"ok": True}

        # Added on the app itself (so the test's session override applies), ahead of the /api catch-all.
        app.add_api_route("/api/test-admin-only", _admin_only, dependencies=[Depends(require_role("admin"))])
        app.router.routes.insert(0, app.router.routes.pop())
        admin = client.get("/api/test-admin-only", headers=bearer(login("AD", "2222222")))
        assert admin.status_code == 200, admin.text
        answer = client.get("/api/test-admin-only", headers=bearer(login()))
        assert (answer.status_code, answer.json()["code"]) == (403, "forbidden")
