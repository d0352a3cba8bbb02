"""Public registry searches at scale: p50 and p99 of the power-of-attorney check, the act check, the inheritance
search and the notary list, through the whole HTTP stack, on PostgreSQL holding 10 000, 100 000 and 1 000 000
registered acts (10% of them powers of attorney, 1% as many inheritance cases). The figures should stay flat as the
registry grows: each search is one index lookup.

Creates its own database (PostgreSQL on 127.0.0.1:5432, user postgres), bulk-loads with COPY, drops it at the end.
Run: uv run python bench/registries_bench.py  [--sizes 10000,100000,1000000] [--requests 300]
"""

import argparse
import os
import random
import sys
import time
import uuid
from datetime import date, timedelta

import psycopg
from benchkit import PG_ADMIN, percentile, prepare_database

PROXY_TYPES = (101, 105, 11651)
OTHER_TYPES = (1, 4, 9, 11771, 11680, 11944, 11962, 12047, 15003, 15034, 15035, 15036)
FIRST_DAY, DAYS = date(2019, 1, 1), 365 * 7
SURNAMES = ["Karimov", "Tursunov", "Aliyev", "Nazarov", "Qodirov", "Rahimov", "Yusupov", "Saidov", "Umarov", "Valiyev"]
NAMES = ["Aziz", "Bobur", "Dilshod", "Jasur", "Sardor", "Temur", "Ulug'bek", "Zafar", "Anvar", "Farhod"]


