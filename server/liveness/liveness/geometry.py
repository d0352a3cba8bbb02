"""Head pose and face box from face-mesh landmarks.

Turns are measured against the session's own neutral pose: the rotation that best maps the neutral 3-D mesh onto
the current one (Kabsch). No generic head model is involved, so a person's face shape does not bias the angle.
The absolute pose, needed only to ask for a roughly frontal neutral pose, uses the mesh's left-right symmetry.
"""

from dataclasses import dataclass

import cv2
import numpy as np

# Face-mesh landmark indices. "Right" and "left" are the subject's own sides.
FOREHEAD, CHIN = 10, 152
RIGHT_EYE_OUTER, LEFT_EYE_OUTER = 33, 263
RIGHT_EYE = [33, 133, 160, 159, 158, 144, 145, 153]
LEFT_EYE = [263, 362, 387, 386, 385, 373, 374, 380]
MOUTH_CENTRE = [13, 14]
# Mirror-image pairs (subject's right, subject's left): cheeks, eye corners, mouth corners, jaw.
SYMMETRIC_PAIRS = np.array([(234, 454), (33, 263), (61, 291), (93, 323), (132, 361)])
# On a frontal face the mesh's forehead-to-chin line leans about 10 degrees (measured on frontal portraits).
MESH_PITCH_OFFSET = 10.0


@dataclass(frozen=True)
class HeadPose:
    """Degrees. yaw > 0: turned to the subject's own left (nose towards image right in an unmirrored frame);
    pitch > 0: chin up; roll > 0: head leaning clockwise in the image (towards the subject's left shoulder)."""

    yaw: float
    pitch: float
    roll: float


def absolute_pose(landmarks: np.ndarray) -> HeadPose:
    """Rough pose relative to the camera, good enough to ask for a frontal neutral pose."""
    across = landmarks[SYMMETRIC_PAIRS[:, 1]] - landmarks[SYMMETRIC_PAIRS[:, 0]]
    yaw = np.degrees(np.arctan2(across[:, 2], across[:, 0])).mean()
    down = landmarks[CHIN] - landmarks[FOREHEAD]
    pitch = np.degrees(np.arctan2(-down[2], down[1])) + MESH_PITCH_OFFSET
    eyes = landmarks[LEFT_EYE_OUTER] - landmarks[RIGHT_EYE_OUTER]
    roll = np.degrees(np.arctan2(eyes[1], eyes[0]))
    return HeadPose(float(yaw), float(pitch), float(roll))


def relative_pose(neutral: np.ndarray, current: np.ndarray) -> HeadPose:
    """The head's rotation from the neutral mesh to the current one."""
    rotation = _kabsch(_normalised(neutral), _normalised(current))
    yaw = np.degrees(np.arctan2(-rotation[0, 2], rotation[2, 2]))
    pitch = np.degrees(np.arctan2(rotation[1, 2], rotation[2, 2]))
    roll = np.degrees(np.arctan2(rotation[1, 0], rotation[0, 0]))
    return HeadPose(float(yaw), float(pitch), float(roll))


def face_rect(landmarks: np.ndarray, frame_shape: tuple[int, ...]) -> dict[str, int]:
    """The landmarks' bounding box, clipped to the frame, as the `faceRect` of docs/contracts/face-check.md#stats."""
    height, width = frame_shape[:2]
    left, top = np.clip(landmarks[:, :2].min(axis=0), 0, [width, height]).astype(int)
    right, bottom = np.clip(landmarks[:, :2].max(axis=0), 0, [width, height]).astype(int)
    return {"x": int(left), "y": int(top), "width": int(right - left), "height": int(bottom - top)}


def _normalised(points: np.ndarray) -> np.ndarray:
    centred = points - points.mean(axis=0)
    return centred / np.sqrt((centred**2).sum(axis=1).mean())


def _kabsch(source: np.ndarray, target: np.ndarray) -> np.ndarray:
    """Rotation R minimising |R @ source_i - target_i| over all points (proper rotation, no reflection)."""
    # OpenCV's SVD, not LAPACK's: a 3x3 decomposition per frame should not wait for BLAS threads.
    _, u, vt = cv2.SVDecomp(target.T @ source)
    reflection = np.sign(cv2.determinant(u @ vt))
    return u @ np.diag([1.0, 1.0, reflection]) @ vt
