"""Several stateless hosts behind a load balancer (docs/deployment.md#several-hosts): two real server processes on
their own ports share one PostgreSQL database and one Redis, and every limit and every session holds across them.

Clients connect from different loopback addresses (127.0.0.x), so each is its own address to the servers."""

import os
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from datetime import datetime, timedelta
from pathlib import Path

import httpx
import pytest
from sqlalchemy import Engine, func
from sqlmodel import Session, col, delete, select
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from liveness import stomp
from liveness.stomp import Frame
from notary.auth import sessions
from notary.core.security import decode_session_token
from notary.identity import users
from notary.models import AuditEvent, User, UserSession
from notary.state_systems.population_registry import SandboxPopulationRegistry
from tests.shared_redis import REDIS_URL, ensure_redis, forget, fresh_prefix

ORIGIN = "http://127.0.0.1:8000"
CHECK_TOKEN = "/api/check_token"
GRACE_SECONDS = 30
HOST_SETTINGS = {
    "NOTARY_FACE_CHECK__MAX_SESSIONS": "3",
    "NOTARY_FACE_CHECK__MAX_SESSIONS_PER_ADDRESS": "2",
    "NOTARY_FACE_CHECK__MAX_STARTS_PER_ADDRESS_PER_MINUTE": "100",
    "NOTARY_FACE_CHECK__HEARTBEAT_MS": "60000",  # a socket that says nothing after CONNECT is not dropped meanwhile
    "NOTARY_TOKEN_GRACE_SECONDS": str(GRACE_SECONDS),
}


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _wait_for(port: int, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        assert process.poll() is None, "the server stopped"
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise TimeoutError(f"nothing listens on {port}")


@pytest.fixture(scope="module")
def shared(database_url: str, engine: Engine) -> Iterator[str]:
    """PostgreSQL and a Redis key prefix of this test's own; what the hosts write is taken away afterwards."""
    if not database_url.startswith("postgresql"):
        pytest.skip("hosts share PostgreSQL")
    redis, prefix = ensure_redis(), fresh_prefix()
    with Session(engine) as session:
        last_event = session.exec(select(func.max(AuditEvent.id))).one() or 0
        last_user = session.exec(select(func.max(User.id))).one() or 0
    yield prefix
    forget(redis, prefix)
    with Session(engine) as session:
        session.exec(delete(AuditEvent).where(col(AuditEvent.id) > last_event))
        session.exec(delete(UserSession).where(col(UserSession.user_id) > last_user))
        session.exec(delete(User).where(col(User.id) > last_user))
        session.commit()


@pytest.fixture(scope="module")
def hosts(shared: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """Two server processes, as two hosts behind the load balancer would run them (their logs in a temporary
    folder); both start at once."""
    logs = tmp_path_factory.mktemp("hosts")
    env = os.environ | HOST_SETTINGS | {"NOTARY_REDIS_URL": REDIS_URL, "NOTARY_REDIS_KEY_PREFIX": shared}
    ports = (_free_port(), _free_port())
    with ExitStack() as stack:
        processes = [stack.enter_context(_server(port, env, logs / f"{port}.log")) for port in ports]
        for port, process in zip(ports, processes, strict=True):
            _wait_for(port, process)
        yield f"127.0.0.1:{ports[0]}", f"127.0.0.1:{ports[1]}"


@contextmanager
def _server(port: int, env: dict[str, str], log: Path) -> Iterator[subprocess.Popen]:
    command = [sys.executable, "-m", "uvicorn", "notary.main:create_app", "--factory", "--port", str(port)]
    with log.open("w") as output:
        process = subprocess.Popen([*command, "--log-level", "warning"], env=env, stdout=output, stderr=output)
        try:
            yield process
        finally:
            process.terminate()
            process.wait(timeout=10)


def _token(engine: Engine) -> str:
    """A session of Dilnoza's opened as a login would (committed: the hosts read it from the database)."""
    with Session(engine) as session:
        person = SandboxPopulationRegistry(session).find_by_passport("AA", "1234567")
        assert person is not None
        token = sessions.open_session(session, users.sync_from_registry(session, person))
        session.commit()
    return token


def _check(host: str, token: str) -> httpx.Response:
    return httpx.get(f"http://{host}{CHECK_TOKEN}", headers={"Authorization": f"Bearer {token}"})


def _fresh(answer: httpx.Response) -> str:
    assert answer.status_code == 200, answer.text
    return answer.headers["authorization"].removeprefix("Bearer ")


@pytest.fixture
def open_socket() -> Iterator[Callable[[str, str], ClientConnection]]:
    """Opens a face-check socket on a host from a loopback address; all are closed at the end."""
    with ExitStack() as stack:

        def _open(host: str, address: str) -> ClientConnection:
            bound = socket.create_connection((host.split(":")[0], int(host.split(":")[1])), source_address=(address, 0))
            url = f"ws://{host}/api/face-check/ws"
            return stack.enter_context(connect(url, sock=bound, origin=ORIGIN, subprotocols=["v12.stomp"]))  # type: ignore[arg-type]

        yield _open


BUSY_CLOSE = 1013  # "try again later"


def _admitted(ws: ClientConnection) -> bool:
    """CONNECTED: the session was admitted; ERROR busy and a close: it was not."""
    connect_headers = {"accept-version": "1.2", "heart-beat": "0,0", "session-id": str(uuid.uuid4())}
    try:
        ws.send(stomp.serialise(Frame("CONNECT", connect_headers)))
    except ConnectionClosed as closed:  # refused and closed before the frame could go (a loaded machine)
        assert closed.rcvd is not None and closed.rcvd.code == BUSY_CLOSE
        return False
    [answer] = stomp.parse(str(ws.recv(timeout=10)), stomp.SERVER_COMMANDS)
    if answer.command == "ERROR":
        assert answer.header("message") == "busy"
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=10)
        return False
    assert answer.command == "CONNECTED", answer
    return True


def _refusal_reasons(engine: Engine) -> dict[str, str]:
    with Session(engine) as session:
        refused = session.exec(select(AuditEvent).where(AuditEvent.action == "face_check_refused")).all()
        return {event.address: event.details["reason"] for event in refused}


def test_face_check_caps_hold_across_hosts(engine, hosts, open_socket):
    a, b = hosts
    first, second = open_socket(a, "127.0.0.2"), open_socket(b, "127.0.0.2")
    assert _admitted(first) and _admitted(second)
    assert not _admitted(open_socket(a, "127.0.0.2"))  # the address's third session, whichever host it reaches
    third = open_socket(b, "127.0.0.3")
    assert _admitted(third)
    assert not _admitted(open_socket(a, "127.0.0.4"))  # three sessions in all, on two hosts
    assert _refusal_reasons(engine) == {
        "127.0.0.2": "too many sessions from this address",
        "127.0.0.4": "server busy",
    }
    first.close()
    deadline = time.monotonic() + 10
    while not _admitted(open_socket(a, "127.0.0.4")):  # host a freed the place once it saw the socket close
        assert time.monotonic() < deadline
        time.sleep(0.2)


def test_a_token_rotated_on_one_host_is_checked_on_the_other(engine, hosts):
    a, b = hosts
    token = _token(engine)
    rotated = _fresh(_check(a, token))
    again = _fresh(_check(b, rotated))
    assert decode_session_token(again).generation == 2
    # In flight, within the grace period: one rotation behind, and two (a call held up while the page went on).
    assert _fresh(_check(a, rotated)) == again
    assert _fresh(_check(a, token)) == again


def test_calls_racing_with_one_token_on_both_hosts_agree_on_the_next(engine, hosts):
    """A page's calls sent at once with one token, spread over both hosts: one rotates it (a compare-and-set), the
    rest are in flight, and every answer carries the same next token."""
    token = _token(engine)
    with ThreadPoolExecutor(4) as pool:
        answers = list(pool.map(lambda host: _check(host, token), hosts * 2))
    assert {decode_session_token(_fresh(answer)).generation for answer in answers} == {1}


def test_token_reuse_is_detected_across_hosts(engine, hosts):
    a, b = hosts
    token = _token(engine)
    rotated = _fresh(_check(a, token))
    latest = _fresh(_check(b, rotated))
    _grace_over(engine, token)
    assert _check(b, rotated).status_code == 403  # a copy of a rotated-out token, replayed
    assert _check(a, latest).status_code == 403  # the owner's session has ended: they log in again
    with Session(engine) as session:
        user_session = session.get(UserSession, decode_session_token(token).session_id)
        assert user_session is not None and user_session.revoke_reason == "token_reuse"
        events = session.exec(select(AuditEvent).where(AuditEvent.action == "session_revoked")).all()
        [revoked] = [event for event in events if event.details["session"] == user_session.id]
        assert revoked.details == {"session": user_session.id, "reason": "token_reuse"}


def _grace_over(engine: Engine, token: str) -> None:
    """Moves the session's rotations past the grace period, rather than waiting for it."""
    past = timedelta(seconds=GRACE_SECONDS + 1)
    with Session(engine) as session:
        user_session = session.get(UserSession, decode_session_token(token).session_id)
        assert user_session is not None
        user_session.rotated_at -= past
        user_session.earlier_rotations = [
            (datetime.fromisoformat(rotated) - past).isoformat() for rotated in user_session.earlier_rotations
        ]
        session.add(user_session)
        session.commit()
