"""Secure messaging refuses any answer it cannot prove came from the chip, and counts every message."""

import pytest

from camera_agent.card import CardError, crypto
from camera_agent.card.apdu import CommandApdu, Response

from .test_icao_worked_example import KS_MAC, READ_FIRST_4, SELECT_EF_COM, specimen_session

READ_ANSWER = bytes.fromhex(READ_FIRST_4[1][:-4])


def session_before_read():
    messaging = specimen_session()
    messaging.protect(CommandApdu(0x00, 0xA4, 0x02, 0x0C, b"\x01\x1e"))
    messaging.unprotect(Response(bytes.fromhex(SELECT_EF_COM[1][:-4]), 0x9000))
    messaging.protect(CommandApdu(0x00, 0xB0, 0x00, 0x00, le=4))
    return messaging


def test_the_example_answer_is_accepted():
    assert session_before_read().unprotect(Response(READ_ANSWER, 0x9000)).data == bytes.fromhex("60145F01")


def test_an_altered_cryptogram_fails_the_mac():
    altered = bytearray(READ_ANSWER)
    altered[5] ^= 0x01

    with pytest.raises(CardError, match="failed its MAC check"):
        session_before_read().unprotect(Response(bytes(altered), 0x9000))


def test_an_altered_status_fails_the_mac():
    altered = READ_ANSWER.replace(bytes.fromhex("99029000"), bytes.fromhex("99026282"))

    with pytest.raises(CardError, match="failed its MAC check"):
        session_before_read().unprotect(Response(altered, 0x9000))


def test_a_replayed_answer_fails_because_the_counter_moved_on():
    messaging = session_before_read()
    messaging.unprotect(Response(READ_ANSWER, 0x9000))
    messaging.protect(CommandApdu(0x00, 0xB0, 0x00, 0x00, le=4))

    with pytest.raises(CardError, match="failed its MAC check"):
        messaging.unprotect(Response(READ_ANSWER, 0x9000))


def test_an_answer_without_mac_is_refused():
    with pytest.raises(CardError, match="answered 6A82 without secure messaging"):
        session_before_read().unprotect(Response(b"", 0x6A82))


def test_the_chip_rejecting_our_mac_is_reported():
    with pytest.raises(CardError, match="rejected the secure messaging"):
        session_before_read().unprotect(Response(b"", 0x6988))


def test_each_command_and_each_answer_advance_the_counter():
    messaging = specimen_session()
    start = messaging.ssc

    messaging.protect(CommandApdu(0x00, 0xA4, 0x02, 0x0C, b"\x01\x1e"))
    messaging.unprotect(Response(bytes.fromhex(SELECT_EF_COM[1][:-4]), 0x9000))

    assert messaging.ssc == start + 2


def test_the_status_without_do99_is_the_outer_status_word():
    messaging = specimen_session()
    messaging.protect(CommandApdu(0x00, 0xA4, 0x02, 0x0C, b"\x01\x1e"))
    ssc = (messaging.ssc + 1).to_bytes(8, "big")
    answer = b"\x8e\x08" + crypto.retail_mac(bytes.fromhex(KS_MAC), ssc)

    assert messaging.unprotect(Response(answer, 0x9000)) == Response(b"", 0x9000)


def test_le_of_256_is_sent_as_zero():
    protected = specimen_session().protect(CommandApdu(0x00, 0xB0, 0x00, 0x00, le=256))

    assert protected[5:8] == bytes.fromhex("970100")


@pytest.mark.parametrize("bad", [b"\x80\x00\x01", b"\x00" * 8, b"abc"])
def test_bad_padding_is_refused(bad):
    with pytest.raises(CardError, match="bad padding"):
        crypto.unpad(bad)
