"""Fixtures of the agent's tests (outside tests/card): a real central server, a real agent on a free port, test
videos for the video-file camera. Nothing is mocked: the agent talks HTTP to a running server."""

import contextlib
import json
import os
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import cv2
import httpx
import numpy as np
import pytest
import uvicorn

from camera_agent.config import AgentConfig
from camera_agent.service.app import create_app

REPO = Path(__file__).resolve().parents[2]
ADMIN_PASSPORT = ("AD", "2222222")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until(condition, timeout: float, what: str, interval: float = 0.05):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(interval)
    raise TimeoutError(f"gave up waiting for {what}")


class CentralServer:
    """`notary serve` in a child process, on a migrated and seeded SQLite database of its own."""

    def __init__(self, workdir: Path):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.env = {
            **os.environ,
            "DATABASE_URL": f"sqlite:///{workdir / 'notary.db'}",
            "NOTARY_DATA_DIR": str(workdir / "data"),
            "NOTARY_PORTAL_DIST": str(workdir / "portal"),
            "NOTARY_PROFILE": "development",
            "NOTARY_SANDBOX": "true",
            "NOTARY_VIDEO__START_MEDIA_SERVER": "false",  # no video conference here: no media server beside it
        }
        self.log = workdir / "server.log"
        self.process: subprocess.Popen | None = None
        self._admin_token: str | None = None

    def notary(self, *args: str) -> str:
        command = [sys.executable, "-m", "notary.cli", *args]
        return subprocess.run(command, env=self.env, cwd=REPO, check=True, capture_output=True, text=True).stdout

    def start(self) -> None:
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "notary.cli", "serve", "--port", str(self.port)],
                env=self.env,
                cwd=REPO,
                stdout=log,
                stderr=log,
            )
        wait_until(self._answers, 60, f"the server on {self.url} ({self.log})")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=20)
            self.process = None

    def _answers(self) -> bool:
        if self.process is not None and self.process.poll() is not None:
            raise RuntimeError(f"the server exited: {self.log.read_text(errors='replace')[-3000:]}")
        try:
            return httpx.get(f"{self.url}/api/client-config", timeout=2).status_code == 200
        except httpx.HTTPError:
            return False

    def admin(self, method: str, path: str, **kwargs) -> httpx.Response:
        """A call as the sandbox administrator; the session token rotates on every answer, as the portal's does."""
        if self._admin_token is None:
            passserial, passnum = ADMIN_PASSPORT
            session = self.notary("dev-session", "--passserial", passserial, "--passnum", passnum)
            self._admin_token = json.loads(session.strip().splitlines()[-1])["token"]
        headers = {"Authorization": f"Bearer {self._admin_token}"}
        answer = httpx.request(method, self.url + path, headers=headers, timeout=30, **kwargs)
        scheme, _, fresh = answer.headers.get("authorization", "").partition(" ")
        if scheme == "Bearer" and fresh:
            self._admin_token = fresh
        return answer

    def issue_code(self, kiosk_id: str) -> str:
        body = {"kioskId": kiosk_id, "location": "Tashkent, Yunusobod", "office": "Yunusobod notary office"}
        answer = self.admin("POST", "/api/kiosks/enrolment-codes", json=body)
        answer.raise_for_status()
        return answer.json()["code"]


@pytest.fixture(scope="session")
def central_server(tmp_path_factory) -> Iterator[CentralServer]:
    workdir = tmp_path_factory.mktemp("central-server")
    (workdir / "portal").mkdir()
    server = CentralServer(workdir)
    server.notary("migrate")
    server.notary("seed")
    server.start()
    try:
        yield server
    finally:
        server.stop()


class RunningAgent:
    """The agent's ASGI app served by uvicorn in a thread of the test process, as `camera-agent serve` does."""

    def __init__(self, config: AgentConfig):
        self.config = config
        self.app = create_app(config)
        self.url = f"http://127.0.0.1:{config.port}"
        self.ws_url = f"ws://127.0.0.1:{config.port}/api/face-check/ws"
        self._server = uvicorn.Server(uvicorn.Config(self.app, host="127.0.0.1", port=config.port, log_level="warning"))
        self._thread = threading.Thread(target=self._server.run, daemon=True)

    @property
    def agent(self):
        return self.app.state.agent

    def __enter__(self) -> "RunningAgent":
        self._thread.start()
        wait_until(lambda: self._server.started, 20, "the agent to start")
        return self

    def __exit__(self, *_exc) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=20)

    def get(self, path: str, **kwargs) -> httpx.Response:
        return httpx.get(self.url + path, timeout=30, **kwargs)

    def post(self, path: str, **kwargs) -> httpx.Response:
        return httpx.post(self.url + path, timeout=30, **kwargs)


def agent_config(data_dir: Path, server_url: str, video: Path | None, **overrides) -> AgentConfig:
    sound = data_dir.parent / "asound"
    sound.mkdir(parents=True, exist_ok=True)
    (sound / "pcm").write_text("00-00: ALC3246 Analog : ALC3246 Analog : playback 1 : capture 1\n")
    return AgentConfig(
        port=free_port(),
        server_url=server_url,
        data_dir=data_dir,
        camera={"video_file": video, "lost_after_seconds": 3.0, "reopen_backoff_max_seconds": 0.5},
        diagnostics={
            "proc_asound": sound,
            "speedtest_bytes": 200_000,
            "min_free_disk_bytes": 1,
            "heartbeat_seconds": 3600,
        },
        **overrides,
    )


