"""Reading an ICAO 9303 chip end to end: BAC, EF.COM, DG1, DG2, EF.SOD, then passive authentication."""

from dataclasses import dataclass
from pathlib import Path

from camera_agent.card import bac, lds
from camera_agent.card.apdu import Channel, PlainChannel
from camera_agent.card.datagroups import parse_com, parse_dg1, parse_dg2
from camera_agent.card.errors import CardError
from camera_agent.card.mrz import MrzData, MrzKey
from camera_agent.card.passive_auth import PassiveAuthResult, load_country_certificates, verify_sod
from camera_agent.card.pcsc import open_card
from camera_agent.card.secure_messaging import SecureChannel

REQUIRED_DATA_GROUPS = (1, 2)


@dataclass(frozen=True)
class CardData:
    """A chip that passed passive authentication: its MRZ data, its face, and the proof."""

    dg1: MrzData
    face_image: bytes
    face_format: str  # 'jpeg' or 'jp2'
    passive_auth: PassiveAuthResult

    @property
    def passserial(self) -> str | None:
        return self.dg1.passserial

    @property
    def passnum(self) -> str | None:
        return self.dg1.passnum


def read_card(key: MrzKey, reader: str | None = None, *, csca_dir: Path) -> CardData:
    """Reads and authenticates the chip in the reader (None: the first reader holding a card).

    Raises CardError when the chip cannot be read, PassiveAuthError when its data are not proven genuine."""
    cscas = load_country_certificates(csca_dir)  # before touching the card: without CSCAs every card is refused
    with open_card(reader) as transport:
        lds.select_application(PlainChannel(transport))
        channel = SecureChannel(transport, bac.authenticate(transport, key))
        raw = read_data_groups(channel)
        sod = lds.read_file(channel, lds.EF_SOD)
    dg1, face = parse_dg1(raw[1]), parse_dg2(raw[2])
    passive_auth = verify_sod(sod, raw, cscas)
    return CardData(dg1=dg1, face_image=face.image, face_format=face.format, passive_auth=passive_auth)


def read_data_groups(channel: Channel) -> dict[int, bytes]:
    """DG1 and DG2, which every ICAO chip must declare in EF.COM and hold."""
    declared = parse_com(lds.read_file(channel, lds.EF_COM))
    missing = [f"DG{n}" for n in REQUIRED_DATA_GROUPS if n not in declared]
    if missing:
        raise CardError(f"the chip does not declare {' and '.join(missing)} in EF.COM")
    return {n: lds.read_file(channel, lds.data_group_fid(n)) for n in REQUIRED_DATA_GROUPS}
