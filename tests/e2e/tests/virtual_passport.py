"""Dilnoza Karimova's e-passport on the virtual reader of a real pcscd, for the kiosk's end-to-end tests.

The card reader's own test kit does the work (camera-agent/tests/card: Debian's `vicc -t ePass` personalised with
her DG1 and DG2, and an EF.SOD signed by a test country's document signer). Writes that country's CSCA certificate
into WORKDIR/csca, the folder a camera agent is given as `card.csca_dir` to trust the card, and the certificate of
another CSCA, which did not sign it, into WORKDIR/other-csca (a kiosk for which the card is not proven genuine).
Prints one JSON line {"cscaDir", "otherCscaDir", "pid"} once the card is in the reader, and keeps it there until
SIGTERM or SIGINT.

Usage: uv run python tests/e2e/tests/virtual_passport.py WORKDIR
"""

import json
import os
import signal
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "camera-agent" / "tests"))

from card import demo_passport, pki  # noqa: E402
from card.virtual_card import APT_PACKAGES, missing_tools, pcsc_service, virtual_passport  # noqa: E402


def stop(_signal: int, _frame) -> None:
    # Leaves the with-blocks below, which take the card out and stop a pcscd started here.
    raise SystemExit(0)


def write_csca(folder: Path, csca: pki.Signer) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "uz-csca.pem").write_bytes(pki.pem(csca.certificate))
    return folder


def main() -> None:
    workdir = Path(sys.argv[1])
    missing = missing_tools()
    if missing:
        raise SystemExit(f"the virtual card needs {', '.join(missing)}: apt-get install -y {APT_PACKAGES}")
    csca, other_csca = pki.country_signer("UZ"), pki.country_signer("UZ")
    csca_dir, other_csca_dir = write_csca(workdir / "csca", csca), write_csca(workdir / "other-csca", other_csca)
    signer = pki.document_signer(csca)
    files = demo_passport.issued_files(
        demo_passport.face_jpeg(), lambda groups: pki.sign_sod(signer, pki.security_object(groups))
    )
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    with pcsc_service(workdir / "pcscd.log"), virtual_passport(files, workdir):
        ready = {"cscaDir": str(csca_dir), "otherCscaDir": str(other_csca_dir), "pid": os.getpid()}
        print(json.dumps(ready), flush=True)
        while True:
            signal.pause()


if __name__ == "__main__":
    main()
