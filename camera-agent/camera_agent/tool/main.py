"""`camera-agent tool`: the PySide6 technician tool, on a qasync event loop (Qt and asyncio in one thread)."""

import asyncio
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from qasync import QEventLoop

from camera_agent.tool.agent_api import AgentApi
from camera_agent.tool.i18n import Texts
from camera_agent.tool.window import TechnicianWindow


async def _main(app: QCoreApplication, agent_url: str, language: str) -> int:
    closed = asyncio.Event()
    app.aboutToQuit.connect(closed.set)
    api = AgentApi(agent_url)
    window = TechnicianWindow(api, Texts(language))
    window.resize(760, 680)
    window.show()
    window.refresh_status()
    await closed.wait()
    await api.close()
    return 0


def run(agent_url: str, language: str = "oz") -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    # asyncio.run(..., loop_factory=QEventLoop) from Python 3.12; Runner is the same on 3.11.
    with asyncio.Runner(loop_factory=QEventLoop) as runner:
        return runner.run(_main(app, agent_url, language))
