import os
import shutil
import time

import numpy as np
from conftest import wait_until, write_video

from camera_agent.config import CameraConfig
from camera_agent.service.camera import Camera, CameraState


def _camera(video, **settings) -> Camera:
    return Camera(CameraConfig(video_file=video, reopen_backoff_max_seconds=0.3, **settings))


class TestVideoFileCamera:
    def test_it_opens_only_while_someone_needs_it(self, plain_video):
        camera = _camera(plain_video)
        assert camera.status.state is CameraState.CLOSED
        camera.acquire()
        try:
            frame = camera.wait_frame(0, 5)
            assert frame is not None and frame.image.shape == (480, 640, 3)
            status = camera.status
            assert (status.state, status.width, status.height, status.problem) == (CameraState.RUNNING, 640, 480, None)
        finally:
            camera.release()
        assert camera.status.state is CameraState.CLOSED
        assert camera.latest() is None  # no frame kept once released

    def test_it_plays_in_a_loop_at_the_file_rate(self, plain_video):
        camera = _camera(plain_video)
        camera.acquire()
        try:
            first = camera.wait_frame(0, 5)
            later = wait_until(lambda: (f := camera.latest()) and f.number >= first.number + 15 and f, 5, "frames")
            rate = (later.number - first.number) / (later.taken_at - first.taken_at)
            assert 6 < rate < 14  # the file is 10 frames per second, 10 frames long
        finally:
            camera.release()

    def test_a_camera_that_goes_away_is_reopened_when_it_comes_back(self, plain_video, tmp_path):
        video = shutil.copy(plain_video, tmp_path / "camera.avi")
        camera = _camera(video)
        camera.acquire()
        try:
            assert camera.wait_frame(0, 5) is not None
            hidden = video.rename(tmp_path / "unplugged.avi")
            wait_until(lambda: camera.status.state is CameraState.LOST, 5, "the camera to be lost")
            assert camera.status.problem == "no_webcam" and camera.latest() is None
            hidden.rename(video)
            wait_until(lambda: camera.status.state is CameraState.RUNNING, 5, "the camera to come back")
            assert camera.latest() is not None
        finally:
            camera.release()

    def test_a_small_picture_is_reported(self, tmp_path):
        small = write_video(tmp_path / "small.avi", [np.zeros((240, 320, 3), np.uint8)] * 5, fps=10)
        camera = _camera(small)
        camera.acquire()
        try:
            camera.wait_frame(0, 5)
            assert camera.status.problem == "minimal_resolution"
        finally:
            camera.release()


class TestDeviceCamera:
    def test_a_missing_device_is_no_webcam(self, tmp_path):
        camera = Camera(CameraConfig(index=7), dev_root=tmp_path)
        assert camera.locate() == (7, "no_webcam")

    def test_a_device_without_access_is_permission_denied(self, tmp_path):
        (tmp_path / "video0").write_bytes(b"")
        (tmp_path / "video0").chmod(0)
        camera = Camera(CameraConfig(index=0), dev_root=tmp_path)
        expected = (0, None) if os.geteuid() == 0 else (0, "permission_denied")  # root may open anything
        assert camera.locate() == expected

    def test_a_pinned_camera_that_is_absent_falls_back_to_the_index(self, tmp_path):
        (tmp_path / "dev").mkdir()
        camera = Camera(CameraConfig(usb_id="046d:0825", index=3, sysfs_root=tmp_path), dev_root=tmp_path / "dev")
        assert camera.locate() == (3, "no_webcam")
        assert camera.status.source == "usb:046d:0825 (/dev/video3)"


class TestLentToACall:
    def test_lending_closes_a_running_camera_and_keeps_it_closed(self, plain_video):
        camera = _camera(plain_video)
        camera.acquire()
        try:
            assert camera.wait_frame(0, 5) is not None
            camera.lend(60)
            status = camera.status
            assert (status.state, status.problem) == (CameraState.LENT, "camera_in_call")
            assert camera.latest() is None and camera.wait_frame(0, 0.5) is None
            camera.acquire()  # someone else asks meanwhile: still no frames
            assert camera.wait_frame(0, 0.5) is None
            camera.release()
            camera.take_back()  # the first user still needs it: reopened at once
            assert camera.wait_frame(0, 5) is not None
        finally:
            camera.release()
        assert camera.status.state is CameraState.CLOSED and not camera.lent

    def test_an_unused_camera_stays_closed_after_it_is_taken_back(self, plain_video):
        camera = _camera(plain_video)
        camera.lend(60)
        assert camera.lent and camera.status.state is CameraState.LENT
        camera.take_back()
        camera.take_back()  # twice is harmless
        assert not camera.lent and camera.status.state is CameraState.CLOSED

    def test_a_loan_never_taken_back_ends_at_its_cap(self, plain_video):
        camera = _camera(plain_video)
        camera.lend(0.3)
        assert camera.lent
        wait_until(lambda: not camera.lent, 5, "the loan to end by itself")
        camera.acquire()
        try:
            assert camera.wait_frame(0, 5) is not None
        finally:
            camera.release()

    def test_lending_again_restarts_the_cap(self, plain_video):
        camera = _camera(plain_video)
        camera.lend(0.3)
        camera.lend(60)
        time.sleep(0.6)
        assert camera.lent
        camera.take_back()
