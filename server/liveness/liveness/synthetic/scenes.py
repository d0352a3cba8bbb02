"""Simulated people and attacks in front of a camera, reacting to the engine's prompts like a person would.

Each scene makes the next camera frame (`frame()`) and hears the guidance the engine answered (`follow(errors)`).
A bona fide subject turns its real 3-D head towards the prompted side; attacks present a still photo, tilt a flat
photo as if it were a head, swap to another person, show two faces, or film in the dark or out of focus.
"""

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

import cv2
import numpy as np

from liveness.codes import Guidance
from liveness.synthetic.render import CANVAS, Head, Pose, rotation

if TYPE_CHECKING:
    from liveness.session import FaceCheckSession, FrameResult

_TARGET_YAW = {Guidance.TURN_LEFT: 1.0, Guidance.TURN_RIGHT: -1.0, Guidance.LOOK_STRAIGHT: 0.0}


@dataclass(frozen=True)
class Camera:
    """How one session's camera sees the scene: framing, exposure, sensor noise, JPEG quality of the upload."""

    face_width: float = 200.0
    centre: tuple[float, float] = (320.0, 240.0)
    gain: float = 1.0
    light_slope: float = 0.0  # grey levels added from the left edge to the right edge of the frame
    noise: float = 2.0
    jpeg_quality: int = 60

    @classmethod
    def varied(cls, rng: random.Random) -> "Camera":
        return cls(
            face_width=rng.uniform(150, 250),
            centre=(rng.uniform(280, 360), rng.uniform(210, 270)),
            gain=rng.uniform(0.8, 1.15),
            light_slope=rng.uniform(-25, 25),
            noise=rng.uniform(1.0, 4.0),
        )

    def expose(self, image: np.ndarray, rng: random.Random) -> np.ndarray:
        """Exposure, a light gradient, sensor noise and a JPEG round trip, as the portal would upload it."""
        slope = np.linspace(-self.light_slope / 2, self.light_slope / 2, image.shape[1], dtype=np.float32)
        noise = np.empty(image.shape[:2], np.float32)  # luminance noise, the bulk of a webcam's
        cv2.setRNGSeed(rng.getrandbits(31))
        cv2.randn(noise, np.array([0.0]), np.array([self.noise]))
        exposed = np.clip(image.astype(np.float32) * self.gain + (slope[None, :] + noise)[..., None], 0, 255)
        ok, encoded = cv2.imencode(".jpg", exposed.astype(np.uint8), [cv2.IMWRITE_JPEG_QUALITY, self.jpeg_quality])
        return cv2.imdecode(encoded, cv2.IMREAD_COLOR)


class Subject:
    """A live person: turns the head towards each prompt after a short reaction, with natural small sway."""

    turn_deg = 38.0  # how far a person turns when asked; the engine needs about 20 from neutral

    def __init__(self, head: Head, rng: random.Random, camera: Camera | None = None, speed_deg: float = 18.0):
        self.head, self.rng = head, rng
        self.camera = camera or Camera.varied(rng)
        self.speed_deg = speed_deg
        self.yaw = self.target = 0.0
        self._reaction = 0

    def frame(self) -> np.ndarray:
        step = float(np.clip(self.target - self.yaw, -self.speed_deg, self.speed_deg))
        if self._reaction > 0:
            self._reaction -= 1
        else:
            self.yaw += step
        return self.camera.expose(self.render(self.yaw), self.rng)

    def follow(self, errors: list[int]) -> None:
        prompts = [Guidance(code) for code in errors if code in _TARGET_YAW]
        if not prompts:
            return
        target = _TARGET_YAW[prompts[0]] * self.turn_deg
        if target != self.target:
            self.target, self._reaction = target, self.rng.choice([0, 1])

    def render(self, yaw: float) -> np.ndarray:
        return self.head.render(self._pose(yaw))

    def _pose(self, yaw: float) -> Pose:
        sway = self.rng.uniform
        return Pose(
            yaw=yaw + sway(-1.5, 1.5),
            pitch=sway(-2, 2),
            roll=sway(-2, 2),
            face_width=self.camera.face_width * sway(0.98, 1.02),
            centre=(self.camera.centre[0] + sway(-3, 3), self.camera.centre[1] + sway(-3, 3)),
        )


