"""Server test fixtures: a fresh database per run (PostgreSQL or SQLite, `--db`), each test in a rolled-back
transaction, the app's session dependency overridden to use it."""

import os
import subprocess
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine
from sqlmodel import Session

PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/postgres"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--db", choices=["postgresql", "sqlite"], default="sqlite", help="database to test on")


def _ensure_postgres() -> None:
    try:
        psycopg.connect(PG_ADMIN, connect_timeout=3).close()
    except psycopg.OperationalError:
        version = sorted(os.listdir("/etc/postgresql"))[-1]
        subprocess.run(["pg_ctlcluster", "--skip-systemctl-redirect", version, "main", "start"], check=True)


def _database_url(kind: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if kind == "sqlite":
        yield f"sqlite:///{tmp_path_factory.mktemp('db') / 'notary.db'}"
        return
    _ensure_postgres()
    name = f"notary_test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:5432/{name}"
    finally:
        with psycopg.connect(PG_ADMIN, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="session")
def database_url(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    yield from _database_url(request.config.getoption("--db"), tmp_path_factory)


@pytest.fixture(scope="session", autouse=True)
def settings_env(database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    from notary.core.db import get_engine
    from notary.core.settings import get_settings

    portal = tmp_path_factory.mktemp("portal")
    (portal / "index.html").write_text("<!doctype html><title>portal</title>", encoding="utf-8")
    os.environ.update(
        DATABASE_URL=database_url,
        NOTARY_DATA_DIR=str(tmp_path_factory.mktemp("data")),
        NOTARY_PORTAL_DIST=str(portal),
        NOTARY_PROFILE="development",
        NOTARY_SANDBOX="true",
        NOTARY_JOBS__WORKER="false",  # tests run the scheduled work themselves (jobs.run_due)
    )
    get_settings.cache_clear()
    get_engine.cache_clear()
    yield
    get_engine().dispose()


@pytest.fixture(scope="session")
def engine(settings_env: None) -> Engine:
    from notary.core.db import get_engine
    from notary.core.migrations import upgrade
    from notary.dictionaries.loader import load_reference_data
    from notary.sandbox.seed import seed_sandbox

    engine = get_engine()
    with engine.begin() as connection:
        upgrade(connection)
    with Session(engine) as session:
        load_reference_data(session)
        seed_sandbox(session)
        session.commit()
    return engine


@pytest.fixture
def session(engine: Engine) -> Iterator[Session]:
    """One outer transaction per test, rolled back at the end; the code under test commits to savepoints."""
    connection = engine.connect()
    outer = connection.begin()
    session = Session(bind=connection, join_transaction_mode="create_savepoint")
    try:
        yield session
    finally:
        session.close()
        outer.rollback()
        connection.close()


@pytest.fixture
def app(session: Session):
    from notary.core.db import get_session, request_transaction
    from notary.main import create_app

    app = create_app()

    def test_session() -> Iterator[Session]:
        yield from request_transaction(session)

    app.dependency_overrides[get_session] = test_session
    return app


@pytest.fixture
def client(app) -> Iterator[TestClient]:
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


@pytest.fixture
def login(session: Session):
    """A session token for a sandbox person (by passport), as the face-check login will give one."""
    from notary.auth import sessions
    from notary.identity import users
    from notary.state_systems.population_registry import SandboxPopulationRegistry

    def _login(passserial: str = "AA", passnum: str = "1234567", channel: str = sessions.BROWSER) -> str:
        person = SandboxPopulationRegistry(session).find_by_passport(passserial, passnum)
        assert person is not None
        user = users.sync_from_registry(session, person)
        user.personal_data_consent = True  # a returning citizen, consent given with the offer: nothing new is refused
        token = sessions.open_session(session, user, channel=channel)
        session.commit()  # as the login request would; in a test this only releases a savepoint
        return token

    return _login


@pytest.fixture(scope="session")
def faces() -> dict[str, bytes]:
    """Best-shot-like JPEGs: each portrait re-rendered slightly turned, not the registry photo itself."""
    from liveness import encode_jpeg
    from liveness.synthetic.portraits import head
    from liveness.synthetic.render import Pose

    return {name: encode_jpeg(head(name).render(Pose(yaw=6.0, pitch=-3.0))) for name in ("astronaut", "hopper")}


# Sardor Aliyev, the administrator of docs/contracts/sandbox.md#demo-people.
ADMIN = ("AD", "2222222")


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


REPO_ROOT = Path(__file__).resolve().parents[2]


# The server's one clock, for tests of dated rules (acts, the queue).
MONDAY_9 = datetime(2026, 12, 7, 4, 0, tzinfo=UTC)  # 09:00 in Tashkent


@pytest.fixture
def monday(monkeypatch):
    """The server's clock at Monday 7 December 2026, 09:00 Tashkent; `later(hours)` moves it on."""
    from notary.core import clock

    offset = MONDAY_9 - datetime.now(UTC)
    monkeypatch.setattr(clock, "_offset", lambda: offset)


@pytest.fixture
def later(monkeypatch):
    """Moves the server's one clock forward by the given hours."""
    from notary.core import clock

    def _later(hours: float) -> None:
        offset = clock._offset() + timedelta(hours=hours)
        monkeypatch.setattr(clock, "_offset", lambda: offset)

    return _later
