"""The reader against a real PC/SC stack: pcscd, the vpcd driver and the virtual ePass personalised as
Dilnoza Karimova's passport."""

import pytest

from camera_agent.card import CardError, MrzKey, PassiveAuthError, read_card

from . import demo_passport, pki
from .virtual_card import VIRTUAL_READER, virtual_passport

DILNOZA = MrzKey(demo_passport.DOCUMENT_NUMBER, demo_passport.BIRTH_DATE, demo_passport.EXPIRY_DATE)


@pytest.fixture
def dilnoza_card(pcsc, dilnoza_files, tmp_path):
    with virtual_passport(dilnoza_files, tmp_path) as reader:
        yield reader


class TestGenuinePassport:
    def test_reads_dg1_with_the_pin_and_passport_series(self, dilnoza_card, csca_dir):
        card = read_card(DILNOZA, csca_dir=csca_dir)

        assert (card.dg1.surname, card.dg1.given_names) == ("KARIMOVA", "DILNOZA")
        assert (card.dg1.document_number, card.passserial, card.passnum) == ("AA1234567", "AA", "1234567")
        assert (card.dg1.birth_date, card.dg1.expiry_date) == ("850314", "300101")
        assert (card.dg1.nationality, card.dg1.sex) == ("UZB", "F")
        assert card.dg1.pin == demo_passport.PIN

    def test_reads_the_face_image_from_dg2(self, dilnoza_card, csca_dir, face_jpeg):
        card = read_card(DILNOZA, dilnoza_card, csca_dir=csca_dir)

        assert card.face_format == "jpeg"
        assert card.face_image == face_jpeg

    def test_passes_passive_authentication(self, dilnoza_card, csca_dir, csca):
        card = read_card(DILNOZA, csca_dir=csca_dir)

        assert card.passive_auth.country_signer == csca.certificate.subject.rfc4514_string()
        assert card.passive_auth.data_groups == (1, 2)

    def test_wrong_birth_date_is_refused_by_the_chip(self, dilnoza_card, csca_dir):
        with pytest.raises(CardError, match="refused the access key"):
            read_card(MrzKey("AA1234567", "850315", "300101"), csca_dir=csca_dir)

    def test_a_country_not_configured_is_refused(self, dilnoza_card, tmp_path):
        other = tmp_path / "other-csca"
        other.mkdir()
        (other / "kz.pem").write_bytes(pki.pem(pki.country_signer("KZ").certificate))

        with pytest.raises(PassiveAuthError, match="not issued by any configured country signing certificate"):
            read_card(DILNOZA, csca_dir=other)


def test_an_altered_chip_is_refused(pcsc, dilnoza_files, csca_dir, tmp_path):
    forged = dict(dilnoza_files)
    forged[demo_passport.FID_DG1] = demo_passport.dg1(
        line2=demo_passport.MRZ_LINE2.replace("41403850230012", "41403850230029")
    )
    with virtual_passport(forged, tmp_path), pytest.raises(PassiveAuthError, match="DG1 does not match"):
        read_card(DILNOZA, csca_dir=csca_dir)


def test_an_empty_reader_says_to_place_the_card(pcsc, csca_dir):
    with pytest.raises(CardError, match="place the ID card or passport"):
        read_card(DILNOZA, VIRTUAL_READER, csca_dir=csca_dir)


def test_an_unknown_reader_lists_the_readers(pcsc, csca_dir):
    with pytest.raises(CardError, match=f"no reader named 'Kiosk 9'; readers: {VIRTUAL_READER}"):
        read_card(DILNOZA, "Kiosk 9", csca_dir=csca_dir)
