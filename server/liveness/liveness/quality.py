"""Quality gates on one face: distance, centring, blur, light, pose. Each failure is a guidance code."""

from dataclasses import dataclass

import cv2
import numpy as np

from liveness.codes import Guidance
from liveness.config import LivenessConfig
from liveness.geometry import HeadPose

_SHARPNESS_WIDTH = 128  # the face is resized to this width so sharpness does not depend on distance
_SATURATED = 250


@dataclass(frozen=True)
class FaceQuality:
    """Measurements of the face region of one frame."""

    width: float  # fraction of the frame width
    centre_offset: tuple[float, float]  # face centre minus frame centre, as fractions of the frame
    sharpness: float
    brightness: float
    unevenness: float
    glare: float


def measure(gray: np.ndarray, landmarks: np.ndarray) -> FaceQuality:
    height, width = gray.shape
    low = np.maximum(np.floor(landmarks[:, :2].min(axis=0)), 0).astype(int)
    high = np.minimum(np.ceil(landmarks[:, :2].max(axis=0)), [width, height]).astype(int)
    crop = gray[low[1] : high[1], low[0] : high[0]]
    mask = np.zeros(crop.shape, np.uint8)
    cv2.fillConvexPoly(mask, cv2.convexHull((landmarks[:, :2] - low).astype(np.int32)), (255,))
    sums, counts = _column_totals(crop, mask)
    pixels = int(counts.sum())
    brightness = int(sums.sum()) / pixels if pixels else 0.0
    centre = (low + high) / 2
    return FaceQuality(
        width=float(high[0] - low[0]) / width,
        centre_offset=(float(centre[0] / width - 0.5), float(centre[1] / height - 0.5)),
        sharpness=_sharpness(crop, mask),
        brightness=brightness,
        unevenness=_unevenness(sums, counts, brightness),
        glare=_saturated(crop, mask) / pixels if pixels else 0.0,
    )


def gate_codes(quality: FaceQuality, config: LivenessConfig) -> list[Guidance]:
    """Distance, centring, blur and light codes; empty when the face is fit to use."""
    codes: list[Guidance] = []
    if quality.width < config.far_face_width:
        codes.append(Guidance.MUCH_CLOSER)
    elif quality.width < config.min_face_width:
        codes.append(Guidance.CLOSER)
    elif quality.width > config.max_face_width:
        codes.append(Guidance.FARTHER)
    codes += _centring_codes(quality.centre_offset, config.max_centre_offset)
    if quality.sharpness < config.min_sharpness:
        codes.append(Guidance.BLURRED)
    codes += _light_codes(quality, config)
    return codes


def frontal_pose_codes(pose: HeadPose, config: LivenessConfig) -> list[Guidance]:
    """Codes that bring the head to a frontal pose (used before the neutral pose is known)."""
    codes = []
    if abs(pose.yaw) > config.frontal_yaw_deg:
        codes.append(Guidance.FACE_RIGHT if pose.yaw > 0 else Guidance.FACE_LEFT)
    codes += _tilt_codes(pose, config.frontal_roll_deg, config.frontal_pitch_deg)
    return codes


def relative_pose_codes(change: HeadPose, config: LivenessConfig) -> list[Guidance]:
    """Codes for a head that moved too far from its neutral pose in ways the challenge does not ask for."""
    codes = []
    if abs(change.yaw) > config.max_turn_yaw_deg:
        codes.append(Guidance.LOOK_STRAIGHT_AT_CAMERA)
    codes += _tilt_codes(change, config.max_tilt_change_deg, config.max_tilt_change_deg)
    return codes


def _tilt_codes(pose: HeadPose, max_roll: float, max_pitch: float) -> list[Guidance]:
    codes = []
    if abs(pose.roll) > max_roll:
        codes.append(Guidance.TILTED_LEFT if pose.roll > 0 else Guidance.TILTED_RIGHT)
    if abs(pose.pitch) > max_pitch:
        codes.append(Guidance.LOWER_CHIN if pose.pitch > 0 else Guidance.RAISE_CHIN)
    return codes


def _centring_codes(offset: tuple[float, float], limit: float) -> list[Guidance]:
    # In the unmirrored frame: a face left of centre is brought back by moving the camera to the left.
    codes = []
    if offset[0] < -limit:
        codes.append(Guidance.CAMERA_LEFT)
    elif offset[0] > limit:
        codes.append(Guidance.CAMERA_RIGHT)
    if offset[1] < -limit:
        codes.append(Guidance.CAMERA_HIGHER)
    elif offset[1] > limit:
        codes.append(Guidance.CAMERA_LOWER)
    return codes


def _light_codes(quality: FaceQuality, config: LivenessConfig) -> list[Guidance]:
    if quality.brightness < config.min_brightness:
        return [Guidance.MORE_LIGHT]
    if quality.brightness > config.max_brightness:
        return [Guidance.LESS_LIGHT]
    codes = []
    if quality.glare > config.max_glare:
        codes.append(Guidance.GLARE)
    if quality.unevenness > config.max_unevenness:
        codes.append(Guidance.UNEVEN_LIGHT)
    return codes


def _sharpness(crop: np.ndarray, mask: np.ndarray) -> float:
    if crop.size == 0:
        return 0.0
    scale = _SHARPNESS_WIDTH / crop.shape[1]
    face = cv2.resize(crop, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    # Inside the face only: the face outline against the background is sharp even in a blurred frame.
    inner = cv2.erode(cv2.resize(mask, face.shape[::-1], interpolation=cv2.INTER_NEAREST), np.ones((9, 9), np.uint8))
    laplacian = cv2.Laplacian(face, cv2.CV_64F)
    values = laplacian[inner > 0]
    return float(values.var()) if values.size else 0.0


def _column_totals(crop: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per column of the crop: the sum of the face pixels' grey levels and their number.

    Exact integers, so the means taken from them equal numpy's on the masked pixels, without copying those out.
    """
    if crop.size == 0:  # a face wholly off the frame
        return np.zeros(0, np.int32), np.zeros(0, np.int32)
    sums = cv2.reduce(cv2.bitwise_and(crop, mask), 0, cv2.REDUCE_SUM, dtype=cv2.CV_32S)
    counts = cv2.reduce(mask, 0, cv2.REDUCE_SUM, dtype=cv2.CV_32S) // 255
    return sums.ravel(), counts.ravel()


def _saturated(crop: np.ndarray, mask: np.ndarray) -> int:
    _, saturated = cv2.threshold(crop, _SATURATED - 1, 255, cv2.THRESH_BINARY)
    return cv2.countNonZero(cv2.bitwise_and(saturated, mask))


def _unevenness(sums: np.ndarray, counts: np.ndarray, brightness: float) -> float:
    middle = sums.size // 2
    halves = [
        (int(sums[:middle].sum()), int(counts[:middle].sum())),
        (int(sums[middle:].sum()), int(counts[middle:].sum())),
    ]
    if brightness <= 0 or any(count == 0 for _, count in halves):
        return 0.0
    (left, left_count), (right, right_count) = halves
    return abs(left / left_count - right / right_count) / brightness
