import csv
import io
from datetime import UTC, datetime

import pytest
from sqlmodel import select

from notary.models import AuditEvent, User
from tests.conftest import ADMIN, bearer

CITIZEN = ("AA", "1234567")  # Dilnoza
NOTARY = ("AB", "7654321")  # Malika
DILNOZA_PIN = "41403850230012"
OTHER_PIN = "32107830340017"
ACT = "0b8e6f5e-6a3c-4b53-9d0e-2f4f7d7a9c11"
JANUARY = {"since": "2025-01-01T00:00:00Z", "until": "2025-02-01T00:00:00Z"}


def _at(day: int, hour: int) -> datetime:
    return datetime(2025, 1, day, hour, tzinfo=UTC)


@pytest.fixture
def events(client, login, session) -> dict[str, AuditEvent]:
    """A January of the log: a login, an act signed by Dilnoza, a kiosk revoked, a kiosk login, a health change."""
    login(*CITIZEN)
    dilnoza = session.exec(select(User).where(User.pin == DILNOZA_PIN)).one()
    rows = {
        "login": AuditEvent(at=_at(10, 10), action="login", result="ok", target=DILNOZA_PIN),
        "signed": AuditEvent(at=_at(10, 11), action="act_signed", result="ok", target=ACT, actor_user_id=dilnoza.id),
        "revoked": AuditEvent(at=_at(11, 9), action="kiosk_revoked", result="ok", target="TSH-001"),
        "kiosk_login": AuditEvent(
            at=_at(12, 9), action="login", result="ok", target=OTHER_PIN, details={"issuer": "kiosk:TSH-001"}
        ),
        "health": AuditEvent(
            at=_at(13, 9), action="kiosk_health_changed", result="ok", target="=TSH-002", details={"failing": []}
        ),
    }
    session.add_all(rows.values())
    session.flush()
    return rows


def _search(client, login, **params) -> dict:
    answer = client.get("/api/admin/audit/events", params={**JANUARY, **params}, headers=bearer(login(*ADMIN)))
    assert answer.status_code == 200, answer.text
    return answer.json()


def _ids(page: dict) -> list[int]:
    return [item["id"] for item in page["items"]]


class TestSearch:
    def test_by_person_about_them_or_done_by_them(self, client, login, events):
        page = _search(client, login, pin=DILNOZA_PIN)
        assert _ids(page) == [events["signed"].id, events["login"].id]
        assert page["items"][0]["actorPin"] == DILNOZA_PIN

    def test_by_act(self, client, login, events):
        assert _ids(_search(client, login, act=ACT)) == [events["signed"].id]

    def test_by_kiosk_about_it_or_a_login_it_signed(self, client, login, events):
        assert _ids(_search(client, login, kiosk="TSH-001")) == [events["kiosk_login"].id, events["revoked"].id]

    def test_by_event_types(self, client, login, events):
        assert _ids(_search(client, login, action="login")) == [events["kiosk_login"].id, events["login"].id]
        both = _search(client, login, action=["login", "kiosk_revoked"])
        assert _ids(both) == [events["kiosk_login"].id, events["revoked"].id, events["login"].id]

    def test_by_time_range(self, client, login, events):
        page = _search(client, login, since="2025-01-11T00:00:00Z", until="2025-01-12T09:00:00Z")
        assert _ids(page) == [events["revoked"].id]  # until is exclusive

    def test_paged_newest_first_with_the_total(self, client, login, events):
        first = _search(client, login, limit=2)
        assert (_ids(first), first["total"]) == ([events["health"].id, events["kiosk_login"].id], 5)
        assert _ids(_search(client, login, limit=2, offset=4)) == [events["login"].id]

    def test_the_event_types_are_listed(self, client, login, events):
        answer = client.get("/api/admin/audit/actions", headers=bearer(login(*ADMIN)))
        assert answer.status_code == 200
        assert {"login", "act_signed", "kiosk_revoked"} <= set(answer.json())
        assert answer.json() == sorted(set(answer.json()))


class TestExport:
    def _export(self, client, login, **params):
        answer = client.get("/api/admin/audit/events.csv", params={**JANUARY, **params}, headers=bearer(login(*ADMIN)))
        assert answer.status_code == 200, answer.text
        return answer, list(csv.reader(io.StringIO(answer.text)))

    def test_the_same_result_as_csv_with_a_header(self, client, login, events):
        answer, rows = self._export(client, login, kiosk="TSH-001")
        assert answer.headers["content-type"].startswith("text/csv")
        assert "attachment" in answer.headers["content-disposition"]
        assert rows[0] == [
            "id",
            "at",
            "action",
            "result",
            "actor_user_id",
            "actor_pin",
            "target",
            "channel",
            "address",
            "request_id",
            "details",
        ]
        assert [row[2] for row in rows[1:]] == ["login", "kiosk_revoked"]
        assert rows[1][6] == OTHER_PIN and rows[1][10] == '{"issuer": "kiosk:TSH-001"}'
        assert answer.headers["x-export-rows"] == "2" and answer.headers["x-export-truncated"] == "false"

    def test_the_actor_is_named(self, client, login, events):
        _, rows = self._export(client, login, act=ACT)
        assert rows[1][5] == DILNOZA_PIN and rows[1][4] == str(events["signed"].actor_user_id)

    def test_a_cell_a_spreadsheet_would_run_stays_text(self, client, login, events):
        _, rows = self._export(client, login, action="kiosk_health_changed")
        assert rows[1][6] == "'=TSH-002"

    def test_the_export_is_capped(self, client, login, events, monkeypatch):
        from notary.auditlog import service

        monkeypatch.setattr(service, "EXPORT_MAX_ROWS", 2)
        answer, rows = self._export(client, login)
        assert len(rows) == 3 and answer.headers["x-export-truncated"] == "true"

    def test_the_export_is_audited(self, client, login, session, events):
        self._export(client, login, pin=DILNOZA_PIN)
        event = session.exec(select(AuditEvent).where(AuditEvent.action == "audit_exported")).one()
        assert event.actor_user_id is not None and event.details["query"]["pin"] == DILNOZA_PIN
        assert event.details["rows"] == 2


class TestBounds:
    @pytest.mark.parametrize(
        "params",
        [
            {"limit": 0},
            {"limit": 201},
            {"offset": -1},
            {"offset": 2**31},
            {"pin": "4140385023001\x01"},
            {"pin": "Dilnoza"},
            {"act": "not-a-uuid"},
            {"kiosk": "TSH 001\n"},
            {"action": "login\x00"},
            {"since": "2025-01-01T00:00:00"},  # without a time zone
        ],
        ids=lambda params: next(iter(params)),
    )
    def test_a_bad_filter_is_a_400(self, client, login, params):
        answer = client.get("/api/admin/audit/events", params=params, headers=bearer(login(*ADMIN)))
        assert answer.status_code == 400, answer.text


class TestAccess:
    @pytest.mark.parametrize(
        "path", ["/api/admin/audit/events", "/api/admin/audit/events.csv", "/api/admin/audit/actions"]
    )
    @pytest.mark.parametrize("who", [CITIZEN, NOTARY], ids=["citizen", "notary"])
    def test_only_administrators(self, client, login, path, who):
        assert client.get(path, headers=bearer(login(*who))).status_code == 403

    def test_without_a_session_access_is_denied(self, client):
        assert client.get("/api/admin/audit/events").status_code == 403

    def test_an_administrator_is_allowed(self, client, login):
        assert client.get("/api/admin/audit/events", headers=bearer(login(*ADMIN))).status_code == 200
