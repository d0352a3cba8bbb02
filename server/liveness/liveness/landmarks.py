"""MediaPipe face mesh: 468 landmarks per face, in pixels, with MediaPipe's depth on the same scale as x.

FaceMesh graphs cost about 18 MB each and are not thread-safe, so sessions borrow one from a pool per frame
instead of owning one. Static-image mode keeps every graph stateless, hence shareable between sessions.
"""

import os
import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import cv2
import mediapipe as mp
import numpy as np

MAX_FACES = 2  # one more than allowed, so a second face is seen and reported


def _new_face_mesh() -> "mp.solutions.face_mesh.FaceMesh":
    return mp.solutions.face_mesh.FaceMesh(
        static_image_mode=True, max_num_faces=MAX_FACES, refine_landmarks=False, min_detection_confidence=0.5
    )


class LandmarkerPool:
    """Up to `size` FaceMesh graphs, created on demand and handed to one caller at a time."""

    def __init__(self, size: int | None = None):
        self._size = size or os.cpu_count() or 1
        self._idle: queue.SimpleQueue = queue.SimpleQueue()
        self._created = 0
        self._lock = threading.Lock()

    @contextmanager
    def _borrow(self) -> Iterator["mp.solutions.face_mesh.FaceMesh"]:
        mesh = self._take()
        try:
            yield mesh
        finally:
            self._idle.put(mesh)

    def _take(self) -> "mp.solutions.face_mesh.FaceMesh":
        try:
            return self._idle.get_nowait()
        except queue.Empty:
            pass
        with self._lock:
            if self._created < self._size:
                self._created += 1
                return _new_face_mesh()
        return self._idle.get()

    def faces(self, image_bgr: np.ndarray) -> list[np.ndarray]:
        """Landmarks of each face found, as (468, 3) arrays of x, y, depth in pixels (depth grows away)."""
        height, width = image_bgr.shape[:2]
        rgb = cv2.cvtColor(image_bgr, cv2.COLOR_BGR2RGB)
        with self._borrow() as mesh:
            found = mesh.process(rgb).multi_face_landmarks or []
        scale = np.array([width, height, width], dtype=np.float64)
        return [np.array([(p.x, p.y, p.z) for p in face.landmark]) * scale for face in found]


_default_pool: LandmarkerPool | None = None
_default_lock = threading.Lock()


def default_pool() -> LandmarkerPool:
    """The process-wide pool, sized to the number of cores."""
    global _default_pool
    with _default_lock:
        if _default_pool is None:
            _default_pool = LandmarkerPool()
        return _default_pool
