"""The electronic queue at scale: a notary's free days of a month (the booking calendar) and the free slots of a day,
by the queue's own service (`notary.queue.service`, one session per call as a request has), on PostgreSQL holding
1 000 notaries, each with a weekly timetable, and 1 000 000 bookings with the places they take (docs/queue.md).
Goal: p99 <= 20 ms for each figure. The first two ask Malika Rahimova's calendar; the third a different notary each
run, so no figure rests on one notary's rows being cached.

The bookings are a queue in use: about 1 000 per notary on the slots of its timetable from June to December 2026, the
clock at Tuesday 1 December 2026, 08:00 Tashkent, so the whole of December lies within the 30-day horizon (the month
with the most to compute). The past ones served, some late, no-shows or cancelled; the ones to come booked or
cancelled, one per citizen; a cancelled booking holds no place, as the service releases it.

Creates its own database notary_bench_queue (PostgreSQL on 127.0.0.1:5432, user postgres), adds the notaries with
INSERT ... SELECT generate_series and the citizens and bookings with COPY, the places from the bookings in SQL; drops
it at the end.
Run: uv run python bench/queue_bench.py  [--notaries 1000] [--bookings 1000000] [--citizens 200000] [--runs 200]
"""

import argparse
import json
import os
import random
import sys
import time
import uuid
from collections.abc import Callable
from datetime import date, datetime, timedelta

import psycopg
from benchkit import percentile, prepare_database, scratch_database

NAME = "notary_bench_queue"
CLOCK = "2026-12-01T08:00:00+05:00"
FIRST_DAY, LAST_DAY, MONTH = date(2026, 6, 1), date(2026, 12, 31), "2026-12"
MALIKA_PIN = "40209790120025"
SERVICE = 11651  # a general power of attorney
SERVICES = (1, 4, 9, 101, 105, 11651, 11771, 11680, 15003, 15034)
GOAL = 20.0
BOOKING_COLUMNS = (
    "id, uuid, user_id, notary_id, office_id, service_id, starts_at, ends_at, state, registered_at, phone, email, "
    "description, checked_in_at, reason, version"
)

# Notaries added to the sandbox directory's: active, receiving, in its offices, with its timetables.
NOTARIES = """
WITH directory AS (
    SELECT row_number() OVER (ORDER BY id) - 1 AS k, * FROM notary
)
INSERT INTO notary (pin, surname, name, patronymic, fullname_uz, search_key, licence_number, licence_date,
                    licence_status, state, online, office_id, phone, ministry_rating, review_count, timetable)
SELECT '7' || lpad(g::text, 13, '0'), d.surname, d.name, d.patronymic, d.fullname_uz, d.search_key,
       'Q' || lpad(g::text, 6, '0'), d.licence_date, 'active', 'working', d.online, d.office_id, d.phone,
       d.ministry_rating, 0, d.timetable
FROM generate_series(1, %(count)s) AS g
JOIN directory d ON d.k = g %% (SELECT count(*) FROM directory)
"""
# Each booking that holds its slot has place 1 of it (capacity 1): what the service's `_take_place` writes.
PLACES = """
INSERT INTO slot_place (notary_id, starts_at, place, booking_id)
SELECT notary_id, starts_at, 1, id FROM queue_booking WHERE state <> 'cancelled'
"""


def _load_notaries(connection: psycopg.Connection, total: int) -> list[tuple[int, int, list]]:
    """The directory grown to `total` notaries; each one's id, office and timetable."""
    count = connection.execute("SELECT count(*) FROM notary").fetchone()[0]
    if total > count:
        connection.execute(NOTARIES, {"count": total - count})
    return connection.execute("SELECT id, office_id, timetable FROM notary ORDER BY id").fetchall()


def _load_citizens(connection: psycopg.Connection, count: int) -> list[int]:
    """`count` citizens as the first login makes them (the model's defaults for what the registry does not say)."""
    from notary.models import User

    template = User(
        pin="", passserial="AA", passnum="", name="Aziz", surname="Tursunov", gender=1, birthdate=date(1990, 1, 1)
    ).model_dump(exclude={"id"})
    columns = list(template)
    with connection.cursor() as cursor, cursor.copy(f'COPY "user" ({", ".join(columns)}) FROM STDIN') as copy:
        for k in range(count):
            row = template | {"pin": f"5{k:013d}", "passnum": f"{k:07d}"}
            copy.write_row([row[column] for column in columns])
    return [user_id for (user_id,) in connection.execute('SELECT id FROM "user" WHERE pin LIKE %s', ("5%",))]


