"""The agent's API end to end, against a real central server: enrolment, heartbeats, diagnostics, revocation."""

import json
import os
import subprocess
import sys

import httpx
import pytest
from conftest import REPO, wait_until


def _kiosk(central_server, kiosk_id: str) -> dict:
    kiosks = central_server.admin("GET", "/api/kiosks").json()
    return next(kiosk for kiosk in kiosks if kiosk["id"] == kiosk_id)


@pytest.fixture
def enrolled_agent(central_server, make_agent, plain_video, request):
    running = make_agent(central_server.url, plain_video)
    kiosk_id = f"T-{request.node.name[-20:].replace('_', '-')}"
    answer = running.post("/api/enrol", json={"code": central_server.issue_code(kiosk_id)})
    assert answer.status_code == 200, answer.text
    return running, kiosk_id


class TestStatus:
    def test_an_unenrolled_agent(self, central_server, make_agent, plain_video):
        status = make_agent(central_server.url, plain_video).get("/api/status").json()
        assert status["enrolled"] is False and status["kioskId"] is None
        assert status["camera"]["state"] == "closed" and status["camera"]["source"] == "file:plain.avi"
        assert status["faceCheck"] == {"running": False}
        assert set(status["cardReader"]) == {"present", "readers"}

    def test_an_enrolled_agent(self, enrolled_agent):
        running, kiosk_id = enrolled_agent
        status = running.get("/api/status").json()
        assert status["enrolled"] is True and status["kioskId"] == kiosk_id


class TestOriginAndHost:
    def test_the_server_page_may_call_it_with_cors(self, central_server, make_agent, plain_video):
        running = make_agent(central_server.url, plain_video)
        answer = running.get("/api/status", headers={"Origin": central_server.url})
        assert answer.status_code == 200
        assert answer.headers["access-control-allow-origin"] == central_server.url

    def test_another_page_is_refused(self, central_server, make_agent, plain_video):
        running = make_agent(central_server.url, plain_video)
        answer = running.post("/api/forget", headers={"Origin": "https://evil.example"})
        assert (answer.status_code, answer.json()["code"]) == (403, "origin_not_allowed")

    def test_a_foreign_host_name_is_refused(self, central_server, make_agent, plain_video):
        running = make_agent(central_server.url, plain_video)
        assert running.get("/api/status", headers={"Host": "rebound.example"}).status_code == 400


class TestEnrol:
    def test_enrolment_registers_the_kiosk_and_sends_a_heartbeat(self, enrolled_agent, central_server):
        running, kiosk_id = enrolled_agent
        kiosk = wait_until(
            lambda: (k := _kiosk(central_server, kiosk_id))["lastHeartbeatAt"] and k, 30, "the first heartbeat"
        )
        assert kiosk["state"] == "active" and kiosk["location"] == "Tashkent, Yunusobod"
        checks = {check["name"]: check for check in kiosk["lastDiagnostics"]["checks"]}
        assert checks["enrolment"]["ok"] and checks["camera"]["ok"] and checks["microphone"]["ok"]
        assert checks["bandwidth"]["ok"], checks["bandwidth"]
        assert checks["bandwidth"]["details"]["downloadMbps"] > 2
        assert checks["clock"]["ok"] and abs(checks["clock"]["details"]["skewSeconds"]) < 2
        assert running.agent.last_heartbeat.ok
        assert kiosk["lastReport"]["verified"] is True and kiosk["unverifiedReports"] == 0
        key_file = running.config.data_dir / "kiosk-key.pem"
        assert oct(key_file.stat().st_mode & 0o777) == "0o600"

    def test_a_wrong_code_is_refused_with_the_server_words(self, central_server, make_agent, plain_video):
        running = make_agent(central_server.url, plain_video)
        answer = running.post("/api/enrol", json={"code": "AAAA-BBBB-CCCC"}, headers={})
        assert answer.status_code == 400
        assert answer.json()["code"] == "enrolment_refused"
        assert "kod" in answer.json()["message"].lower()
        assert running.get("/api/status").json()["enrolled"] is False

    def test_a_server_that_is_away(self, make_agent, plain_video):
        running = make_agent("http://127.0.0.1:9", plain_video)
        answer = running.post("/api/enrol", json={"code": "AAAA-BBBB-CCCC"})
        assert (answer.status_code, answer.json()["code"]) == (502, "connection_not_established")


