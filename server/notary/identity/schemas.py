from datetime import date, datetime
from enum import IntEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator, validate_email
from pydantic_core import PydanticCustomError

from notary.kit.identity_formats import checked_login, checked_phone, required

EMAIL_MAX_LENGTH = 254  # RFC 5321's limit of a forward path


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
    regaddressuz: str = Field(
        description="the registration address in Cyrillic, for the uz and ru interfaces: the registry's Latin one "
        "transliterated (the stored user object follows a change of language without a new call)"
    )
    actaddress: str
    orginn: str
    orgname: str
    valid: bool
    termsofuse: int
    personal_data_consent: bool = Field(description="consent to personal data processing, given now")
    personal_data_consent_at: datetime | None = Field(description="when it was last given or withdrawn")
    roles: list[str]


class ContactsUpdate(BaseModel):
    """The citizen's own e-mail and phone on the profile; an empty string clears one."""

    email: str = Field(examples=["dilnoza@example.uz"], description=f"a valid address up to {EMAIL_MAX_LENGTH} chars")
    phone: str = Field(examples=["901234567"], description="9 digits")

    @field_validator("email", mode="before")
    @classmethod
    def _email(cls, value: object) -> str:
        email = value.strip() if isinstance(value, str) else value
        if email == "":
            return ""
        if not isinstance(email, str) or len(email) > EMAIL_MAX_LENGTH:
            raise PydanticCustomError("error_wrong_email", "not an e-mail address")
        try:
            validate_email(email)
        except PydanticCustomError:
            raise PydanticCustomError("error_wrong_email", "not an e-mail address") from None
        return email

    @field_validator("phone", mode="before")
    @classmethod
    def _phone(cls, value: object) -> str:
        return "" if isinstance(value, str) and not value.strip() else checked_phone(value)


class ConsentChange(BaseModel):
    given: bool = Field(description="true gives the consent to personal data processing, false withdraws it")


class Status(BaseModel):
    status: str = "ok"


class DevSession(BaseModel):
    token: str
    user: UserPublic


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
        return checked_login(data) if isinstance(data, dict) else data

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
        checked = checked_login(data)
        required(data.get("jwt"), "error_required_jwt")
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
