"""BER-TLV as ISO 7816-4 and the ICAO logical data structure use it: multi-byte tags, definite lengths."""

from dataclasses import dataclass

from camera_agent.card.errors import CardError


@dataclass(frozen=True)
class Tlv:
    tag: int
    value: bytes
    raw: bytes  # the whole encoding, kept because secure messaging MACs the objects exactly as received


def encode(tag: int, value: bytes) -> bytes:
    return tag.to_bytes((tag.bit_length() + 7) // 8 or 1, "big") + encode_length(len(value)) + value


def encode_length(length: int) -> bytes:
    if length < 0x80:
        return bytes([length])
    size = (length.bit_length() + 7) // 8
    return bytes([0x80 | size]) + length.to_bytes(size, "big")


def read(data: bytes, offset: int = 0) -> Tlv:
    """The data object starting at offset."""
    tag, offset_after_tag = _read_tag(data, offset)
    length, start = _read_length(data, offset_after_tag)
    end = start + length
    if end > len(data):
        raise CardError(f"data object {tag:X} claims {length} bytes but only {len(data) - start} follow")
    return Tlv(tag, data[start:end], data[offset:end])


def read_all(data: bytes) -> list[Tlv]:
    """Every data object of a concatenation, in order."""
    objects, offset = [], 0
    while offset < len(data):
        tlv = read(data, offset)
        objects.append(tlv)
        offset += len(tlv.raw)
    return objects


def unwrap(data: bytes, tag: int) -> bytes:
    """The value of the single outer object, which must carry the expected tag."""
    tlv = read(data)
    if tlv.tag != tag:
        raise CardError(f"expected data object {tag:X}, found {tlv.tag:X}")
    return tlv.value


def find(data: bytes, tag: int) -> bytes | None:
    """The value of the first object with this tag among a concatenation (one level, no descent)."""
    return next((tlv.value for tlv in read_all(data) if tlv.tag == tag), None)


def total_length(header: bytes) -> int:
    """The full size of an object from its first bytes (tag and length): how much of a file to read."""
    _, offset = _read_tag(header, 0)
    length, start = _read_length(header, offset)
    return start + length


def _read_tag(data: bytes, offset: int) -> tuple[int, int]:
    _need(data, offset + 1)
    tag = data[offset]
    offset += 1
    if tag & 0x1F == 0x1F:  # further tag bytes follow while bit 8 is set
        while True:
            _need(data, offset + 1)
            tag = (tag << 8) | data[offset]
            offset += 1
            if not data[offset - 1] & 0x80:
                break
    return tag, offset


def _read_length(data: bytes, offset: int) -> tuple[int, int]:
    _need(data, offset + 1)
    first = data[offset]
    if first < 0x80:
        return first, offset + 1
    size = first & 0x7F
    if size == 0 or size > 4:
        raise CardError(f"unsupported BER length form {first:02X}")
    _need(data, offset + 1 + size)
    return int.from_bytes(data[offset + 1 : offset + 1 + size], "big"), offset + 1 + size


def _need(data: bytes, end: int) -> None:
    if end > len(data):
        raise CardError("data object cut short")
