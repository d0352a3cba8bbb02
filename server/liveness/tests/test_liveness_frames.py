import base64

import cv2
import numpy as np
import pytest

from liveness import FrameRejected, decode_frame, encode_jpeg


def _encoded(image: np.ndarray, extension: str) -> str:
    ok, data = cv2.imencode(extension, image)
    assert ok
    return base64.b64encode(data.tobytes()).decode()


@pytest.fixture(scope="module")
def picture() -> np.ndarray:
    return np.random.default_rng(1).integers(0, 255, (480, 640, 3), dtype=np.uint8)


def test_jpeg_and_png_decode_with_or_without_data_url(picture):
    png = _encoded(picture, ".png")
    assert np.array_equal(decode_frame(png), picture)
    assert np.array_equal(decode_frame("data:image/png;base64," + png), picture)
    jpeg = decode_frame("data:image/jpeg;base64," + _encoded(picture, ".jpg"))
    assert jpeg.shape == (480, 640, 3)


def test_portrait_orientation_is_accepted():
    assert decode_frame(_encoded(np.zeros((640, 480, 3), np.uint8), ".png")).shape == (640, 480, 3)


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ("not base64 at all!", "invalid base64"),
        ("QUJD*", "invalid base64"),
        (base64.b64encode(b"GIF89a" + bytes(100)).decode(), "not a JPEG or PNG image"),
        (base64.b64encode(b"\xff\xd8\xff" + bytes(100)).decode(), "not a JPEG or PNG image"),
    ],
)
def test_garbage_is_rejected(body, reason):
    with pytest.raises(FrameRejected) as rejected:
        decode_frame(body)
    assert rejected.value.reason == reason


def test_small_frame_is_rejected():
    with pytest.raises(FrameRejected, match="smaller than 640x480"):
        decode_frame(_encoded(np.zeros((479, 640, 3), np.uint8), ".jpg"))


def test_frame_over_two_mebibytes_is_rejected():
    noise = np.random.default_rng(2).integers(0, 255, (1100, 1100, 3), dtype=np.uint8)
    body = _encoded(noise, ".png")
    assert len(base64.b64decode(body)) > 2 * 1024 * 1024
    with pytest.raises(FrameRejected, match="over 2 MiB"):
        decode_frame(body)


def test_encode_jpeg_round_trips(picture):
    data = encode_jpeg(picture)
    assert data[:3] == b"\xff\xd8\xff"
    assert cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR).shape == picture.shape
