"""One face-check session: frames in, guidance and challenge progress out."""

import random
from dataclasses import dataclass
from typing import Any

import cv2
import numpy as np

from liveness import identity, quality
from liveness.challenge import Challenge, Phase, random_turns
from liveness.codes import Guidance, most_important
from liveness.config import LivenessConfig
from liveness.depth_check import NeutralView, planar_agreement
from liveness.frames import encode_jpeg
from liveness.geometry import HeadPose, absolute_pose, face_rect, relative_pose
from liveness.landmarks import LandmarkerPool, default_pool

_BEST_SHOT_MARGIN = 0.5  # of the face size, kept around the face in the best shot


@dataclass(frozen=True)
class FrameResult:
    """The engine's answer to one frame; `as_stats()` gives the STATS body of docs/contracts/face-check.md#stats."""

    errors: list[int]
    face_rect: dict[str, int] | None
    is_ok: bool
    challenge_step: int
    challenge_of: int
    passed: bool

    def as_stats(self) -> dict[str, Any]:
        details: dict[str, Any] = {}
        if self.face_rect is not None:
            details["faceFramePosition"] = {"faceRect": self.face_rect}
        challenge = {"step": self.challenge_step, "of": self.challenge_of}
        return {"type": "STATS", "isOk": self.is_ok, "errors": self.errors, "details": details, "challenge": challenge}


@dataclass
class _Neutral:
    """The session's reference: the neutral pose, its descriptor and its view for the 3-D check."""

    landmarks: np.ndarray
    descriptor: np.ndarray
    view: NeutralView


@dataclass
class _Frame:
    gray: np.ndarray
    landmarks: np.ndarray
    quality: quality.FaceQuality


