import pytest

from camera_agent.card import CardError, tlv


def test_two_byte_tags_and_long_lengths_round_trip():
    value = bytes(300)
    encoded = tlv.encode(0x5F2E, value)

    assert encoded[:5] == bytes.fromhex("5F2E82012C")
    assert tlv.read(encoded).tag == 0x5F2E and tlv.read(encoded).value == value


def test_three_byte_tag():
    assert tlv.read(bytes.fromhex("5F8F0101AA")).tag == 0x5F8F01


def test_read_all_keeps_each_raw_encoding():
    objects = tlv.read_all(bytes.fromhex("870901") + bytes(8) + bytes.fromhex("990290008E08") + bytes(8))
    assert [o.tag for o in objects] == [0x87, 0x99, 0x8E]
    assert objects[1].raw == bytes.fromhex("99029000")


def test_total_length_from_the_first_bytes_of_a_file():
    assert tlv.total_length(bytes.fromhex("60145F01")) == 0x16
    assert tlv.total_length(bytes.fromhex("7582483D")) == 0x483D + 4
    assert tlv.total_length(bytes.fromhex("7781FA30")) == 0xFA + 3


def test_find_and_unwrap():
    com = bytes.fromhex("60145F0104303130375F36063034303030305C026175")

    assert tlv.find(tlv.unwrap(com, 0x60), 0x5C) == b"\x61\x75"
    assert tlv.find(tlv.unwrap(com, 0x60), 0x5F2E) is None
    with pytest.raises(CardError, match="expected data object 61, found 60"):
        tlv.unwrap(com, 0x61)


@pytest.mark.parametrize("broken", ["5F", "61", "6105AABB", "6185AABBCCDDEE", "6180"])
def test_cut_short_or_unsupported_objects_are_errors(broken):
    with pytest.raises(CardError):
        tlv.read(bytes.fromhex(broken))
