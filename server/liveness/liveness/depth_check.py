"""The three-dimensional check: can one homography explain how the face moved from the neutral pose?

A flat picture tilted in front of the camera moves exactly by one plane's homography; a real head turning does not
(the nose crosses the cheeks, the far side hides, the silhouette slides over the background). Face-mesh landmarks
cannot tell the two apart, because the mesh fits a 3-D face prior even to a tilted photo. So the check works on the
pixels: it aligns the neutral face onto the turned one with the best homography it can find (ECC image alignment,
coarse to fine, started both from the landmarks and from dense optical flow) and reports how well the aligned images
agree, as the lowest correlation over vertical strips of the face (a real turn spoils the nose and far-cheek strips).
Near 1 means flat.

The level sizes and iteration counts keep one check near 15 ms of CPU: a real head, which no homography fits, spends
every iteration allowed, while a flat picture converges within them. Synthetic tilted photos score 0.93 or more
against the 0.85 threshold and real heads below 0.6; doubling the sizes and allowing 50 iterations at each level
moves neither by more than 0.03.
"""

from collections.abc import Iterator
from dataclasses import dataclass

import cv2
import numpy as np

# Face width in pixels and ECC iterations at each alignment level, coarse first: the coarse level finds the warp,
# the fine one only refines it.
_LEVELS = ((32, 25), (64, 10))
_MARGIN = 0.15  # of the face width, around both faces
_STRIPS = 3
_ECC_EPS = 1e-5
_FLOW_STEP = 4  # sample every fourth pixel of the flow field
# A flat picture's flow is mostly inliers, found in few draws; more would only be spent on a real head.
_FLOW_RANSAC_DRAWS = 300
_FLOW_TOLERANCE = 1.5  # pixels at the finest level


@dataclass(frozen=True)
class NeutralView:
    """What the check keeps of the neutral pose: the grey frame and its landmarks."""

    gray: np.ndarray
    landmarks: np.ndarray


@dataclass(frozen=True)
class _Level:
    template: np.ndarray
    image: np.ndarray
    mask: np.ndarray
    scale: float
    iterations: int


def planar_agreement(
    neutral: NeutralView, gray: np.ndarray, landmarks: np.ndarray, flat_at: float | None = None
) -> float | None:
    """How well one homography maps the neutral face onto this one (-1..1; near 1 is flat); None if unknown.

    With `flat_at`, the first start whose agreement reaches it is answered at once: the face is flat whatever the
    others would score, and a picture rocked in front of the camera is checked on every turned frame.
    """
    low, high = _crop_box(neutral.landmarks, landmarks, gray.shape)
    face_width = float(np.ptp(neutral.landmarks[:, 0]))
    template_points = neutral.landmarks[:, :2] - low
    levels = [
        _level(neutral.gray, gray, low, high, template_points, min(width / face_width, 1.0), iterations)
        for width, iterations in _LEVELS
    ]
    known: list[float] = []
    for start in _starts(template_points, landmarks[:, :2] - low, levels[-1]):
        agreement = _strip_agreement(levels[-1], _align(levels, start)) if start is not None else None
        if agreement is None:
            continue
        known.append(agreement)
        if flat_at is not None and agreement >= flat_at:
            break
    return max(known) if known else None


def _starts(template_points: np.ndarray, points: np.ndarray, finest: _Level) -> Iterator[np.ndarray | None]:
    """Initial homographies, made only when asked for: from the landmarks, then from dense optical flow (dearer)."""
    yield cv2.findHomography(template_points, points, 0)[0]
    yield _flow_start(finest)