class FaceCheckSession:
    """The liveness check of one socket session. Not thread-safe: feed it frames from one thread at a time."""

    _neutral: _Neutral | None
    _neutral_frames: list[tuple[np.ndarray, np.ndarray]]  # (landmarks, descriptor)
    _best_shot: np.ndarray | None

    def __init__(
        self, config: LivenessConfig | None = None, rng: random.Random | None = None, pool: LandmarkerPool | None = None
    ):
        self.config = config or LivenessConfig()
        self._rng = rng or random.SystemRandom()
        self._pool = pool or default_pool()
        self.flat_refusals = 0  # turns refused because one homography explained them
        self.restarts = 0  # challenges restarted because the face changed
        self._restart()

    @property
    def passed(self) -> bool:
        return self.challenge.phase is Phase.PASSED

    def process(self, image: np.ndarray) -> FrameResult:
        """Judge one BGR frame and advance the challenge."""
        faces = self._pool.faces(image)
        if len(faces) != 1:
            self.challenge.held = 0
            rect = face_rect(max(faces, key=lambda f: np.ptp(f[:, 0])), image.shape) if faces else None
            return self._result([Guidance.NO_FACE if not faces else Guidance.ONE_FACE_ONLY], rect)
        gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)
        frame = _Frame(gray, faces[0], quality.measure(gray, faces[0]))
        change = relative_pose(self._neutral.landmarks, frame.landmarks) if self._neutral else None
        blocking = quality.gate_codes(frame.quality, self.config) + self._pose_codes(frame.landmarks, change)
        if blocking:
            self.challenge.held = 0
        else:
            self._advance(image, frame, change)
        return self._result(blocking, face_rect(frame.landmarks, image.shape))

    def best_shot_jpeg(self) -> bytes | None:
        """The sharpest well-lit frontal face of the session (with some surroundings), as JPEG."""
        return encode_jpeg(self._best_shot) if self._best_shot is not None else None

    def close(self) -> None:
        """Drop the images the session holds."""
        self._neutral, self._neutral_frames, self._best_shot = None, [], None

    def _restart(self) -> None:
        self.challenge = Challenge(random_turns(self.config.turns, self._rng))
        self._neutral = None
        self._neutral_frames = []
        self._foreign_frames = 0
        self._best_shot = None
        self._best_sharpness = -1.0

    @property
    def _reference(self) -> _Neutral:
        """The neutral pose, once known: every pose change, and so every turn and straight look, is measured from it."""
        if self._neutral is None:
            raise RuntimeError("the neutral pose is not known yet")
        return self._neutral

    def _result(self, blocking: list[Guidance], rect: dict[str, int] | None) -> FrameResult:
        prompt = self.challenge.prompt()
        return FrameResult(
            errors=most_important(blocking + ([prompt] if prompt else [])),
            face_rect=rect,
            is_ok=not blocking,
            challenge_step=self.challenge.step,
            challenge_of=self.challenge.steps,
            passed=self.passed,
        )

    def _pose_codes(self, landmarks: np.ndarray, change: HeadPose | None) -> list[Guidance]:
        if change is None:
            return quality.frontal_pose_codes(absolute_pose(landmarks), self.config)
        return quality.relative_pose_codes(change, self.config)

    def _advance(self, image: np.ndarray, frame: _Frame, change: HeadPose | None) -> None:
        if self.passed:
            return
        if change is None:
            self._collect_neutral(image, frame)
            return
        straight = abs(change.yaw) <= self.config.straight_yaw_deg
        if straight and not self._same_person(frame):
            if self._neutral is None:  # restarted: this face begins the new challenge
                self._collect_neutral(image, frame)
            return
        if self.challenge.phase is Phase.TURN:
            self._follow_turn(frame, change)
        elif self.challenge.phase is Phase.RETURN:
            self._follow_return(straight)
        if straight:
            self._offer_best_shot(image, frame)

    def _collect_neutral(self, image: np.ndarray, frame: _Frame) -> None:
        face = identity.descriptor(frame.gray, frame.landmarks)
        if self._neutral_frames and not self._steady(frame.landmarks, face):
            self._neutral_frames = []
        self._neutral_frames.append((frame.landmarks, face))
        self._offer_best_shot(image, frame)
        if len(self._neutral_frames) < self.config.neutral_frames:
            return
        self._neutral = _Neutral(
            landmarks=np.mean([landmarks for landmarks, _ in self._neutral_frames], axis=0),
            descriptor=identity.mean_descriptor([face for _, face in self._neutral_frames]),
            view=NeutralView(frame.gray, frame.landmarks),
        )
        self._neutral_frames = []
        self.challenge.begin_turns()

    def _steady(self, landmarks: np.ndarray, face: np.ndarray) -> bool:
        """Whether a neutral frame continues the ones before it: same pose, same face."""
        first_landmarks, first_face = self._neutral_frames[0]
        moved = abs(relative_pose(first_landmarks, landmarks).yaw) > self.config.straight_yaw_deg
        return not moved and identity.distance(first_face, face) <= self.config.identity_distance

    def _same_person(self, frame: _Frame) -> bool:
        """The same-person rule on straight frames; a face that stays foreign restarts the challenge."""
        face = identity.descriptor(frame.gray, frame.landmarks)
        if identity.distance(self._reference.descriptor, face) <= self.config.identity_distance:
            self._foreign_frames = 0
            return True
        self._foreign_frames += 1
        self.challenge.held = 0
        if self._foreign_frames >= self.config.identity_frames:
            self.restarts += 1
            self._restart()
        return False

    def _follow_turn(self, frame: _Frame, change: HeadPose) -> None:
        if change.yaw * self.challenge.direction.sign < self.config.turn_yaw_deg:
            self.challenge.held = 0
            return
        self.challenge.held += 1
        if self.challenge.held < self.config.hold_frames:
            return
        agreement = planar_agreement(
            self._reference.view, frame.gray, frame.landmarks, flat_at=self.config.flat_agreement
        )
        if agreement is None or agreement >= self.config.flat_agreement:
            # Flat (or not measurable): this frame proves nothing; the next turned frame is checked again.
            self.flat_refusals += 1
            self.challenge.held = self.config.hold_frames - 1
            return
        self.challenge.turn_done()

    def _follow_return(self, straight: bool) -> None:
        self.challenge.held = self.challenge.held + 1 if straight else 0
        if self.challenge.held >= self.config.hold_frames:
            self.challenge.return_done()

    def _offer_best_shot(self, image: np.ndarray, frame: _Frame) -> None:
        if frame.quality.sharpness <= self._best_sharpness:
            return
        self._best_sharpness = frame.quality.sharpness
        self._best_shot = _crop_around(image, frame.landmarks)


def _crop_around(image: np.ndarray, landmarks: np.ndarray) -> np.ndarray:
    low, high = landmarks[:, :2].min(axis=0), landmarks[:, :2].max(axis=0)
    margin = (high - low) * _BEST_SHOT_MARGIN
    x0, y0 = np.maximum(low - margin, 0).astype(int)
    x1, y1 = np.minimum(high + margin, [image.shape[1], image.shape[0]]).astype(int)
    return image[y0:y1, x0:x1].copy()
