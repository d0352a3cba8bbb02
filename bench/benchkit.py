"""What the benchmarks share: percentiles, the local PostgreSQL, a migrated and seeded database. Each bench runs as
`python bench/<name>_bench.py`, so this folder is on its path."""

import contextlib
import json
import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

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


class ScriptFailed(RuntimeError):
    """A bench's node script could not do what it was asked (a step that did not happen within its time)."""


class NodeScript:
    """A bench's node script driving browsers: a JSON command a line in, a JSON answer a line out (`ok` and its
    figures, or `error`); what it writes to stderr is kept in `log`."""

    def __init__(self, script: Path, origin: str, log: Path) -> None:
        self.log = log
        with log.open("wb") as errors:
            self.process = subprocess.Popen(
                ["node", str(script), origin], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errors, text=True
            )

    def ask(self, **command: object) -> dict:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(command) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        answer = json.loads(line) if line else {"ok": False, "error": self.log.read_text(errors="replace")[-3000:]}
        if not answer.pop("ok"):
            raise ScriptFailed(f"{command.get('cmd', command.get('path'))}: {answer['error']}")
        return answer

    def close(self) -> None:
        """Asked to quit and waited for, so that a bench's CPU figures count none of its work."""
        assert self.process.stdin is not None
        with contextlib.suppress(OSError):
            self.process.stdin.write('{"cmd": "quit"}\n')
            self.process.stdin.close()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
