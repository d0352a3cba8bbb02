"""Video conferences of notarial acts through the real media server (docs/video.md): the time from the notary's
"start" to both pictures live (p50 and max over 10 calls), the media server's CPU per participant stream in a call
of 2 and then 3 participants, and the recording's post-processing time per minute of call.

A real server (`notary serve`, the sandbox on, its own SQLite file and data folder, the Janus it starts on ports
derived from its port as the Chromium suite's are) serving a built portal; the notary and the parties in Chromium with
its fake camera and microphone (bench/video_peers.mjs, with the Chromium suite's Playwright: `make setup` first). Each
call is a fresh act from `notary dev-video-act` (the notary Malika and Dilnoza logged in once, each in a browser
context of their own, as the Chromium tests log in), Dilnoza ready, then Malika clicking "start" at a random point of
the portal's 5 s look at the conference (as for a party waiting with the tab open); a call is live for a page once
every other participant's picture there has decoded frames. Then one call of 2 and then 3 participants: Janus's and
the API server's CPU time (/proc) over each steady stretch. The server runs no scheduled work (`[jobs] worker` off),
so that call's recording is mixed here, by the job's own handler, alone and timed. About 8 minutes on a busy 2-core
machine.

Reads the built portal: `make portal` first, or --dist (default: NOTARY_PORTAL_DIST, else portal/dist).
Run: uv run python bench/video_bench.py  [--calls 10] [--steady-seconds 20] [--port 8772] [--dist DIR]
"""

import argparse
import contextlib
import io
import json
import logging
import os
import random
import resource
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from benchkit import NodeScript, ScriptFailed, percentile, stop

ROOT = Path(__file__).resolve().parent.parent
PEERS = Path(__file__).resolve().parent / "video_peers.mjs"
# As the Chromium suite's server (Makefile E2E_ENV): a Monday morning in Tashkent, 15-minute visits.
CLOCK = "2026-12-07T10:00:00+05:00"
PEOPLE = {"malika": ("AB", "7654321"), "dilnoza": ("AA", "1234567"), "aziz": ("AC", "1111111")}
WARM_UP_SECONDS = 3
IDLE_SECONDS = 5
MAX_FAILED = 3
TICK = os.sysconf("SC_CLK_TCK")


@dataclass
class Steady:
    participants: int
    seconds: float
    janus_cpu: float  # share of one core
    server_cpu: float
    load: float  # the machine's load average over the last minute, at the end

    @property
    def subscriptions(self) -> int:
        """Each participant receives every other one's picture and voice."""
        return self.participants * (self.participants - 1)


@dataclass
class Mix:
    call_seconds: float
    wall_seconds: float
    cpu_seconds: float
    state: str
    load: float


@dataclass
class Run:
    calls: list[dict]
    failed: list[str]  # the calls that failed, each's first line of error
    steady: list[Steady]
    mix: Mix
    revoked_sessions: int


def _ports_free(port: int) -> bool:
    for each in (port, port + 10000, port + 20000, port + 30000):
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", each))
            except OSError:
                return False
    return True


def _pick_port() -> int:
    """A port whose media server ports (+10000 HTTP, +20000 WebSocket, +30000 admin) are free too."""
    for port in random.sample(range(9000, 10000), 100):
        if _ports_free(port):
            return port
    raise RuntimeError("no free port between 9000 and 9999")


def _server_env(port: int, work: Path, dist: Path) -> dict[str, str]:
    origin = f"http://127.0.0.1:{port}"
    return {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{work / 'notary.db'}",
        "NOTARY_DATA_DIR": str(work / "data"),
        "NOTARY_SANDBOX": "true",
        "NOTARY_SANDBOX_CLOCK": CLOCK,
        "NOTARY_ACTS__VISIT_MINUTES": "15",
        "NOTARY_ACTS__PUBLIC_ORIGIN": origin,
        "NOTARY_PORTAL_DIST": str(dist),
        "NOTARY_JOBS__WORKER": "false",
        "NOTARY_VIDEO__HTTP_PORT": str(port + 10000),
        "NOTARY_VIDEO__JANUS_URL": f"http://127.0.0.1:{port + 10000}/janus",
        "NOTARY_VIDEO__WS_PORT": str(port + 20000),
        "NOTARY_VIDEO__ADMIN_PORT": str(port + 30000),
        "NOTARY_VIDEO__BROWSER_URL": f"ws://127.0.0.1:{port + 20000}",
    }


