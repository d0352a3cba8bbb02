"""Reading the files of the eMRTD application (ICAO 9303-10): select by file identifier, read binary."""

from camera_agent.card import tlv
from camera_agent.card.apdu import Channel, CommandApdu
from camera_agent.card.errors import CardError

EMRTD_AID = bytes.fromhex("A0000002471001")
EF_COM, EF_SOD = 0x011E, 0x011D
SW_NOT_FOUND = 0x6A82
# Le of 223 keeps the protected answer (DO87 of 225 bytes plus DO8E) within one short response.
CHUNK = 0xDF
MAX_OFFSET = 0x7FFF  # READ BINARY with an even INS addresses 15 bits

# EF.COM lists data groups by their LDS tags (ICAO 9303-10 §4.6.1).
DATA_GROUP_TAGS = {
    0x61: 1,
    0x75: 2,
    0x63: 3,
    0x76: 4,
    0x65: 5,
    0x66: 6,
    0x67: 7,
    0x68: 8,
    0x69: 9,
    0x6A: 10,
    0x6B: 11,
    0x6C: 12,
    0x6D: 13,
    0x6E: 14,
    0x6F: 15,
    0x70: 16,
}


def data_group_fid(number: int) -> int:
    return 0x0100 + number


def select_application(channel: Channel) -> None:
    response = channel.send(CommandApdu(0x00, 0xA4, 0x04, 0x0C, EMRTD_AID))
    if response.sw == SW_NOT_FOUND:
        raise CardError("this card has no ICAO eMRTD application: not an e-passport or ID card")
    response.expect_ok("selecting the eMRTD application")


def read_file(channel: Channel, fid: int) -> bytes:
    """The whole file: its first bytes tell the length of the one data object it holds."""
    select = channel.send(CommandApdu(0x00, 0xA4, 0x02, 0x0C, fid.to_bytes(2, "big")))
    if select.sw == SW_NOT_FOUND:
        raise CardError(f"the chip has no file {fid:04X}")
    select.expect_ok(f"selecting file {fid:04X}")
    content = _read(channel, fid, 0, 4)
    size = tlv.total_length(content)
    if size - 1 > MAX_OFFSET:
        raise CardError(f"file {fid:04X} is {size} bytes, beyond what READ BINARY can address")
    while len(content) < size:
        content += _read(channel, fid, len(content), min(CHUNK, size - len(content)))
    return content[:size]


def _read(channel: Channel, fid: int, offset: int, length: int) -> bytes:
    response = channel.send(CommandApdu(0x00, 0xB0, offset >> 8, offset & 0xFF, le=length))
    data = response.expect_ok(f"reading file {fid:04X} at {offset}")
    if not data:
        raise CardError(f"file {fid:04X} ends before its declared length")
    return data
