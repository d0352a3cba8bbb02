"""Secure messaging after BAC (ICAO 9303-11 §9.8): 3DES-encrypted DO87, DO97 for Le, DO99 status,
DO8E retail MAC, each command and each response counted by the send sequence counter (SSC)."""

import hmac
from dataclasses import dataclass

from camera_agent.card import crypto, tlv
from camera_agent.card.apdu import CommandApdu, Response, Transport
from camera_agent.card.errors import CardError

SM_CLA = 0x0C  # secure messaging indicated, command header authenticated
DO_CRYPTOGRAM, DO_LE, DO_STATUS, DO_MAC = 0x87, 0x97, 0x99, 0x8E
PADDING_INDICATOR = b"\x01"  # ISO 9797-1 method 2 padding inside the cryptogram
SW_SM_MISSING, SW_SM_INCORRECT = 0x6987, 0x6988


@dataclass
class SessionKeys:
    ks_enc: bytes
    ks_mac: bytes
    ssc: int  # 64-bit counter, incremented before each command and each response


class SecureMessaging:
    """Wraps commands and checks responses with the session keys; one instance per BAC session."""

    def __init__(self, keys: SessionKeys):
        self._keys = keys

    @property
    def ssc(self) -> int:
        return self._keys.ssc

    def protect(self, command: CommandApdu) -> bytes:
        header = bytes([command.cla | SM_CLA, command.ins, command.p1, command.p2])
        body = b""
        if command.data:
            cryptogram = crypto.encrypt(self._keys.ks_enc, crypto.pad(command.data))
            body += tlv.encode(DO_CRYPTOGRAM, PADDING_INDICATOR + cryptogram)
        if command.le is not None:
            body += tlv.encode(DO_LE, bytes([command.le % 256]))
        mac = self._mac(crypto.pad(header) + body)
        body += tlv.encode(DO_MAC, mac)
        return header + bytes([len(body)]) + body + b"\x00"

    def unprotect(self, response: Response) -> Response:
        """The plain response, once its MAC is proven; a response that fails any check ends the session."""
        self._next_ssc()
        if response.sw in (SW_SM_MISSING, SW_SM_INCORRECT):
            raise CardError(f"the card rejected the secure messaging of the command ({response.sw:04X})")
        objects = tlv.read_all(response.data)
        if not objects or objects[-1].tag != DO_MAC:
            raise CardError(f"the card answered {response.sw:04X} without secure messaging")
        mac_input = response.data[: len(response.data) - len(objects[-1].raw)]
        expected = crypto.retail_mac(self._keys.ks_mac, self._ssc_bytes() + mac_input)
        if not hmac.compare_digest(expected, objects[-1].value):
            raise CardError("the card's answer failed its MAC check: the session is not trustworthy")
        return Response(self._plain_data(objects[:-1]), self._status(objects[:-1], response.sw))

    def _mac(self, data: bytes) -> bytes:
        self._next_ssc()
        return crypto.retail_mac(self._keys.ks_mac, self._ssc_bytes() + data)

    def _next_ssc(self) -> None:
        self._keys.ssc = (self._keys.ssc + 1) % (1 << 64)

    def _ssc_bytes(self) -> bytes:
        return self._keys.ssc.to_bytes(8, "big")

    def _plain_data(self, objects: list[tlv.Tlv]) -> bytes:
        cryptogram = next((o.value for o in objects if o.tag == DO_CRYPTOGRAM), None)
        if cryptogram is None:
            return b""
        if cryptogram[:1] != PADDING_INDICATOR:
            raise CardError("unsupported padding indicator in the card's cryptogram")
        return crypto.unpad(crypto.decrypt(self._keys.ks_enc, cryptogram[1:]))

    @staticmethod
    def _status(objects: list[tlv.Tlv], outer_sw: int) -> int:
        """DO99 carries the MAC-protected status; ICAO makes it mandatory, but chips (and the emulator used
        in the tests) that leave it out are read with the outer status word, the data being protected by the
        MAC all the same."""
        status = next((o.value for o in objects if o.tag == DO_STATUS), None)
        if status is None:
            return outer_sw
        if len(status) != 2:
            raise CardError("malformed status object in the card's answer")
        return int.from_bytes(status, "big")


@dataclass
class SecureChannel:
    transport: Transport
    messaging: SecureMessaging

    def send(self, command: CommandApdu) -> Response:
        return self.messaging.unprotect(self.transport.transmit(self.messaging.protect(command)))
