"""A first visit of the portal's main routes on a slow mobile connection: first paint, first contentful paint and time
to interactive in Chromium with the network slowed to DevTools' "Slow 3G", and the bytes transferred.

The network: Chrome DevTools' "Slow 3G" preset as Puppeteer's PredefinedNetworkConditions defines it (Playwright has
none of its own): 500 kbit/s × 0.8 = 50,000 bytes/s down and up, 400 ms RTT × 5 = 2,000 ms added to every request
(DevTools' factor turning a packet-level RTT into a request-level one), applied with CDP
Network.emulateNetworkConditions. The machine's CPU is not slowed.

Each visit is a new browser context (an empty cache) opening the route by its address. Figures per visit, in seconds
from the start of the navigation:
- first paint and first contentful paint: the page's paint entries (Paint Timing);
- content: the route's main content (ROUTES: the page's heading, the catalogue's first service, the first notary in
  the list, the first of the citizen's acts, the login form's first field) first visible, to a frame;
- interactive: the later of that moment and the end of the last response before the network went quiet (no request
  in flight for 2 s, one request's latency): the route's code, its data and its catalogue arrived, the content shown;
- JS+CSS KB: the scripts and stylesheets transferred by then, and all KB: everything transferred by then (the page,
  code, data, fonts, images); both compressed as sent (Resource Timing's transferSize: Chromium counts the encoded
  body and 300 bytes for each response's headers).
Each figure is the median of the runs.

A real server (`notary serve`, the sandbox on, its own SQLite file and data folder, no media server and no scheduled
work) serving a built portal as the Chromium suite's does, behind the shipped nginx site
(installer/server/nginx-notary.conf with throw-away certificates, the API on plain HTTP behind it): the browser gets
HTTP/2 over TLS as in production, a page's files all at once rather than six at a time; --direct opens the server
itself (HTTP/1.1). The browser is bench/portal_load_pages.mjs with the Chromium suite's Playwright. My notarial acts
is opened as the demo citizen Dilnoza (AA1234567) with a new session per visit, as the Chromium tests log in.
About 2 to 3 minutes per run.

Reads a built portal: `make portal` first, or --dist (default: NOTARY_PORTAL_DIST, else portal/dist).
Run: uv run python bench/portal_load_bench.py  [--runs 1] [--port 8741] [--direct] [--dist DIR]
"""

import argparse
import contextlib
import io
import json
import logging
import os
import shutil
import socket
import ssl
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from benchkit import NodeScript, stop

ROOT = Path(__file__).resolve().parent.parent
PAGES = Path(__file__).resolve().parent / "portal_load_pages.mjs"
# As the Chromium suite's server (Makefile E2E_ENV): a Monday morning in Tashkent.
CLOCK = "2026-12-07T10:00:00+05:00"
CITIZEN = ("AA", "1234567")  # Dilnoza Karimova, docs/contracts/sandbox.md#demo-people
SITE = ROOT / "installer" / "server" / "nginx-notary.conf"
SLOW_3G = {"latency": 400 * 5, "downloadThroughput": 500 * 1000 / 8 * 0.8, "uploadThroughput": 500 * 1000 / 8 * 0.8}


@dataclass(frozen=True)
class Route:
    path: str
    content: str  # a CSS selector of the route's main content, once its data has arrived
    logged_in: bool = False


ROUTES = (
    Route("/", "main h1"),
    Route("/na_details", "main article"),
    Route("/notary", "main ul li"),
    Route("/my_notarial_act", "main table a", logged_in=True),
    Route("/kiosk/auth", "main input"),
)
# The table's columns: the page's figure, its title, its width and its unit (ms to s, bytes to KB).
COLUMNS = (
    ("firstPaint", "first paint s", 14, 1000),
    ("firstContentfulPaint", "FCP s", 8, 1000),
    ("contentVisible", "content s", 11, 1000),
    ("interactive", "interactive s", 15, 1000),
    ("codeBytes", "JS+CSS KB", 11, 1024),
    ("totalBytes", "all KB", 9, 1024),
    ("requests", "requests", 10, 1),
)
DIGITS = {"requests": 0}  # the others to a tenth


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _server_env(origin: str, work: Path, dist: Path) -> dict[str, str]:
    return {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{work / 'notary.db'}",
        "NOTARY_DATA_DIR": str(work / "data"),
        "NOTARY_SANDBOX": "true",
        "NOTARY_SANDBOX_CLOCK": CLOCK,
        "NOTARY_ACTS__PUBLIC_ORIGIN": origin,
        "NOTARY_PORTAL_DIST": str(dist),
        "NOTARY_JOBS__WORKER": "false",
        "NOTARY_VIDEO__START_MEDIA_SERVER": "false",
    }