def _answers(url: str) -> bool:
    try:
        urllib.request.urlopen(url, timeout=2).close()
    except urllib.error.HTTPError:
        return True  # an answer all the same
    except OSError:
        return False
    return True


def _wait_until(ready: Callable[[], bool], what: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 90
    while not ready():
        if process.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not start:\n{log.read_text(errors='replace')[-3000:]}")
        time.sleep(0.3)


def _stat(pid: int) -> list[str]:
    """/proc/<pid>/stat's fields after the command's name (the name may hold spaces): [0] state, [1] ppid, …"""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def _cpu_seconds(pid: int) -> float:
    fields = _stat(pid)
    return (int(fields[11]) + int(fields[12])) / TICK  # utime + stime, every thread's


def _child(parent: int, name: str) -> int | None:
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError):
            if (entry / "comm").read_text().strip() == name and int(_stat(int(entry.name))[1]) == parent:
                return int(entry.name)
    return None


@contextlib.contextmanager
def _server(env: dict[str, str], port: int, work: Path) -> Iterator[tuple[int, int]]:
    """`notary serve` on a migrated and seeded database until the block ends; yields its pid and its Janus's."""
    for command in ("migrate", "seed"):
        subprocess.run([sys.executable, "-m", "notary.cli", command], env=env, check=True, capture_output=True)
    log = work / "server.log"
    with log.open("wb") as output:
        command = [sys.executable, "-m", "notary.cli", "serve", "--port", str(port)]
        process = subprocess.Popen(command, env=env, stdout=output, stderr=output)
    try:
        _wait_until(lambda: _answers(f"http://127.0.0.1:{port}/api/client-config"), "the server", process, log)
        janus = _child(process.pid, "janus")
        if janus is None:
            raise RuntimeError("the server started no media server: is Janus installed (make setup)?")
        _wait_until(lambda: _answers(f"http://127.0.0.1:{port + 10000}/janus/info"), "Janus", process, log)
        yield process.pid, janus
    finally:
        stop(process)


def _cli(*argv: str) -> dict:
    """The `notary` command in this process (its database is the server's: the environment is set), its JSON."""
    from notary.cli import main

    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        main(list(argv))
    return json.loads(printed.getvalue().strip().splitlines()[-1])


def _storage(session: dict, origin: str) -> dict:
    """A browser logged in as the session, as tests/e2e/tests/fixtures.ts portalStorage makes it."""
    state = {"redirectUrl": None, "mode": "browser", "locale": "oz", "user": session["user"]}
    cookie = {"name": "notary_session", "value": session["token"], "domain": "127.0.0.1", "path": "/api"}
    cookie |= {"expires": -1, "httpOnly": True, "secure": False, "sameSite": "Strict"}
    persisted = {"name": "notary-portal", "value": json.dumps({"state": state, "version": 0})}
    return {"cookies": [cookie], "origins": [{"origin": origin, "localStorage": [persisted]}]}


def _video_act() -> str:
    return str(_cli("dev-video-act", "--minutes-ahead", "5")["uuid"])


def _measure(pids: tuple[int, int], participants: int, seconds: float) -> Steady:
    server, janus = pids
    time.sleep(WARM_UP_SECONDS if participants else 0)
    started, janus_before, server_before = time.monotonic(), _cpu_seconds(janus), _cpu_seconds(server)
    time.sleep(seconds)
    elapsed = time.monotonic() - started
    janus_share = (_cpu_seconds(janus) - janus_before) / elapsed
    server_share = (_cpu_seconds(server) - server_before) / elapsed
    return Steady(participants, elapsed, janus_share, server_share, os.getloadavg()[0])


def _cpu_used() -> float:
    """This process's CPU time and its waited-for children's (the converters and ffmpeg the mix runs)."""
    return sum(
        usage.ru_utime + usage.ru_stime
        for usage in (resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN))
    )


