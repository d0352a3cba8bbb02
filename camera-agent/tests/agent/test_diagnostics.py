from camera_agent.config import CameraConfig
from camera_agent.service import diagnostics
from camera_agent.service.camera import Camera


class TestCameraCheck:
    def test_an_opened_camera_reports_its_resolution(self, plain_video):
        check = diagnostics.camera_check(Camera(CameraConfig(video_file=plain_video)), open_camera=True)
        assert check.ok and check.details["width"] == 640 and check.details["height"] == 480

    def test_without_opening_it_only_checks_presence(self, plain_video):
        camera = Camera(CameraConfig(video_file=plain_video))
        check = diagnostics.camera_check(camera, open_camera=False)
        assert check.ok and check.details["opened"] is False

    def test_no_camera_is_named_in_the_words_of_the_contract(self, tmp_path):
        check = diagnostics.camera_check(Camera(CameraConfig(video_file=tmp_path / "none.avi")), open_camera=True)
        assert (check.ok, check.code, check.problem) == (False, "no_webcam", "No webcam")


class TestMicrophoneCheck:
    def test_a_capture_device_is_a_microphone(self, tmp_path):
        (tmp_path / "pcm").write_text(
            "00-00: HDMI 0 : HDMI 0 : playback 1\n01-00: USB Audio : USB Audio : playback 1 : capture 1\n"
        )
        check = diagnostics.microphone_check(tmp_path)
        assert check.ok and check.details["devices"] == ["USB Audio"]

    def test_playback_only_is_no_microphone(self, tmp_path):
        (tmp_path / "pcm").write_text("00-00: HDMI 0 : HDMI 0 : playback 1\n")
        check = diagnostics.microphone_check(tmp_path)
        assert (check.ok, check.code, check.problem) == (False, "no_microphone", "No microphone")

    def test_no_sound_system_is_no_microphone(self, tmp_path):
        assert diagnostics.microphone_check(tmp_path / "missing").code == "no_microphone"


class TestOtherChecks:
    def test_disk(self, tmp_path):
        assert diagnostics.disk_check(tmp_path, 1).ok
        assert diagnostics.disk_check(tmp_path, 10**18).code == "low_disk"

    def test_a_cups_printer(self, tmp_path, monkeypatch):
        lpstat = tmp_path / "lpstat"
        lpstat.write_text("#!/bin/sh\necho 'printer Kiosk_Receipt is idle.  enabled since Mon 01 Jan'\n")
        lpstat.chmod(0o755)
        monkeypatch.setenv("PATH", str(tmp_path))
        check = diagnostics.printer_check()
        assert check.ok and check.details["printers"] == ["Kiosk_Receipt"]

    def test_no_cups_is_no_printer(self, tmp_path, monkeypatch):
        monkeypatch.setenv("PATH", str(tmp_path))
        check = diagnostics.printer_check()
        assert (check.ok, check.code, check.details["reason"]) == (False, "no_printer", "CUPS is not installed")

    def test_connection_quality_follows_the_contract_scale(self):
        assert [diagnostics.connection_quality(m) for m in (0, 0.5, 1.5, 3, 6, 20)] == [0, 1, 2, 3, 4, 5]

    def test_a_crashing_check_is_reported_not_raised(self):
        def broken():
            raise OSError("bus error")

        check = diagnostics._guarded("printer", broken)
        assert (check.ok, check.code, check.details["reason"]) == (False, "unknown", "OSError: bus error")
