"""Machine readable zone (ICAO 9303 parts 3 to 5): check digits, the BAC access key, the parsed fields.

The same parser serves an MRZ typed or scanned at the kiosk and the MRZ stored in the chip's DG1.
"""

import re
from dataclasses import dataclass

from camera_agent.card.errors import MrzError

_CHAR_VALUES = {c: i for i, c in enumerate("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")} | {"<": 0}
_WEIGHTS = (7, 3, 1)
_DOCUMENT_NUMBER = re.compile(r"[A-Z0-9<]{1,22}")
_YYMMDD = re.compile(r"\d{6}")
_PASSPORT_SERIES_AND_NUMBER = re.compile(r"([A-Z]{2})(\d{7})")
_PIN = re.compile(r"\d{14}")


def check_digit(field: str) -> str:
    """ICAO 9303-3 §4.9: weights 7, 3, 1 over digit and letter values, modulo 10."""
    try:
        total = sum(_CHAR_VALUES[c] * _WEIGHTS[i % 3] for i, c in enumerate(field))
    except KeyError as e:
        raise MrzError(f"character {e.args[0]!r} is not allowed in a machine readable zone") from None
    return str(total % 10)


@dataclass(frozen=True)
class MrzKey:
    """What Basic Access Control needs: document number, birth date and expiry date (YYMMDD)."""

    document_number: str
    birth_date: str
    expiry_date: str

    def __post_init__(self) -> None:
        number = self.document_number.strip().upper().replace(" ", "")
        object.__setattr__(self, "document_number", number)
        if not _DOCUMENT_NUMBER.fullmatch(number):
            raise MrzError(f"document number {self.document_number!r} must be letters and digits")
        for name in ("birth_date", "expiry_date"):
            if not _is_yymmdd(getattr(self, name)):
                raise MrzError(f"{name.replace('_', ' ')} {getattr(self, name)!r} must be a date as YYMMDD")

    @property
    def mrz_information(self) -> str:
        """ICAO 9303-11 §9.7.1: each field followed by its check digit; the number padded to at least 9."""
        number = self.document_number.ljust(9, "<")
        return "".join(f + check_digit(f) for f in (number, self.birth_date, self.expiry_date))


@dataclass(frozen=True)
class MrzData:
    """The fields of a parsed machine readable zone (TD1 ID card, TD2, or TD3 passport)."""

    document_type: str
    issuing_state: str
    document_number: str
    surname: str
    given_names: str
    nationality: str
    birth_date: str
    sex: str
    expiry_date: str
    optional_data: str

    @property
    def key(self) -> MrzKey:
        return MrzKey(self.document_number, self.birth_date, self.expiry_date)

    @property
    def pin(self) -> str | None:
        """The 14-digit personal identification number, when the optional data carry one (on an ID card it
        may be followed by its own check digit)."""
        digits = self.optional_data.replace("<", "")
        if len(digits) == 15 and check_digit(digits[:14]) == digits[14]:
            digits = digits[:14]
        return digits if _PIN.fullmatch(digits) else None

    @property
    def passserial(self) -> str | None:
        """Passport series: the two letters of a national document number (2 letters and 7 digits)."""
        found = _PASSPORT_SERIES_AND_NUMBER.fullmatch(self.document_number)
        return found.group(1) if found else None

    @property
    def passnum(self) -> str | None:
        found = _PASSPORT_SERIES_AND_NUMBER.fullmatch(self.document_number)
        return found.group(2) if found else None


def parse_mrz(text: str) -> MrzKey:
    """The access key from an MRZ as typed or scanned (lines separated by newlines, or run together)."""
    return parse_mrz_data(text).key


def parse_mrz_data(text: str) -> MrzData:
    """Every field of a TD1 (3 x 30), TD2 (2 x 36) or TD3 (2 x 44) MRZ; key fields' check digits checked."""
    mrz = "".join(text.split()).upper()
    if len(mrz) == 90:
        return _parse_td1(mrz[0:30], mrz[30:60], mrz[60:90])
    if len(mrz) in (72, 88):
        half = len(mrz) // 2
        return _parse_td2_or_td3(mrz[:half], mrz[half:])
    raise MrzError(f"a machine readable zone has 90, 72 or 88 characters, not {len(mrz)}")


def _parse_td1(line1: str, line2: str, line3: str) -> MrzData:
    number, optional1 = _td1_document_number(line1)
    _checked(line2[0:6], line2[6], "birth date")
    _checked(line2[8:14], line2[14], "expiry date")
    surname, given_names = _names(line3)
    return MrzData(
        document_type=_field(line1[0:2]),
        issuing_state=_field(line1[2:5]),
        document_number=number,
        surname=surname,
        given_names=given_names,
        nationality=_field(line2[15:18]),
        birth_date=line2[0:6],
        sex=line2[7],
        expiry_date=line2[8:14],
        optional_data=optional1 + line2[18:29],
    )


def _td1_document_number(line1: str) -> tuple[str, str]:
    """ICAO 9303-5 §4.2.4: a number longer than 9 continues in the optional data, then its check digit."""
    if line1[14] != "<":
        return _checked(line1[5:14], line1[14], "document number"), line1[15:30]
    continued, _, optional1 = line1[15:30].partition("<")
    if len(continued) < 2:
        raise MrzError("the document number continues into the optional data but is cut short")
    number = line1[5:14] + continued[:-1]
    return _checked(number, continued[-1], "document number"), optional1


def _parse_td2_or_td3(line1: str, line2: str) -> MrzData:
    surname, given_names = _names(line1[5:])
    return MrzData(
        document_type=_field(line1[0:2]),
        issuing_state=_field(line1[2:5]),
        document_number=_checked(line2[0:9], line2[9], "document number"),
        surname=surname,
        given_names=given_names,
        nationality=_field(line2[10:13]),
        birth_date=_checked(line2[13:19], line2[19], "birth date"),
        sex=line2[20],
        expiry_date=_checked(line2[21:27], line2[27], "expiry date"),
        optional_data=line2[28:-2] if len(line2) == 44 else line2[28:-1],
    )


def _checked(field: str, digit: str, name: str) -> str:
    if check_digit(field) != digit:
        raise MrzError(f"the check digit of the {name} does not match: misread machine readable zone?")
    return _field(field)


def _names(zone: str) -> tuple[str, str]:
    surname, _, given = zone.partition("<<")
    return surname.replace("<", " ").strip(), " ".join(given.replace("<", " ").split())


def _field(value: str) -> str:
    return value.replace("<", " ").strip()


def _is_yymmdd(value: str) -> bool:
    return bool(_YYMMDD.fullmatch(value)) and 1 <= int(value[2:4]) <= 12 and 1 <= int(value[4:6]) <= 31