def _mix(uuid: str) -> Mix:
    """The ended call's recording mixed by the scheduled job's handler, as a server worker would run it; its wall
    time, and the CPU time of the converters and ffmpeg it runs (and of this process meanwhile)."""
    from sqlmodel import Session, select

    from notary.core.db import get_engine
    from notary.models import NotarialAct, VideoCall
    from notary.video import recordings

    with Session(get_engine()) as session:
        statement = select(VideoCall).join(NotarialAct, NotarialAct.id == VideoCall.act_id)  # type: ignore[arg-type]
        call = session.exec(statement.where(NotarialAct.uuid == uuid)).one()
        assert call.started_at is not None and call.ended_at is not None
        cpu_before, started = _cpu_used(), time.monotonic()
        recordings.mix(session, {"call_id": call.id})
        session.commit()
        wall, cpu = time.monotonic() - started, _cpu_used() - cpu_before
        length = (call.ended_at - call.started_at).total_seconds()
        return Mix(length, wall, cpu, str(call.recording_state), os.getloadavg()[0])


def _log_in(peers: NodeScript, origin: str, *people: str) -> None:
    """Each person in a new browser context with a new session, as a Chromium test starts."""
    for who in people:
        serial, number = PEOPLE[who]
        session = _cli("dev-session", "--passserial", serial, "--passnum", number, "--terms-accepted")
        peers.ask(cmd="open", who=who, storage=_storage(session, origin))


def _timed_calls(peers: NodeScript, origin: str, count: int) -> tuple[list[dict], list[str]]:
    """`count` calls timed; a call that fails is told and another made in its place, its people logged in anew, up to
    MAX_FAILED in all."""
    calls: list[dict] = []
    failed: list[str] = []
    while len(calls) < count:
        try:
            calls.append(peers.ask(cmd="call", uuid=_video_act()))
            peers.ask(cmd="end")
        except ScriptFailed as failure:
            failed.append(str(failure).splitlines()[0])
            print(failure, file=sys.stderr)
            if len(failed) > MAX_FAILED:
                raise
            _log_in(peers, origin, "malika", "dilnoza")
            continue
        print(f"call {len(calls)}: both pictures live {calls[-1]['both_live']} ms", file=sys.stderr)
    return calls, failed


def _revoked_sessions() -> int:
    """Sessions the server revoked during the run because a token came back after two rotations (token reuse)."""
    from sqlmodel import Session, col, select

    from notary.core.db import get_engine
    from notary.models import AuditEvent

    with Session(get_engine()) as session:
        revoked = session.exec(select(AuditEvent.details).where(col(AuditEvent.action) == "session_revoked")).all()
    return sum(1 for details in revoked if details.get("reason") == "token_reuse")


def _run(args: argparse.Namespace, work: Path) -> Run:
    port = args.port or _pick_port()
    origin = f"http://127.0.0.1:{port}"
    env = _server_env(port, work, args.dist)
    os.environ.update({key: value for key, value in env.items() if key.startswith(("DATABASE_URL", "NOTARY_"))})
    from notary.core.logging import configure_logging

    configure_logging(level=logging.WARNING)  # the audit lines of this process's CLI calls and mix: not the table's
    with _server(env, port, work) as pids:
        steady = [_measure(pids, 0, IDLE_SECONDS)]
        peers = NodeScript(PEERS, origin, work / "peers.log")
        try:
            _log_in(peers, origin, "malika", "dilnoza", "aziz")
            calls, failed = _timed_calls(peers, origin, args.calls)
            uuid = _video_act()
            peers.ask(cmd="call", uuid=uuid)
            steady.append(_measure(pids, 2, args.steady_seconds))
            peers.ask(cmd="add", uuid=uuid, who="aziz")
            steady.append(_measure(pids, 3, args.steady_seconds))
            peers.ask(cmd="end")
        except Exception:
            log = (work / "server.log").read_text(errors="replace")
            print(f"the server's log ends:\n{log[-4000:]}", file=sys.stderr)
            raise
        finally:
            peers.close()
        return Run(calls, failed, steady, _mix(uuid), _revoked_sessions())


