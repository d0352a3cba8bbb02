"""Re-render a portrait under a real three-dimensional head pose.

The face mesh of the portrait gives 468 landmarks with depth. Rotating those points in 3-D, projecting them back
and warping each mesh triangle piecewise-affinely re-renders the face as if the head had turned: the nose moves
across the cheeks, the far cheek shrinks, the near one widens. Nothing here tilts a flat picture (that is the attack
the liveness check refuses). Around the face, a ring of head points turns with it and an outer ring stays put, so
hair and background stretch smoothly between the moving head and the static scene.
"""

from dataclasses import dataclass
from functools import cache

import cv2
import numpy as np
from scipy.spatial import Delaunay

from liveness.landmarks import LandmarkerPool, default_pool

CANVAS = (640, 480)
_RING_POINTS = 32


@dataclass(frozen=True)
class Pose:
    """Where and how the head is seen. Angles in degrees.

    yaw > 0: the subject turns to their own left, so the nose moves to the right of the (unmirrored) image.
    pitch > 0: chin up. roll > 0: the head leans clockwise in the image.
    """

    yaw: float = 0.0
    pitch: float = 0.0
    roll: float = 0.0
    face_width: float = 190.0
    centre: tuple[float, float] = (CANVAS[0] / 2, CANVAS[1] / 2)


def rotation(yaw: float, pitch: float, roll: float) -> np.ndarray:
    """Rotation matrix for the Pose conventions, acting on (x right, y down, z away from the camera)."""
    y, p, r = np.radians([yaw, pitch, roll])
    turn = np.array([[np.cos(y), 0, -np.sin(y)], [0, 1, 0], [np.sin(y), 0, np.cos(y)]])
    nod = np.array([[1, 0, 0], [0, np.cos(p), np.sin(p)], [0, -np.sin(p), np.cos(p)]])
    lean = np.array([[np.cos(r), -np.sin(r), 0], [np.sin(r), np.cos(r), 0], [0, 0, 1]])
    return lean @ nod @ turn


class Head:
    """A portrait lifted to 3-D by its face mesh, ready to be rendered under any pose."""

    def __init__(self, portrait: np.ndarray, landmarks: np.ndarray):
        self.portrait = portrait
        face = landmarks[:, :2]
        self._centre = (face.min(axis=0) + face.max(axis=0)) / 2
        self._half_size = (face.max(axis=0) - face.min(axis=0)) / 2
        # A real head turns about the neck, well behind the face: about 0.8 face widths behind the nose tip.
        pivot_depth = landmarks[:, 2].min() + 1.6 * self._half_size[0]
        self._pivot = np.array([*self._centre, pivot_depth])
        head_ring = self._ring(1.3, depth=pivot_depth)
        scene_ring = self._ring(2.3, depth=np.nan)
        self._points = np.vstack([landmarks, head_ring, scene_ring])
        self._static = np.isnan(self._points[:, 2])
        self._triangles = Delaunay(self._points[:, :2]).simplices

    @classmethod
    def from_portrait(cls, portrait: np.ndarray, pool: LandmarkerPool | None = None) -> "Head":
        faces = (pool or default_pool()).faces(portrait)
        if len(faces) != 1:
            raise ValueError(f"a portrait needs exactly one face, found {len(faces)}")
        return cls(portrait, faces[0])

    def _ring(self, factor: float, depth: float) -> np.ndarray:
        angles = np.linspace(0, 2 * np.pi, _RING_POINTS, endpoint=False)
        radii = self._half_size * factor
        xs = self._centre[0] + radii[0] * np.cos(angles)
        ys = self._centre[1] + radii[1] * np.sin(angles)
        return np.column_stack([xs, ys, np.full_like(xs, depth)])

    def render(self, pose: Pose, size: tuple[int, int] = CANVAS) -> np.ndarray:
        """The portrait re-rendered on a canvas of `size` (width, height) under `pose`."""
        scale = pose.face_width / (2 * self._half_size[0])
        moved = self._points.copy()
        turning = ~self._static
        moved[turning] = (self._points[turning] - self._pivot) @ rotation(pose.yaw, pose.pitch, pose.roll).T
        moved[turning] += self._pivot
        destination = (moved[:, :2] - self._centre) * scale + np.asarray(pose.centre)
        depth = np.where(self._static, np.inf, moved[:, 2])
        # Canvas pixels outside every triangle show the scene unmoved: the inverse of placing the portrait.
        scene = np.array([[1 / scale, 0], [0, 1 / scale], self._centre - np.asarray(pose.centre) / scale])
        map_x, map_y = _inverse_maps(self._triangles, destination, self._points[:, :2], depth, scene, size)
        return cv2.remap(self.portrait, map_x, map_y, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


@cache
def _pixel_grid(size: tuple[int, int]) -> tuple[np.ndarray, np.ndarray]:
    xs, ys = np.meshgrid(np.arange(size[0], dtype=np.float32), np.arange(size[1], dtype=np.float32))
    return xs, ys


def _inverse_maps(
    triangles: np.ndarray,
    destination: np.ndarray,
    source: np.ndarray,
    depth: np.ndarray,
    scene: np.ndarray,
    size: tuple[int, int],
) -> tuple[np.ndarray, np.ndarray]:
    """For each canvas pixel, the portrait pixel it shows: the affine map of the nearest triangle covering it."""
    corners = destination[triangles]  # (T, 3, 2)
    homogeneous = np.concatenate([corners, np.ones((*corners.shape[:2], 1))], axis=2)
    usable = np.abs(np.linalg.det(homogeneous)) > 1e-3
    triangles, homogeneous, corners = triangles[usable], homogeneous[usable], corners[usable]
    affines = np.linalg.solve(homogeneous, source[triangles])  # (T, 3, 2): [x y 1] @ affine = source xy
    table = np.concatenate([scene[None], affines]).astype(np.float32)  # row 0: pixels no triangle covers
    labels = np.zeros((size[1], size[0]), dtype=np.uint16)
    fixed = np.round(corners * 16).astype(np.int32)  # 4 bits of sub-pixel precision
    for index in np.argsort(-depth[triangles].mean(axis=1), kind="stable"):  # far first, near painted over
        cv2.fillConvexPoly(labels, fixed[index], (int(index) + 1,), lineType=cv2.LINE_8, shift=4)
    xs, ys = _pixel_grid(size)
    maps = [
        table[:, 0, axis][labels] * xs + table[:, 1, axis][labels] * ys + table[:, 2, axis][labels] for axis in (0, 1)
    ]
    return maps[0], maps[1]