class Bookings:
    """The bookings of each notary on the slots its timetable offers, as the queue's plan computes them."""

    def __init__(self, citizens: list[int], services: list[int], now: datetime) -> None:
        from notary.core.settings import get_settings
        from notary.queue import service

        self.rng = random.Random(14)
        self.citizens, self.services, self.now = citizens, services, now
        self.grid = service.grid()
        self.holidays = set(get_settings().queue.holidays)
        self.offered: dict[str, list[datetime]] = {}
        self.next_id, self.ahead = 1, 0

    def slots(self, timetable: list) -> list[datetime]:
        """Every slot start from FIRST_DAY to LAST_DAY, holidays left out; one list per distinct timetable."""
        from notary.queue import plan

        key = json.dumps(timetable, sort_keys=True)
        if key not in self.offered:
            days = [FIRST_DAY + timedelta(days=n) for n in range((LAST_DAY - FIRST_DAY).days + 1)]
            self.offered[key] = [
                start
                for day in days
                if day not in self.holidays
                for start in plan.slot_starts(timetable, day, self.grid, 1)
            ]
        return self.offered[key]

    def rows(self, notary_id: int, office_id: int, timetable: list, count: int) -> list[tuple]:
        offered = self.slots(timetable)
        return [self._row(notary_id, office_id, start) for start in self.rng.sample(offered, min(count, len(offered)))]

    def _row(self, notary_id: int, office_id: int, start: datetime) -> tuple:
        rng, booking_id = self.rng, self.next_id
        self.next_id += 1
        state, checked_in = self._state(start)
        if start > self.now:  # one booking to come per citizen (while they last): no one past the limits
            citizen = self.citizens[self.ahead % len(self.citizens)]
            self.ahead += 1
        else:
            citizen = rng.choice(self.citizens)
        registered = min(start - timedelta(hours=rng.uniform(1, 480)), self.now - timedelta(hours=rng.uniform(0, 48)))
        uid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        who = (booking_id, uid, citizen, notary_id, office_id, rng.choice(self.services))
        return (*who, start, start + self.grid, state, registered, "901234567", "", "", checked_in, "", 1)

    def _state(self, start: datetime) -> tuple[str, datetime | None]:
        roll = self.rng.random()
        if start > self.now:
            return ("booked" if roll < 0.9 else "cancelled"), None
        if roll < 0.8:
            return "served", start - timedelta(minutes=10)
        if roll < 0.85:
            return "late", start + timedelta(minutes=20)
        return ("no_show" if roll < 0.9 else "cancelled"), None


def _load_bookings(connection: psycopg.Connection, notaries: list[tuple], total: int, citizens: int) -> int:
    """`total` bookings spread evenly over the notaries, then their places; how many places came back."""
    from notary.core import clock

    users = _load_citizens(connection, citizens)
    known = {row[0] for row in connection.execute("SELECT id FROM act_type")}
    bookings = Bookings(users, [service for service in SERVICES if service in known], clock.now())
    with connection.transaction(), connection.cursor() as cursor:
        # Generated rows refer to existing notaries, offices, citizens and types: skip the per-row foreign-key
        # triggers (the indexes are still maintained, as in production).
        cursor.execute("SET LOCAL session_replication_role = replica")
        with cursor.copy(f"COPY queue_booking ({BOOKING_COLUMNS}) FROM STDIN") as copy:
            for index, (notary_id, office_id, timetable) in enumerate(notaries):
                share = total // len(notaries) + (index < total % len(notaries))
                for row in bookings.rows(notary_id, office_id, timetable, share):
                    copy.write_row(row)
        cursor.execute(PLACES)
        places = cursor.rowcount
    connection.execute("SELECT setval(pg_get_serial_sequence('queue_booking', 'id'), max(id)) FROM queue_booking")
    return places


def _load_absences(connection: psycopg.Connection, notaries: list[tuple], malika: int) -> None:
    """A week's vacation for one notary in 25 (Malika's in October, so her December is whole)."""
    rng = random.Random(25)
    weeks = [(malika, date(2026, 10, 12))] + [
        (notary_id, FIRST_DAY + timedelta(weeks=rng.randrange(30))) for notary_id, _, _ in notaries[::25]
    ]
    with connection.cursor() as cursor:
        cursor.executemany(
            "INSERT INTO notary_absence (notary_id, kind, date_from, date_to) VALUES (%s, 'vacation', %s, %s)",
            [(notary_id, monday, monday + timedelta(days=4)) for notary_id, monday in weeks],
        )


