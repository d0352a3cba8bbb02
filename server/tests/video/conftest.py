"""A real media server for the conference tests: Janus from Debian with the project's configuration (config/janus),
on free ports of its own, its events caught by a small HTTP server so a test can hand them to the app as Janus would
(the app under test has no port of its own)."""

import json
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest

from notary.core.settings import get_settings
from notary.video import media_server


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Events:
    """What Janus posted, in order."""

    def __init__(self) -> None:
        self.received: list[dict] = []
        self.lock = threading.Lock()

    def room_events(self, kind: str) -> list[dict]:
        with self.lock:
            return [e for e in self.received if e.get("type") == 64 and e["event"]["data"].get("event") == kind]

    def wait_for(self, kind: str, count: int = 1, seconds: float = 5) -> list[dict]:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if len(found := self.room_events(kind)) >= count:
                return found
            time.sleep(0.05)
        raise AssertionError(f"Janus sent no {kind!r} event")


def _collector(events: Events) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - the standard library's name
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            with events.lock:
                events.received.extend(body if isinstance(body, list) else [body])
            self.send_response(200)
            self.end_headers()

        def log_message(self, *_args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@pytest.fixture(scope="session")
def _media_server(tmp_path_factory: pytest.TempPathFactory, settings_env: None) -> Iterator[tuple[Events, dict]]:
    if shutil.which("janus") is None:
        pytest.fail("Janus is not installed: make setup installs it")
    events = Events()
    collector = _collector(events)
    http_port = _free_port()
    overrides = {
        "http_port": http_port,
        "admin_port": _free_port(),
        "ws_port": _free_port(),
        "janus_url": f"http://127.0.0.1:{http_port}/janus",
        "events_url": f"http://127.0.0.1:{collector.server_address[1]}/",
        "recordings_dir": tmp_path_factory.mktemp("recordings"),
    }
    folder = tmp_path_factory.mktemp("janus")
    settings = get_settings().model_copy(update={"video": get_settings().video.model_copy(update=overrides)})
    config = media_server.write_config(settings, folder, 0)
    log = (folder / "janus.log").open("ab")
    janus = subprocess.Popen(["janus", "-C", str(config), "-F", str(folder), "-o"], stdout=log, stderr=log)
    _wait_until_up(overrides["janus_url"], janus, folder / "janus.log")
    yield events, overrides
    janus.terminate()
    janus.wait(10)
    collector.shutdown()


@pytest.fixture
def media(_media_server: tuple[Events, dict], monkeypatch: pytest.MonkeyPatch) -> Events:
    """The media server, and the server's settings pointing at it for this test."""
    events, overrides = _media_server
    for name, value in overrides.items():
        monkeypatch.setattr(get_settings().video, name, value)
    with events.lock:
        events.received.clear()
    return events


def _wait_until_up(url: str, janus: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{url}/info", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        if janus.poll() is not None:
            break
        time.sleep(0.1)
    raise AssertionError("Janus did not start:\n" + log.read_text()[-3000:])