def _answers(url: str) -> bool:
    try:
        unverified = ssl._create_unverified_context()  # nginx here has a throw-away certificate
        urllib.request.urlopen(url, timeout=2, context=unverified).close()
    except urllib.error.HTTPError:
        return True  # an answer all the same
    except OSError:
        return False
    return True


def _wait_for(url: str, what: str, process: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + 90
    while not _answers(url):
        if process.poll() is not None or time.monotonic() > deadline:
            text = log.read_text(errors="replace")[-3000:] if log.exists() else ""
            raise RuntimeError(f"{what} did not start:\n{text}")
        time.sleep(0.3)


@contextlib.contextmanager
def _server(env: dict[str, str], port: int, work: Path) -> Iterator[None]:
    """`notary serve` on a migrated and seeded database until the block ends."""
    for command in ("migrate", "seed"):
        subprocess.run([sys.executable, "-m", "notary.cli", command], env=env, check=True, capture_output=True)
    log = work / "server.log"
    with log.open("wb") as output:
        command = [sys.executable, "-m", "notary.cli", "serve", "--port", str(port)]
        process = subprocess.Popen(command, env=env, stdout=output, stderr=output)
    try:
        _wait_for(f"http://127.0.0.1:{port}/api/client-config", "the server", process, log)
        yield
    finally:
        stop(process)


def _certificate(folder: Path) -> None:
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=notary.example.uz"]
        + ["-keyout", str(folder / "privkey.pem"), "-out", str(folder / "fullchain.pem")],
        check=True,
        capture_output=True,
    )


