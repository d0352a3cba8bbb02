"""A refusal's audit record outlives the rollback of the request it refused; nothing else of that request does."""

from sqlmodel import Session, select

from notary.audit import service as audit
from notary.core.db import SessionDep
from notary.core.errors import BadRequest
from notary.models import AuditEvent, LoginFailure


def _refusing_route(app) -> None:
    def refuse(session: SessionDep) -> None:
        audit.record(session, "test_change_made", target="T-1")
        audit.refusal(session, "test_refused", target="T-1", details={"reason": "because"})
        raise BadRequest("error_forbidden")

    app.add_api_route("/api/test-refusal", refuse, methods=["POST"])
    app.router.routes.insert(0, app.router.routes.pop())  # ahead of the /api catch-all


def _actions(session: Session) -> list[str]:
    return [event.action for event in session.exec(select(AuditEvent).where(AuditEvent.target == "T-1"))]


class TestRefusal:
    def test_the_refusal_is_kept_and_the_change_rolled_back(self, app, client, session):
        _refusing_route(app)
        answer = client.post("/api/test-refusal")
        assert answer.status_code == 400
        assert _actions(session) == ["test_refused"]
        [event] = session.exec(select(AuditEvent).where(AuditEvent.action == "test_refused")).all()
        assert (event.result, event.details) == ("refused", {"reason": "because"})

    def test_a_refusal_answered_without_error_is_written_once(self, session):
        audit.refusal(session, "test_refused", target="T-1")
        session.commit()
        assert _actions(session) == ["test_refused"]

    def test_a_counted_login_failure_is_kept_too(self, client, session):
        before = len(session.exec(select(LoginFailure)).all())
        body = {"passserial": "ZZ", "passnum": "9999999", "pin": "99999999999999"}
        assert client.post("/api/check_before_auth", json=body).status_code == 400
        assert len(session.exec(select(LoginFailure)).all()) == before + 1
        refused = session.exec(select(AuditEvent).where(AuditEvent.target == body["pin"])).all()
        assert [(event.action, event.result) for event in refused] == [("check_before_auth", "not_found")]
