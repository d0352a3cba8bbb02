"""The technician tool's window: one tab per test, each talking only to the agent's API."""

import asyncio
import base64
import json
from collections.abc import Sequence

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QFormLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from qasync import asyncSlot

from camera_agent.tool.agent_api import AgentApi, AgentCallFailed
from camera_agent.tool.i18n import Texts

PREVIEW_SIZE = (640, 480)


def _page(*widgets: QWidget, form: Sequence[tuple[str, QWidget]] | None = None) -> QWidget:
    page = QWidget()
    layout = QVBoxLayout(page)
    if form:
        fields = QFormLayout()
        for label, field in form:
            fields.addRow(label, field)
        layout.addLayout(fields)
    for widget in widgets:
        layout.addWidget(widget)
    layout.addStretch(1)
    return page


def _token_issuer(jwt: str) -> str:
    """Only to show the technician who signed: the server verifies the token, the tool does not need to."""
    payload = jwt.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))).get("iss", "?")


class TechnicianWindow(QMainWindow):
    def __init__(self, api: AgentApi, texts: Texts):
        super().__init__()
        self.api, self.t = api, texts
        self.face_rect: dict | None = None
        self.setWindowTitle(texts("window_title"))
        tabs = QTabWidget()
        tabs.addTab(self._liveness_tab(), texts("tab_liveness"))
        tabs.addTab(self._card_tab(), texts("tab_card"))
        tabs.addTab(self._network_tab(), texts("tab_network"))
        tabs.addTab(self._diagnostics_tab(), texts("tab_diagnostics"))
        tabs.addTab(self._enrolment_tab(), texts("tab_enrolment"))
        self.tabs = tabs
        self.setCentralWidget(tabs)

    # ---- tabs -------------------------------------------------------------------------------------------------
    def _liveness_tab(self) -> QWidget:
        self.preview = QLabel()
        self.preview.setFixedSize(*PREVIEW_SIZE)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.guidance = QLabel()
        self.step = QLabel()
        self.liveness_result = QLabel()
        self.liveness_button = QPushButton(self.t("start_liveness"))
        self.liveness_button.clicked.connect(self.run_liveness)
        return _page(self.preview, self.guidance, self.step, self.liveness_button, self.liveness_result)

    def _card_tab(self) -> QWidget:
        self.document_number, self.birth_date, self.expiry_date = QLineEdit(), QLineEdit(), QLineEdit()
        self.card_button = QPushButton(self.t("read_card"))
        self.card_button.clicked.connect(self.read_card)
        self.card_result = QLabel()
        self.card_result.setWordWrap(True)
        form = [
            (self.t("document_number"), self.document_number),
            (self.t("birth_date"), self.birth_date),
            (self.t("expiry_date"), self.expiry_date),
        ]
        return _page(self.card_button, self.card_result, form=form)

    def _network_tab(self) -> QWidget:
        self.bandwidth_button = QPushButton(self.t("bandwidth_test"))
        self.bandwidth_button.clicked.connect(self.test_bandwidth)
        self.bandwidth_result = QLabel()
        self.video_button = QPushButton(self.t("video_test"))
        self.video_button.clicked.connect(self.test_video)
        self.video_result = QLabel()
        return _page(self.bandwidth_button, self.bandwidth_result, self.video_button, self.video_result)

    def _diagnostics_tab(self) -> QWidget:
        self.diagnostics_button = QPushButton(self.t("run_diagnostics"))
        self.diagnostics_button.clicked.connect(self.run_diagnostics)
        self.diagnostics_table = QTableWidget(0, 2)
        self.diagnostics_table.setHorizontalHeaderLabels([self.t("check"), self.t("result")])
        self.diagnostics_table.horizontalHeader().setStretchLastSection(True)
        return _page(self.diagnostics_button, self.diagnostics_table)

    def _enrolment_tab(self) -> QWidget:
        self.enrolment_state = QLabel()
        self.code = QLineEdit()
        self.enrol_button = QPushButton(self.t("enrol"))
        self.enrol_button.clicked.connect(self.enrol)
        return _page(self.enrolment_state, self.enrol_button, form=[(self.t("enrolment_code"), self.code)])

    # ---- actions ----------------------------------------------------------------------------------------------
    def _failure(self, error: Exception) -> str:
        if isinstance(error, AgentCallFailed):
            return self.t("error", message=self.t.problem(error.code) if error.code.startswith("no_") else str(error))
        return self.t("agent_unreachable", error=str(error) or type(error).__name__)

    @asyncSlot()
    async def refresh_status(self) -> None:
        try:
            status = await self.api.status()
        except Exception as error:
            self.enrolment_state.setText(self._failure(error))
            return
        enrolled = status["enrolled"]
        self.enrolment_state.setText(
            self.t("enrolled_as", kiosk_id=status["kioskId"]) if enrolled else self.t("not_enrolled")
        )

    @asyncSlot()
    async def run_liveness(self) -> None:
        self.liveness_button.setEnabled(False)
        self.liveness_result.setText(self.t("liveness_running"))
        outcome: dict = {}
        preview: asyncio.Task | None = None

        async def on_body(body: dict) -> None:
            nonlocal preview
            preview = preview or asyncio.create_task(self._show_preview())
            if body["type"] == "STATS":
                self._show_stats(body)
            elif body["type"] == "SUCCESS":
                outcome["issuer"] = _token_issuer(body["jwt"])

        try:
            error = await self.api.face_check(on_body)
        except Exception as failure:
            self.liveness_result.setText(self._failure(failure))
        else:
            passed = error is None and "issuer" in outcome
            self.liveness_result.setText(
                self.t("liveness_passed", issuer=outcome["issuer"])
                if passed
                else self.t("liveness_failed", reason=self.t.problem(error))
            )
        finally:
            if preview is not None:
                preview.cancel()
                await asyncio.gather(preview, return_exceptions=True)
            self.liveness_button.setEnabled(True)

    def _show_stats(self, body: dict) -> None:
        self.guidance.setText(self.t("guidance", codes="; ".join(self.t.guidance(code) for code in body["errors"])))
        self.step.setText(self.t("step", **body["challenge"]))
        self.face_rect = body.get("details", {}).get("faceFramePosition", {}).get("faceRect")

    async def _show_preview(self) -> None:
        async for jpeg in self.api.preview():
            image = QImage.fromData(jpeg)
            if image.isNull():
                continue
            pixmap = QPixmap.fromImage(image)
            if self.face_rect:
                painter = QPainter(pixmap)
                painter.setPen(QPen(QColor("lime"), 3))
                rect = self.face_rect
                painter.drawRect(QRect(rect["x"], rect["y"], rect["width"], rect["height"]))
                painter.end()
            self.preview.setPixmap(pixmap.scaled(*PREVIEW_SIZE, Qt.AspectRatioMode.KeepAspectRatio))

    @asyncSlot()
    async def read_card(self) -> None:
        self.card_button.setEnabled(False)
        try:
            card = await self.api.read_card(
                self.document_number.text(), self.birth_date.text(), self.expiry_date.text()
            )
            self.card_result.setText(
                self.t(
                    "card_read",
                    surname=card["surname"],
                    given_names=card["givenNames"],
                    pin=card["pin"],
                    passserial=card["passserial"],
                    passnum=card["passnum"],
                    birth_date=card["birthDate"],
                )
            )
        except Exception as error:
            self.card_result.setText(self._failure(error))
        finally:
            self.card_button.setEnabled(True)

    @asyncSlot()
    async def test_bandwidth(self) -> None:
        self.bandwidth_button.setEnabled(False)
        try:
            report = await self.api.diagnostics(camera=False, bandwidth=True)
            check = next(check for check in report["checks"] if check["name"] == "bandwidth")
            details = check["details"]
            text = (
                self.t(
                    "bandwidth_result",
                    down=details["downloadMbps"],
                    up=details["uploadMbps"],
                    quality=details["quality"],
                )
                if "downloadMbps" in details
                else ""
            )
            problem = "" if check["ok"] else self.t.problem(check["code"])
            self.bandwidth_result.setText(" — ".join(part for part in (text, problem) if part))
        except Exception as error:
            self.bandwidth_result.setText(self._failure(error))
        finally:
            self.bandwidth_button.setEnabled(True)

    @asyncSlot()
    async def test_video(self) -> None:
        self.video_button.setEnabled(False)
        try:
            result = await self.api.camera_test(2.0)
            self.video_result.setText(
                self.t("video_result", width=result["width"], height=result["height"], fps=result["fps"])
                if result["ok"]
                else self.t.problem(result["code"])
            )
        except Exception as error:
            self.video_result.setText(self._failure(error))
        finally:
            self.video_button.setEnabled(True)

    @asyncSlot()
    async def run_diagnostics(self) -> None:
        self.diagnostics_button.setEnabled(False)
        try:
            report = await self.api.diagnostics()
            self.diagnostics_table.setRowCount(len(report["checks"]))
            for row, check in enumerate(report["checks"]):
                result = self.t("ok") if check["ok"] else self.t.problem(check["code"])
                self.diagnostics_table.setItem(row, 0, QTableWidgetItem(self.t(f"check_{check['name']}")))
                self.diagnostics_table.setItem(row, 1, QTableWidgetItem(result))
        except Exception as error:
            self.diagnostics_table.setRowCount(1)
            self.diagnostics_table.setItem(0, 1, QTableWidgetItem(self._failure(error)))
        finally:
            self.diagnostics_button.setEnabled(True)

    @asyncSlot()
    async def enrol(self) -> None:
        self.enrol_button.setEnabled(False)
        try:
            enrolled = await self.api.enrol(self.code.text())
            self.enrolment_state.setText(self.t("enrolled_as", kiosk_id=enrolled["kioskId"]))
        except Exception as error:
            self.enrolment_state.setText(self._failure(error))
        finally:
            self.enrol_button.setEnabled(True)