class StillPhoto(Subject):
    """A photo held still in front of the camera: the same picture every frame, whatever is asked."""

    def __init__(self, head: Head, rng: random.Random, camera: Camera | None = None):
        super().__init__(head, rng, camera)
        self._picture = head.render(Pose(face_width=self.camera.face_width, centre=self.camera.centre))

    def render(self, yaw: float) -> np.ndarray:
        return self._picture


class FlatTilt(Subject):
    """A flat photo tilted about its vertical axis to mimic each turn: one homography, however far it goes.

    Tilting a photo by 50-75 degrees is what it takes for the face mesh to read a 20-degree turn, and the face
    is easily lost that far, so the attacker keeps rocking the photo within that range while a turn is asked.
    """

    def __init__(self, head: Head, rng: random.Random, camera: Camera | None = None):
        super().__init__(head, rng, camera)
        self._picture = head.render(Pose(face_width=self.camera.face_width, centre=self.camera.centre))
        self.speed_deg = 40.0
        self._focal = rng.uniform(450.0, 900.0)

    def follow(self, errors: list[int]) -> None:
        self.turn_deg = self.rng.uniform(50.0, 75.0)
        super().follow(errors)
        self.target = np.sign(self.target) * self.turn_deg

    def render(self, yaw: float) -> np.ndarray:
        return tilt_picture(self._picture, yaw, self._focal, self.camera.centre)


class Swap(Subject):
    """Two people sharing one challenge: the first does the neutral pose and the first turn, then the second
    takes the first one's place for the remaining turns and afterwards just looks at the camera."""

    def __init__(self, head: Head, other: Head, rng: random.Random, camera: Camera | None = None, turns: int = 2):
        super().__init__(head, rng, camera)
        self._other = other
        self._turns_left = turns

    def follow(self, errors: list[int]) -> None:
        if Guidance.LOOK_STRAIGHT in errors:
            self.head = self._other
        asked = [code for code in errors if code in (Guidance.TURN_LEFT, Guidance.TURN_RIGHT)]
        if asked and self.target == 0.0:
            if self._turns_left == 0:
                return
            self._turns_left -= 1
        super().follow(errors)


class TwoFaces(Subject):
    """Two people in the frame; the one on the left follows the prompts."""

    def __init__(self, head: Head, other: Head, rng: random.Random, camera: Camera | None = None):
        camera = camera or Camera.varied(rng)
        super().__init__(head, rng, Camera(face_width=min(camera.face_width, 150), centre=(170, 240), noise=2.0))
        self._other = Subject(other, rng, Camera(face_width=self.camera.face_width, centre=(470, 240)))

    def render(self, yaw: float) -> np.ndarray:
        both = super().render(yaw)
        half = CANVAS[0] // 2
        both[:, half:] = self._other.render(0.0)[:, half:]
        return both


class Dark(Subject):
    """A live subject filmed in a dark room."""

    def render(self, yaw: float) -> np.ndarray:
        return (super().render(yaw) * 0.15).astype(np.uint8)


class Blurred(Subject):
    """A live subject seen through an out-of-focus lens."""

    def render(self, yaw: float) -> np.ndarray:
        return cv2.GaussianBlur(super().render(yaw), (0, 0), 4.0)


def tilt_picture(picture: np.ndarray, angle: float, focal: float, axis: tuple[float, float]) -> np.ndarray:
    """The picture as a camera with `focal` pixels sees it turned by `angle` degrees about a vertical axis."""
    height, width = picture.shape[:2]
    corners = np.array([[0, 0], [width, 0], [width, height], [0, height]], np.float32)
    on_plane = np.column_stack([corners - np.array(axis, np.float32), np.zeros(4)])
    turned = on_plane @ rotation(angle, 0.0, 0.0).T
    projected = turned[:, :2] * focal / (turned[:, 2:] + focal) + np.array(axis, np.float32)
    homography = cv2.getPerspectiveTransform(corners, projected.astype(np.float32))
    return cv2.warpPerspective(picture, homography, (width, height), borderMode=cv2.BORDER_REPLICATE)


def run_session(scene: Subject, session: "FaceCheckSession", max_frames: int = 40) -> list["FrameResult"]:
    """Feed a session the scene's frames, letting the scene react to each answer, until it passes or time is up."""
    results = []
    for _ in range(max_frames):
        result = session.process(scene.frame())
        results.append(result)
        if result.passed:
            break
        scene.follow(result.errors)
    return results