class TestDiagnostics:
    def test_every_check_is_reported(self, enrolled_agent):
        running, _ = enrolled_agent
        report = running.get("/api/diagnostics").json()
        names = [check["name"] for check in report["checks"]]
        assert names == ["enrolment", "camera", "microphone", "card_reader", "printer", "disk", "clock", "bandwidth"]
        failing = {check["code"] for check in report["checks"] if not check["ok"]}
        assert failing <= {"no_card_reader", "no_printer"}  # this machine has neither
        assert report["agentVersion"]

    def test_a_server_that_is_away_is_named_and_the_agent_goes_on(self, make_agent, plain_video):
        running = make_agent("http://127.0.0.1:9", plain_video)
        report = running.get("/api/diagnostics?bandwidth=false").json()
        clock = next(check for check in report["checks"] if check["name"] == "clock")
        assert (clock["code"], clock["problem"]) == ("connection_not_established", "Connection not established")
        assert running.get("/api/status").status_code == 200


class TestCameraTest:
    def test_measures_the_video(self, central_server, make_agent, plain_video):
        result = make_agent(central_server.url, plain_video).get("/api/camera/test?seconds=1.5").json()
        assert result["ok"] and (result["width"], result["height"]) == (640, 480)
        assert 5 < result["fps"] < 15

    def test_no_camera(self, central_server, make_agent, tmp_path):
        result = make_agent(central_server.url, tmp_path / "absent.avi").get("/api/camera/test?seconds=0.5").json()
        assert (result["ok"], result["code"], result["problem"]) == (False, "no_webcam", "No webcam")


class TestRevocation:
    def test_a_revoked_kiosk_is_refused_at_once(self, enrolled_agent, central_server):
        running, kiosk_id = enrolled_agent
        wait_until(lambda: _kiosk(central_server, kiosk_id)["lastHeartbeatAt"], 30, "the first heartbeat")
        assert central_server.admin("POST", f"/api/kiosks/{kiosk_id}/revoke").json()["state"] == "revoked"
        token = running.agent.identity.request_token()
        report = running.agent.identity.signed_report(running.agent.diagnose(open_camera=False, bandwidth=False))
        answer = httpx.post(
            f"{central_server.url}/api/kiosks/heartbeat",
            json={"report": report},
            headers={"Authorization": f"Kiosk {token}"},
        )
        assert (answer.status_code, answer.json()["message"]) == (403, "Access Denied")
        running.agent.heartbeat_soon()
        wait_until(lambda: running.get("/api/status").json()["heartbeat"]["ok"] is False, 30, "a refused heartbeat")
        assert "Access Denied" in running.get("/api/status").json()["heartbeat"]["error"]


class TestCommandLine:
    def _run(self, central_server, tmp_path, *args: str) -> subprocess.CompletedProcess:
        env = {
            **os.environ,
            "CAMERA_AGENT_SERVER_URL": central_server.url,
            "CAMERA_AGENT_DATA_DIR": str(tmp_path / "cli-data"),
            "CAMERA_AGENT_CAMERA__VIDEO_FILE": str(tmp_path / "absent.avi"),
        }
        command = [sys.executable, "-m", "camera_agent.cli", *args]
        return subprocess.run(command, env=env, cwd=REPO, capture_output=True, text=True, timeout=120)

    def test_enrol_then_diagnose(self, central_server, tmp_path):
        enrolled = self._run(central_server, tmp_path, "enrol", "--code", central_server.issue_code("CLI-1"))
        assert enrolled.returncode == 0, enrolled.stderr
        assert json.loads(enrolled.stdout)["kioskId"] == "CLI-1"
        diagnosed = self._run(central_server, tmp_path, "diagnose", "--no-camera")
        assert diagnosed.returncode == 1  # no webcam (and no card reader, no printer) on this machine
        report = json.loads(diagnosed.stdout)
        assert report["kioskId"] == "CLI-1"
        assert {c["code"] for c in report["checks"] if not c["ok"]} >= {"no_webcam"}

    def test_a_wrong_code(self, central_server, tmp_path):
        result = self._run(central_server, tmp_path, "enrol", "--code", "WRONG-CODE")
        assert result.returncode == 1 and "refused by the server" in result.stderr

    def test_serve_refuses_a_public_address(self, central_server, tmp_path):
        result = subprocess.run(
            [sys.executable, "-m", "camera_agent.cli", "serve"],
            env={**os.environ, "CAMERA_AGENT_HOST": "0.0.0.0"},
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert result.returncode != 0 and "loopback" in result.stderr
