"""The shipped nginx site (installer/server/nginx-notary.conf) run in front of the server as installed: each client is
known by its own address, and an address a client writes into X-Forwarded-For itself is never believed.

The client connects from 127.0.0.2, so its address differs from the proxy's (127.0.0.1)."""

import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import uvicorn
from sqlalchemy import Engine, func
from sqlmodel import Session, col, delete, select

from notary.core.settings import get_settings
from notary.models import AuditEvent

SITE = Path(__file__).parents[3] / "installer" / "server" / "nginx-notary.conf"
CLIENT, FORGED = "127.0.0.2", "203.0.113.9"
DILNOZA = {"passserial": "AA", "passnum": "1234567", "pin": "41403850230012"}


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _wait_for(port: int) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise TimeoutError(f"nothing listens on {port}")


def _certificate(folder: Path, name: str, cert: str, key: str) -> None:
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", f"/CN={name}"]
        + ["-addext", f"subjectAltName=DNS:{name}", "-keyout", str(folder / key), "-out", str(folder / cert)],
        check=True,
        capture_output=True,
    )


@pytest.fixture(autouse=True)
def _audit_taken_back(engine: Engine) -> Iterator[None]:
    """The server here commits its audit entries, outside the tests' rolled-back transactions: take them away again,
    so that no other test finds them."""
    with Session(engine) as session:
        last = session.exec(select(func.max(AuditEvent.id))).one() or 0
    yield
    with Session(engine) as session:
        session.exec(delete(AuditEvent).where(col(AuditEvent.id) > last))
        session.commit()


