"""One face check on the kiosk: the newest camera frame, every time it is asked, through the liveness engine, and
the evidence of it for the server (docs/camera-agent.md#evidence).

The server does not take the kiosk's word alone: it re-runs the same check on the frames the agent judged. So each
frame is scaled to 480 lines, encoded as the JPEG that is sent, and judged as decoded from that JPEG (the server sees
the same pixels); the challenge order comes from a seed that is sent along. A session that reaches `MAX_FRAMES`
(or 10 MB) without passing starts a fresh challenge, so the evidence stays bounded."""

import hashlib
import random
import secrets
import time
from dataclasses import dataclass, field

import cv2
import numpy as np

from camera_agent.service.camera import Camera
from liveness import FaceCheckSession, LivenessConfig, encode_jpeg

# The server's bounds (server/notary/facecheck/evidence.py): 160 frames, 256 KB a frame, 10 MB in all.
MAX_FRAMES = 160
MAX_EVIDENCE_BYTES = 10 * 1024 * 1024 - 256 * 1024  # room for one more frame
EVIDENCE_LINES = 480  # the least the engine takes (640x480); a smaller frame is a smaller upload and re-check
EVIDENCE_JPEG_QUALITY = 80
MAX_SEED = 2**63 - 1


@dataclass(frozen=True)
class Evidence:
    seed: int
    frames: list[bytes] = field(default_factory=list)  # JPEG, in the order they were judged

    def digest(self) -> str:
        """SHA-256 (hex) of the seed as decimal text and a line feed, then each frame's SHA-256, in order: the
        result token's `evidence` claim."""
        whole = hashlib.sha256(f"{self.seed}\n".encode("ascii"))
        for frame in self.frames:
            whole.update(hashlib.sha256(frame).digest())
        return whole.hexdigest()


@dataclass(frozen=True)
class Step:
    body: dict | None = None  # the STATS body to send, when a frame was checked
    best_shot: bytes | None = None  # JPEG, once the liveness passed
    evidence: Evidence | None = None  # what the server re-checks, once the liveness passed
    camera_problem: str | None = None  # the check cannot go on: a camera problem code


class LivenessRun:
    """Blocking (the engine takes tens of milliseconds a frame): call from a worker thread, one at a time."""

    def __init__(self, camera: Camera, lost_after_seconds: float, config: LivenessConfig | None = None):
        self.camera = camera
        self.lost_after_seconds = lost_after_seconds
        self.config = config or LivenessConfig()
        self._last_number = 0
        self._waiting_since: float | None = None
        self._begin()

    def _begin(self) -> None:
        # The seed comes from the operating system: the person in front of the camera cannot guess the order.
        self.evidence = Evidence(secrets.randbelow(MAX_SEED + 1))
        self.session = FaceCheckSession(self.config, rng=random.Random(self.evidence.seed))

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
        if len(self.evidence.frames) >= MAX_FRAMES or sum(map(len, self.evidence.frames)) >= MAX_EVIDENCE_BYTES:
            self.session.close()
            self._begin()
        result = self.session.process(self._recorded(frame.image))
        if not result.passed:
            return Step(body=result.as_stats())
        return Step(body=result.as_stats(), best_shot=self.session.best_shot_jpeg(), evidence=self.evidence)

    def _recorded(self, image: np.ndarray) -> np.ndarray:
        """The frame as the server will see it: scaled, JPEG-encoded into the evidence, decoded back."""
        scale = EVIDENCE_LINES / min(image.shape[:2])
        if scale < 1:
            size = (round(image.shape[1] * scale), round(image.shape[0] * scale))
            image = cv2.resize(image, size, interpolation=cv2.INTER_AREA)
        jpeg = encode_jpeg(image, EVIDENCE_JPEG_QUALITY)
        self.evidence.frames.append(jpeg)
        return cv2.imdecode(np.frombuffer(jpeg, np.uint8), cv2.IMREAD_COLOR)

    def close(self) -> None:
        self.session.close()
