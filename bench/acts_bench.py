"""The notarial-act API at scale: p50 and p99 of an action's round trip, the act's details, my notarial acts under
each filter and the notary's desk, through the whole HTTP stack, on PostgreSQL holding 10 000, 100 000 and 1 000 000
acts spread over 200 notaries and 2 000 citizens, one more citizen for every 5 acts past 10 000 acts (so a citizen is a
party to a handful of acts at any size, as in a national registry; --fixed-citizens keeps the 2 000). Goals: an action
p99 <= 50 ms, the details p50 <= 20 ms, the list and the desk p50 <= 20 ms and flat as the acts grow (p50 at most 1.5
times the smallest size's, plus 2 ms). "auth floor" is the cheapest authenticated call, for reference.

The acts are those of a registry in use: most finished long ago (registered, some cancelled, annulled or rejected,
created since 2019), the ones on their way (drafts, in progress at steps 1 to 8) created in the last 90 days and
capped at 10 000 however old the registry (50 per notary). The measured citizen (Dilnoza Karimova) is a party to about
70 acts, 10 of them drafts she moves; the measured notary (Malika Rahimova) is one of the 200 notaries.

Creates its own database notary_bench_acts (PostgreSQL on 127.0.0.1:5432, user postgres), bulk-loads with
INSERT ... SELECT generate_series, drops it at the end.
Run: uv run python bench/acts_bench.py  [--sizes 10000,100000,1000000] [--requests 200] [--fixed-citizens]
"""

import argparse
import random
import sys
import time
from collections.abc import Callable
from datetime import timedelta

import psycopg
from benchkit import GENERAL_POWER, percentile, prepare_database, scratch_database
from psycopg.types.json import Json

NAME = "notary_bench_acts"
NOTARIES, CITIZENS, MOVING_CAP, OWN_ACTS, DRAFTS = 200, 2000, 10_000, 60, 10
DILNOZA = ("AA", "1234567", "41403850230012", "Karimova", "Dilnoza", "Rustamovna")
MALIKA = ("AB", "7654321", "40209790120025")
# Act types with the applicant's part and the other party's (None: the applicant alone).
TYPES = [
    (1, "seller", "buyer"),
    (4, "donor", "donee"),
    (9, "pledgor", "pledgee"),
    (101, "principal", "attorney"),
    (105, "principal", "attorney"),
    (11651, "principal", "attorney"),
    (15003, "spouse", "spouse"),
    (15034, "parent", "child"),
    (15035, "parent", "child"),
    (11771, "applicant", None),
    (11680, "applicant", None),
    (11944, "applicant", None),
    (11962, "applicant", None),
    (12047, "applicant", None),
    (15036, "applicant", None),
]
SURNAMES = ["Karimov", "Tursunov", "Aliyev", "Nazarov", "Qodirov", "Rahimov", "Yusupov", "Saidov", "Umarov", "Valiyev"]
NAMES = ["Aziz", "Bobur", "Dilshod", "Jasur", "Sardor", "Temur", "Ulug'bek", "Zafar", "Anvar", "Farhod"]
SAMPLE_SECONDS = 30  # a figure stops sampling after this long (the 1M acts runs, when slow), with 20 samples at least

ACTS = """
WITH raw AS MATERIALIZED (
    SELECT g, random() < %(share)s AS moving, random() AS r1, random() AS r2, random() AS r3, random() AS r4,
           floor(random() * %(notaries)s)::int AS nk, floor(random() * %(types)s)::int AS tk
    FROM generate_series(%(first)s::int, %(last)s::int) AS g
), shaped AS (
    SELECT raw.*,
           CASE WHEN moving THEN now() - r1 * interval '90 days'
                ELSE timestamptz '2019-01-01' + r1 * (now() - interval '90 days' - timestamptz '2019-01-01') END
               AS created,
           CASE WHEN moving THEN CASE WHEN r2 < 0.3 THEN 'draft' ELSE 'in_progress' END
                WHEN r2 < 0.86 THEN 'registered' WHEN r2 < 0.92 THEN 'cancelled' WHEN r2 < 0.97 THEN 'annulled'
                ELSE 'rejected' END AS state
    FROM raw
), stepped AS (
    SELECT shaped.*,
           CASE state WHEN 'draft' THEN 1 WHEN 'in_progress' THEN 1 + floor(r3 * 8)::int
                      WHEN 'registered' THEN 9 WHEN 'cancelled' THEN 9 ELSE 2 + floor(r3 * 7)::int END AS step,
           (created + r4 * interval '3 days')::date AS registered_on
    FROM shaped
)
INSERT INTO notarial_act (id, uuid, regnum, regdate, act_type_id, notary_id, office_id, region_id, state, step,
                          registration_type, sent, version, created_at, updated_at, termto)
SELECT g, gen_random_uuid()::text,
       CASE WHEN step = 9 THEN lpad(g::text, 7, '0') END,
       CASE WHEN step = 9 THEN registered_on END,
       t.type_id, n.notary_id, n.office_id, n.region_id, state, step,
       CASE WHEN r4 < 0.15 THEN 2 ELSE 1 END, state <> 'draft', step, created, created,
       CASE WHEN step = 9 AND t.type_id IN (101, 105, 11651)
            THEN registered_on + 365 * (1 + floor(r3 * 3)::int) END
FROM stepped s
JOIN bench_notary n ON n.k = s.nk
JOIN bench_type t ON t.k = s.tk
"""

