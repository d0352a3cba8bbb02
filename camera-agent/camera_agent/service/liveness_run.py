"""One face check on the kiosk: the newest camera frame, every time it is asked, through the liveness engine."""

import time
from dataclasses import dataclass

from camera_agent.service.camera import Camera
from liveness import FaceCheckSession, LivenessConfig


@dataclass(frozen=True)
class Step:
    body: dict | None = None  # the STATS body to send, when a frame was checked
    best_shot: bytes | None = None  # JPEG, once the liveness passed
    camera_problem: str | None = None  # the check cannot go on: a camera problem code


class LivenessRun:
    """Blocking (the engine takes tens of milliseconds a frame): call from a worker thread, one at a time."""

    def __init__(self, camera: Camera, lost_after_seconds: float, config: LivenessConfig | None = None):
        self.camera = camera
        self.lost_after_seconds = lost_after_seconds
        self.session = FaceCheckSession(config or LivenessConfig())
        self._last_number = 0
        self._waiting_since: float | None = None

    def next_step(self, wait_seconds: float) -> Step:
        if self.camera.status.problem == "minimal_resolution":
            return Step(camera_problem="minimal_resolution")
        frame = self.camera.wait_frame(self._last_number, max(wait_seconds, 0.0))
        now = time.monotonic()
        if frame is None:
            # Unplugged or stalled: the camera reopens it meanwhile; give up only after lost_after_seconds.
            self._waiting_since = self._waiting_since or now
            if now - self._waiting_since >= self.lost_after_seconds:
                return Step(camera_problem=self.camera.status.problem or "camera_unreadable")
            return Step()
        self._waiting_since = None
        self._last_number = frame.number
        result = self.session.process(frame.image)
        return Step(body=result.as_stats(), best_shot=self.session.best_shot_jpeg() if result.passed else None)

    def close(self) -> None:
        self.session.close()
