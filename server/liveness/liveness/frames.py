"""Camera frames on the wire: base64 JPEG or PNG in, BGR images for the engine, JPEG out for the best shot."""

import base64
import binascii
import io
import re
import warnings

import cv2
import numpy as np
from PIL import Image

MAX_FRAME_BYTES = 2 * 1024 * 1024
MIN_LONG_SIDE, MIN_SHORT_SIDE = 640, 480
# Far above any webcam; stops a small, highly compressed file from decoding into gigabytes.
MAX_SIDE = 4096
_DATA_URL = re.compile(r"^data:image/[a-z0-9.+-]*;base64,", re.IGNORECASE)
_ACCEPTED_FORMATS = {"JPEG", "PNG"}


class FrameRejected(ValueError):
    """A frame the session answers with REJECTED; `reason` is the text for the client."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def decode_frame(body: str) -> np.ndarray:
    """Decode one frame body (base64 JPEG/PNG, optional `data:image/...;base64,` prefix) to a BGR image."""
    raw = _decode_base64(_DATA_URL.sub("", body.strip(), count=1))
    if len(raw) > MAX_FRAME_BYTES:
        raise FrameRejected("frame over 2 MiB")
    width, height = _checked_header(raw)
    image: np.ndarray | None = cv2.imdecode(np.frombuffer(raw, np.uint8), cv2.IMREAD_COLOR)  # None if undecodable
    if image is None or image.shape[1] != width or image.shape[0] != height:
        raise FrameRejected("image data is damaged")
    return image


def encode_jpeg(image: np.ndarray, quality: int = 90) -> bytes:
    """Encode a BGR image as JPEG bytes."""
    ok, buffer = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, quality])
    if not ok:
        raise ValueError("image cannot be encoded as JPEG")
    return buffer.tobytes()


def _decode_base64(text: str) -> bytes:
    # Reject before decoding a body that cannot fit: base64 is 4 characters per 3 bytes.
    if len(text) > (MAX_FRAME_BYTES // 3 + 1) * 4:
        raise FrameRejected("frame over 2 MiB")
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError) as error:
        raise FrameRejected("invalid base64") from error


def _checked_header(raw: bytes) -> tuple[int, int]:
    """Format and size from the header alone, so nothing oversized or foreign is ever decoded."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(raw), formats=sorted(_ACCEPTED_FORMATS)) as header:
                width, height = header.size
    except (OSError, Image.DecompressionBombError, Image.DecompressionBombWarning) as error:
        raise FrameRejected("not a JPEG or PNG image") from error
    if max(width, height) < MIN_LONG_SIDE or min(width, height) < MIN_SHORT_SIDE:
        raise FrameRejected(f"frame {width}x{height} is smaller than 640x480")
    if max(width, height) > MAX_SIDE:
        raise FrameRejected(f"frame {width}x{height} is larger than {MAX_SIDE}x{MAX_SIDE}")
    return width, height
