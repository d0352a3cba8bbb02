"""Refused anonymous calls are counted per address, kind and minute in the shared Redis: the first of each minute is
written in full, and after the minute one row with its count; a refusal of a logged-in user is always written."""

from sqlmodel import Session, col, select

from notary.audit import service as audit
from notary.core import jobs
from notary.core.request_context import ClientContext, current_client
from notary.models import AuditEvent

HEARTBEAT = "/api/kiosks/heartbeat"


def _refused(session: Session, action: str = "kiosk_auth_refused") -> list[AuditEvent]:
    return list(session.exec(select(AuditEvent).where(AuditEvent.action == action).order_by(col(AuditEvent.id))))


def _refuse_from(session: Session, address: str, result: str = "refused") -> None:
    token = current_client.set(ClientContext(address=address))
    try:
        audit.refusal(session, "face_check_refused", result, details={"reason": "test"})
    finally:
        current_client.reset(token)


def _minute_over(session: Session, later) -> None:
    later(0.05)  # three minutes on: the minute's count is due
    jobs.run_due(session.connection())


class TestWithTheSharedRedis:
    def test_the_first_of_a_minute_is_written_and_then_the_count(self, redis, client, session, later):
        for _ in range(5):
            assert client.post(HEARTBEAT, json={}).status_code in (400, 403)
        [first] = _refused(session)
        assert (first.address, first.details) == ("testclient", {"reason": "no kiosk token"})
        _minute_over(session, later)
        first_again, count = _refused(session)
        assert first_again.id == first.id
        assert (count.result, count.address, count.channel) == ("refused", "testclient", "browser")
        assert count.details["count"] == 5
        assert count.details["minute"].startswith(first.at.strftime("%Y-%m-%dT%H:%M"))

    def test_a_single_refusal_writes_no_count(self, redis, session, later):
        _refuse_from(session, "198.51.100.1")
        _minute_over(session, later)
        assert len(_refused(session, "face_check_refused")) == 1

    def test_addresses_and_kinds_are_counted_apart(self, redis, session, later):
        for address, result in [("198.51.100.1", "refused"), ("198.51.100.2", "refused"), ("198.51.100.1", "busy")]:
            for _ in range(3):
                _refuse_from(session, address, result)
        assert len(_refused(session, "face_check_refused")) == 3
        _minute_over(session, later)
        counts = [event for event in _refused(session, "face_check_refused") if "count" in event.details]
        assert sorted((event.address, event.result, event.details["count"]) for event in counts) == [
            ("198.51.100.1", "busy", 3),
            ("198.51.100.1", "refused", 3),
            ("198.51.100.2", "refused", 3),
        ]

    def test_the_refusals_of_a_user_are_each_written(self, redis, session):
        for _ in range(3):
            audit.refusal(session, "act_action", actor_user_id=1, target="act", details={"why": "test"})
        assert len(_refused(session, "act_action")) == 3


class TestWithoutRedis:
    def test_the_embedded_default_writes_every_refusal(self, client, session):
        for _ in range(3):
            client.post(HEARTBEAT, json={})
        assert len(_refused(session)) == 3
