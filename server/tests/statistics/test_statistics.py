"""Statistics of registered acts by type, region and month: aggregate counts, cached for the configured time."""

from datetime import date

import pytest
from sqlmodel import select

from notary.models import ActState, NotarialAct
from notary.statistics import service
from tests.factories import create_act


@pytest.fixture(autouse=True)
def fresh_cache():
    service.clear_cache()
    yield
    service.clear_cache()


def _add_act(session, regnum: str, regdate: date, act_type_id: int = 11651, state=ActState.registered) -> None:
    create_act(session, regnum=regnum, regdate=regdate, act_type_id=act_type_id, state=state)


def _statistics(client, language="oz"):
    answer = client.get("/api/statistics", headers={"Accept-Language": language})
    assert answer.status_code == 200
    return answer.json()


class TestStatistics:
    def test_counts_the_registered_acts_three_ways(self, client, session):
        total = len(session.exec(select(NotarialAct)).all())
        body = _statistics(client, "ru")
        assert body["total"] == total == sum(row["count"] for row in body["byType"])
        assert sum(row["count"] for row in body["byRegion"]) == total
        by_type = {row["id"]: row for row in body["byType"]}
        assert by_type[11651]["label"] == "Общая доверенность" and by_type[11651]["count"] >= 1
        assert len(body["byType"]) == 15 and len(body["byRegion"]) == 14
        tashkent = next(row for row in body["byRegion"] if row["id"] == 1726)
        assert tashkent["count"] >= 2  # both demo acts were registered in Tashkent

    def test_the_last_twelve_months(self, client, session):
        today = date.today()
        _add_act(session, "0005000", today)
        _add_act(session, "0005001", today, act_type_id=1)
        months = _statistics(client)["byMonth"]
        assert len(months) == 12
        assert months[-1] == {"month": f"{today:%Y-%m}", "count": 2}
        assert months[0]["month"] < months[-1]["month"]

    def test_acts_not_registered_are_not_counted(self, client, session):
        before = _statistics(client)["total"]
        for number, state in enumerate([ActState.draft, ActState.in_progress, ActState.deleted, ActState.inactive]):
            _add_act(session, f"0006{number:03d}", date.today(), state=state)
        service.clear_cache()
        _add_act(session, "0006100", date.today(), state=ActState.cancelled)  # registered, then cancelled
        assert _statistics(client)["total"] == before + 1

    def test_cached_until_the_time_runs_out(self, client, session):
        before = _statistics(client)["total"]
        _add_act(session, "0005002", date.today())
        assert _statistics(client)["total"] == before
        service.clear_cache()
        assert _statistics(client)["total"] == before + 1

    def test_labels_follow_the_language_from_the_same_cache(self, client):
        oz, uz = _statistics(client, "oz"), _statistics(client, "uz")
        assert [row["count"] for row in oz["byType"]] == [row["count"] for row in uz["byType"]]
        assert oz["byType"][0]["label"] != uz["byType"][0]["label"]
