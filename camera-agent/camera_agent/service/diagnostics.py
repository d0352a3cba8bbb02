"""Checks of the kiosk's hardware and connection. Each failing check names its problem with a code and the words
of docs/contracts/errors-and-limits.md#camera-errors or of what a video conference needs
(docs/contracts/errors-and-limits.md#camera-and-network); the technician tool translates the codes."""

import shutil
import subprocess
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from camera_agent import __version__
from camera_agent.config import AgentConfig
from camera_agent.service.camera import Camera, CameraState
from camera_agent.service.card import ReaderUnavailable, card_readers
from camera_agent.service.identity import KioskIdentity
from camera_agent.service.server_api import ServerApi, ServerRefused, ServerUnreachable

PROBLEMS = {
    "no_webcam": "No webcam",
    "minimal_resolution": "Minimal resolution: the camera gives less than 640x480",
    "device_in_use": "Device in use",
    "permission_denied": "Permission denied",
    "camera_unreadable": "Camera unreadable",
    "camera_in_call": "Camera in use by a video call",
    "no_microphone": "No microphone",
    "low_bandwidth": "Bandwidth below 2 Mb/s: not enough for a video conference",
    "connection_not_established": "Connection not established",
    "not_enrolled": "Kiosk not enrolled",
    "no_card_reader": "No card reader",
    "no_printer": "No printer",
    "clock_skew": "The clock differs from the server's",
    "low_disk": "Not enough free disk space",
    "unknown": "Unknown error",
}
CAMERA_OPEN_SECONDS = 5.0


@dataclass(frozen=True)
class Check:
    name: str
    ok: bool
    code: str | None = None
    problem: str | None = None
    details: dict = field(default_factory=dict)


def passed(name: str, **details: Any) -> Check:
    return Check(name, True, details=details)


def failed(name: str, code: str, **details: Any) -> Check:
    return Check(name, False, code, PROBLEMS[code], details)


# ---- camera -----------------------------------------------------------------------------------------------------
def camera_check(camera: Camera, open_camera: bool) -> Check:
    """With `open_camera`, read a frame and check its size; otherwise (heartbeats, so as never to take the camera
    from a video conference) check only that the device is there. A camera lent to a call is never opened."""
    lent = camera.lent
    if not lent and (camera.in_use or open_camera):
        return _camera_reading(camera)
    index, problem = camera.locate()
    source = camera.status.source if index is None else f"/dev/video{index}"
    details = {"source": source, "opened": False, **({"inCall": True} if lent else {})}
    return failed("camera", problem, **details) if problem else passed("camera", **details)


def _camera_reading(camera: Camera) -> Check:
    camera.acquire()
    try:
        frame = camera.wait_frame(0, CAMERA_OPEN_SECONDS)
        status = camera.status
    finally:
        camera.release()
    if frame is None or status.state is not CameraState.RUNNING:
        return failed("camera", status.problem or "camera_unreadable", source=status.source)
    details = {"source": status.source, "width": status.width, "height": status.height, "opened": True}
    return failed("camera", status.problem, **details) if status.problem else passed("camera", **details)


# ---- other devices ----------------------------------------------------------------------------------------------
def microphone_check(proc_asound: Path) -> Check:
    """ALSA lists every PCM device in /proc/asound/pcm; a microphone is one with a capture stream."""
    try:
        lines = (proc_asound / "pcm").read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return failed("microphone", "no_microphone", reason="no ALSA sound devices")
    capture = [line.split(":")[1].strip() for line in lines if "capture" in line and line.count(":") >= 2]
    return passed("microphone", devices=capture) if capture else failed("microphone", "no_microphone")


def card_reader_check() -> Check:
    try:
        found = card_readers()
    except ReaderUnavailable as error:
        return failed("card_reader", "no_card_reader", reason=str(error))
    return passed("card_reader", readers=found) if found else failed("card_reader", "no_card_reader")


def printer_check() -> Check:
    lpstat = shutil.which("lpstat")
    if lpstat is None:
        return failed("printer", "no_printer", reason="CUPS is not installed")
    result = subprocess.run([lpstat, "-p"], capture_output=True, text=True, timeout=10, check=False)
    printers = [line.split()[1] for line in result.stdout.splitlines() if line.startswith("printer ")]
    return passed("printer", printers=printers) if printers else failed("printer", "no_printer")


