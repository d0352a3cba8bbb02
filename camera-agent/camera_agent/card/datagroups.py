"""The contents of EF.COM, DG1 (the MRZ) and DG2 (the face) as ICAO 9303-10 lays them out."""

from dataclasses import dataclass

from camera_agent.card import tlv
from camera_agent.card.errors import CardError, MrzError
from camera_agent.card.lds import DATA_GROUP_TAGS
from camera_agent.card.mrz import MrzData, parse_mrz_data

COM_TAG, COM_TAG_LIST = 0x60, 0x5C
DG1_TAG, DG1_MRZ = 0x61, 0x5F1F
DG2_TAG, BIOMETRIC_GROUP, BIOMETRIC_TEMPLATE = 0x75, 0x7F61, 0x7F60
BIOMETRIC_DATA_BLOCKS = (0x5F2E, 0x7F2E)  # plain, or enciphered-capable form; both hold ISO 19794-5 here
FACE_RECORD_MAGIC = b"FAC\x00"
FACE_RECORD_HEADER, FACIAL_HEADER, FEATURE_POINT, IMAGE_INFO = 14, 20, 8, 12
IMAGE_SIGNATURES = {
    b"\xff\xd8\xff": "jpeg",
    b"\x00\x00\x00\x0cjP  \r\n\x87\n": "jp2",  # JPEG 2000 file format
    b"\xff\x4f\xff\x51": "jp2",  # JPEG 2000 codestream without the file wrapper
}


@dataclass(frozen=True)
class FaceImage:
    image: bytes
    format: str  # 'jpeg' or 'jp2'


def parse_com(data: bytes) -> list[int]:
    """The numbers of the data groups the chip declares."""
    tags = tlv.find(tlv.unwrap(data, COM_TAG), COM_TAG_LIST)
    if tags is None:
        raise CardError("EF.COM has no list of data groups")
    return sorted(DATA_GROUP_TAGS[t] for t in tags if t in DATA_GROUP_TAGS)


def parse_dg1(data: bytes) -> MrzData:
    mrz = tlv.find(tlv.unwrap(data, DG1_TAG), DG1_MRZ)
    if mrz is None:
        raise CardError("DG1 holds no machine readable zone")
    try:
        return parse_mrz_data(mrz.decode("ascii"))
    except (UnicodeDecodeError, MrzError) as e:
        raise CardError(f"the machine readable zone in DG1 is not valid: {e}") from None


def parse_dg2(data: bytes) -> FaceImage:
    """The first face of the first biometric template: an ISO/IEC 19794-5 facial record around the image."""
    group = tlv.find(tlv.unwrap(data, DG2_TAG), BIOMETRIC_GROUP)
    template = tlv.find(group, BIOMETRIC_TEMPLATE) if group is not None else None
    if template is None:
        raise CardError("DG2 holds no biometric template")
    block = next((o.value for o in tlv.read_all(template) if o.tag in BIOMETRIC_DATA_BLOCKS), None)
    if block is None:
        raise CardError("DG2 holds no facial record")
    image = _face_record_image(block)
    kind = next((k for magic, k in IMAGE_SIGNATURES.items() if image.startswith(magic)), None)
    if kind is None:
        raise CardError("the face image in DG2 is neither JPEG nor JPEG 2000")
    return FaceImage(image, kind)


def _face_record_image(record: bytes) -> bytes:
    if not record.startswith(FACE_RECORD_MAGIC) or len(record) < FACE_RECORD_HEADER + FACIAL_HEADER:
        raise CardError("the facial record in DG2 is not ISO/IEC 19794-5")
    facial = FACE_RECORD_HEADER
    block_length = int.from_bytes(record[facial : facial + 4], "big")
    feature_points = int.from_bytes(record[facial + 4 : facial + 6], "big")
    image_start = facial + FACIAL_HEADER + feature_points * FEATURE_POINT + IMAGE_INFO
    image_end = facial + block_length
    if image_end > len(record) or image_start >= image_end:
        raise CardError("the facial record in DG2 is cut short")
    return record[image_start:image_end]
