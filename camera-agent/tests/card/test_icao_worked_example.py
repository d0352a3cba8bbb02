"""ICAO Doc 9303 part 11, Appendix D (worked example of BAC and secure messaging), replayed value by value:
the MRZ of the specimen passport L898902C<, the chip's challenge and keys as printed, then EF.COM read under
secure messaging."""

import pytest

from camera_agent.card import CardError, bac, crypto, lds
from camera_agent.card.apdu import CommandApdu, Response
from camera_agent.card.mrz import MrzKey
from camera_agent.card.secure_messaging import SecureChannel, SecureMessaging, SessionKeys

from .transcript import Transcript

SPECIMEN = MrzKey("L898902C", "690806", "940623")
K_ENC = "AB94FDECF2674FDFB9B391F85D7F76F2"
K_MAC = "7962D9ECE03D1ACD4C76089DCE131543"
RND_IC = "4608F91988702212"
RND_IFD, K_IFD = "781723860C06C226", "0B795240CB7049B01C19B33E32804F0B"
E_IFD = "72C29C2371CC9BDB65B779B8E8D37B29ECC154AA56A8799FAE2F498F76ED92F2"
M_IFD = "5F1448EEA8AD90A7"
E_IC = "46B9342A41396CD7386BF5803104D7CEDC122B9132139BAF2EEDC94EE178534F"
M_IC = "2F2D235D074D7449"
KS_ENC, KS_MAC, SSC = "979EC13B1CBFE9DCD01AB0FED307EAE5", "F1CB1F1FB5ADF208806B89DC579DC1F8", "887022120C06C226"

SELECT_EF_COM = ("0CA4020C158709016375432908C044F68E08BF8B92D635FF24F800", "990290008E08FA855A5D4C50A8ED9000")
READ_FIRST_4 = ("0CB000000D9701048E08ED6705417E96BA5500", "8709019FF0EC34F9922651990290008E08AD55CC17140B2DED9000")
READ_REST_18 = (
    "0CB000040D9701128E082EA28A70F3C7B53500",
    "871901FB9235F4E4037F2327DCC8964F1F9B8C30F42C8E2FFF224A990290008E08C8B2787EAEA07D749000",
)
EF_COM = "60145F0104303130365F36063034303030305C026175"


def specimen_session() -> SecureMessaging:
    return SecureMessaging(SessionKeys(bytes.fromhex(KS_ENC), bytes.fromhex(KS_MAC), int(SSC, 16)))


class TestKeyDerivation:
    def test_mrz_information(self):
        assert SPECIMEN.mrz_information == "L898902C<369080619406236"

    def test_document_keys_with_parity_adjusted(self):
        keys = bac.document_keys(SPECIMEN)

        assert (keys.k_enc.hex().upper(), keys.k_mac.hex().upper()) == (K_ENC, K_MAC)


class TestMutualAuthentication:
    def test_derives_the_session_keys_and_ssc(self):
        card = Transcript(
            [
                ("0084000008", RND_IC + "9000"),
                ("0082000028" + E_IFD + M_IFD + "28", E_IC + M_IC + "9000"),
            ]
        )
        randoms = iter([bytes.fromhex(RND_IFD), bytes.fromhex(K_IFD)])

        messaging = bac.authenticate(card, SPECIMEN, random=lambda size: next(randoms))

        assert messaging.ssc == int(SSC, 16)
        assert messaging.protect(CommandApdu(0x00, 0xA4, 0x02, 0x0C, b"\x01\x1e")).hex().upper() == SELECT_EF_COM[0]

    def test_a_wrong_key_is_reported_as_such(self):
        card = Transcript([("0084000008", RND_IC + "9000"), ("0082000028" + E_IFD + M_IFD + "28", "6300")])
        randoms = iter([bytes.fromhex(RND_IFD), bytes.fromhex(K_IFD)])

        with pytest.raises(CardError, match="refused the access key"):
            bac.authenticate(card, SPECIMEN, random=lambda size: next(randoms))


class TestSecureMessaging:
    def test_select_is_wrapped_and_its_answer_checked(self):
        messaging = specimen_session()

        protected = messaging.protect(CommandApdu(0x00, 0xA4, 0x02, 0x0C, b"\x01\x1e"))
        answer = messaging.unprotect(Response(bytes.fromhex(SELECT_EF_COM[1][:-4]), 0x9000))

        assert protected.hex().upper() == SELECT_EF_COM[0]
        assert answer == Response(b"", 0x9000)
        assert messaging.ssc == int("887022120C06C228", 16)

    def test_read_binary_decrypts_the_answer(self):
        messaging = specimen_session()
        messaging.protect(CommandApdu(0x00, 0xA4, 0x02, 0x0C, b"\x01\x1e"))
        messaging.unprotect(Response(bytes.fromhex(SELECT_EF_COM[1][:-4]), 0x9000))

        protected = messaging.protect(CommandApdu(0x00, 0xB0, 0x00, 0x00, le=4))
        answer = messaging.unprotect(Response(bytes.fromhex(READ_FIRST_4[1][:-4]), 0x9000))

        assert protected.hex().upper() == READ_FIRST_4[0]
        assert answer.data.hex().upper() == "60145F01"

    def test_reads_ef_com_exactly_as_the_example(self):
        card = Transcript([SELECT_EF_COM, READ_FIRST_4, READ_REST_18])

        content = lds.read_file(SecureChannel(card, specimen_session()), lds.EF_COM)

        assert content.hex().upper() == EF_COM
        assert card.played == 3


def test_retail_mac_of_the_example_response():
    mac = crypto.retail_mac(bytes.fromhex(KS_MAC), bytes.fromhex("887022120C06C22A8709019FF0EC34F992265199029000"))

    assert mac.hex().upper() == "AD55CC17140B2DED"
