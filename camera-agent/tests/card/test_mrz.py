"""MRZ parsing and the BAC key, on the ICAO specimens (Doc 9303 parts 4 and 5) and the demo passport."""

import pytest

from camera_agent.card import MrzError, MrzKey, parse_mrz, parse_mrz_data
from camera_agent.card.mrz import check_digit

from . import demo_passport

ICAO_TD3 = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10"
ICAO_TD1 = "I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<"
ID_CARD_WITH_PIN = (  # a national ID card (TD1) with the pin in the first optional data field
    "IDUZBAA1234567841403850230012<\n8503149F3001019UZB<<<<<<<<<<<7\nKARIMOVA<<DILNOZA<<<<<<<<<<<<<"
)


@pytest.mark.parametrize(
    ("field", "digit"), [("L898902C3", "6"), ("740812", "2"), ("120415", "9"), ("D23145890", "7"), ("<<<<", "0")]
)
def test_check_digits(field, digit):
    assert check_digit(field) == digit


class TestPassportTd3:
    def test_icao_specimen(self):
        data = parse_mrz_data(ICAO_TD3)

        assert (data.document_type, data.issuing_state, data.nationality) == ("P", "UTO", "UTO")
        assert (data.surname, data.given_names) == ("ERIKSSON", "ANNA MARIA")
        assert (data.document_number, data.birth_date, data.expiry_date, data.sex) == (
            "L898902C3",
            "740812",
            "120415",
            "F",
        )
        assert data.pin is None and data.passserial is None

    def test_demo_passport_carries_the_pin_and_the_series(self):
        data = parse_mrz_data(demo_passport.MRZ_LINE1 + demo_passport.MRZ_LINE2)

        assert (data.surname, data.given_names) == ("KARIMOVA", "DILNOZA")
        assert (data.pin, data.passserial, data.passnum) == ("41403850230012", "AA", "1234567")

    def test_the_key_is_what_bac_needs(self):
        assert parse_mrz(ICAO_TD3) == MrzKey("L898902C3", "740812", "120415")

    def test_spaces_and_lower_case_from_a_scanner_are_tolerated(self):
        scanned = ICAO_TD3.lower().replace("\n", "  \r\n ")

        assert parse_mrz(scanned).document_number == "L898902C3"


class TestIdCardTd1:
    def test_icao_specimen(self):
        data = parse_mrz_data(ICAO_TD1)

        assert (data.document_type, data.document_number, data.surname) == ("I", "D23145890", "ERIKSSON")
        assert (data.birth_date, data.expiry_date, data.nationality) == ("740812", "120415", "UTO")

    def test_pin_in_the_optional_data(self):
        data = parse_mrz_data(ID_CARD_WITH_PIN)

        assert (data.document_number, data.pin, data.passserial, data.passnum) == (
            "AA1234567",
            "41403850230012",
            "AA",
            "1234567",
        )

    def test_pin_followed_by_its_check_digit(self):
        card = ID_CARD_WITH_PIN.replace("41403850230012<", "414038502300123").replace("<<<7\n", "<<<8\n")

        assert parse_mrz_data(card).pin == "41403850230012"

    def test_fifteen_digits_that_are_not_a_pin_and_its_check_digit(self):
        card = ID_CARD_WITH_PIN.replace("41403850230012<", "414038502300129")

        assert parse_mrz_data(card).pin is None

    def test_a_long_document_number_continues_in_the_optional_data(self):
        number = "D23145890734"  # 12 characters: 9 in the number field, 3 and the check digit after
        line1 = f"I<UTO{number[:9]}<{number[9:]}{check_digit(number)}<".ljust(30, "<")

        data = parse_mrz_data(line1 + "7408122F1204159UTO<<<<<<<<<<<6" + "ERIKSSON<<ANNA<MARIA<<<<<<<<<<")

        assert data.document_number == number
        assert MrzKey(number, "740812", "120415").mrz_information.startswith(number + check_digit(number))


class TestRefusals:
    def test_a_misread_check_digit(self):
        with pytest.raises(MrzError, match="check digit of the birth date"):
            parse_mrz(ICAO_TD3.replace("7408122", "7408123"))

    def test_a_wrong_length(self):
        with pytest.raises(MrzError, match="90, 72 or 88 characters, not 87"):
            parse_mrz(ICAO_TD3[:-1])

    def test_a_character_outside_the_mrz_alphabet(self):
        with pytest.raises(MrzError, match="not allowed"):
            check_digit("AB-12")

    @pytest.mark.parametrize(
        ("number", "birth", "expiry"),
        [("AA 123-456", "850314", "300101"), ("AA1234567", "851314", "300101"), ("AA1234567", "850314", "3001")],
    )
    def test_a_typed_key_that_is_not_well_formed(self, number, birth, expiry):
        with pytest.raises(MrzError):
            MrzKey(number, birth, expiry)

    def test_a_typed_key_is_normalised(self):
        assert MrzKey(" aa1234567 ", "850314", "300101").document_number == "AA1234567"
