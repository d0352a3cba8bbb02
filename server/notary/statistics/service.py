"""Statistics of registered acts: aggregate queries, kept in each server process for a configured time (they scan
the whole registry; a few minutes' staleness is fine for charts)."""

import threading
import time
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import extract, func
from sqlmodel import Session, col, select

from notary.acts.service import registered_acts
from notary.core.settings import get_settings
from notary.kit.language import content_language, localised
from notary.models import ActType, Region
from notary.models._base import utcnow
from notary.statistics.schemas import CountBy, MonthCount, Statistics

MONTHS_SHOWN = 12


@dataclass(frozen=True)
class Counts:
    computed_at: datetime
    by_type: dict[int, int]
    by_region: dict[int, int]
    by_month: dict[tuple[int, int], int]


_cache: dict[str, tuple[float, Counts]] = {}
_lock = threading.Lock()


def _months(today: date) -> list[tuple[int, int]]:
    """The last MONTHS_SHOWN months, the current one last."""
    index = today.year * 12 + today.month - 1
    return [divmod(i, 12) for i in range(index - MONTHS_SHOWN + 1, index + 1)]


def _compute(session: Session, today: date) -> Counts:
    registered = registered_acts().subquery()
    by_type = session.exec(select(registered.c.act_type_id, func.count()).group_by(registered.c.act_type_id)).all()
    by_region = session.exec(select(registered.c.region_id, func.count()).group_by(registered.c.region_id)).all()
    first_year, first_month = _months(today)[0]
    year, month = extract("year", registered.c.regdate), extract("month", registered.c.regdate)
    statement = (
        select(year, month, func.count())
        .where(registered.c.regdate >= date(first_year, first_month + 1, 1))
        .group_by(year, month)
    )
    by_month = {(int(y), int(m)): count for y, m, count in session.exec(statement)}
    return Counts(utcnow(), dict(by_type), dict(by_region), by_month)


def _counts(session: Session, today: date) -> Counts:
    ttl = get_settings().catalogue.statistics_cache_seconds
    key = today.isoformat()
    with _lock:
        cached = _cache.get(key)
        if cached and time.monotonic() - cached[0] < ttl:
            return cached[1]
    counts = _compute(session, today)
    with _lock:
        _cache.clear()  # only today's entry is ever wanted again
        _cache[key] = (time.monotonic(), counts)
    return counts


def clear_cache() -> None:
    with _lock:
        _cache.clear()


def statistics(session: Session) -> Statistics:
    today = date.today()
    counts = _counts(session, today)
    language = content_language()
    act_types = session.exec(select(ActType).order_by(col(ActType.position))).all()
    regions = session.exec(select(Region).order_by(col(Region.position))).all()
    return Statistics(
        generatedAt=counts.computed_at,
        total=sum(counts.by_type.values()),
        byType=[
            CountBy(id=t.id, label=localised(t, "name", language), count=counts.by_type.get(t.id, 0)) for t in act_types
        ],
        byRegion=[
            CountBy(id=r.id, label=localised(r, "name", language), count=counts.by_region.get(r.id, 0)) for r in regions
        ],
        byMonth=[
            MonthCount(month=f"{y}-{m + 1:02d}", count=counts.by_month.get((y, m + 1), 0)) for y, m in _months(today)
        ],
    )