class Registry:
    """Generates registered acts the way offices number them: per office and year, from 1."""

    def __init__(self, connection: psycopg.Connection, seed: int = 7) -> None:
        self.connection = connection
        self.rng = random.Random(seed)
        self.notaries = connection.execute(
            "SELECT n.id, n.office_id, o.region_id FROM notary n JOIN notary_office o ON o.id = n.office_id"
        ).fetchall()
        self.next_id = connection.execute("SELECT coalesce(max(id), 0) + 1 FROM notarial_act").fetchone()[0]
        self.next_case = connection.execute("SELECT count(*) + 1 FROM inheritance_case").fetchone()[0]
        self.sequence: dict[tuple[int, int], int] = {}
        self.proxies: list[tuple[str, date]] = []
        self.acts: list[tuple[str, date, int]] = []
        self.cases: list[tuple[str, str, date]] = []

    def _regnum(self, office_id: int, regdate: date) -> str:
        key = (office_id, regdate.year)
        self.sequence[key] = self.sequence.get(key, 0) + 1
        return f"{self.sequence[key]:07d}"

    def add_acts(self, count: int) -> None:
        rng = self.rng
        with self.connection.cursor() as cursor:
            # Bulk load: the generated rows reference existing notaries, offices and types, so skip the per-row
            # foreign-key triggers (the indexes are still maintained, as in production).
            cursor.execute("SET session_replication_role = replica")
            columns = "id, uuid, regnum, regdate, act_type_id, notary_id, office_id, region_id, state, termto"
            with cursor.copy(f"COPY notarial_act ({columns}) FROM STDIN") as copy:
                for _ in range(count):
                    act_id = self.next_id
                    self.next_id += 1
                    notary_id, office_id, region_id = rng.choice(self.notaries)
                    regdate = FIRST_DAY + timedelta(days=rng.randrange(DAYS))
                    proxy = act_id % 10 == 0
                    act_type = rng.choice(PROXY_TYPES if proxy else OTHER_TYPES)
                    termto = regdate + timedelta(days=365 * rng.randint(1, 3)) if proxy else None
                    regnum = self._regnum(office_id, regdate)
                    state = "cancelled" if rng.random() < 0.05 else "active"
                    copy.write_row(
                        (
                            act_id,
                            str(uuid.uuid4()),
                            regnum,
                            regdate,
                            act_type,
                            notary_id,
                            office_id,
                            region_id,
                            state,
                            termto,
                        )
                    )
                    if proxy and rng.random() < 0.01:
                        self.proxies.append((regnum, regdate))
                    elif rng.random() < 0.001:
                        self.acts.append((regnum, regdate, office_id))
            first_proxy = self.next_id - count
            with cursor.copy(
                "COPY notarial_act_party (act_id, role, pin, surname, name, patronymic) FROM STDIN"
            ) as copy:
                for act_id in range(first_proxy + (-first_proxy % 10), self.next_id, 10):
                    for role in ("principal", "attorney"):
                        pin = f"3{rng.randrange(10**13):013d}"
                        copy.write_row((act_id, role, pin, rng.choice(SURNAMES), rng.choice(NAMES), "Olimovich"))
            self._add_cases(cursor, count // 100)
            cursor.execute("SET session_replication_role = DEFAULT")
        self.connection.execute(
            "SELECT setval(pg_get_serial_sequence('notarial_act', 'id'), max(id)) FROM notarial_act"
        )
        self.connection.execute("ANALYZE")

    def _add_cases(self, cursor: psycopg.Cursor, count: int) -> None:
        rng = self.rng
        columns = (
            "case_number, deceased_pin, deceased_surname, deceased_name, deceased_patronymic, deceased_surname_key, "
            "deceased_name_key, death_date, opened_on, notary_id, office_id, state"
        )
        with cursor.copy(f"COPY inheritance_case ({columns}) FROM STDIN") as copy:
            for _ in range(count):
                surname, name = rng.choice(SURNAMES), rng.choice(NAMES)
                death = FIRST_DAY + timedelta(days=rng.randrange(DAYS))
                notary_id, office_id, _region = rng.choice(self.notaries)
                number = f"INH-{death.year}-{self.next_case:07d}"
                self.next_case += 1
                copy.write_row(
                    (
                        number,
                        f"3{rng.randrange(10**13):013d}",
                        surname,
                        name,
                        "",
                        surname.lower(),
                        name.lower(),
                        death,
                        death + timedelta(days=30),
                        notary_id,
                        office_id,
                        "open",
                    )
                )
                if rng.random() < 0.05:
                    self.cases.append((surname, name, death))


def _time(client, requests: list[tuple[str, dict]]) -> tuple[float, float]:
    samples = []
    for path, params in requests:
        started = time.perf_counter()
        answer = client.get(path, params=params)
        samples.append((time.perf_counter() - started) * 1000)
        if answer.status_code not in (200, 404):
            raise SystemExit(f"{path} {params} answered {answer.status_code}: {answer.text}")
    return percentile(samples, 0.5), percentile(samples, 0.99)


def _workload(registry: Registry, rng: random.Random, count: int) -> dict[str, list[tuple[str, dict]]]:
    def pick(items):
        return [rng.choice(items) for _ in range(count)]

    missing = [("/api/registries/proxy", {"regnum": "9999999", "regdate": "2020-01-01"})] * (count // 10)
    sorts = ["alphabet", "ministry_rating", "client_rating"]
    regions = [row[2] for row in registry.notaries]
    return {
        "proxy check (found)": [
            ("/api/registries/proxy", {"regnum": n, "regdate": d.isoformat()}) for n, d in pick(registry.proxies)
        ],
        "proxy check (not found)": missing,
        "act check": [
            ("/api/registries/act", {"regnum": n, "regdate": d.isoformat(), "officeId": o})
            for n, d, o in pick(registry.acts)
        ],
        "inheritance search": [
            ("/api/registries/inheritance-cases", {"surname": s, "name": n, "deathDate": d.isoformat()})
            for s, n, d in pick(registry.cases)
        ],
        "notary list": [
            ("/api/notaries", {"sort": rng.choice(sorts), "regionId": rng.choice(regions), "size": 20})
            for _ in range(count)
        ],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--requests", type=int, default=300)
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    name = f"notary_bench_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    url = f"postgresql://postgres@127.0.0.1:5432/{name}"
    os.environ.update(DATABASE_URL=url.replace("postgresql://", "postgresql+psycopg://"), NOTARY_SANDBOX="true")
    os.environ["NOTARY_CATALOGUE__STATISTICS_CACHE_SECONDS"] = "0"
    try:
        _run(url, sizes, args.requests)
    finally:
        from notary.core.db import get_engine

        get_engine().dispose()
        with psycopg.connect(PG_ADMIN, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _run(url: str, sizes: list[int], requests: int) -> None:
    import logging

    from fastapi.testclient import TestClient

    from notary.main import create_app

    prepare_database()
    app = create_app()
    logging.disable(logging.INFO)
    rng = random.Random(11)
    results: dict[str, dict[int, tuple[float, float]]] = {}
    loaded = 0
    with psycopg.connect(url, autocommit=True) as connection, TestClient(app) as client:
        registry = Registry(connection)
        for size in sizes:
            started = time.perf_counter()
            registry.add_acts(size - loaded)
            loaded = size
            print(f"loaded {size:>9,} acts in {time.perf_counter() - started:5.1f} s", file=sys.stderr)
            workload = _workload(registry, rng, requests)
            for path, params in list(workload.values())[0][:20]:
                client.get(path, params=params)  # warm the connection pool and the caches
            for label, calls in workload.items():
                results.setdefault(label, {})[size] = _time(client, calls)
            results.setdefault("statistics (uncached, 3 runs)", {})[size] = _time(client, [("/api/statistics", {})] * 3)
    _print(results, sizes, requests)


def _print(results: dict[str, dict[int, tuple[float, float]]], sizes: list[int], requests: int) -> None:
    header = f"{'search (' + str(requests) + ' requests each)':<34}" + "".join(f"{f'{s:,} acts':>22}" for s in sizes)
    print(header)
    print(f"{'':<34}" + "".join(f"{'p50 ms / p99 ms':>22}" for _ in sizes))
    print("-" * len(header))
    for label, by_size in results.items():
        cells = "".join(f"{f'{by_size[s][0]:7.2f} / {by_size[s][1]:7.2f}':>22}" for s in sizes)
        print(f"{label:<34}{cells}")


if __name__ == "__main__":
    main()
