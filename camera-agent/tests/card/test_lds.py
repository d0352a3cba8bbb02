"""File reading over a plain channel, on recorded exchanges: chunking, sizes and the chip's refusals."""

import pytest

from camera_agent.card import CardError, lds
from camera_agent.card.apdu import PlainChannel

from .transcript import Transcript

SELECT_DG2 = "00A4020C020102"
CONTENT = bytes.fromhex("75820190") + bytes(range(256)) + bytes(144)  # 404 bytes: header, then two chunks


def test_reads_a_file_in_chunks_after_its_header():
    card = Transcript(
        [
            (SELECT_DG2, "9000"),
            ("00B0000004", CONTENT[:4].hex() + "9000"),
            ("00B00004DF", CONTENT[4:227].hex() + "9000"),
            ("00B000E3B1", CONTENT[227:].hex() + "9000"),
        ]
    )

    assert lds.read_file(PlainChannel(card), lds.data_group_fid(2)) == CONTENT


def test_a_file_beyond_15_bit_offsets_is_refused():
    card = Transcript([(SELECT_DG2, "9000"), ("00B0000004", "75838000009000")])

    with pytest.raises(CardError, match="beyond what READ BINARY can address"):
        lds.read_file(PlainChannel(card), lds.data_group_fid(2))


def test_a_missing_file():
    with pytest.raises(CardError, match="the chip has no file 0102"):
        lds.read_file(PlainChannel(Transcript([(SELECT_DG2, "6A82")])), lds.data_group_fid(2))


def test_a_file_shorter_than_it_claims():
    card = Transcript([(SELECT_DG2, "9000"), ("00B0000004", "758201909000"), ("00B00004DF", "6282")])

    with pytest.raises(CardError, match="reading file 0102 at 4: the card answered 6282"):
        lds.read_file(PlainChannel(card), lds.data_group_fid(2))


def test_a_card_without_the_emrtd_application():
    with pytest.raises(CardError, match="no ICAO eMRTD application"):
        lds.select_application(PlainChannel(Transcript([("00A4040C07A0000002471001", "6A82")])))
