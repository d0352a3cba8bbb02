"""1:1 face match of a best shot against a registry photo: dlib's ResNet face descriptor (128 numbers) after its
5-point shape predictor, both from the `face_recognition_models` package (the 68-point predictor's licence excludes
commercial use, so it is never loaded). Two faces are the same person when their descriptors are close enough."""

import hashlib
import importlib.util
import threading
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import cv2
import dlib
import numpy as np

# Larger photos are shrunk first: detection time grows with the area, and a face is found as well at this size.
_MAX_SIDE = 1024


class NoFace(ValueError):
    """The image holds no face the model can describe (or is no image at all)."""


@dataclass(frozen=True)
class _Models:
    detector: "dlib.fhog_object_detector"
    shape_predictor: "dlib.shape_predictor"
    encoder: "dlib.face_recognition_model_v1"


def _models_dir() -> Path:
    # find_spec, not import: the package's __init__ needs setuptools' pkg_resources only to compute these paths.
    spec = importlib.util.find_spec("face_recognition_models")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("the face_recognition_models package is not installed")
    return Path(next(iter(spec.submodule_search_locations))) / "models"


@lru_cache(maxsize=1)
def _models() -> _Models:
    """Loaded once per process, on first use (about 30 MB)."""
    directory = _models_dir()
    return _Models(
        detector=dlib.get_frontal_face_detector(),
        shape_predictor=dlib.shape_predictor(str(directory / "shape_predictor_5_face_landmarks.dat")),
        encoder=dlib.face_recognition_model_v1(str(directory / "dlib_face_recognition_resnet_model_v1.dat")),
    )


# dlib's network keeps its working buffers in the model object: one computation at a time per process.
_model_lock = threading.Lock()


def descriptor(image_bytes: bytes) -> np.ndarray:
    """The descriptor of the largest face in a JPEG or PNG."""
    bgr = cv2.imdecode(np.frombuffer(image_bytes, np.uint8), cv2.IMREAD_COLOR)
    if bgr is None:
        raise NoFace("not a JPEG or PNG image")
    return descriptor_of(cv2.cvtColor(_shrunk(bgr), cv2.COLOR_BGR2RGB))


def descriptor_of(rgb: np.ndarray) -> np.ndarray:
    with _model_lock:
        models = _models()
        # Upsampling finds faces down to about 40 px but costs four times as much: only when needed.
        faces = models.detector(rgb, 0) or models.detector(rgb, 1)
        if not faces:
            raise NoFace("no face found")
        face = max(faces, key=lambda rect: rect.width() * rect.height())
        shape = models.shape_predictor(rgb, face)
        return np.asarray(models.encoder.compute_face_descriptor(rgb, shape), dtype=np.float64)


def distance(first: np.ndarray, second: np.ndarray) -> float:
    return float(np.linalg.norm(first - second))


def _shrunk(image: np.ndarray) -> np.ndarray:
    scale = _MAX_SIDE / max(image.shape[:2])
    if scale >= 1:
        return image
    return cv2.resize(image, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)


class RegistryDescriptors:
    """Descriptors of registry photos, kept per pin and photo (a changed photo is described anew): registry photos
    rarely change, and describing one costs as much as the match itself."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._cache: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def of(self, pin: str, photo: bytes) -> np.ndarray:
        key = (pin, hashlib.sha256(photo).hexdigest())
        with self._lock:
            if key in self._cache:
                self._cache.move_to_end(key)
                return self._cache[key]
        found = descriptor(photo)
        with self._lock:
            self._cache[key] = found
            while len(self._cache) > self.capacity:
                self._cache.popitem(last=False)
        return found
