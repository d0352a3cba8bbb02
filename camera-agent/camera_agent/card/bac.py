"""Basic Access Control (ICAO 9303-11 §4.3): keys from the MRZ, mutual authentication, session keys, SSC."""

import hashlib
import hmac
import os
from collections.abc import Callable
from dataclasses import dataclass

from camera_agent.card import crypto
from camera_agent.card.apdu import CommandApdu, Transport
from camera_agent.card.errors import CardError
from camera_agent.card.mrz import MrzKey
from camera_agent.card.secure_messaging import SecureMessaging, SessionKeys

GET_CHALLENGE = CommandApdu(0x00, 0x84, 0x00, 0x00, le=8)
SW_REFUSED_KEY = (
    "the chip refused the access key: check the document number, birth date and expiry date "
    "(or read them from the machine readable zone)"
)


@dataclass(frozen=True)
class DocumentKeys:
    k_enc: bytes
    k_mac: bytes


def document_keys(key: MrzKey) -> DocumentKeys:
    seed = hashlib.sha1(key.mrz_information.encode("ascii")).digest()[:16]
    return DocumentKeys(crypto.derive_key(seed, crypto.KEY_ENC), crypto.derive_key(seed, crypto.KEY_MAC))


def authenticate(transport: Transport, key: MrzKey, random: Callable[[int], bytes] = os.urandom) -> SecureMessaging:
    """Run BAC; the random source is a parameter only so the ICAO worked example can be replayed."""
    keys = document_keys(key)
    rnd_ic = transport.transmit(GET_CHALLENGE.encode()).expect_ok("GET CHALLENGE")
    if len(rnd_ic) != 8:
        raise CardError("the chip's challenge is not 8 bytes: not an ICAO BAC chip?")
    rnd_ifd, k_ifd = random(8), random(16)
    e_ifd = crypto.encrypt(keys.k_enc, rnd_ifd + rnd_ic + k_ifd)
    command = CommandApdu(0x00, 0x82, 0x00, 0x00, e_ifd + crypto.retail_mac(keys.k_mac, e_ifd), le=40)
    response = transport.transmit(command.encode())
    if response.sw != 0x9000:
        raise CardError(SW_REFUSED_KEY)
    return SecureMessaging(_session_keys(keys, response.data, rnd_ifd, rnd_ic, k_ifd))


def _session_keys(keys: DocumentKeys, answer: bytes, rnd_ifd: bytes, rnd_ic: bytes, k_ifd: bytes) -> SessionKeys:
    if len(answer) != 40:
        raise CardError("the chip's answer to mutual authentication is not 40 bytes")
    e_ic, m_ic = answer[:32], answer[32:]
    if not hmac.compare_digest(crypto.retail_mac(keys.k_mac, e_ic), m_ic):
        raise CardError("the chip's answer to mutual authentication failed its MAC check")
    plain = crypto.decrypt(keys.k_enc, e_ic)
    if plain[:8] != rnd_ic or plain[8:16] != rnd_ifd:
        raise CardError("the chip did not prove knowledge of the access key")
    seed = bytes(a ^ b for a, b in zip(k_ifd, plain[16:32], strict=True))
    return SessionKeys(
        ks_enc=crypto.derive_key(seed, crypto.KEY_ENC),
        ks_mac=crypto.derive_key(seed, crypto.KEY_MAC),
        ssc=int.from_bytes(rnd_ic[4:] + rnd_ifd[4:], "big"),
    )
