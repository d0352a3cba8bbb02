"""Runs the virtual ePass of Debian's `vicc -t ePass` personalised with the given LDS files.

Run under the system Python (/usr/bin/python3), never the workspace venv: vicc is Debian's, not ours. Debian's
python3-virtualsmartcard 3.3 cannot run `vicc -t ePass` as shipped, so this launcher makes the smallest repairs that
let the emulator's own card code (BAC, secure messaging, file system) run unchanged in meaning:
- the package is installed outside sys.path (/usr/lib/python3/site-packages/virtualsmartcard);
- it imports PyCrypto as `Crypto`, which Debian ships as `Cryptodome` (python3-pycryptodome);
- Python 2 leftovers in its TLV packing, BAC key XOR and secure messaging (str/bytes), and an SSC written
  without its leading zero bytes: the textual repairs in PY3_REPAIRS, each required to match exactly once;
- its ePass generator prompts for an MRZ with Python 2's raw_input, so the card's files are built here instead,
  from a directory of files named by their file identifier (011E, 0101, 0102, 011D);
- vpcd's socket timing (see QuickAckSocket), which would otherwise cost 40 ms per APDU.
Usage: vicc_epass.py FILES_DIR [--port 35963]
"""

import argparse
import importlib
import importlib.util
import socket
import sys
from pathlib import Path

DEBIAN_PACKAGE_DIR = "/usr/lib/python3/site-packages/virtualsmartcard"
EPASS_AID = b"\xa0\x00\x00\x02\x47\x10\x01"

PY3_REPAIRS = {
    "virtualsmartcard.TLVutils": [
        # pack() builds bytes, then joins them again as if they were a list of strings.
        ('    return b"".join(result)\n\n\ndef bertlv_pack', "    return result\n\n\ndef bertlv_pack"),
    ],
    "virtualsmartcard.CryptoUtils": [
        # The XOR of K.IFD and K.IC works on characters in Python 2.
        (
            "result.append(chr(op(ord(string1[i]), ord(string2[i]))))",
            "result.append(op(string1[i], string2[i]))",
        ),
        (
            'result.append(op(string1[i], string2[i]))\n    return "".join(result)',
            "result.append(op(string1[i], string2[i]))\n    return bytes(result)",
        ),
        # The send sequence counter is 8 bytes; without a length a leading zero byte would be dropped.
        ("data = inttostring(ssc) + data", "data = inttostring(ssc, 8) + data"),
    ],
    "virtualsmartcard.SEutils": [
        ('return_data = ["", ]', 'return_data = [b"", ]'),
        ('            to_authenticate = ""\n', '            to_authenticate = b""\n'),
        ('data="".join(return_data))', 'data=b"".join(return_data))'),
        ('        return_data = ""\n', '        return_data = b""\n'),
        ("padding_indicator = stringtoint(value[0])", "padding_indicator = value[0]"),
        ('if result != "":', 'if result != b"":'),
        ('encrypted = "\\x01" + encrypted', 'encrypted = b"\\x01" + encrypted'),
    ],
}


def use_cryptodome_as_crypto() -> None:
    for name in (
        "Cipher.DES3",
        "Cipher.DES",
        "Cipher.AES",
        "Cipher.ARC4",
        "Hash.HMAC",
        "Hash.SHA",
        "Hash.MD5",
    ):
        importlib.import_module(f"Cryptodome.{name}")
    for name in [m for m in sys.modules if m == "Cryptodome" or m.startswith("Cryptodome.")]:
        sys.modules["Crypto" + name[len("Cryptodome") :]] = sys.modules[name]


def load_repaired(name: str, repairs: list[tuple[str, str]]) -> None:
    spec = importlib.util.find_spec(name)
    source = Path(spec.origin).read_text()
    for old, new in repairs:
        if source.count(old) != 1:
            raise SystemExit(f"vicc_epass: {name} has changed, cannot repair {old!r}")
        source = source.replace(old, new)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    exec(compile(source, spec.origin, "exec"), module.__dict__)


def personalise(files_dir: Path):
    from virtualsmartcard.cards.ePass import PassportSAM
    from virtualsmartcard.SmartcardFilesystem import DF, MF, TransparentStructureEF

    mf = MF()
    applet = DF(parent=mf, fid=0x0004, dfname=EPASS_AID, bertlv_data=[])
    for path in sorted(files_dir.iterdir()):
        fid = int(path.name, 16)
        applet.append(TransparentStructureEF(parent=applet, fid=fid, filedescriptor=0, data=path.read_bytes()))
    mf.append(applet)
    return mf, PassportSAM(mf)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files_dir", type=Path)
    parser.add_argument("--port", type=int, default=35963)
    args = parser.parse_args()

    sys.path.insert(0, DEBIAN_PACKAGE_DIR)
    use_cryptodome_as_crypto()
    for name, repairs in PY3_REPAIRS.items():
        load_repaired(name, repairs)
    import virtualsmartcard.VirtualSmartcard as vs

    mf, sam = personalise(args.files_dir)
    generator = vs.CardGenerator("ePass", sam=sam, mf=mf)
    vs.CardGenerator = lambda card_type: generator  # VirtualICC builds its card through this name
    vicc = vs.VirtualICC(None, "ePass", "localhost", args.port)
    vicc.sock = QuickAckSocket(vicc.sock)
    vicc.run()


class QuickAckSocket:
    """vpcd writes each APDU's length and its bytes in two sends, so Nagle's algorithm holds the bytes until the
    length is acknowledged, and Linux delays that acknowledgement by 40 ms: acknowledging at once before every
    receive keeps a virtual APDU at a real reader's pace. Not a repair of the card, only of its socket timing."""

    def __init__(self, sock: socket.socket):
        self._sock = sock

    def recv(self, size: int) -> bytes:
        self._sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_QUICKACK, 1)
        return self._sock.recv(size)

    def __getattr__(self, name: str):
        return getattr(self._sock, name)


if __name__ == "__main__":
    main()
