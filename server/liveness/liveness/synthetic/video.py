"""Scripted camera footage for a fake camera: Y4M files Chromium (`--use-file-for-fake-video-capture`) and the
kiosk agent's video-file camera can loop.

A looped bona fide clip shows straight, left, straight, right, straight, each pose held long enough (1.5 s) for
frames sampled every 300 ms to hold any turn for two frames, so whatever order the challenge asks for comes round.
"""

import random
from collections.abc import Iterable, Iterator
from pathlib import Path

import cv2
import numpy as np

from liveness.synthetic.render import CANVAS, Head, Pose
from liveness.synthetic.scenes import Camera, tilt_picture

HOLD_SECONDS = 1.5
MOVE_SECONDS = 0.5
HEAD_TURN_DEG = 38.0
PHOTO_TILT_DEG = 65.0
SEQUENCES = ("bona-fide", "flat-tilt", "still", "swap")


def write_y4m(frames: Iterable[np.ndarray], path: str | Path, fps: int) -> int:
    """Write BGR frames of one size as a 4:2:0 Y4M file; returns the number of frames written."""
    count = 0
    with open(path, "wb") as out:
        for frame in frames:
            height, width = frame.shape[:2]
            if count == 0:
                out.write(f"YUV4MPEG2 W{width} H{height} F{fps}:1 Ip A1:1 C420jpeg\n".encode())
            out.write(b"FRAME\n")
            out.write(cv2.cvtColor(frame, cv2.COLOR_BGR2YUV_I420).tobytes())  # Y, then U, then V planes
            count += 1
    return count


def read_y4m(path: str | Path) -> Iterator[np.ndarray]:
    """BGR frames of a 4:2:0 Y4M file such as `write_y4m` makes."""
    with open(path, "rb") as source:
        header = source.readline().split()
        if not header or header[0] != b"YUV4MPEG2":
            raise ValueError(f"{path} is not a Y4M file")
        fields = {item[:1]: item[1:] for item in header[1:]}
        width, height = int(fields[b"W"]), int(fields[b"H"])
        size = width * height * 3 // 2
        while source.readline().startswith(b"FRAME"):
            planes = np.frombuffer(source.read(size), np.uint8).reshape(height * 3 // 2, width)
            yield cv2.cvtColor(planes, cv2.COLOR_YUV2BGR_I420)


def yaw_script(fps: int, turn_deg: float) -> list[float]:
    """Yaw per frame for straight, left, straight, right, straight (positive yaw is the subject's left)."""
    hold = [0.0] * round(HOLD_SECONDS * fps)
    ramp = np.linspace(0.0, 1.0, round(MOVE_SECONDS * fps) + 1)[1:-1].tolist()
    script: list[float] = []
    for side in (1.0, -1.0):
        turned = [side * turn_deg] * round(HOLD_SECONDS * fps)
        script += hold + [side * turn_deg * r for r in ramp] + turned + [side * turn_deg * (1 - r) for r in ramp]
    return script + hold


def sequence(kind: str, head: Head, other: Head, fps: int = 10, seed: int = 0) -> Iterator[np.ndarray]:
    """Frames of a named sequence: a live head, a tilted flat photo, a still photo, or a swap of people."""
    rng = random.Random(seed)
    camera = Camera(face_width=200.0, centre=(CANVAS[0] / 2, CANVAS[1] / 2), noise=1.5, jpeg_quality=90)
    pose = Pose(face_width=camera.face_width, centre=camera.centre)
    if kind == "still":
        picture = head.render(pose)
        return (camera.expose(picture, rng) for _ in range(round(3 * HOLD_SECONDS * fps)))
    if kind == "flat-tilt":
        picture = head.render(pose)
        script = yaw_script(fps, PHOTO_TILT_DEG)
        return (camera.expose(tilt_picture(picture, yaw, 600.0, camera.centre), rng) for yaw in script)
    if kind == "bona-fide":
        return (camera.expose(head.render(_posed(pose, yaw)), rng) for yaw in yaw_script(fps, HEAD_TURN_DEG))
    if kind == "swap":
        script = yaw_script(fps, HEAD_TURN_DEG)
        swap_at = len(script) // 2  # the second person takes over after the first turn
        return (
            camera.expose((head if index < swap_at else other).render(_posed(pose, yaw)), rng)
            for index, yaw in enumerate(script)
        )
    raise ValueError(f"unknown sequence {kind!r}; expected one of {', '.join(SEQUENCES)}")


def _posed(pose: Pose, yaw: float) -> Pose:
    return Pose(yaw=yaw, face_width=pose.face_width, centre=pose.centre)
