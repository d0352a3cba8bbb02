"""The identity formats every form shares (docs/contracts/errors-and-limits.md#identity-formats), each failure with
its own message key: passport series and number, personal number, phone, tax id."""

import re
from typing import Any

from pydantic_core import PydanticCustomError

PASSSERIAL_LENGTH, PASSNUM_LENGTH, PIN_LENGTH, PHONE_LENGTH, INN_LENGTH = 2, 7, 14, 9, 9
_CYRILLIC = re.compile("[\u0400-\u04ff]")


def required(value: object, key: str) -> str:
    if value is None or (isinstance(value, str) and not value.strip()):
        raise PydanticCustomError(key, "required")
    return str(value).strip() if isinstance(value, str | int) and not isinstance(value, bool) else ""


def _check_passserial(value: object) -> str:
    typed = required(value, "error_required_passserial")
    # Only ASCII is uppercased: "ß".upper() is "SS", which would pass for a Latin series.
    serial = typed.upper() if typed.isascii() else typed
    if _CYRILLIC.search(serial):
        raise PydanticCustomError("error_passserial_cyrillic", "Latin letters expected")
    if len(serial) != PASSSERIAL_LENGTH:
        raise PydanticCustomError("error_wrong_passserial_length", "exactly 2 letters")
    if not serial.isascii() or not serial.isalpha():
        raise PydanticCustomError("error_wrong_passserial_letters", "Latin letters only")
    return serial


def _check_digits(value: object, missing: str, wrong_length: str, length: int, wrong_digits: str) -> str:
    digits = required(value, missing)
    if len(digits) != length:
        raise PydanticCustomError(wrong_length, "wrong length")
    if not (digits.isascii() and digits.isdigit()):
        raise PydanticCustomError(wrong_digits, "digits only")
    return digits


def checked_login(data: dict[str, Any]) -> dict[str, Any]:
    passnum = data.get("passnum")
    return {
        **checked_document_holder(data),
        "passnum": _check_digits(
            passnum,
            "error_required_passnum",
            "error_wrong_passnum_length",
            PASSNUM_LENGTH,
            "error_wrong_passnum_digits",
        ),
    }


def checked_document_holder(data: dict[str, Any]) -> dict[str, Any]:
    """A person by an identity document of any type: the series and personal number as everywhere; the number is only
    required here, its shape is the document type's rule (dictionaries)."""
    pin = data.get("pin")
    return {
        **data,
        "passserial": _check_passserial(data.get("passserial")),
        "passnum": required(data.get("passnum"), "error_required_passnum").upper(),
        "pin": _check_digits(pin, "error_required_pin", "error_wrong_pin_length", PIN_LENGTH, "error_wrong_pin_length"),
    }


def checked_phone(value: object) -> str:
    return _check_digits(value, "error_required_phone", "error_wrong_phone", PHONE_LENGTH, "error_wrong_phone")


def checked_inn(value: object) -> str:
    """An organisation's tax id (spec section 5: 9 digits)."""
    return _check_digits(value, "error_required_inn", "error_wrong_inn", INN_LENGTH, "error_wrong_inn")
