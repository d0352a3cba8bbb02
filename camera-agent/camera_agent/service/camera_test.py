"""The technician's video test: open the camera for a few seconds, count the frames, check their size."""

import time

from camera_agent.service.camera import Camera, CameraState
from camera_agent.service.diagnostics import PROBLEMS


def measure_camera(camera: Camera, seconds: float) -> dict:
    """Blocking: run in a worker thread. Frames per second as delivered, resolution, and the problem if any."""
    camera.acquire()
    try:
        first = camera.wait_frame(0, 5.0)
        started, frames, last = time.monotonic(), 0, first
        while last is not None and time.monotonic() - started < seconds:
            newer = camera.wait_frame(last.number, 2.0)
            if newer is None:
                break
            frames += newer.number - last.number
            last = newer
        elapsed = time.monotonic() - started
        status = camera.status
    finally:
        camera.release()
    problem = status.problem if first is not None else (status.problem or "camera_unreadable")
    running = first is not None and status.state is CameraState.RUNNING
    return {
        "ok": running and problem is None,
        "source": status.source,
        "width": status.width if running else None,
        "height": status.height if running else None,
        "fps": round(frames / elapsed, 1) if running and elapsed > 0 else 0.0,
        "code": problem,
        "problem": PROBLEMS[problem] if problem else None,
    }