def _figure(call: Callable[[int], object], runs: int) -> tuple[float, float]:
    for number in range(10):
        call(number)  # warm the connection pool, the caches and the plans
    samples = []
    for number in range(runs):
        started = time.perf_counter()
        call(number)
        samples.append((time.perf_counter() - started) * 1000)
    return percentile(samples, 0.5), percentile(samples, 0.99)


def _in_session(ask: Callable) -> Callable[..., object]:
    """The service called in a session of its own, as a request calls it."""
    from sqlmodel import Session

    from notary.core.db import get_engine

    def call(*args: object) -> object:
        with Session(get_engine()) as session:
            return ask(session, *args)

    return call


def _figures(malika: int, others: list[int], runs: int) -> dict[str, tuple[float, float]]:
    from notary.queue import service

    free_days, free_slots = _in_session(service.free_days), _in_session(service.free_slots)
    month = free_days(malika, SERVICE, MONTH)
    if not any(day.free for day in month) or any(day.free < 0 for day in month):
        raise SystemExit(f"Malika's December makes no sense: {month}")
    open_days = [day.date for day in month if day.free]
    return {
        "free_days, a month (Malika)": _figure(lambda _n: free_days(malika, SERVICE, MONTH), runs),
        "free_slots, a day (Malika)": _figure(
            lambda n: free_slots(malika, SERVICE, open_days[n % len(open_days)]), runs
        ),
        "free_days, a month (another each run)": _figure(
            lambda n: free_days(others[n % len(others)], SERVICE, MONTH), runs
        ),
    }


def _run(url: str, notaries: int, bookings: int, citizens: int, runs: int) -> None:
    prepare_database()
    with psycopg.connect(url, autocommit=True) as connection:
        started = time.perf_counter()
        directory = _load_notaries(connection, notaries)
        malika = connection.execute("SELECT id FROM notary WHERE pin = %s", (MALIKA_PIN,)).fetchone()[0]
        places = _load_bookings(connection, directory, bookings, citizens)
        _load_absences(connection, directory, malika)
        # Settled as a database in use is: no autovacuum or checkpoint of the load runs during the measures.
        connection.execute("VACUUM (ANALYZE)")
        connection.execute("CHECKPOINT")
        total = connection.execute("SELECT count(*) FROM queue_booking").fetchone()[0]
        print(
            f"loaded {len(directory):,} notaries, {total:,} bookings, {places:,} places in "
            f"{time.perf_counter() - started:.0f} s",
            file=sys.stderr,
        )
        others = [
            notary_id
            for (notary_id,) in connection.execute(
                "SELECT id FROM notary WHERE licence_status = 'active' AND state = 'working' AND id <> %s "
                "ORDER BY random() LIMIT %s",
                (malika, runs),
            )
        ]
    _print(_figures(malika, others, runs), len(directory), total, places, runs)


def _print(results: dict[str, tuple[float, float]], notaries: int, bookings: int, places: int, runs: int) -> None:
    header = f"{'figure':<40}{'samples':>9}{'p50 ms':>10}{'p99 ms':>10}{'goal':>16}{'met':>6}"
    print(f"queue of {notaries:,} notaries, {bookings:,} bookings, {places:,} places taken; month {MONTH}")
    print(header)
    print("-" * len(header))
    for label, (p50, p99) in results.items():
        met = "yes" if p99 <= GOAL else "no"
        print(f"{label:<40}{runs:>9}{p50:>10.2f}{p99:>10.2f}{f'p99 <= {GOAL:g} ms':>16}{met:>6}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notaries", type=int, default=1000)
    parser.add_argument("--bookings", type=int, default=1_000_000)
    parser.add_argument("--citizens", type=int, default=200_000)
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()
    os.environ["NOTARY_SANDBOX_CLOCK"] = CLOCK  # before the settings are first read
    started = time.perf_counter()
    with scratch_database(NAME) as url:
        _run(url, args.notaries, args.bookings, args.citizens, args.runs)
    print(f"ran in {time.perf_counter() - started:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