@pytest.fixture
def api(engine: Engine, tmp_path: Path) -> Iterator[int]:
    """The server with its internal certificate, as `notary serve` runs it (proxy headers from loopback only)."""
    tls = tmp_path / "tls"
    tls.mkdir()
    _certificate(tls, "notary-api", "internal.crt", "internal.key")
    port = _free_port()
    config = uvicorn.Config(
        "notary.main:create_app",
        factory=True,
        host="127.0.0.1",
        port=port,
        ssl_certfile=str(tls / "internal.crt"),
        ssl_keyfile=str(tls / "internal.key"),
        proxy_headers=True,
        forwarded_allow_ips=get_settings().forwarded_allow_ips,
        log_level="warning",
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    _wait_for(port)
    yield port
    server.should_exit = True
    thread.join(timeout=10)


@pytest.fixture
def nginx(api: int, tmp_path: Path) -> Iterator[int]:
    """The site as shipped, with throw-away certificates, its ports free ones, and the upstream the server above."""
    tls = tmp_path / "tls"
    _certificate(tls, "notary.example.uz", "fullchain.pem", "privkey.pem")
    port, plain = _free_port(), _free_port()
    site = (
        SITE.read_text(encoding="utf-8")
        .replace("/etc/notary/tls/", f"{tls}/")
        .replace("server 127.0.0.1:8000;", f"server 127.0.0.1:{api};")
        .replace("listen 443 ssl", f"listen 127.0.0.1:{port} ssl")
        .replace("listen 80;", f"listen 127.0.0.1:{plain};")
    )
    site = "\n".join(line for line in site.splitlines() if "listen [::]" not in line)
    (tmp_path / "site.conf").write_text(site, encoding="utf-8")
    temp = "\n".join(
        f"    {kind}_temp_path {tmp_path}/{kind};" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    (tmp_path / "nginx.conf").write_text(
        f"pid {tmp_path}/nginx.pid;\nerror_log {tmp_path}/error.log;\nevents {{}}\n"
        f"http {{\n    access_log off;\n{temp}\n    include {tmp_path}/site.conf;\n}}\n",
        encoding="utf-8",
    )
    process = subprocess.Popen(["nginx", "-p", str(tmp_path), "-c", str(tmp_path / "nginx.conf"), "-g", "daemon off;"])
    try:
        _wait_for(port)
        yield port
    finally:
        process.terminate()
        process.wait(timeout=10)


def _address_of_a_call(engine: Engine, nginx: int, headers: dict[str, str]) -> str:
    """The address the server recorded for one anonymous call through nginx (its audit entry)."""
    transport = httpx.HTTPTransport(local_address=CLIENT, verify=False)
    with httpx.Client(transport=transport, base_url=f"https://127.0.0.1:{nginx}") as client:
        answer = client.post("/api/check_before_auth", json=DILNOZA, headers={"Host": "notary.example.uz", **headers})
    assert answer.status_code == 200, answer.text
    with Session(engine) as session:
        event = session.exec(
            select(AuditEvent).where(AuditEvent.action == "check_before_auth").order_by(col(AuditEvent.id).desc())
        ).first()
        assert event is not None
        return event.address


def test_the_server_knows_each_client_by_its_own_address(engine, nginx):
    assert _address_of_a_call(engine, nginx, {}) == CLIENT


def test_an_address_the_client_forges_is_not_believed(engine, nginx):
    assert _address_of_a_call(engine, nginx, {"X-Forwarded-For": FORGED}) == CLIENT
    assert _address_of_a_call(engine, nginx, {"X-Real-IP": FORGED, "Forwarded": f"for={FORGED}"}) == CLIENT


def test_the_face_check_socket_is_upgraded_through_to_the_server(nginx):
    """A stranger's origin: the server itself refuses the handshake (403), which it can only do if the upgrade
    reached it (a plain request to the socket's path would be a 404)."""
    upgrade = {"Connection": "Upgrade", "Upgrade": "websocket", "Sec-WebSocket-Version": "13"}
    upgrade |= {"Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Origin": "https://elsewhere.example"}
    with httpx.Client(base_url=f"https://127.0.0.1:{nginx}", verify=False) as client:
        answer = client.get("/api/face-check/ws", headers={"Host": "notary.example.uz", **upgrade})
    assert answer.status_code == 403


SECURITY_HEADERS = (
    "content-security-policy",
    "strict-transport-security",
    "x-content-type-options",
    "x-frame-options",
    "referrer-policy",
    "permissions-policy",
)


def _through_nginx(nginx: int, method: str, path: str, **kwargs) -> httpx.Response:
    with httpx.Client(base_url=f"https://127.0.0.1:{nginx}", verify=False) as client:
        return client.request(method, path, headers={"Host": "notary.example.uz"}, **kwargs)


@pytest.mark.parametrize("path", ["/", "/api/client-config", "/api/check_token"])
def test_the_servers_security_headers_pass_through_once(nginx, path):
    """The API's own policy (naming this host's face-check socket) reaches the browser, and nothing is doubled."""
    answer = _through_nginx(nginx, "GET", path)
    for name in SECURITY_HEADERS:
        assert len(answer.headers.get_list(name)) == 1, name
    assert "connect-src 'self' wss://notary.example.uz" in answer.headers["content-security-policy"]
    assert answer.headers["strict-transport-security"] == "max-age=63072000"
    assert answer.headers["referrer-policy"] == "strict-origin-when-cross-origin"
    assert "camera=(self)" in answer.headers["permissions-policy"]


def test_nginxs_own_answers_carry_the_headers_too(nginx):
    """A body over the site's limit is refused by nginx itself: that page gets the headers, with a policy that lets
    it load nothing."""
    answer = _through_nginx(nginx, "POST", "/api/auth", content=b"0" * (21 * 1024 * 1024))
    assert answer.status_code == 413
    for name in SECURITY_HEADERS:
        assert len(answer.headers.get_list(name)) == 1, name
    assert answer.headers["content-security-policy"].startswith("default-src 'none'")
    assert "frame-ancestors 'none'" in answer.headers["content-security-policy"]
    assert answer.headers["x-content-type-options"] == "nosniff"
