"""Command and response APDUs (ISO 7816-4, short form) and the transport they travel over."""

from dataclasses import dataclass
from typing import Protocol

from camera_agent.card.errors import CardError

SW_OK = 0x9000


@dataclass(frozen=True)
class CommandApdu:
    cla: int
    ins: int
    p1: int
    p2: int
    data: bytes = b""
    le: int | None = None  # expected response length, 1..256; None when no data are expected

    def encode(self) -> bytes:
        if len(self.data) > 255 or (self.le is not None and not 1 <= self.le <= 256):
            raise ValueError("only short APDUs are used with ICAO chips")
        apdu = bytes([self.cla, self.ins, self.p1, self.p2])
        if self.data:
            apdu += bytes([len(self.data)]) + self.data
        if self.le is not None:
            apdu += bytes([self.le % 256])
        return apdu


@dataclass(frozen=True)
class Response:
    data: bytes
    sw: int

    def expect_ok(self, what: str) -> bytes:
        if self.sw != SW_OK:
            raise CardError(f"{what}: the card answered {self.sw:04X}")
        return self.data


class Transport(Protocol):
    """A connection to the chip: one APDU in, the response data and status word out."""

    def transmit(self, apdu: bytes) -> Response: ...


class Channel(Protocol):
    """Where the LDS commands go: straight to the transport before BAC, through secure messaging after."""

    def send(self, command: CommandApdu) -> Response: ...


@dataclass
class PlainChannel:
    transport: Transport

    def send(self, command: CommandApdu) -> Response:
        return self.transport.transmit(command.encode())
