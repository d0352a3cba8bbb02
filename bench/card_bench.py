"""Time to read the demo passport (BAC, EF.COM, DG1, DG2, EF.SOD, passive authentication) from the virtual ePass
over the real PC/SC stack (pcscd + vpcd + vicc), printed as a table.

Run: uv run python bench/card_bench.py [--runs N]
The virtual card answers at once over a local socket, so the figures are the reader's own cost (pyscard, pcscd,
secure messaging, parsing, passive authentication); a real chip adds its contactless transmission time."""

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "camera-agent" / "tests"))

from card import demo_passport, pki  # noqa: E402 - the test support package lives beside the tests
from card.virtual_card import missing_tools, pcsc_service, virtual_passport  # noqa: E402

from camera_agent.card import MrzKey, bac, lds, read_card  # noqa: E402
from camera_agent.card.apdu import PlainChannel  # noqa: E402
from camera_agent.card.datagroups import parse_dg1, parse_dg2  # noqa: E402
from camera_agent.card.passive_auth import load_country_certificates, verify_sod  # noqa: E402
from camera_agent.card.pcsc import open_card  # noqa: E402
from camera_agent.card.secure_messaging import SecureChannel  # noqa: E402

KEY = MrzKey(demo_passport.DOCUMENT_NUMBER, demo_passport.BIRTH_DATE, demo_passport.EXPIRY_DATE)
PHASES = ("connect + select", "BAC", "EF.COM + DG1", "DG2", "EF.SOD", "parse + passive auth", "read_card total")


def timed_phases(csca_dir: Path) -> dict[str, float]:
    """One read, step by step, with the same building blocks read_card uses."""
    marks = [time.perf_counter()]
    cscas = load_country_certificates(csca_dir)
    with open_card() as transport:
        lds.select_application(PlainChannel(transport))
        marks.append(time.perf_counter())
        channel = SecureChannel(transport, bac.authenticate(transport, KEY))
        marks.append(time.perf_counter())
        lds.read_file(channel, lds.EF_COM)
        dg1 = lds.read_file(channel, lds.data_group_fid(1))
        marks.append(time.perf_counter())
        dg2 = lds.read_file(channel, lds.data_group_fid(2))
        marks.append(time.perf_counter())
        sod = lds.read_file(channel, lds.EF_SOD)
        marks.append(time.perf_counter())
    parse_dg1(dg1), parse_dg2(dg2)
    verify_sod(sod, {1: dg1, 2: dg2}, cscas)
    marks.append(time.perf_counter())
    start = time.perf_counter()
    read_card(KEY, csca_dir=csca_dir)
    durations = [b - a for a, b in zip(marks, marks[1:], strict=False)] + [time.perf_counter() - start]
    return dict(zip(PHASES, durations, strict=True))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    runs = parser.parse_args().runs
    if missing_tools():
        raise SystemExit(f"card_bench needs {', '.join(missing_tools())}")
    face = demo_passport.face_jpeg()
    country = pki.country_signer()
    signer = pki.document_signer(country)
    files = demo_passport.issued_files(face, lambda dgs: pki.sign_sod(signer, pki.security_object(dgs)))
    with tempfile.TemporaryDirectory() as workdir:
        work = Path(workdir)
        (work / "csca").mkdir()
        (work / "csca" / "csca.pem").write_bytes(pki.pem(country.certificate))
        with pcsc_service(work / "pcscd.log"), virtual_passport(files, work):
            samples = [timed_phases(work / "csca") for _ in range(runs)]
    print(
        f"Reading the demo passport from the virtual ePass: {runs} runs, DG2 {len(files[demo_passport.FID_DG2])} bytes "
        f"(JPEG {len(face)} bytes), EF.SOD {len(files[demo_passport.FID_SOD])} bytes\n"
    )
    print(f"| {'phase':<22} | {'median ms':>9} | {'min ms':>7} | {'max ms':>7} |")
    print(f"|{'-' * 24}|{'-' * 11}|{'-' * 9}|{'-' * 9}|")
    for phase in PHASES:
        values = [s[phase] * 1000 for s in samples]
        print(f"| {phase:<22} | {statistics.median(values):>9.1f} | {min(values):>7.1f} | {max(values):>7.1f} |")


if __name__ == "__main__":
    main()