def _crop_box(first: np.ndarray, second: np.ndarray, shape: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    both = np.vstack([first[:, :2], second[:, :2]])
    margin = _MARGIN * np.ptp(first[:, 0])
    low = np.maximum(np.floor(both.min(axis=0) - margin), 0).astype(int)
    high = np.minimum(np.ceil(both.max(axis=0) + margin), [shape[1], shape[0]]).astype(int)
    return low, high


def _level(
    template_full: np.ndarray,
    image_full: np.ndarray,
    low: np.ndarray,
    high: np.ndarray,
    template_points: np.ndarray,
    scale: float,
    iterations: int,
) -> _Level:
    def shrink(gray: np.ndarray) -> np.ndarray:
        crop = gray[low[1] : high[1], low[0] : high[0]]
        return cv2.resize(crop, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)

    template = shrink(template_full)
    mask = np.zeros(template.shape, np.uint8)
    cv2.fillConvexPoly(mask, cv2.convexHull((template_points * scale).astype(np.int32)), (255,))
    return _Level(template, shrink(image_full), mask, scale, iterations)


def _flow_start(level: _Level) -> np.ndarray | None:
    """A homography fitted (RANSAC) to dense optical flow: converges where hallucinated landmarks mislead."""
    dis = cv2.DISOpticalFlow.create(cv2.DISOPTICAL_FLOW_PRESET_MEDIUM)
    # OpenCV's stubs type the output `flow` as an array; the binding takes None and allocates it, as before.
    flow = dis.calc(level.template, level.image, None)  # type: ignore[call-overload]
    ys, xs = np.nonzero(level.mask[::_FLOW_STEP, ::_FLOW_STEP])
    ys, xs = ys * _FLOW_STEP, xs * _FLOW_STEP
    source = np.column_stack([xs, ys]).astype(np.float32)
    homography, _ = cv2.findHomography(
        source, source + flow[ys, xs], cv2.RANSAC, _FLOW_TOLERANCE, maxIters=_FLOW_RANSAC_DRAWS
    )
    if homography is None:
        return None
    return _from_level(level.scale) @ homography @ _to_level(level.scale)


def _align(levels: list[_Level], start: np.ndarray) -> np.ndarray | None:
    """ECC homography refinement, coarse to fine; the warp at the finest level, or None if it diverged."""
    homography = start
    for level in levels:
        warp = (_to_level(level.scale) @ homography @ _from_level(level.scale)).astype(np.float32)
        try:
            _, warp = cv2.findTransformECC(
                level.template.astype(np.float32),
                level.image.astype(np.float32),
                warp,
                cv2.MOTION_HOMOGRAPHY,
                (cv2.TERM_CRITERIA_COUNT | cv2.TERM_CRITERIA_EPS, level.iterations, _ECC_EPS),
                level.mask,
                3,
            )
        except cv2.error:
            return None
        homography = _from_level(level.scale) @ warp @ _to_level(level.scale)
    return warp


def _to_level(scale: float) -> np.ndarray:
    return np.diag([scale, scale, 1.0])


def _from_level(scale: float) -> np.ndarray:
    # Written out rather than inverted: tiny LAPACK calls stall behind BLAS threads on a busy machine.
    return np.diag([1.0 / scale, 1.0 / scale, 1.0])


def _strip_agreement(level: _Level, warp: np.ndarray | None) -> float | None:
    """Lowest normalised correlation, over vertical strips of the face, between template and aligned image."""
    if warp is None:
        return None
    size = level.template.shape[::-1]
    aligned = cv2.warpPerspective(level.image, warp, size, flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP)
    ys, xs = np.nonzero(level.mask)
    edges = np.linspace(xs.min(), xs.max() + 1, _STRIPS + 1)
    strips = np.clip(np.searchsorted(edges, xs, side="right") - 1, 0, _STRIPS - 1)
    template = level.template[ys, xs].astype(np.float64)
    image = aligned[ys, xs].astype(np.float64)
    return min(_correlation(template[strips == s], image[strips == s]) for s in range(_STRIPS))


def _correlation(first: np.ndarray, second: np.ndarray) -> float:
    first, second = first - first.mean(), second - second.mean()
    return float((first * second).sum() / (np.sqrt((first**2).sum() * (second**2).sum()) + 1e-9))
