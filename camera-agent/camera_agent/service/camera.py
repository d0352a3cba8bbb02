"""The kiosk camera, open only while someone needs it (a face check, a camera test, a diagnostic).

A thread reads frames as the camera delivers them and keeps only the newest, so a check always works on a current
picture and the page's video conference can have the camera whenever no check runs. A camera that stops
delivering (unplugged, driver reset) is closed and reopened with a growing wait; a camera pinned by its USB id is
found again at its new /dev/videoN. When the last user lets go, the camera is closed and its last frame dropped.

The page's video call may borrow the camera (`lend`): the device is closed at once and stays closed, whoever asks,
until it is taken back (`take_back`), at the latest after the loan's cap, in case the page never says so.
"""

import os
import threading
import time
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

import cv2
import numpy as np

from camera_agent.config import CameraConfig
from camera_agent.service.usb import find_video_index

MIN_WIDTH, MIN_HEIGHT = 640, 480
IN_CALL = "camera_in_call"  # the problem code while the camera is lent to a call
_FIRST_BACKOFF = 0.25


class CameraState(StrEnum):
    CLOSED = "closed"  # nobody needs the camera
    OPENING = "opening"
    RUNNING = "running"
    LOST = "lost"  # needed but not delivering: being reopened
    LENT = "lent"  # closed and kept closed: the page's video call has the camera


@dataclass(frozen=True)
class Frame:
    image: np.ndarray  # BGR
    number: int  # grows by one per frame read since the camera was opened
    taken_at: float  # time.monotonic()


@dataclass(frozen=True)
class CameraStatus:
    state: CameraState
    source: str
    width: int | None = None
    height: int | None = None
    problem: str | None = None  # a camera problem code of the diagnostics (no_webcam, ...)

    def as_json(self) -> dict:
        return {
            "state": self.state.value,
            "source": self.source,
            "width": self.width,
            "height": self.height,
            "problem": self.problem,
        }


