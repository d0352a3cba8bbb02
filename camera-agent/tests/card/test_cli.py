"""`camera-agent read-card` as the lead wires it: add_arguments on a subcommand parser, run(args) -> exit status."""

import argparse
import json
import os
import subprocess
import sys

import pytest

from camera_agent.card import cli

from . import demo_passport
from .virtual_card import virtual_passport

DILNOZA_ARGS = ["--document-number", "AA1234567", "--birth-date", "850314", "--expiry-date", "300101"]


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser()
    cli.add_arguments(parser)
    return cli.run(parser.parse_args(argv))


@pytest.fixture
def dilnoza_card(pcsc, dilnoza_files, tmp_path):
    with virtual_passport(dilnoza_files, tmp_path) as reader:
        yield reader


def test_prints_dg1_as_json_and_saves_the_face(dilnoza_card, csca_dir, tmp_path, capsys, face_jpeg):
    face = tmp_path / "face.jpg"

    status = run(*DILNOZA_ARGS, "--face-out", str(face), "--csca-dir", str(csca_dir))

    printed = json.loads(capsys.readouterr().out)
    assert status == 0
    assert {k: printed[k] for k in ("passserial", "passnum", "pin", "surname", "given_names", "birth_date")} == {
        "passserial": "AA",
        "passnum": "1234567",
        "pin": demo_passport.PIN,
        "surname": "KARIMOVA",
        "given_names": "DILNOZA",
        "birth_date": "850314",
    }
    assert printed["face_format"] == "jpeg" and printed["passive_auth"]["data_groups"] == [1, 2]
    assert face.read_bytes() == face_jpeg


def test_a_refused_card_exits_3_with_the_reason(dilnoza_card, tmp_path, capsys):
    empty = tmp_path / "no-csca"
    empty.mkdir()

    status = run(*DILNOZA_ARGS, "--csca-dir", str(empty))

    assert status == cli.EXIT_REFUSED
    assert "card refused: no country signing certificates" in capsys.readouterr().err


def test_no_card_exits_1(pcsc, csca_dir, capsys):
    assert run(*DILNOZA_ARGS, "--csca-dir", str(csca_dir)) == cli.EXIT_UNREADABLE
    assert "place the ID card or passport on the reader" in capsys.readouterr().err


def test_a_malformed_key_exits_1_before_touching_the_card(csca_dir, capsys):
    assert run("--document-number", "AA1234567", "--birth-date", "14.03.1985", "--expiry-date", "300101") == 1
    assert "birth date '14.03.1985' must be a date as YYMMDD" in capsys.readouterr().err


def test_the_csca_folder_defaults_to_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv(cli.CSCA_DIR_VARIABLE, str(tmp_path))
    parser = argparse.ArgumentParser()
    cli.add_arguments(parser)

    assert parser.parse_args(DILNOZA_ARGS).csca_dir == tmp_path


def test_without_the_smart_card_service_exits_1(csca_dir):
    """A separate process, pointed by libpcsclite's own variable at a socket where no pcscd listens."""
    env = {**os.environ, "PCSCLITE_CSOCK_NAME": str(csca_dir / "no-pcscd.comm")}
    command = [sys.executable, "-m", "camera_agent.card.cli", *DILNOZA_ARGS, "--csca-dir", str(csca_dir)]

    finished = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)

    assert finished.returncode == cli.EXIT_UNREADABLE
    assert "the smart-card service (pcscd) is not available" in finished.stderr
