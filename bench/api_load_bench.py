"""The public notary list under load, beside a bare FastAPI endpoint answering the same JSON bytes: requests per
second, p50 and p99 at 10 and at 200 connections, and each rate as a share of the bare endpoint's in the same run (the
machine may be busy with other work, so only figures measured side by side are compared).

Real servers, started here: the service as `make run` serves it (SQLite, one worker) and as production does
(PostgreSQL, one worker per CPU core, as the installer's NOTARY_WORKERS advises), each on its own database migrated
and seeded like `make seed`; the bare endpoint with the same worker count beside each. `wrk` drives them.
Run: uv run python bench/api_load_bench.py  [--seconds 5] [--connections 10,200]
"""

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from benchkit import scratch_database, stop

ROOT = Path(__file__).resolve().parent.parent
PAGE = "/api/notaries?page=1&size=20"
BARE_BODY = "NOTARY_BENCH_BARE_BODY"
# wrk's own summary has no p99 on one line: the script prints the figures as JSON when the run ends.
WRK_SCRIPT = """
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format('{"requests": %d, "micros": %d, "p50": %d, "p99": %d, "errors": %d, "non2xx": %d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), errors, summary.errors.status))
end
"""


def bare_app() -> object:
    """The comparison: one async endpoint answering fixed bytes (uvicorn's factory; the bytes come from a file)."""
    from fastapi import FastAPI, Response

    body = Path(os.environ[BARE_BODY]).read_bytes()
    app = FastAPI()

    @app.get("/api/notaries")
    async def notaries() -> Response:
        return Response(body, media_type="application/json")

    return app


@dataclass
class Result:
    server: str
    workers: int
    connections: int
    rate: float
    p50_ms: float
    p99_ms: float
    failures: int


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _get(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=5) as answer:
        return bytes(answer.read())


@contextmanager
def _server(command: list[str], env: dict[str, str], port: int) -> Iterator[str]:
    """A server process until the block ends; yields the page's URL once it answers."""
    base = f"http://127.0.0.1:{port}"
    log = tempfile.TemporaryFile()
    process = subprocess.Popen(command, env=env, stdout=log, stderr=log)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                _get(base + PAGE)
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    log.seek(0)
                    tail = log.read().decode(errors="replace")[-3000:]
                    raise RuntimeError(f"server did not start: {' '.join(command)}\n{tail}") from None
                time.sleep(0.3)
        yield base + PAGE
    finally:
        stop(process, 15)
        log.close()


def _service_env(database_url: str, data_dir: str) -> dict[str, str]:
    return {**os.environ, "DATABASE_URL": database_url, "NOTARY_DATA_DIR": data_dir, "NOTARY_SANDBOX": "true"}


def _seed(env: dict[str, str]) -> None:
    """As `make seed`: migrate, then the reference data and the sandbox's demo data."""
    for command in ("migrate", "seed"):
        subprocess.run([sys.executable, "-m", "notary.cli", command], env=env, check=True, capture_output=True)


def _notary_serve(port: int, workers: int) -> list[str]:
    return [sys.executable, "-m", "notary.cli", "serve", "--port", str(port), "--workers", str(workers)]


def _bare_serve(port: int, workers: int) -> list[str]:
    return [
        *(sys.executable, "-m", "uvicorn", "api_load_bench:bare_app", "--factory", "--app-dir", str(ROOT / "bench")),
        *("--port", str(port), "--workers", str(workers), "--no-access-log", "--log-level", "warning"),
    ]


def _wrk(url: str, connections: int, seconds: int, script: Path) -> tuple[float, float, float, int]:
    threads = str(min(connections, os.cpu_count() or 1))
    command = ["wrk", "-t", threads, "-c", str(connections), "-d", f"{seconds}s", "--timeout", "10s", "-s", str(script)]
    output = subprocess.run([*command, url], check=True, capture_output=True, text=True).stdout
    figures = json.loads(output.strip().splitlines()[-1])
    rate = figures["requests"] / (figures["micros"] / 1e6)
    return rate, figures["p50"] / 1000, figures["p99"] / 1000, figures["errors"] + figures["non2xx"]


def _compare(
    label: str, service: list[str], env: dict[str, str], workers: int, args: argparse.Namespace, work: Path
) -> list[Result]:
    """The service and the bare endpoint side by side: at each connection count, one run of each in turn."""
    script = work / "figures.lua"
    script.write_text(WRK_SCRIPT)
    results = []
    service_port = int(service[service.index("--port") + 1])
    with _server(service, env, service_port) as service_url:
        body = work / f"page-{workers}.json"
        body.write_bytes(_get(service_url))
        bare_port = _free_port()
        bare_env = {**os.environ, BARE_BODY: str(body)}
        with _server(_bare_serve(bare_port, workers), bare_env, bare_port) as bare_url:
            for url in (bare_url, service_url):  # warm-up: connections opened, caches filled
                _wrk(url, 10, 1, script)
            for connections in args.connections:
                for name, url in (("bare FastAPI", bare_url), (label, service_url)):
                    results.append(Result(name, workers, connections, *_wrk(url, connections, args.seconds, script)))
    return results


def _sqlite(args: argparse.Namespace, work: Path) -> list[Result]:
    env = _service_env(f"sqlite:///{work / 'notary.db'}", str(work / "sqlite-data"))
    _seed(env)
    return _compare("notary list, SQLite", _notary_serve(_free_port(), 1), env, 1, args, work)


def _postgresql(args: argparse.Namespace, work: Path) -> list[Result]:
    workers = os.cpu_count() or 1
    with scratch_database("notary_api_load_bench") as url:
        env = _service_env(url.replace("postgresql://", "postgresql+psycopg://"), str(work / "pg-data"))
        _seed(env)
        return _compare("notary list, PostgreSQL", _notary_serve(_free_port(), workers), env, workers, args, work)


def _load() -> str:
    return ", ".join(f"{value:.2f}" for value in os.getloadavg())


def _print(results: list[Result], args: argparse.Namespace, load_before: str) -> None:
    print(f"GET {PAGE}, {args.seconds} s per run, {os.cpu_count()} cores; load average {load_before} before the run,")
    print(f"{_load()} after it (other processes share the machine: compare the ratios, measured side by side)")
    header = f"{'server':<26}{'workers':>8}{'conns':>7}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'failed':>8}{'÷ bare':>8}"
    print(header)
    print("-" * len(header))
    bare: dict[tuple[int, int], float] = {}
    for result in results:
        key = (result.workers, result.connections)
        if result.server == "bare FastAPI":
            bare[key] = result.rate
        # No answer within the run: the percentiles do not exist (wrk counts a request only when it is answered).
        p50, p99 = (f"{result.p50_ms:.1f}", f"{result.p99_ms:.1f}") if result.rate else (">run", ">run")
        print(
            f"{result.server:<26}{result.workers:>8}{result.connections:>7}{result.rate:>9.0f}{p50:>9}{p99:>9}"
            f"{result.failures:>8}{result.rate / bare[key]:>8.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=5, help="length of each measured run")
    parser.add_argument("--connections", default="10,200", help="comma-separated connection counts")
    parser.add_argument("--only", choices=("sqlite", "postgresql"), help="one database only")
    args = parser.parse_args()
    args.connections = [int(count) for count in args.connections.split(",")]
    load_before = _load()
    results: list[Result] = []
    with tempfile.TemporaryDirectory(prefix="notary-load-") as work:
        if args.only != "postgresql":
            results += _sqlite(args, Path(work))
        if args.only != "sqlite":
            results += _postgresql(args, Path(work))
    _print(results, args, load_before)


if __name__ == "__main__":
    main()
