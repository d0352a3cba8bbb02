"""Calls from the agent to the central server (blocking `requests`; the service runs them in a worker thread)."""

import base64
import email.utils
import os
import time
from dataclasses import dataclass
from typing import Any

import requests

from camera_agent.service.identity import KioskIdentity

CHUNK = 64 * 1024


class ServerUnreachable(RuntimeError):
    """The server did not answer (network down, server away)."""


class ServerRefused(RuntimeError):
    """The server answered with an error; `message` is its text (already translated by the server)."""

    def __init__(self, status: int, message: str):
        super().__init__(f"{status}: {message}")
        self.status = status
        self.message = message


@dataclass(frozen=True)
class ClockReading:
    skew_seconds: float  # server minus local
    round_trip_seconds: float


def _message(answer: requests.Response) -> str:
    if answer.headers.get("content-type", "").startswith("application/json"):
        try:
            return str(answer.json().get("message", answer.text))
        except ValueError:
            return answer.text
    return answer.text


class ServerApi:
    def __init__(self, base_url: str, timeout: float, language: str = "oz"):
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.http = requests.Session()
        self.http.headers.update({"Accept-Language": language, "X-Client-Mode": "kiosk"})

    def _call(self, method: str, path: str, **kwargs: Any) -> requests.Response:
        try:
            answer = self.http.request(method, self.base_url + path, timeout=self.timeout, **kwargs)
        except requests.RequestException as error:
            raise ServerUnreachable(f"{self.base_url} did not answer: {error}") from error
        if answer.status_code >= 400:
            raise ServerRefused(answer.status_code, _message(answer))
        return answer

    def enrol(self, code: str, jwk: dict) -> dict:
        return self._call("POST", "/api/kiosks/enrol", json={"code": code, "publicJwk": jwk}).json()

    def heartbeat(self, identity: KioskIdentity, diagnostics: dict) -> dict:
        """The diagnostics signed as a report, sent with a request token (which does not cover the body)."""
        headers = {"Authorization": f"Kiosk {identity.request_token()}"}
        body = {"report": identity.signed_report(diagnostics)}
        return self._call("POST", "/api/kiosks/heartbeat", json=body, headers=headers).json()

    def send_evidence(self, identity: KioskIdentity, token: str, seed: int, frames: list[bytes]) -> None:
        """The result token with the evidence of its session, for the server to re-check before `/auth` takes it."""
        headers = {"Authorization": f"Kiosk {identity.request_token()}"}
        body = {"jwt": token, "seed": seed, "frames": [base64.b64encode(frame).decode("ascii") for frame in frames]}
        self._call("POST", "/api/face-check/kiosk-evidence", json=body, headers=headers)

    def clock(self) -> ClockReading:
        """The server's clock from its Date header (1 s resolution), against the middle of the round trip."""
        started = time.time()
        answer = self._call("GET", "/api/client-config")
        finished = time.time()
        server_time = email.utils.parsedate_to_datetime(answer.headers["date"]).timestamp()
        return ClockReading(server_time - (started + finished) / 2, finished - started)

    def download_mbps(self, identity: KioskIdentity, size: int) -> float:
        headers = {"Authorization": f"Kiosk {identity.request_token()}"}
        started = time.perf_counter()
        answer = self._call("GET", "/api/kiosks/speedtest", params={"bytes": size}, headers=headers, stream=True)
        received = sum(len(chunk) for chunk in answer.iter_content(CHUNK))
        return _mbps(received, time.perf_counter() - started)

    def upload_mbps(self, identity: KioskIdentity, size: int) -> float:
        headers = {"Authorization": f"Kiosk {identity.request_token()}", "Content-Type": "application/octet-stream"}
        payload = os.urandom(size)  # incompressible, like the server's download
        started = time.perf_counter()
        answer = self._call("POST", "/api/kiosks/speedtest", data=payload, headers=headers)
        return _mbps(int(answer.json()["bytes"]), time.perf_counter() - started)


def _mbps(size: int, seconds: float) -> float:
    return size * 8 / max(seconds, 1e-6) / 1_000_000
