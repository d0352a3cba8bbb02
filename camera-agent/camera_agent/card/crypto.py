"""The symmetric cryptography of BAC and secure messaging (ICAO 9303-11 §9.7, §9.8): two-key 3DES in
CBC mode with a zero IV, the ISO 9797-1 MAC algorithm 3 ("retail MAC") with padding method 2, and the SHA-1
key derivation."""

import hashlib

from cryptography.hazmat.decrepit.ciphers.algorithms import TripleDES
from cryptography.hazmat.primitives.ciphers import Cipher, modes

from camera_agent.card.errors import CardError

BLOCK = 8
_ZERO_IV = bytes(BLOCK)
KEY_ENC, KEY_MAC = 1, 2  # the derivation counters for the encryption and the MAC key


def pad(data: bytes) -> bytes:
    """ISO 9797-1 padding method 2: a 80 byte, then zero bytes up to a whole block."""
    padded = data + b"\x80"
    return padded + bytes(-len(padded) % BLOCK)


def unpad(data: bytes) -> bytes:
    stripped = data.rstrip(b"\x00")
    if not stripped.endswith(b"\x80"):
        raise CardError("bad padding in decrypted card data")
    return stripped[:-1]


def encrypt(key: bytes, data: bytes) -> bytes:
    """3DES-CBC with a zero IV over whole blocks (key is 16 bytes: Ka then Kb)."""
    encryptor = Cipher(_triple_des(key), modes.CBC(_ZERO_IV)).encryptor()
    return encryptor.update(data) + encryptor.finalize()


def decrypt(key: bytes, data: bytes) -> bytes:
    if len(data) % BLOCK:
        raise CardError("encrypted card data are not a whole number of blocks")
    decryptor = Cipher(_triple_des(key), modes.CBC(_ZERO_IV)).decryptor()
    return decryptor.update(data) + decryptor.finalize()


def retail_mac(key: bytes, data: bytes) -> bytes:
    """ISO 9797-1 MAC algorithm 3 over the padded data: single DES-CBC with Ka, then the last block
    decrypted with Kb and encrypted again with Ka (3DES with K1 = K2 = K3 is single DES)."""
    ka, kb = key[:8], key[8:16]
    chained = Cipher(_triple_des(ka), modes.CBC(_ZERO_IV)).encryptor()
    last = (chained.update(pad(data)) + chained.finalize())[-BLOCK:]
    last = Cipher(_triple_des(kb), modes.ECB()).decryptor().update(last)
    return Cipher(_triple_des(ka), modes.ECB()).encryptor().update(last)


def derive_key(seed: bytes, counter: int) -> bytes:
    """ICAO 9303-11 §9.7.1: SHA-1 of seed and a 32-bit counter, first 16 bytes, DES parity adjusted."""
    digest = hashlib.sha1(seed + counter.to_bytes(4, "big")).digest()
    return bytes(_odd_parity(b) for b in digest[:16])


def _odd_parity(byte: int) -> int:
    return (byte & 0xFE) | (bin(byte >> 1).count("1") + 1) % 2


def _triple_des(key: bytes) -> TripleDES:
    """Keys spelt out as K1 K2 K3: 16 bytes are two-key 3DES (K3 = K1), 8 bytes single DES (all equal)."""
    return TripleDES(key * 3 if len(key) == 8 else key + key[:8])
