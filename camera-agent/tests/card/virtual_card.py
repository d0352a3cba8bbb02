"""A real PC/SC stack for the tests and the benchmark: pcscd with the vpcd driver, and Debian's virtual ePass
(vicc) personalised with given LDS files. Nothing here is a mock: the reader under test talks to pcscd through
pyscard exactly as on a kiosk.

Needs the apt packages pcscd, vsmartcard-vpcd, vsmartcard-vpicc (python3-virtualsmartcard), python3-pycryptodome.
"""

import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from smartcard import scard
from smartcard.System import readers

PCSCD_SOCKET = Path("/run/pcscd/pcscd.comm")
VPCD_DRIVER = Path("/usr/lib/pcsc/drivers/serial/libifdvpcd.so")
VPCD_PORT = 35963  # CHANNELID 0x8C7B in /etc/reader.conf.d/vpcd
VIRTUAL_READER = "Virtual PCD 00 00"  # the slot listening on VPCD_PORT
VIRTUAL_SMARTCARD = Path("/usr/lib/python3/site-packages/virtualsmartcard/virtualsmartcard/cards/ePass.py")
SYSTEM_PYTHON = "/usr/bin/python3"
LAUNCHER = Path(__file__).with_name("vicc_epass.py")
# pcscd, its vpcd reader and the card come up in well under a second on a quiet machine; a loaded one (the
# browser suite: server, Chromium, camera agents) can take many times that.
WAIT_SECONDS = 45
APT_PACKAGES = "pcscd vsmartcard-vpcd vsmartcard-vpicc python3-virtualsmartcard python3-pycryptodome"


def missing_tools() -> list[str]:
    """What this machine lacks to run the virtual card (empty when all is there)."""
    missing = [] if shutil.which("pcscd") else ["pcscd"]
    missing += [str(p) for p in (VPCD_DRIVER, VIRTUAL_SMARTCARD, Path(SYSTEM_PYTHON)) if not p.exists()]
    if not missing and subprocess.run([SYSTEM_PYTHON, "-c", "import Cryptodome"], capture_output=True).returncode:
        missing.append("Cryptodome for the system python")
    return missing


@contextmanager
def pcsc_service(log_path: Path) -> Iterator[None]:
    """pcscd as it runs on the machine, or started here (in the foreground, as a child) and stopped after."""
    if _pcscd_answers():
        _wait_for_virtual_reader()
        yield
        return
    with log_path.open("wb") as log:
        daemon = subprocess.Popen(["pcscd", "--foreground"], stdout=log, stderr=log)
    try:
        _wait(lambda: _pcscd_answers() or daemon.poll() is not None, "pcscd to start")
        if daemon.poll() is not None:
            raise RuntimeError(f"pcscd exited: {log_path.read_text(errors='replace')}")
        _wait_for_virtual_reader()
        yield
    finally:
        daemon.terminate()
        daemon.wait(timeout=WAIT_SECONDS)


def _wait_for_virtual_reader() -> None:
    _wait(lambda: VIRTUAL_READER in map(str, readers()), f"pcscd to offer {VIRTUAL_READER} (vpcd driver loaded?)")


@contextmanager
def virtual_passport(files: dict[int, bytes], workdir: Path) -> Iterator[str]:
    """The virtual ePass holding these files (by file identifier) in the virtual reader; yields the reader name."""
    files_dir = workdir / "lds"
    files_dir.mkdir(parents=True, exist_ok=True)
    for fid, content in files.items():
        (files_dir / f"{fid:04X}").write_bytes(content)
    with (workdir / "vicc.log").open("wb") as log:
        card = subprocess.Popen(
            [SYSTEM_PYTHON, str(LAUNCHER), str(files_dir), "--port", str(VPCD_PORT)], stdout=log, stderr=log
        )
    try:
        _wait(lambda: card.poll() is not None or card_present(), "the virtual passport to be inserted")
        if card.poll() is not None:
            raise RuntimeError(f"vicc exited: {(workdir / 'vicc.log').read_text(errors='replace')}")
        yield VIRTUAL_READER
    finally:
        card.terminate()
        card.wait(timeout=WAIT_SECONDS)
        _wait(lambda: not card_present(), "the virtual passport to be removed")


def card_present() -> bool:
    """Whether pcscd's own reader monitor sees a card: asking pcscd rather than connecting keeps the test from
    noticing a removal before pcscd does, which would let the next card in unseen."""
    _, context = scard.SCardEstablishContext(scard.SCARD_SCOPE_USER)
    try:
        result, states = scard.SCardGetStatusChange(context, 0, [(VIRTUAL_READER, scard.SCARD_STATE_UNAWARE)])
        return result == scard.SCARD_S_SUCCESS and bool(states[0][1] & scard.SCARD_STATE_PRESENT)
    finally:
        scard.SCardReleaseContext(context)


def _pcscd_answers() -> bool:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
        try:
            client.connect(str(PCSCD_SOCKET))
        except OSError:
            return False
    return True


def _wait(done, what: str) -> None:
    deadline = time.monotonic() + WAIT_SECONDS
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {WAIT_SECONDS} s for {what}")
        time.sleep(0.05)
