"""The chip contents of the demo citizen Dilnoza Karimova's passport (docs/contracts/sandbox.md#demo-people), built
as an issuer would: EF.COM, DG1 with her MRZ, DG2 with her photo (skimage's astronaut) as an ISO/IEC 19794-5 JPEG
facial record."""

import io
from collections.abc import Callable

import skimage.data
from PIL import Image

# Passport AA1234567, born 1985-03-14, expiring 2030-01-01, pin in the personal number field; check digits by hand.
MRZ_LINE1 = "P<UZBKARIMOVA<<DILNOZA<<<<<<<<<<<<<<<<<<<<<<"
MRZ_LINE2 = "AA12345678UZB8503149F30010194140385023001230"
DOCUMENT_NUMBER, BIRTH_DATE, EXPIRY_DATE = "AA1234567", "850314", "300101"
PIN = "41403850230012"
FID_COM, FID_DG1, FID_DG2, FID_SOD = 0x011E, 0x0101, 0x0102, 0x011D
FACE_SIDE = 320  # the 512-pixel original is over 32 KB as JPEG; 320 is a usual chip portrait size


def tlv(tag: int, value: bytes) -> bytes:
    tag_bytes = tag.to_bytes(2 if tag > 0xFF else 1, "big")
    if len(value) < 0x80:
        length = bytes([len(value)])
    elif len(value) < 0x100:
        length = b"\x81" + bytes([len(value)])
    else:
        length = b"\x82" + len(value).to_bytes(2, "big")
    return tag_bytes + length + value


def face_jpeg() -> bytes:
    out = io.BytesIO()
    Image.fromarray(skimage.data.astronaut()).resize((FACE_SIDE, FACE_SIDE)).save(out, "JPEG", quality=85)
    return out.getvalue()


def ef_com() -> bytes:
    return tlv(0x60, tlv(0x5F01, b"0107") + tlv(0x5F36, b"040000") + tlv(0x5C, b"\x61\x75"))


def dg1(line1: str = MRZ_LINE1, line2: str = MRZ_LINE2) -> bytes:
    return tlv(0x61, tlv(0x5F1F, (line1 + line2).encode("ascii")))


def dg2(image: bytes, width: int = FACE_SIDE, height: int = FACE_SIDE) -> bytes:
    """ISO/IEC 19794-5:2005 record: general header, one facial information block, image information, image."""
    facial_block_length = 20 + 12 + len(image)
    general = b"FAC\x00" + b"010\x00" + (14 + facial_block_length).to_bytes(4, "big") + (1).to_bytes(2, "big")
    facial = (
        facial_block_length.to_bytes(4, "big")
        + (0).to_bytes(2, "big")  # no feature points
        + bytes([2, 0, 0])  # gender female, eye and hair colour unspecified
        + bytes(3)
        + bytes(2)
        + bytes(3)
        + bytes(3)  # feature mask, expression, pose angle and its uncertainty
    )
    image_info = bytes([1, 0]) + width.to_bytes(2, "big") + height.to_bytes(2, "big") + bytes([1, 2]) + bytes(4)
    header = tlv(0xA1, tlv(0x80, b"\x01\x01") + tlv(0x87, b"\x01\x01") + tlv(0x88, b"\x00\x08"))
    template = tlv(0x7F60, header + tlv(0x5F2E, general + facial + image_info + image))
    return tlv(0x75, tlv(0x7F61, tlv(0x02, b"\x01") + template))


def issued_files(face: bytes, sign: Callable[[dict[int, bytes]], bytes]) -> dict[int, bytes]:
    """The passport's files by file identifier; sign makes EF.SOD from the data groups."""
    dg1_, dg2_ = dg1(), dg2(face)
    return {FID_COM: ef_com(), FID_DG1: dg1_, FID_DG2: dg2_, FID_SOD: sign({1: dg1_, 2: dg2_})}
