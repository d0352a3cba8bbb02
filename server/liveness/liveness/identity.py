"""The same-person rule: a face descriptor that tells a swapped face from the one that started the session.

The server separately matches the best shot against the registry photo (dlib), so this only has to notice a
different face appearing mid-session. A HOG descriptor of the face aligned on the eyes and mouth, compared by
cosine distance, separates different people and tolerates noise, light and small pose changes.
"""

import cv2
import numpy as np

from liveness.geometry import LEFT_EYE, MOUTH_CENTRE, RIGHT_EYE

_SIZE = (96, 112)  # aligned face, width x height
# Where the subject's right eye, left eye and mouth centre land in the aligned face (image left is subject right).
_TARGET = np.array([[30, 44], [66, 44], [48, 92]], np.float32)
_HOG = cv2.HOGDescriptor(_SIZE, (16, 16), (8, 8), (8, 8), 9)


def descriptor(gray: np.ndarray, landmarks: np.ndarray) -> np.ndarray:
    """Unit-length HOG descriptor of the face aligned by a similarity transform."""
    anchors = np.array(
        [
            landmarks[RIGHT_EYE, :2].mean(axis=0),
            landmarks[LEFT_EYE, :2].mean(axis=0),
            landmarks[MOUTH_CENTRE, :2].mean(axis=0),
        ],
        np.float32,
    )
    transform, _ = cv2.estimateAffinePartial2D(anchors, _TARGET)
    aligned = cv2.warpAffine(gray, transform, _SIZE, flags=cv2.INTER_AREA, borderMode=cv2.BORDER_REPLICATE)
    values = np.ravel(_HOG.compute(cv2.equalizeHist(aligned))).astype(np.float64)
    return values / (np.linalg.norm(values) + 1e-12)


def mean_descriptor(descriptors: list[np.ndarray]) -> np.ndarray:
    mean = np.mean(descriptors, axis=0)
    return mean / (np.linalg.norm(mean) + 1e-12)


def distance(first: np.ndarray, second: np.ndarray) -> float:
    """Cosine distance between unit descriptors: 0 for the same face, larger for different ones."""
    return float(1.0 - first @ second)