def _load() -> str:
    return " / ".join(f"{value:.2f}" for value in os.getloadavg())


def _print(run: Run, loads: tuple[str, str]) -> None:
    calls, steady, mix = run.calls, run.steady, run.mix
    live = [call["both_live"] / 1000 for call in calls]
    party_join = [call["party"]["joined"] / 1000 for call in calls]
    after_join = [call["both_live"] / 1000 - call["party"]["joined"] / 1000 for call in calls]
    minutes = mix.call_seconds / 60
    rows = [
        (f"start → both pictures live, p50 of {len(calls)} calls", f"{percentile(live, 0.5):.2f} s",
         f"max {max(live):.2f} s, min {min(live):.2f} s"),
        ("  of which: start → the party's page offers “join”, p50", f"{percentile(party_join, 0.5):.2f} s",
         f"the portal looks at the conference every 5 s; max {max(party_join):.2f} s"),
        ("  of which: the party's join → both pictures live, p50", f"{percentile(after_join, 0.5):.2f} s",
         f"max {max(after_join):.2f} s"),
    ]  # fmt: skip
    for each in steady:
        if not each.participants:
            rows.append(("Janus CPU, no call", f"{each.janus_cpu * 100:.1f} % of a core", f"load {each.load:.1f}"))
            continue
        rows += [
            (f"Janus CPU, {each.participants} participants", f"{each.janus_cpu * 100:.1f} % of a core",
             f"{each.seconds:.0f} s of steady call; API server {each.server_cpu * 100:.1f} %; load {each.load:.1f}"),
            (f"  per published stream ({each.participants})", f"{each.janus_cpu * 100 / each.participants:.1f} %",
             "the same CPU ÷ the participants sending audio + video"),
            (f"  per subscription ({each.subscriptions})", f"{each.janus_cpu * 100 / each.subscriptions:.1f} %",
             "the same CPU ÷ the audio + video feeds forwarded to a participant"),
        ]  # fmt: skip
    rows += [
        ("recording mix, wall time per minute of call", f"{mix.wall_seconds / minutes:.1f} s",
         f"a {mix.call_seconds:.0f} s call of 2 then 3 participants mixed in {mix.wall_seconds:.1f} s ({mix.state});"
         f" load {mix.load:.1f}"),
        ("recording mix, CPU time per minute of call", f"{mix.cpu_seconds / minutes:.1f} s",
         "janus-pp-rec + ffmpeg (+ the job's own)"),
    ]  # fmt: skip
    print("| figure | value | notes |")
    print("|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    print()
    print(
        f"{os.cpu_count()} cores, shared: load average (1 / 5 / 15 min) {loads[0]} before the run, {loads[1]} after it."
        " The browsers (Chromium encoding and decoding every picture) run on the same machine as the server, and other"
        " work may have run beside them: the figures are taken under whatever load there was."
    )
    if run.failed:
        print(f"Calls that failed and were made again: {len(run.failed)} ({'; '.join(run.failed)}).")
    if run.revoked_sessions:
        print(f"Sessions the server revoked as token reuse during the run: {run.revoked_sessions}.")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=10, help="calls timed from start to both pictures live")
    parser.add_argument("--steady-seconds", type=float, default=20, help="CPU measured this long per call size")
    parser.add_argument("--port", type=int, help="the server's port (media server ports +10000, +20000, +30000)")
    default_dist = Path(os.environ.get("NOTARY_PORTAL_DIST", ROOT / "portal" / "dist"))
    parser.add_argument("--dist", type=Path, default=default_dist, help="the built portal")
    args = parser.parse_args()
    args.dist = args.dist.resolve()
    if not (args.dist / "index.html").exists():
        sys.exit(f"{args.dist} has no built portal: run `make portal` first (or give --dist)")
    if not (ROOT / "tests" / "e2e" / "node_modules" / "@playwright" / "test").exists():
        sys.exit("the Chromium suite's Playwright is not installed: run `make setup` first")
    load_before = _load()
    with tempfile.TemporaryDirectory(prefix="notary-video-bench-") as work:
        run = _run(args, Path(work))
    _print(run, (load_before, _load()))


if __name__ == "__main__":
    main()
