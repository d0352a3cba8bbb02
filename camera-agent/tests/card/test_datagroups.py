import pytest

from camera_agent.card import CardError
from camera_agent.card.datagroups import parse_com, parse_dg1, parse_dg2

from . import demo_passport

JP2_FILE = b"\x00\x00\x00\x0cjP  \r\n\x87\n" + bytes(40)
J2K_CODESTREAM = b"\xff\x4f\xff\x51" + bytes(40)


def test_com_lists_the_data_groups():
    assert parse_com(demo_passport.ef_com()) == [1, 2]


def test_dg1_is_the_mrz():
    data = parse_dg1(demo_passport.dg1())

    assert (data.document_number, data.pin) == ("AA1234567", demo_passport.PIN)


def test_dg1_with_a_bad_check_digit_is_an_unreadable_card():
    with pytest.raises(CardError, match="DG1 is not valid"):
        parse_dg1(demo_passport.dg1(line2=demo_passport.MRZ_LINE2.replace("8503149", "8503148")))


def test_dg2_jpeg_face(face_jpeg):
    face = parse_dg2(demo_passport.dg2(face_jpeg))

    assert (face.format, face.image) == ("jpeg", face_jpeg)


@pytest.mark.parametrize("image", [JP2_FILE, J2K_CODESTREAM])
def test_dg2_jpeg_2000_face(image):
    face = parse_dg2(demo_passport.dg2(image))

    assert (face.format, face.image) == ("jp2", image)


def test_dg2_image_of_another_kind_is_refused():
    with pytest.raises(CardError, match="neither JPEG nor JPEG 2000"):
        parse_dg2(demo_passport.dg2(b"GIF89a" + bytes(40)))


def test_dg2_cut_short_is_refused(face_jpeg):
    whole = demo_passport.dg2(face_jpeg)
    cut = demo_passport.tlv(0x75, demo_passport.tlv(0x7F61, bytes.fromhex("020101")))

    assert len(cut) < len(whole)
    with pytest.raises(CardError, match="no biometric template"):
        parse_dg2(cut)


def test_dg2_facial_record_with_a_wrong_block_length_is_refused():
    record = demo_passport.dg2(b"\xff\xd8\xff" + bytes(20))
    at = record.index(b"FAC\x00") + 14  # the facial information block's length
    broken = record[:at] + (10_000).to_bytes(4, "big") + record[at + 4 :]

    with pytest.raises(CardError, match="cut short"):
        parse_dg2(broken)
