"""The public notary list's pages kept ready as JSON, so the most read page of the service seldom reaches the
database.

A page is the same for everyone who asks in a language on a day (it carries nothing of the reader), so it is kept per
source of sessions (the database; a test's own rolled-back one), language, day and query. A write of a row the list
shows (a notary, office, absence, region or district) drops this process's pages at its flush and again at its
commit; the other server processes notice it when their copy expires, `FRESH_SECONDS` (and one computation) at most.
One reader computes a missing or expired page: the others wait for it when there is no copy, and take the expired
copy meanwhile when there is one."""

import asyncio
import threading
import time
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass, field
from typing import Any
from weakref import WeakKeyDictionary

from sqlalchemy import event
from sqlalchemy.orm import Session

from notary.core import ready_answers
from notary.core.db import SessionSource
from notary.models import District, Notary, NotaryAbsence, NotaryOffice, Region

# How stale another server process's copy of a page may be after a write.
FRESH_SECONDS = 2.0
# Pages kept at most per process (about 10 kB each at the default size): many distinct searches do not grow memory.
MAX_PAGES = 500
_SHOWN = (Notary, NotaryOffice, NotaryAbsence, Region, District)


@dataclass
class _Pages:
    ready: dict[Hashable, tuple[float, bytes]] = field(default_factory=dict)
    pending: dict[Hashable, asyncio.Future[bytes]] = field(default_factory=dict)
    # Bumped by every write: a page computed across a write is not kept.
    generation: int = 0

    def keep(self, key: Hashable, body: bytes) -> None:
        now = time.monotonic()
        if len(self.ready) >= MAX_PAGES:
            for expired in [kept for kept, (until, _) in list(self.ready.items()) if until <= now]:
                self.ready.pop(expired, None)
        if len(self.ready) >= MAX_PAGES:
            self.ready.clear()
        self.ready[key] = (now + FRESH_SECONDS, body)

    def drop(self) -> None:
        self.ready.clear()
        self.generation += 1


_by_source: WeakKeyDictionary[Callable[..., Any], _Pages] = WeakKeyDictionary()
# Writes drop pages from worker threads while the event loop adds sources.
_sources_lock = threading.Lock()


def _pages_of(source: SessionSource) -> _Pages:
    with _sources_lock:
        return _by_source.setdefault(source.provider, _Pages())


async def page(source: SessionSource, key: Hashable, compute: Callable[[], Awaitable[bytes]]) -> bytes:
    """The page under `key`: kept, being computed for another reader, or computed now by `compute`."""
    pages = _pages_of(source)
    kept = pages.ready.get(key)
    if kept is not None and kept[0] > time.monotonic():
        return kept[1]
    if key in pages.pending:
        # An expired copy while one reader renews it: no write has dropped it, so it is as fresh as the others.
        return kept[1] if kept is not None else await asyncio.shield(pages.pending[key])
    pending = asyncio.get_running_loop().create_future()
    pages.pending[key] = pending
    generation = pages.generation
    try:
        body = await compute()
    except BaseException as exc:
        pending.set_exception(exc)
        pending.exception()  # marked retrieved: no warning when no other reader waited
        raise
    finally:
        pages.pending.pop(key, None)
    pending.set_result(body)
    if generation == pages.generation:
        pages.keep(key, body)
    return body


def _drop_all() -> None:
    with _sources_lock:
        sources = list(_by_source.values())
    for pages in sources:
        pages.drop()
    ready_answers.drop_all()


def _drop_when_shown_rows_change(session: Session, _context: Any) -> None:
    if any(isinstance(row, _SHOWN) for rows in (session.new, session.dirty, session.deleted) for row in rows):
        session.info["notary_pages_stale"] = True
        _drop_all()


def _drop_after_commit(session: Session) -> None:
    # Again at the commit: a reader may have kept the committed rows of before between the flush and the commit.
    if session.info.pop("notary_pages_stale", False):
        _drop_all()


event.listen(Session, "after_flush", _drop_when_shown_rows_change)
event.listen(Session, "after_commit", _drop_after_commit)
