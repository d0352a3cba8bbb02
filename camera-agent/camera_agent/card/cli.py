"""`camera-agent read-card`: read and authenticate the chip, print DG1 as JSON, optionally save the face.

Exit status: 0 read and authenticated, 1 the chip could not be read, 3 the chip was refused by passive
authentication (2 stays argparse's usage error)."""

import argparse
import json
import os
import sys
from dataclasses import asdict
from pathlib import Path

from camera_agent.card.errors import CardError, MrzError, PassiveAuthError
from camera_agent.card.mrz import MrzKey
from camera_agent.card.reader import CardData, read_card

CSCA_DIR_VARIABLE = "CAMERA_AGENT_CSCA_DIR"
EXIT_UNREADABLE, EXIT_REFUSED = 1, 3


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--document-number", required=True, help="as printed in the MRZ, e.g. AA1234567")
    parser.add_argument("--birth-date", required=True, help="YYMMDD")
    parser.add_argument("--expiry-date", required=True, help="YYMMDD")
    parser.add_argument("--face-out", type=Path, help="write the chip's face image (JPEG or JPEG 2000) here")
    parser.add_argument("--reader", help="PC/SC reader name (default: the first reader holding a card)")
    parser.add_argument(
        "--csca-dir",
        type=Path,
        default=Path(os.environ.get(CSCA_DIR_VARIABLE, "config/csca")),
        help=f"country signing certificates (default: ${CSCA_DIR_VARIABLE}, else config/csca)",
    )


def run(args: argparse.Namespace) -> int:
    try:
        key = MrzKey(args.document_number, args.birth_date, args.expiry_date)
        card = read_card(key, args.reader, csca_dir=args.csca_dir)
    except MrzError as e:
        print(f"read-card: {e}", file=sys.stderr)
        return EXIT_UNREADABLE
    except PassiveAuthError as e:
        print(f"read-card: card refused: {e}", file=sys.stderr)
        return EXIT_REFUSED
    except CardError as e:
        print(f"read-card: {e}", file=sys.stderr)
        return EXIT_UNREADABLE
    if args.face_out:
        args.face_out.write_bytes(card.face_image)
    print(json.dumps(card_json(card), indent=2, ensure_ascii=False))
    return 0


def card_json(card: CardData) -> dict:
    dg1 = card.dg1
    return {
        **asdict(dg1),
        "pin": dg1.pin,
        "passserial": card.passserial,
        "passnum": card.passnum,
        "face_format": card.face_format,
        "passive_auth": asdict(card.passive_auth),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="read-card", description=__doc__.splitlines()[0])
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