@pytest.fixture
def make_agent(tmp_path):
    """Start an agent: make_agent(server_url, video, **config overrides) -> RunningAgent (stopped at teardown)."""
    started: list[RunningAgent] = []

    def _make(server_url: str, video: Path | None, **overrides) -> RunningAgent:
        data_dir = tmp_path / f"agent-{len(started)}" / "data"
        running = RunningAgent(agent_config(data_dir, server_url, video, **overrides)).__enter__()
        started.append(running)
        return running

    yield _make
    for running in started:
        running.__exit__(None, None, None)


def write_video(path: Path, frames: list[np.ndarray], fps: float) -> Path:
    """Motion-JPEG in AVI: OpenCV writes and reads it without any external codec."""
    height, width = frames[0].shape[:2]
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), fps, (width, height))
    for frame in frames:
        writer.write(frame)
    writer.release()
    return path


@pytest.fixture(scope="session")
def plain_video(tmp_path_factory) -> Path:
    """One second of 640x480 frames, each a different shade with a moving bar (no face: camera tests only)."""
    frames = []
    for i in range(10):
        frame = np.full((480, 640, 3), 60 + 15 * i, np.uint8)
        cv2.rectangle(frame, (60 * i, 100), (60 * i + 40, 380), (255, 255, 255), -1)
        frames.append(frame)
    return write_video(tmp_path_factory.mktemp("video") / "plain.avi", frames, fps=10)


@pytest.fixture(scope="session")
def face_videos(tmp_path_factory) -> dict[str, Path]:
    """Y4M clips of the synthetic sandbox face (liveness.synthetic): a live head turning left and right, and a
    flat photo tilted the same way (the attack), each looped by the video-file camera."""
    from liveness.synthetic.portraits import head
    from liveness.synthetic.video import sequence, write_y4m

    folder = tmp_path_factory.mktemp("faces")
    astronaut, hopper = head("astronaut"), head("hopper")
    videos = {}
    for kind in ("bona-fide", "flat-tilt"):
        videos[kind] = folder / f"{kind}.y4m"
        write_y4m(sequence(kind, astronaut, hopper, fps=10), videos[kind], fps=10)
    return videos


class PageSocket:
    """What the kiosk page does over the agent's socket (as @stomp/stompjs would): CONNECT, SUBSCRIBE, a heart-beat
    every 3 s, listen."""

    def __init__(self, url: str, origin: str | None = None, session_id: str | None = None, beat: bool = True):
        from websockets.sync.client import connect

        headers = {"Origin": origin} if origin else {}
        self.session_id = session_id or str(uuid.uuid4())
        self._exit = contextlib.ExitStack()
        self.ws = self._exit.enter_context(
            connect(url, subprotocols=["v12.stomp"], additional_headers=headers, open_timeout=10)
        )
        self._beating = threading.Event()
        if beat:
            threading.Thread(target=self._beat, daemon=True).start()

    def _beat(self) -> None:
        while not self._beating.wait(3.0):
            with contextlib.suppress(Exception):
                self.ws.send("\n")

    def send(self, command: str, **headers: str) -> None:
        lines = [command, *(f"{name.replace('_', '-')}:{value}" for name, value in headers.items())]
        self.ws.send("\n".join(lines) + "\n\n\0")

    def connect(self) -> dict:
        self.send("CONNECT", accept_version="1.2", heart_beat="3000,3000", session_id=self.session_id)
        return self.next_frame(10)

    def subscribe(self) -> None:
        self.send("SUBSCRIBE", id="sub-0", destination="/user/queue/face")

    def next_frame(self, timeout: float) -> dict:
        """The next frame from the agent (heartbeats skipped): {command, headers, body}."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.ws.recv(timeout=max(0.01, deadline - time.monotonic()))
            if message.strip("\r\n"):
                head, _, body = message.partition("\n\n")
                command, *lines = head.split("\n")
                headers = dict(line.split(":", 1) for line in lines)
                return {"command": command, "headers": headers, "body": body.rstrip("\0")}

    def close(self) -> None:
        self._beating.set()
        self._exit.close()


@pytest.fixture
def dilnoza_passport(tmp_path_factory):
    """Dilnoza Karimova's e-passport in the virtual reader of a real pcscd (the card reader's own test helpers);
    yields the folder of country signing certificates that trusts it."""
    from card import demo_passport, pki
    from card.virtual_card import APT_PACKAGES, missing_tools, pcsc_service, virtual_passport

    missing = missing_tools()
    if missing:
        pytest.fail(f"the card tests need {', '.join(missing)}: apt-get install -y {APT_PACKAGES}", pytrace=False)
    workdir = tmp_path_factory.mktemp("passport")
    csca = pki.country_signer("UZ")
    signer = pki.document_signer(csca)
    (workdir / "csca").mkdir()
    (workdir / "csca" / "uz-csca.pem").write_bytes(pki.pem(csca.certificate))
    files = demo_passport.issued_files(
        demo_passport.face_jpeg(), lambda groups: pki.sign_sod(signer, pki.security_object(groups))
    )
    with pcsc_service(workdir / "pcscd.log"), virtual_passport(files, workdir):
        yield workdir / "csca"