def disk_check(path: Path, min_free: int) -> Check:
    path.mkdir(parents=True, exist_ok=True)
    free = shutil.disk_usage(path).free
    details = {"freeBytes": free, "requiredBytes": min_free}
    return passed("disk", **details) if free >= min_free else failed("disk", "low_disk", **details)


# ---- the server -------------------------------------------------------------------------------------------------
def clock_check(server: ServerApi, max_skew: float) -> Check:
    try:
        reading = server.clock()
    except (ServerUnreachable, ServerRefused) as error:
        return failed("clock", "connection_not_established", reason=str(error))
    details = {"skewSeconds": round(reading.skew_seconds, 1), "roundTripSeconds": round(reading.round_trip_seconds, 3)}
    return (
        passed("clock", **details)
        if abs(reading.skew_seconds) <= max_skew
        else failed("clock", "clock_skew", **details)
    )


def connection_quality(mbps: float) -> int:
    """The video connection quality scale (docs/contracts/errors-and-limits.md#camera-and-network): 0 none, 1 very
    bad, 2 bad, 3 average, 4 good, 5 excellent."""
    return sum(mbps > threshold for threshold in (0.0, 1.0, 2.0, 4.0, 8.0))


def bandwidth_check(server: ServerApi, identity: KioskIdentity, config: AgentConfig) -> Check:
    if not identity.enrolled:
        return failed("bandwidth", "not_enrolled")
    size = config.diagnostics.speedtest_bytes
    try:
        down, up = server.download_mbps(identity, size), server.upload_mbps(identity, size)
    except (ServerUnreachable, ServerRefused) as error:
        return failed("bandwidth", "connection_not_established", reason=str(error))
    details = {
        "downloadMbps": round(down, 2),
        "uploadMbps": round(up, 2),
        "quality": connection_quality(min(down, up)),
        "belowRecommended": min(down, up) < config.diagnostics.recommended_bandwidth_mbps,
    }
    if min(down, up) < config.diagnostics.min_bandwidth_mbps:
        return failed("bandwidth", "low_bandwidth", **details)
    return passed("bandwidth", **details)


def enrolment_check(identity: KioskIdentity) -> Check:
    if not identity.enrolled or identity.enrolment is None:
        return failed("enrolment", "not_enrolled")
    return passed("enrolment", kioskId=identity.enrolment.kiosk_id, location=identity.enrolment.location)


# ---- all of them ------------------------------------------------------------------------------------------------
def _guarded(name: str, check: Callable[[], Check]) -> Check:
    try:
        return check()
    except Exception as error:  # one broken check must not hide the others
        return failed(name, "unknown", reason=f"{type(error).__name__}: {error}")


def run_diagnostics(
    config: AgentConfig,
    camera: Camera,
    identity: KioskIdentity,
    server: ServerApi,
    *,
    open_camera: bool,
    bandwidth: bool,
) -> dict:
    """Every check (blocking: run it in a worker thread), in the shape the server's heartbeat takes."""
    steps: list[tuple[str, Callable[[], Check]]] = [
        ("enrolment", lambda: enrolment_check(identity)),
        ("camera", lambda: camera_check(camera, open_camera)),
        ("microphone", lambda: microphone_check(config.diagnostics.proc_asound)),
        ("card_reader", card_reader_check),
        ("printer", printer_check),
        ("disk", lambda: disk_check(config.data_dir, config.diagnostics.min_free_disk_bytes)),
        ("clock", lambda: clock_check(server, config.diagnostics.max_clock_skew_seconds)),
    ]
    if bandwidth:
        steps.append(("bandwidth", lambda: bandwidth_check(server, identity, config)))
    checks = [_guarded(name, step) for name, step in steps]
    return {
        "agentVersion": __version__,
        "kioskId": identity.enrolment.kiosk_id if identity.enrolment else None,
        "checkedAt": datetime.now(UTC).isoformat(),
        "ok": all(check.ok for check in checks),
        "checks": [asdict(check) for check in checks],
    }
