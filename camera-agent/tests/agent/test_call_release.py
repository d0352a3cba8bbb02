"""The camera lent to the page's video call: /api/camera/release and /api/camera/resume (docs/camera-agent.md)."""

import json

import pytest
from conftest import PageSocket, wait_until


@pytest.fixture
def running(central_server, make_agent, plain_video, request):
    agent = make_agent(central_server.url, plain_video)
    kiosk_id = f"C-{request.node.name[-24:].replace('_', '-')}"
    assert agent.post("/api/enrol", json={"code": central_server.issue_code(kiosk_id)}).status_code == 200
    return agent


def _end_frame(page: PageSocket) -> dict:
    frame = page.next_frame(10)
    while frame["command"] == "MESSAGE":
        frame = page.next_frame(10)
    return frame


class TestRelease:
    def test_a_running_check_ends_and_the_camera_closes(self, running):
        page = PageSocket(running.ws_url)
        page.connect()
        page.subscribe()
        assert json.loads(page.next_frame(10)["body"])["type"] == "STATS"
        answer = running.post("/api/camera/release")
        assert answer.status_code == 200
        assert answer.json() == {"status": "released", "resumesInSeconds": 3 * 3600}
        frame = _end_frame(page)
        assert (frame["command"], frame["headers"]["message"]) == ("ERROR", "camera_in_call")
        wait_until(lambda: not running.agent.camera.in_use, 5, "the check to let go")
        camera = running.get("/api/status").json()["camera"]
        assert (camera["state"], camera["problem"]) == ("lent", "camera_in_call")

    def test_while_released_checks_and_tests_answer_camera_in_call(self, running):
        running.post("/api/camera/release")
        refused = PageSocket(running.ws_url).connect()
        assert (refused["command"], refused["headers"]["message"]) == ("ERROR", "camera_in_call")
        test = running.get("/api/camera/test", params={"seconds": 1})
        assert (test.status_code, test.json()["code"]) == (409, "camera_in_call")
        check = next(
            c for c in running.get("/api/diagnostics?bandwidth=false").json()["checks"] if c["name"] == "camera"
        )
        assert check["details"]["inCall"] is True and check["details"]["opened"] is False
        assert not running.agent.camera.in_use

    def test_resume_gives_the_camera_back_to_face_checks(self, running):
        running.post("/api/camera/release")
        assert running.post("/api/camera/resume").json() == {"status": "ok"}
        assert running.post("/api/camera/resume").status_code == 200  # twice is harmless
        assert running.get("/api/status").json()["camera"]["state"] == "closed"
        page = PageSocket(running.ws_url)
        assert page.connect()["command"] == "CONNECTED"
        page.subscribe()
        assert json.loads(page.next_frame(10)["body"])["type"] == "STATS"
        page.close()


class TestBinding:
    def test_only_the_configured_page_origin_may_release_or_resume(self, running, central_server):
        for path in ("/api/camera/release", "/api/camera/resume"):
            answer = running.post(path, headers={"Origin": "https://evil.example"})
            assert (answer.status_code, answer.json()["code"]) == (403, "origin_not_allowed")
        assert not running.agent.camera.lent
        answer = running.post("/api/camera/release", headers={"Origin": central_server.url})
        assert answer.status_code == 200 and answer.headers["access-control-allow-origin"] == central_server.url

    def test_a_foreign_host_name_is_refused(self, running):
        assert running.post("/api/camera/release", headers={"Host": "rebound.example"}).status_code == 400
        assert not running.agent.camera.lent

    def test_a_page_may_not_use_get(self, running):
        assert running.get("/api/camera/release").status_code == 405
