"""What the benchmarks share: percentiles, the local PostgreSQL, a migrated and seeded database. Each bench runs as
`python bench/<name>_bench.py`, so this folder is on its path."""

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg

PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/postgres"


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def ensure_postgres() -> None:
    """The machine's PostgreSQL, started when it is down (as the tests do)."""
    try:
        psycopg.connect(PG_ADMIN, connect_timeout=3).close()
    except psycopg.OperationalError:
        version = sorted(os.listdir("/etc/postgresql"))[-1]
        subprocess.run(["pg_ctlcluster", "--skip-systemctl-redirect", version, "main", "start"], check=True)


@contextmanager
def scratch_database(name: str) -> Iterator[str]:
    """A new, empty PostgreSQL database for one bench run, the server pointed at it (DATABASE_URL, the sandbox on);
    dropped when the run ends, however it ends. Yields its psycopg URL."""
    ensure_postgres()
    with psycopg.connect(PG_ADMIN, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.execute(f'CREATE DATABASE "{name}"')
    url = f"postgresql://postgres@127.0.0.1:5432/{name}"
    os.environ.update(DATABASE_URL=url.replace("postgresql://", "postgresql+psycopg://"), NOTARY_SANDBOX="true")
    try:
        yield url
    finally:
        from notary.core.db import get_engine

        get_engine().dispose()
        with psycopg.connect(PG_ADMIN, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def prepare_database() -> None:
    """The database of DATABASE_URL migrated, with the reference data and the sandbox's demo data, quietly."""
    from sqlmodel import Session

    from notary.core.db import get_engine
    from notary.core.logging import configure_logging
    from notary.core.migrations import upgrade
    from notary.dictionaries.loader import load_reference_data
    from notary.sandbox.seed import seed_sandbox

    configure_logging(level=30)
    with get_engine().begin() as connection:
        upgrade(connection)
    with Session(get_engine()) as session:
        load_reference_data(session)
        seed_sandbox(session)
        session.commit()


# A general power of attorney's terms, complete as its type needs before the notary sees it (the benches' act type).
GENERAL_POWER = {"power": {"term_from": "2026-12-07", "term_to": "2027-12-07", "grants": [{"right": "represent"}]}}


def stop(process: subprocess.Popen, seconds: float = 20) -> None:
    """A server started by a bench: asked to stop, killed if it has not within `seconds`."""
    process.terminate()
    try:
        process.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
