"""The notary list's pages kept ready: answered again without the database, per language, dropped by a write of a
row they show."""

import asyncio
from datetime import timedelta

from sqlalchemy import event
from sqlmodel import select

from notary.core import clock
from notary.core.db import SessionSource
from notary.models import AbsenceKind, Notary, NotaryAbsence
from notary.notaries import pages
from tests.notaries.test_notaries import MALIKA_PIN, _list, _malika


def _statements_during(engine, request) -> list[str]:
    seen: list[str] = []

    def note(_connection, _cursor, statement, *_args) -> None:
        seen.append(statement)

    event.listen(engine, "before_cursor_execute", note)
    try:
        request()
    finally:
        event.remove(engine, "before_cursor_execute", note)
    return seen


def test_a_kept_page_is_answered_without_the_database(client, engine):
    first = _list(client, q="Rahimova Malika")
    assert _statements_during(engine, lambda: _list(client, q="Rahimova Malika")) == []
    assert _list(client, q="Rahimova Malika") == first
    assert _statements_during(engine, lambda: _list(client, q="Malika Rahimova")) != []


def test_each_language_has_its_own_page(client):
    [latin] = _list(client, "oz", q="Rahimova Malika")["items"]
    [cyrillic] = _list(client, "uz", q="Rahimova Malika")["items"]
    assert (latin["fullname"], cyrillic["fullname"]) == ("Rahimova Malika Anvarovna", "Раҳимова Малика Анваровна")


def test_a_changed_notary_shows_at_once(client, session):
    assert _list(client, q="Rahimova Malika")["items"][0]["online"] is not None
    malika = _malika(session)
    malika.online = not malika.online
    session.add(malika)
    session.flush()
    [item] = _list(client, q="Rahimova Malika")["items"]
    assert item["online"] is malika.online


def test_an_absence_from_today_shows_at_once(client, session):
    assert _list(client, q="Rahimova Malika")["items"][0]["state"] == "working"
    malika = session.exec(select(Notary).where(Notary.pin == MALIKA_PIN)).one()
    today = clock.today()
    absence = NotaryAbsence(
        notary_id=malika.id or 0, kind=AbsenceKind.vacation, date_from=today, date_to=today + timedelta(days=3)
    )
    session.add(absence)
    session.commit()
    assert _list(client, q="Rahimova Malika")["items"][0]["state"] == "vacation"


def test_kept_pages_are_bounded(client, monkeypatch):
    monkeypatch.setattr(pages, "MAX_PAGES", 2)
    for query in ("Rahimova", "Malika", "Anvarovna"):
        _list(client, q=query)
    assert all(len(kept.ready) <= 2 for kept in pages._by_source.values())


def _computing(body: bytes, seconds: float = 0):
    calls: list[bytes] = []

    async def compute() -> bytes:
        calls.append(body)
        await asyncio.sleep(seconds)
        return body

    return compute, calls


def _source() -> SessionSource:
    def provider():
        yield from ()

    return SessionSource(provider)


def test_concurrent_readers_of_a_missing_page_share_one_computation():
    source, (compute, calls) = _source(), _computing(b"page", 0.01)

    async def readers():
        return await asyncio.gather(*(pages.page(source, "key", compute) for _ in range(5)))

    assert asyncio.run(readers()) == [b"page"] * 5
    assert len(calls) == 1


def test_an_expired_copy_is_answered_while_one_reader_renews_it(monkeypatch):
    monkeypatch.setattr(pages, "FRESH_SECONDS", 0)
    source = _source()

    async def run():
        await pages.page(source, "key", _computing(b"old")[0])
        renewal = asyncio.ensure_future(pages.page(source, "key", _computing(b"new", 0.01)[0]))
        await asyncio.sleep(0)
        meanwhile = await pages.page(source, "key", _computing(b"never")[0])
        return meanwhile, await renewal

    assert asyncio.run(run()) == (b"old", b"new")
