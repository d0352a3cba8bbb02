import re
from datetime import date
from enum import IntEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

PASSSERIAL_LENGTH, PASSNUM_LENGTH, PIN_LENGTH = 2, 7, 14
_CYRILLIC = re.compile("[\u0400-\u04ff]")


class UserPublic(BaseModel):
    """The user object the portal stores (docs/contracts/entities.md#user); the API calls the patronymic `lastname`."""

    model_config = ConfigDict(populate_by_name=True)

    id: int
    userid: str
    name: str
    surname: str
    patronymic: str = Field(alias="lastname")
    fullname: str
    typeid: int
    gender: int
    birthdate: date
    birthcountry: str
    inn: str
    pin: str
    passserial: str
    passnum: str
    issueorg: str
    issuedate: date | None
    exprdate: date | None
    citizenship: str
    nationality: str
    phone: str
    email: str
    regionid: int | None
    # The region and district names in each language: uz is Uzbek Cyrillic, as everywhere; oz the Latin.
    regionoz: str | None
    regionuz: str | None
    regionru: str | None
    districtid: int | None
    districtoz: str | None
    districtuz: str | None
    districtru: str | None
    regaddress: str
    actaddress: str
    orginn: str
    orgname: str
    valid: bool
    termsofuse: int
    roles: list[str]


class Status(BaseModel):
    status: str = "ok"


class DevSession(BaseModel):
    token: str
    user: UserPublic


def _required(value: object, key: str) -> str:
    if value is None or (isinstance(value, str) and not value.strip()):
        raise PydanticCustomError(key, "required")
    return str(value).strip() if isinstance(value, str | int) and not isinstance(value, bool) else ""


def _check_passserial(value: object) -> str:
    serial = _required(value, "error_required_passserial").upper()
    if _CYRILLIC.search(serial):
        raise PydanticCustomError("error_passserial_cyrillic", "Latin letters expected")
    if len(serial) != PASSSERIAL_LENGTH:
        raise PydanticCustomError("error_wrong_passserial_length", "exactly 2 letters")
    if not serial.isascii() or not serial.isalpha():
        raise PydanticCustomError("error_wrong_passserial_letters", "Latin letters only")
    return serial


def _check_digits(value: object, required: str, wrong_length: str, length: int, wrong_digits: str) -> str:
    digits = _required(value, required)
    if len(digits) != length:
        raise PydanticCustomError(wrong_length, "wrong length")
    if not (digits.isascii() and digits.isdigit()):
        raise PydanticCustomError(wrong_digits, "digits only")
    return digits


def _checked_login(data: dict[str, Any]) -> dict[str, Any]:
    passnum, pin = data.get("passnum"), data.get("pin")
    return {
        **data,
        "passserial": _check_passserial(data.get("passserial")),
        "passnum": _check_digits(
            passnum,
            "error_required_passnum",
            "error_wrong_passnum_length",
            PASSNUM_LENGTH,
            "error_wrong_passnum_digits",
        ),
        "pin": _check_digits(pin, "error_required_pin", "error_wrong_pin_length", PIN_LENGTH, "error_wrong_pin_length"),
    }


class LoginData(BaseModel):
    """What the identification form sends: passport series and number and the personal number
    (docs/contracts/errors-and-limits.md#identity-formats)."""

    passserial: str = Field(pattern=r"^[A-Z]{2}$", examples=["AA"])
    passnum: str = Field(pattern=r"^[0-9]{7}$", examples=["1234567"])
    pin: str = Field(pattern=r"^[0-9]{14}$", examples=["41403850230012"])

    @model_validator(mode="before")
    @classmethod
    def _spec_messages(cls, data: Any) -> Any:
        """The message keys of docs/contracts/errors-and-limits.md#validation-message-keys, first failing field first
        (series, number, pin), as the form shows them."""
        return _checked_login(data) if isinstance(data, dict) else data

    @property
    def passport(self) -> str:
        return self.passserial + self.passnum


class AuthRequest(LoginData):
    """The login data again with the face-check result token."""

    jwt: str = Field(max_length=4_000_000, description="the compact JWS the face-check socket sent with SUCCESS")

    @model_validator(mode="before")
    @classmethod
    def _spec_messages(cls, data: Any) -> Any:  # replaces LoginData's, so the jwt is checked last
        if not isinstance(data, dict):
            return data
        checked = _checked_login(data)
        _required(data.get("jwt"), "error_required_jwt")
        return checked


class ResultCode(IntEnum):
    """`resultCode` of /auth: 1 logged in, 0 technical work; any other value comes with the message to show."""

    TECHNICAL_WORK = 0
    OK = 1
    PERSON_NOT_FOUND = 2
    PERSON_DECEASED = 3
    FACE_CHECK_REFUSED = 4
    NO_FACE = 5
    FACE_MISMATCH = 6
    NO_REGISTRY_PHOTO = 7
    USER_BLOCKED = 8


class AuthResponse(BaseModel):
    resultCode: ResultCode
    message: str
    token: str | None = None
    user: UserPublic | None = None
