"""The technician tool offscreen (QT_QPA_PLATFORM=offscreen), driven by pytest-qt against a real agent with a
video-file camera, itself talking to a real central server."""

import asyncio

import pytest
from PySide6.QtCore import Qt
from qasync import QEventLoop

from camera_agent.tool.agent_api import AgentApi
from camera_agent.tool.i18n import Texts
from camera_agent.tool.window import TechnicianWindow


@pytest.fixture(scope="session")
def loop(qapp):
    """The qasync loop of the tool: Qt and asyncio in one thread, as `camera-agent tool` runs them. One for the
    whole run: a closed qasync loop must never see Qt events again."""
    loop = QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    yield loop
    asyncio.set_event_loop(None)
    loop.close()


def _until(loop, condition, timeout: float) -> None:
    """Run the loop (Qt events and asyncio tasks) until condition() holds."""

    async def _wait() -> None:
        while not condition():
            await asyncio.sleep(0.05)

    loop.run_until_complete(asyncio.wait_for(_wait(), timeout))


@pytest.fixture
def tool(qtbot, loop):
    opened: list[TechnicianWindow] = []

    def _open(agent_url: str, language: str = "oz") -> TechnicianWindow:
        window = TechnicianWindow(AgentApi(agent_url), Texts(language))
        qtbot.addWidget(window)
        window.show()
        opened.append(window)
        return window

    yield _open
    for window in opened:
        loop.run_until_complete(window.api.close())


class TestEnrolmentAndDiagnostics:
    def test_enrol_then_diagnose(self, tool, loop, qtbot, central_server, make_agent, plain_video):
        running = make_agent(central_server.url, plain_video)
        window = tool(running.url)
        window.refresh_status()
        _until(loop, lambda: window.enrolment_state.text(), 10)
        assert window.enrolment_state.text() == "Kiosk ro'yxatdan o'tmagan"

        window.code.setText(central_server.issue_code("TOOL-1"))
        qtbot.mouseClick(window.enrol_button, Qt.MouseButton.LeftButton)
        _until(loop, lambda: "TOOL-1" in window.enrolment_state.text(), 30)
        assert window.enrolment_state.text() == "Kiosk TOOL-1 ro'yxatdan o'tgan"

        qtbot.mouseClick(window.diagnostics_button, Qt.MouseButton.LeftButton)
        _until(loop, lambda: window.diagnostics_table.rowCount() == 8, 60)
        rows = {
            window.diagnostics_table.item(row, 0).text(): window.diagnostics_table.item(row, 1).text()
            for row in range(8)
        }
        assert rows["Kamera"] == "Yaxshi" and rows["Mikrofon"] == "Yaxshi" and rows["Tarmoq tezligi"] == "Yaxshi"
        assert rows["Printer"] in ("Yaxshi", "Printer yo'q")

    def test_bandwidth_and_video_tests_in_russian(self, tool, loop, qtbot, central_server, make_agent, plain_video):
        running = make_agent(central_server.url, plain_video)
        running.post("/api/enrol", json={"code": central_server.issue_code("TOOL-2")}).raise_for_status()
        window = tool(running.url, "ru")
        qtbot.mouseClick(window.bandwidth_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.video_button, Qt.MouseButton.LeftButton)
        _until(loop, lambda: window.bandwidth_result.text() and window.video_result.text(), 60)
        assert window.bandwidth_result.text().startswith("Приём ") and "качество" in window.bandwidth_result.text()
        assert window.video_result.text().startswith("640x480, ")

    def test_no_card_on_the_reader(self, tool, loop, qtbot, central_server, make_agent, plain_video):
        window = tool(make_agent(central_server.url, plain_video).url)
        window.document_number.setText("AA1234567")
        window.birth_date.setText("850314")
        window.expiry_date.setText("300101")
        qtbot.mouseClick(window.card_button, Qt.MouseButton.LeftButton)
        _until(loop, lambda: window.card_result.text(), 30)
        assert window.card_result.text().startswith("Xatolik: ")

    def test_an_agent_that_is_not_running(self, tool, loop):
        window = tool("http://127.0.0.1:9")
        window.refresh_status()
        _until(loop, lambda: window.enrolment_state.text(), 10)
        assert window.enrolment_state.text().startswith("Kamera agenti javob bermayapti")


class TestLiveness:
    def test_a_full_liveness_test_with_preview_and_guidance(
        self, tool, loop, qtbot, central_server, make_agent, face_videos
    ):
        running = make_agent(central_server.url, face_videos["bona-fide"], face_check={"timeout_seconds": 90})
        running.post("/api/enrol", json={"code": central_server.issue_code("TOOL-3")}).raise_for_status()
        window = tool(running.url)
        qtbot.mouseClick(window.liveness_button, Qt.MouseButton.LeftButton)
        seen_guidance = set()

        def finished() -> bool:
            seen_guidance.add(window.guidance.text())
            return window.liveness_button.isEnabled() and window.liveness_result.text() != "Sinov davom etmoqda…"

        _until(loop, finished, 90)
        assert window.liveness_result.text() == "Jonlilik tasdiqlandi. Token imzolovchisi: kiosk:TOOL-3"
        assert window.preview.pixmap() is not None and not window.preview.pixmap().isNull()
        assert any("Boshni" in text for text in seen_guidance)  # "turn head left/right" was shown
        assert window.step.text() == "Bosqich 3 / 3"

    def test_a_camera_that_is_gone(self, tool, loop, qtbot, central_server, make_agent, tmp_path):
        running = make_agent(central_server.url, tmp_path / "absent.avi")
        running.post("/api/enrol", json={"code": central_server.issue_code("TOOL-4")}).raise_for_status()
        window = tool(running.url, "ru")
        qtbot.mouseClick(window.liveness_button, Qt.MouseButton.LeftButton)
        _until(loop, lambda: window.liveness_button.isEnabled() and "закончилась" in window.liveness_result.text(), 30)
        assert window.liveness_result.text() == "Проверка закончилась: Нет веб-камеры"
