"""The agent's parts, wired once per process, and the heartbeat that sends diagnostics to the server."""

import asyncio
import contextlib
import logging
import time
from dataclasses import dataclass, field

from camera_agent.config import AgentConfig
from camera_agent.service.camera import Camera
from camera_agent.service.card import CardStore
from camera_agent.service.diagnostics import run_diagnostics
from camera_agent.service.identity import KioskIdentity
from camera_agent.service.server_api import ServerApi, ServerRefused, ServerUnreachable

log = logging.getLogger("camera_agent")
RETRY_FIRST_SECONDS = 5.0


@dataclass
class HeartbeatRecord:
    at: float | None = None
    ok: bool = False
    error: str | None = None

    def as_json(self) -> dict:
        return {"at": self.at, "ok": self.ok, "error": self.error}


@dataclass
class Agent:
    config: AgentConfig
    camera: Camera
    identity: KioskIdentity
    server: ServerApi
    card: CardStore
    last_heartbeat: HeartbeatRecord = field(default_factory=HeartbeatRecord)
    _wake: asyncio.Event | None = None

    @classmethod
    def from_config(cls, config: AgentConfig) -> "Agent":
        return cls(
            config=config,
            camera=Camera(config.camera),
            identity=KioskIdentity(config.data_dir, config.key_file),
            server=ServerApi(config.server_url, config.request_timeout_seconds),
            card=CardStore(config.card.csca_dir, config.card.reader),
        )

    def diagnose(self, *, open_camera: bool, bandwidth: bool) -> dict:
        return run_diagnostics(
            self.config, self.camera, self.identity, self.server, open_camera=open_camera, bandwidth=bandwidth
        )

    def send_heartbeat(self) -> float:
        """One heartbeat (blocking); the seconds until the next one, as the server asks."""
        diagnostics = self.diagnose(open_camera=False, bandwidth=self.config.diagnostics.heartbeat_bandwidth)
        answer = self.server.heartbeat(self.identity, diagnostics)
        self.last_heartbeat = HeartbeatRecord(time.time(), True)
        return float(answer.get("heartbeatSeconds") or self.config.diagnostics.heartbeat_seconds)

    async def heartbeat_forever(self) -> None:
        """Every few minutes while enrolled (at once after an enrolment); a server that is away is retried sooner,
        with a growing wait."""
        self._wake = asyncio.Event()
        retry = RETRY_FIRST_SECONDS
        while True:
            delay = self.config.diagnostics.heartbeat_seconds
            if self.identity.enrolled:
                try:
                    delay = await asyncio.to_thread(self.send_heartbeat)
                    retry = RETRY_FIRST_SECONDS
                except (ServerUnreachable, ServerRefused) as error:
                    self.last_heartbeat = HeartbeatRecord(time.time(), False, str(error))
                    log.warning("heartbeat failed: %s", error)
                    delay, retry = min(retry, delay), min(retry * 2, delay)
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), delay)

    def heartbeat_soon(self) -> None:
        """Send the next heartbeat now (after an enrolment, so that the server sees the kiosk at once)."""
        if self._wake is not None:
            self._wake.set()