PARTIES = """
INSERT INTO notarial_act_party (act_id, role, pin, surname, name, patronymic, applicant, status, reason, phone)
SELECT a.id, t.applicant_role, c.pin, c.surname, c.name, c.patronymic, true, 'accepted', '', ''
FROM notarial_act a
JOIN bench_type t ON t.type_id = a.act_type_id
JOIN bench_citizen c ON c.k = (a.id::bigint * 7919) %% %(citizens)s
WHERE a.id BETWEEN %(first)s AND %(last)s
UNION ALL
SELECT a.id, t.other_role, c.pin, c.surname, c.name, c.patronymic, false,
       CASE WHEN a.step = 1 AND a.id %% 3 = 0 THEN NULL ELSE 'accepted' END, '', ''
FROM notarial_act a
JOIN bench_type t ON t.type_id = a.act_type_id AND t.other_role IS NOT NULL
JOIN bench_citizen c
  ON c.k = ((a.id::bigint * 7919) %% %(citizens)s + 1 + (a.id::bigint * 31) %% (%(citizens)s - 1)) %% %(citizens)s
WHERE a.id BETWEEN %(first)s AND %(last)s
"""


def _moving(size: int) -> int:
    """Acts on their way in a registry of `size` acts: a fifth of a young one, at most MOVING_CAP."""
    return min(size // 5, MOVING_CAP)


class Acts:
    """Grows the acts table in batches, in SQL; the measured citizen's acts are put in with the first batch."""

    def __init__(self, connection: psycopg.Connection, fixed_citizens: bool) -> None:
        self.connection = connection
        self.fixed_citizens = fixed_citizens
        self.loaded = 0
        self.next_id = connection.execute("SELECT coalesce(max(id), 0) + 1 FROM notarial_act").fetchone()[0]
        self._reference_tables()

    def _reference_tables(self) -> None:
        execute = self.connection.execute
        execute("CREATE TABLE bench_notary (k int PRIMARY KEY, notary_id int, office_id int, region_id int)")
        execute(
            """INSERT INTO bench_notary
               SELECT row_number() OVER (ORDER BY n.pin <> %s, n.id) - 1, n.id, n.office_id, o.region_id
               FROM notary n JOIN notary_office o ON o.id = n.office_id
               WHERE n.licence_status = 'active' ORDER BY n.pin <> %s, n.id LIMIT %s""",
            (MALIKA[2], MALIKA[2], NOTARIES),
        )
        self.notaries = execute("SELECT count(*) FROM bench_notary").fetchone()[0]
        execute("CREATE TABLE bench_type (k int PRIMARY KEY, type_id int, applicant_role text, other_role text)")
        known = {row[0] for row in execute("SELECT id FROM act_type")}
        execute("CREATE TABLE bench_citizen (k int PRIMARY KEY, pin text, surname text, name text, patronymic text)")
        types = [row for row in TYPES if row[0] in known]
        with self.connection.cursor() as cursor:
            cursor.executemany("INSERT INTO bench_type VALUES (%s, %s, %s, %s)", [(k, *t) for k, t in enumerate(types)])
        self.types = len(types)
        self.citizens = 0
        print(f"{self.notaries} notaries, {self.types} act types", file=sys.stderr)

    def _pool(self, size: int) -> int:
        return CITIZENS if self.fixed_citizens else max(CITIZENS, size // 5)

    def _add_citizens(self, count: int) -> None:
        self.connection.execute(
            """INSERT INTO bench_citizen
               SELECT k, '5' || lpad(k::text, 13, '0'), (%(surnames)s::text[])[1 + k %% 10],
                      (%(names)s::text[])[1 + k / 10 %% 10], (%(names)s::text[])[1 + k / 100 %% 10] || 'ovich'
               FROM generate_series(%(first)s::int, %(last)s::int) AS k""",
            {"surnames": SURNAMES, "names": NAMES, "first": self.citizens, "last": count - 1},
        )
        self.citizens = count

    def grow(self, size: int) -> None:
        count = size - self.loaded
        if self._pool(size) > self.citizens:
            self._add_citizens(self._pool(size))
        share = (_moving(size) - _moving(self.loaded)) / count
        first, last = self.next_id, self.next_id + count - 1
        values = {"share": share, "notaries": self.notaries, "types": self.types, "first": first, "last": last}
        with self.connection.transaction(), self.connection.cursor() as cursor:
            # Bulk load: the generated rows reference existing notaries, offices and types, so skip the per-row
            # foreign-key triggers (the indexes are still maintained, as in production).
            cursor.execute("SET LOCAL session_replication_role = replica")
            cursor.execute("SELECT setseed(%s)", (size / 10_000_000,))
            cursor.execute(ACTS, values)
            cursor.execute(PARTIES, {"citizens": self.citizens, "first": first, "last": last})
            if not self.loaded:
                self._citizens_own(cursor, first, last)
        self.next_id = last + 1 + (0 if self.loaded else DRAFTS)
        self.loaded = size
        self.connection.execute(
            "SELECT setval(pg_get_serial_sequence('notarial_act', 'id'), max(id)) FROM notarial_act"
        )
        self.connection.execute("ANALYZE")

    def _citizens_own(self, cursor: psycopg.Cursor, first: int, last: int) -> None:
        """Dilnoza: the applicant of 40 acts, the other party of 20, and the applicant of DRAFTS drafts at step 1
        whose parties all accepted (the acts the action figure moves)."""
        _serial, _number, pin, surname, name, patronymic = DILNOZA
        person = {"pin": pin, "surname": surname, "name": name, "patronymic": patronymic}
        cursor.execute(
            """UPDATE notarial_act_party SET pin = %(pin)s, surname = %(surname)s, name = %(name)s,
                      patronymic = %(patronymic)s
               WHERE id IN (SELECT min(p.id) FROM notarial_act_party p WHERE p.act_id BETWEEN %(first)s AND %(last)s
                            GROUP BY p.act_id ORDER BY random() LIMIT %(count)s)""",
            person | {"first": first, "last": last, "count": OWN_ACTS * 2 // 3},
        )
        cursor.execute(
            """UPDATE notarial_act_party SET pin = %(pin)s, surname = %(surname)s, name = %(name)s,
                      patronymic = %(patronymic)s
               WHERE id IN (SELECT p.id FROM notarial_act_party p
                            WHERE p.act_id BETWEEN %(first)s AND %(last)s AND NOT p.applicant AND p.act_id NOT IN
                                (SELECT act_id FROM notarial_act_party WHERE pin = %(pin)s)
                            ORDER BY random() LIMIT %(count)s)""",
            person | {"first": first, "last": last, "count": OWN_ACTS - OWN_ACTS * 2 // 3},
        )
        drafts = range(last + 1, last + 1 + DRAFTS)
        cursor.executemany(
            """INSERT INTO notarial_act (id, uuid, act_type_id, notary_id, office_id, region_id, state, step,
                                         registration_type, sent, version, created_at, updated_at, terms)
               SELECT %(id)s, gen_random_uuid()::text, 11651, notary_id, office_id, region_id, 'draft', 1, 1, false,
                      1, now() - %(age)s * interval '1 day', now() - %(age)s * interval '1 day', %(terms)s
               FROM bench_notary WHERE k = %(notary)s""",
            [
                {"id": act_id, "age": i, "notary": (i * 17) % self.notaries, "terms": Json(GENERAL_POWER)}
                for i, act_id in enumerate(drafts)
            ],
        )
        cursor.executemany(
            """INSERT INTO notarial_act_party (act_id, role, pin, surname, name, patronymic, applicant, status,
                                               reason, phone)
               VALUES (%(id)s, 'principal', %(pin)s, %(surname)s, %(name)s, %(patronymic)s, true, 'accepted', '', ''),
                      (%(id)s, 'attorney', %(attorney)s, 'Tursunov', 'Aziz', 'Bahodirovich', false, 'accepted', '',
                       '')""",
            # Each its own attorney: two unfinished powers of attorney to the same person are a business block.
            [person | {"id": act_id, "attorney": f"6{act_id:013d}"} for act_id in drafts],
        )


class Caller:
    """A logged-in person: the session token, rotated by every answer as the portal does."""

    def __init__(self, client, passserial: str, passnum: str) -> None:
        from sqlmodel import Session

        from notary.auth import sessions
        from notary.core.db import get_engine
        from notary.identity import users
        from notary.state_systems.population_registry import SandboxPopulationRegistry

        with Session(get_engine()) as session:
            person = SandboxPopulationRegistry(session).find_by_passport(passserial, passnum)
            assert person is not None, f"no sandbox person {passserial}{passnum}"
            user = users.sync_from_registry(session, person)
            self.token = sessions.open_session(session, user)
            session.commit()
        self.client = client

    def call(self, method: str, path: str, params: dict | None = None):
        answer = self.client.request(method, path, params=params, headers={"Authorization": f"Bearer {self.token}"})
        if answer.status_code != 200:
            raise SystemExit(f"{method} {path} {params} answered {answer.status_code}: {answer.text}")
        self.token = answer.headers["Authorization"].removeprefix("Bearer ")
        return answer


def _time(calls: Callable[[int], object], requests: int) -> tuple[float, float]:
    for number in range(10):
        calls(number)  # warm the connection pool, the caches and the plans
    samples = []
    deadline = time.perf_counter() + SAMPLE_SECONDS
    for number in range(requests):
        started = time.perf_counter()
        calls(number)
        samples.append((time.perf_counter() - started) * 1000)
        if time.perf_counter() > deadline and len(samples) >= 20:
            break
    return percentile(samples, 0.5), percentile(samples, 0.99)


def _own_acts(connection: psycopg.Connection) -> list[tuple]:
    return connection.execute(
        """SELECT a.uuid, a.state, a.step, a.regnum, a.act_type_id, a.office_id, a.notary_id,
                  coalesce(a.regdate, a.created_at::date)
           FROM notarial_act a WHERE a.id IN (SELECT act_id FROM notarial_act_party WHERE pin = %s)""",
        (DILNOZA[2],),
    ).fetchall()


def _figures(connection: psycopg.Connection, citizen: Caller, notary: Caller, rng: random.Random) -> dict:
    acts = _own_acts(connection)
    drafts = [
        uuid
        for (uuid,) in connection.execute(
            """SELECT a.uuid FROM notarial_act a JOIN notarial_act_party p ON p.act_id = a.id
               WHERE p.pin = %s AND p.applicant AND a.act_type_id = 11651 AND a.regnum IS NULL
                 AND a.state IN ('draft', 'in_progress') AND a.step IN (1, 2)
                 AND NOT EXISTS (SELECT 1 FROM notarial_act_party o WHERE o.act_id = a.id
                                 AND o.status IS DISTINCT FROM 'accepted')
               ORDER BY a.id DESC LIMIT %s""",
            (DILNOZA[2], DRAFTS),
        )
    ]
    steps = dict(connection.execute("SELECT uuid, step FROM notarial_act WHERE uuid = ANY(%s)", (drafts,)).fetchall())

    def action(number: int) -> None:
        uuid = drafts[number % len(drafts)]
        move = "send_for_check" if steps[uuid] == 1 else "return_to_preparation"
        steps[uuid] = citizen.call("POST", f"/api/notarial_act/{uuid}/actions/{move}").json()["step"]

    def listed(field: Callable[[tuple], dict | None]) -> Callable[[int], object]:
        choices = [params for params in map(field, acts) if params]
        return lambda _number: citizen.call("GET", "/api/notarial_act", rng.choice(choices))

    def dated(row: tuple) -> dict:
        first = row[7] - timedelta(days=rng.randrange(0, 180))
        return {"date_from": first.isoformat(), "date_to": (first + timedelta(days=180)).isoformat()}

    return {
        "auth floor (get_notify)": lambda _n: citizen.call("GET", "/api/notarial_act/get_notify"),
        "action round trip": action,
        "act details": lambda _n: citizen.call("GET", f"/api/notarial_act/{rng.choice(acts)[0]}"),
        "my acts tab=1": lambda _n: citizen.call("GET", "/api/notarial_act", {"tab": 1}),
        "my acts tab=2": lambda _n: citizen.call("GET", "/api/notarial_act", {"tab": 2}),
        "my acts date_from/date_to": listed(dated),
        "my acts state": listed(lambda row: {"state": row[1]}),
        "my acts regnum": listed(lambda row: {"regnum": row[3]} if row[3] else None),
        "my acts type": listed(lambda row: {"type": row[4]}),
        "my acts office": listed(lambda row: {"office": row[5]}),
        "my acts notary": listed(lambda row: {"notary": row[6]}),
        "my acts step": listed(lambda row: {"step": row[2]}),
        "notary's own acts tab=1": lambda _n: notary.call("GET", "/api/notarial_act", {"tab": 1}),
        "notary's own acts tab=2": lambda _n: notary.call("GET", "/api/notarial_act", {"tab": 2}),
        "desk": lambda _n: notary.call("GET", "/api/notarial_act/desk"),
        "desk step=2": lambda _n: notary.call("GET", "/api/notarial_act/desk", {"step": 2}),
    }


GOALS = {  # figure -> (percentile index 0 p50 / 1 p99, limit in ms, must stay flat); None: a reference, no goal
    "auth floor (get_notify)": None,
    "action round trip": (1, 50.0, False),
    "act details": (0, 20.0, False),
}
LIST_GOAL = (0, 20.0, True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--fixed-citizens", action="store_true", help=f"{CITIZENS} citizens at every size")
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    started = time.perf_counter()
    with scratch_database(NAME) as url:
        _run(url, sizes, args.requests, args.fixed_citizens)
    print(f"ran in {time.perf_counter() - started:.0f} s", file=sys.stderr)


def _run(url: str, sizes: list[int], requests: int, fixed_citizens: bool) -> None:
    import logging

    from fastapi.testclient import TestClient

    from notary.core.logging import configure_logging
    from notary.main import create_app

    prepare_database()
    app = create_app()
    logging.disable(logging.INFO)
    configure_logging(level=logging.WARNING)  # the app logs every audit record (each action, each login) at info
    rng = random.Random(11)
    results: dict[str, dict[int, tuple[float, float]]] = {}
    with psycopg.connect(url, autocommit=True) as connection, TestClient(app) as client:
        acts = Acts(connection, fixed_citizens)
        citizen, notary = Caller(client, *DILNOZA[:2]), Caller(client, *MALIKA[:2])
        for size in sizes:
            started = time.perf_counter()
            acts.grow(size)
            total = connection.execute("SELECT count(*) FROM notarial_act").fetchone()[0]
            print(
                f"loaded {total:>9,} acts ({acts.citizens:,} citizens) in {time.perf_counter() - started:5.1f} s",
                file=sys.stderr,
            )
            for label, calls in _figures(connection, citizen, notary, rng).items():
                started = time.perf_counter()
                results.setdefault(label, {})[size] = _time(calls, requests)
                p50, p99 = results[label][size]
                print(
                    f"  {label:<28} {p50:8.2f} {p99:8.2f} ms  ({time.perf_counter() - started:4.1f} s)",
                    file=sys.stderr,
                )
    _print(results, sizes, requests)


def _print(results: dict[str, dict[int, tuple[float, float]]], sizes: list[int], requests: int) -> None:
    header = f"{'figure (' + str(requests) + ' requests each)':<34}{'size':>12}{'p50 ms':>10}{'p99 ms':>10}"
    header += f"{'goal':>22}{'met':>6}"
    print(header)
    print("-" * len(header))
    for label, by_size in results.items():
        target = GOALS.get(label, LIST_GOAL)
        smallest = by_size[sizes[0]][0]
        for size in sizes:
            p50, p99 = by_size[size]
            goal, met = "(reference)", "-"
            if target is not None:
                which, limit, flat = target
                goal = f"p{(50, 99)[which]} <= {limit:g} ms" + (", flat" if flat else "")
                met = "yes" if by_size[size][which] <= limit and (not flat or p50 <= 1.5 * smallest + 2) else "no"
            print(f"{label:<34}{size:>12,}{p50:>10.2f}{p99:>10.2f}{goal:>22}{met:>6}")


if __name__ == "__main__":
    main()