class Camera:
    def __init__(self, config: CameraConfig, dev_root: Path = Path("/dev")):
        self.config = config
        self.dev_root = dev_root
        self._lock = threading.Lock()
        self._users = 0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._latest: Frame | None = None
        self._status = CameraStatus(CameraState.CLOSED, self._describe(None))
        self._new_frame = threading.Condition(self._lock)
        self._loan: threading.Timer | None = None

    # ---- users -------------------------------------------------------------------------------------------------
    def acquire(self) -> None:
        """Needs the camera; while it is lent, the user counts but the device stays closed (no frames come)."""
        with self._lock:
            self._users += 1
            if self._loan is None:
                self._start()

    def release(self) -> None:
        with self._lock:
            self._users = max(0, self._users - 1)
            if self._users or self._thread is None:
                return
            thread = self._halt()
        self._settle(thread)

    # ---- the loan to the page's video call ----------------------------------------------------------------------
    def lend(self, max_seconds: float) -> None:
        """Closes the device now and keeps it closed until `take_back`, or for `max_seconds` at most. Lending again
        restarts the cap."""
        loan = threading.Timer(max_seconds, self._loan_expired)
        loan.daemon = True
        with self._lock:
            if self._loan is not None:
                self._loan.cancel()
            self._loan = loan
            thread = self._halt()
        loan.start()
        self._settle(thread)

    def take_back(self) -> None:
        """The call is over: whoever still needs the camera gets it again; otherwise it stays closed until asked."""
        with self._lock:
            if self._loan is None:
                return
            self._loan.cancel()
            self._loan = None
            self._status = CameraStatus(CameraState.CLOSED, self._describe(None))
            if self._users:
                self._start()

    @property
    def lent(self) -> bool:
        with self._lock:
            return self._loan is not None

    def _loan_expired(self) -> None:
        with self._lock:
            expired = self._loan is not None and self._loan is threading.current_thread()
        if expired:
            self.take_back()

    # ---- starting and stopping the reading thread (the lock held) ----------------------------------------------
    def _start(self) -> None:
        if self._thread is not None:
            return
        self._stop.clear()
        self._status = CameraStatus(CameraState.OPENING, self._describe(None))
        self._thread = threading.Thread(target=self._run, name="camera", daemon=True)
        self._thread.start()

    def _halt(self) -> threading.Thread | None:
        thread, self._thread = self._thread, None
        self._stop.set()
        self._new_frame.notify_all()
        return thread

    def _settle(self, thread: threading.Thread | None) -> None:
        """Waits for the reading thread to close the device, then drops its last frame."""
        if thread is not None:
            thread.join(timeout=5)
        with self._lock:
            if self._thread is None:  # nobody started it again meanwhile
                self._latest = None  # no frame outlives its session
                lent = self._loan is not None
                state, problem = (CameraState.LENT, IN_CALL) if lent else (CameraState.CLOSED, None)
                self._status = CameraStatus(state, self._describe(None), problem=problem)

    @property
    def status(self) -> CameraStatus:
        with self._lock:
            return self._status

    @property
    def in_use(self) -> bool:
        with self._lock:
            return self._users > 0

    def latest(self) -> Frame | None:
        with self._lock:
            return self._latest

    def wait_frame(self, newer_than: int, timeout: float) -> Frame | None:
        """The newest frame once there is one numbered above `newer_than`, or None after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        with self._new_frame:
            while not self._stop.is_set():
                if self._latest is not None and self._latest.number > newer_than:
                    return self._latest
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return None
                self._new_frame.wait(remaining)
        return None

    # ---- the reading thread -------------------------------------------------------------------------------------
    def _run(self) -> None:
        backoff = _FIRST_BACKOFF
        number = 0
        while not self._stop.is_set():
            capture, index, problem = self._open()
            if capture is None:
                self._set_status(CameraState.LOST, index, problem=problem)
                self._stop.wait(backoff)
                backoff = min(backoff * 2, self.config.reopen_backoff_max_seconds)
                continue
            try:
                number, delivered = self._pump(capture, index, number)
            finally:
                capture.release()
            if delivered and self.config.video_file is not None:
                backoff = _FIRST_BACKOFF  # end of a file being looped: start it again at once
                continue
            if not self._stop.is_set():
                self._set_status(CameraState.LOST, index, problem="camera_unreadable")
                self._stop.wait(backoff)
                backoff = _FIRST_BACKOFF if delivered else min(backoff * 2, self.config.reopen_backoff_max_seconds)

    def _pump(self, capture: cv2.VideoCapture, index: int | None, number: int) -> tuple[int, bool]:
        """Read until the source fails or the camera is released; (last frame number, whether any frame came)."""
        file_interval = self._file_interval(capture)
        delivered = False
        next_due = time.monotonic()
        while not self._stop.is_set():
            ok, image = capture.read()
            if not ok or image is None:
                return number, delivered
            number += 1
            height, width = image.shape[:2]
            small = width < MIN_WIDTH or height < MIN_HEIGHT
            with self._lock:
                self._latest = Frame(image, number, time.monotonic())
                self._status = CameraStatus(
                    CameraState.RUNNING,
                    self._describe(index),
                    width,
                    height,
                    problem="minimal_resolution" if small else None,
                )
                self._new_frame.notify_all()
            delivered = True
            if file_interval:  # a file plays at its own frame rate, as a camera would deliver it
                next_due += file_interval
                self._stop.wait(max(0.0, next_due - time.monotonic()))
        return number, delivered

    def _file_interval(self, capture: cv2.VideoCapture) -> float:
        if self.config.video_file is None:
            return 0.0
        fps = capture.get(cv2.CAP_PROP_FPS) or 0.0
        return 1.0 / fps if 1.0 <= fps <= 120.0 else 1.0 / 25

    def locate(self) -> tuple[int | None, str | None]:
        """Where the camera is (/dev/videoN index, None for a file) and what keeps it from opening, without
        opening it."""
        if self.config.video_file is not None:
            return None, None if self.config.video_file.is_file() else "no_webcam"
        index = find_video_index(self.config.usb_id, self.config.sysfs_root) if self.config.usb_id else None
        index = self.config.index if index is None else index
        node = self.dev_root / f"video{index}"
        if not node.exists():
            return index, "no_webcam"
        if not os.access(node, os.R_OK | os.W_OK):
            return index, "permission_denied"
        return index, None

    def _open(self) -> tuple[cv2.VideoCapture | None, int | None, str | None]:
        index, problem = self.locate()
        if problem:
            return None, index, problem
        if index is None:
            capture = cv2.VideoCapture(str(self.config.video_file))
            return (capture, None, None) if capture.isOpened() else (None, None, "camera_unreadable")
        capture = cv2.VideoCapture(index, cv2.CAP_V4L2)
        if not capture.isOpened():
            capture.release()
            return None, index, "device_in_use"
        capture.set(cv2.CAP_PROP_FRAME_WIDTH, self.config.width)
        capture.set(cv2.CAP_PROP_FRAME_HEIGHT, self.config.height)
        return capture, index, None

    def _set_status(self, state: CameraState, index: int | None, problem: str | None) -> None:
        with self._lock:
            self._latest = None
            self._status = CameraStatus(state, self._describe(index), problem=problem)

    def _describe(self, index: int | None) -> str:
        if self.config.video_file is not None:
            return f"file:{self.config.video_file.name}"
        node = f"/dev/video{self.config.index if index is None else index}"
        return f"usb:{self.config.usb_id} ({node})" if self.config.usb_id else node
