"""The server's one clock (docs/contracts/acts.md#time). In the sandbox it may start at a chosen instant
(`NOTARY_SANDBOX_CLOCK`) and run on from there at the normal rate, so the time rules can be shown at any hour. The
first process on a database records the real moment the sandbox clock started (`sandbox_clock`), and every later
process on it (each server worker, a CLI issuing a session) counts from that moment: they all keep one time."""

from datetime import UTC, date, datetime, timedelta, timezone
from functools import lru_cache

from sqlmodel import Session

from notary.core.settings import get_settings
from notary.models import SandboxClock

TASHKENT = timezone(timedelta(hours=5), "Asia/Tashkent")  # visits are in Tashkent time, no daylight saving


@lru_cache
def _offset() -> timedelta:
    start = get_settings().sandbox_clock
    return timedelta(0) if start is None else start - _anchored_at(start)


def _anchored_at(start: datetime) -> datetime:
    from notary.core.db import get_engine  # the clock is read by the database layer's callers, never at its import

    with Session(get_engine()) as session:
        anchor = session.get(SandboxClock, start)
        if anchor is None:
            anchor = SandboxClock(start=start, anchored_at=datetime.now(UTC))
            session.add(anchor)
            session.commit()
        return anchor.anchored_at


def now() -> datetime:
    """Aware UTC."""
    offset = _offset()  # first: on the first call it is measured against the real clock
    return datetime.now(UTC) + offset


def real(instant: datetime) -> datetime:
    """The real moment of an instant of this clock: what another program's timestamps (the media server's) say."""
    return instant - _offset()


def today() -> date:
    """The date in Tashkent, where every act's dates are."""
    return now().astimezone(TASHKENT).date()