@contextlib.contextmanager
def _nginx(port: int, api: int, work: Path) -> Iterator[None]:
    """The shipped site on `port` (its redirect from plain HTTP on a free one) in front of the server on `api`, which
    speaks plain HTTP here: the API's own TLS on loopback is not what a visitor waits for."""
    folder = work / "nginx"
    folder.mkdir()
    _certificate(folder)
    site = (
        SITE.read_text(encoding="utf-8")
        .replace("/etc/notary/tls/", f"{folder}/")
        .replace("server 127.0.0.1:8000;", f"server 127.0.0.1:{api};")
        .replace("proxy_pass https://notary_api", "proxy_pass http://notary_api")
        .replace("listen 443 ssl", f"listen 127.0.0.1:{port} ssl")
        .replace("listen 80;", f"listen 127.0.0.1:{_free_port()};")
    )
    site = "\n".join(line for line in site.splitlines() if "listen [::]" not in line and "proxy_ssl" not in line)
    (folder / "site.conf").write_text(site, encoding="utf-8")
    temp = "".join(
        f"    {kind}_temp_path {folder}/{kind};\n" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    (folder / "nginx.conf").write_text(
        f"pid {folder}/nginx.pid;\nerror_log {folder}/error.log;\nevents {{}}\n"
        f"http {{\n    access_log off;\n{temp}    include {folder}/site.conf;\n}}\n",
        encoding="utf-8",
    )
    command = ["nginx", "-p", str(folder), "-c", str(folder / "nginx.conf"), "-g", "daemon off;"]
    process = subprocess.Popen(command, stderr=subprocess.DEVNULL)
    try:
        _wait_for(f"https://127.0.0.1:{port}/api/client-config", "nginx", process, folder / "error.log")
        yield
    finally:
        stop(process)


def _storage(origin: str) -> dict:
    """Dilnoza's browser logged in with a new session, as tests/e2e/tests/fixtures.ts portalStorage makes it."""
    from notary.cli import main

    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        main(["dev-session", "--passserial", CITIZEN[0], "--passnum", CITIZEN[1], "--terms-accepted"])
    session = json.loads(printed.getvalue().strip().splitlines()[-1])
    state = {"redirectUrl": None, "mode": "browser", "locale": "oz", "user": session["user"]}
    cookie = {"name": "notary_session", "value": session["token"], "domain": "127.0.0.1", "path": "/api"}
    cookie |= {"expires": -1, "httpOnly": True, "secure": False, "sameSite": "Strict"}
    persisted = {"name": "notary-portal", "value": json.dumps({"state": state, "version": 0})}
    return {"cookies": [cookie], "origins": [{"origin": origin, "localStorage": [persisted]}]}


def _visit(browser: NodeScript, origin: str, route: Route) -> dict:
    storage = _storage(origin) if route.logged_in else None
    return browser.ask(path=route.path, selector=route.content, storage=storage, network=SLOW_3G)


@contextlib.contextmanager
def _site(args: argparse.Namespace, work: Path) -> Iterator[str]:
    """The server, behind nginx unless --direct, until the block ends; yields the origin the browser opens."""
    port = args.port or _free_port()
    api = port if args.direct else (port + 1 if args.port else _free_port())
    origin = f"{'http' if args.direct else 'https'}://127.0.0.1:{port}"
    env = _server_env(origin, work, args.dist)
    os.environ.update({key: value for key, value in env.items() if key.startswith(("DATABASE_URL", "NOTARY_"))})
    with _server(env, api, work), contextlib.nullcontext() if args.direct else _nginx(port, api, work):
        yield origin


def _measure(args: argparse.Namespace, work: Path) -> dict[str, list[dict]]:
    """Every route visited once per run, the routes in turn (so a passing load on the machine spreads over them)."""
    from notary.core.logging import configure_logging

    configure_logging(level=logging.WARNING)  # the audit lines of this process's sessions: not the table's
    visits: dict[str, list[dict]] = {route.path: [] for route in ROUTES}
    with _site(args, work) as origin:
        browser = NodeScript(PAGES, origin, work / "browser.log")
        try:
            for run in range(args.runs):
                for route in ROUTES:
                    visits[route.path].append(_visit(browser, origin, route))
                    visit = visits[route.path][-1]
                    seconds = visit["interactive"] / 1000
                    print(f"run {run + 1} {route.path}: {seconds:.1f} s, content {visit['content']!r}", file=sys.stderr)
        finally:
            browser.close()
    return visits


def _print(visits: dict[str, list[dict]], dist: Path, runs: int) -> None:
    print(f"{'route':<18}" + "".join(f"{title:>{width}}" for _, title, width, _ in COLUMNS))
    print("-" * (18 + sum(width for _, _, width, _ in COLUMNS)))
    for path, each in visits.items():
        cells = (
            f"{statistics.median(visit[name] for visit in each) / unit:>{width}.{DIGITS.get(name, 1)}f}"
            for name, _, width, unit in COLUMNS
        )
        print(f"{path:<18}" + "".join(cells))
    served = {key: sorted({value for each in visits.values() for visit in each for value in visit[key]}) for key in
              ("protocols", "encodings")}  # fmt: skip
    print()
    print(
        f"{dist}; median of {runs} first visit(s) per route, each with an empty cache; Slow 3G: 2,000 ms per request,"
        f" 50,000 bytes/s down and up. Protocol: {', '.join(served['protocols'])}; code encoded as:"
        f" {', '.join(served['encodings'])}. {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}."
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1, help="first visits per route; the table gives their median")
    parser.add_argument("--port", type=int, help="the port the browser opens (default: a free one); the server's next")
    parser.add_argument("--direct", action="store_true", help="the server itself, HTTP/1.1, without nginx")
    default_dist = Path(os.environ.get("NOTARY_PORTAL_DIST", ROOT / "portal" / "dist"))
    parser.add_argument("--dist", type=Path, default=default_dist, help="the built portal")
    args = parser.parse_args()
    args.dist = args.dist.resolve()
    if not (args.dist / "index.html").exists():
        sys.exit(f"{args.dist} has no built portal: run `make portal` first (or give --dist)")
    if not args.direct and not (shutil.which("nginx") and shutil.which("openssl")):
        sys.exit("nginx and openssl are needed in front of the server (make setup), or measure it --direct")
    if not (ROOT / "tests" / "e2e" / "node_modules" / "@playwright" / "test").exists():
        sys.exit("the Chromium suite's Playwright is not installed: run `make setup` first")
    with tempfile.TemporaryDirectory(prefix="notary-portal-load-bench-") as work:
        visits = _measure(args, Path(work))
    _print(visits, args.dist, args.runs)


if __name__ == "__main__":
    main()
