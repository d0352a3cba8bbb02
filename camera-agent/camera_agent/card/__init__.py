"""The kiosk's ID-card reader: ICAO 9303 e-passports and ID cards over PC/SC, with BAC, secure messaging and
passive authentication against the configured country signing certificates."""

from camera_agent.card.errors import CardError, MrzError, PassiveAuthError
from camera_agent.card.mrz import MrzData, MrzKey, parse_mrz, parse_mrz_data
from camera_agent.card.passive_auth import PassiveAuthResult
from camera_agent.card.reader import CardData, read_card

__all__ = [
    "CardData",
    "CardError",
    "MrzData",
    "MrzError",
    "MrzKey",
    "PassiveAuthError",
    "PassiveAuthResult",
    "parse_mrz",
    "parse_mrz_data",
    "read_card",
]
