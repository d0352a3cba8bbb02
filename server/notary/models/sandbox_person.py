from datetime import date

from sqlmodel import Field, SQLModel


class SandboxPerson(SQLModel, table=True):
    """The sandbox population registry: a person's identity document, address and photo."""

    __tablename__ = "sandbox_person"

    pin: str = Field(primary_key=True, max_length=14)
    passserial: str = Field(max_length=2)
    passnum: str = Field(max_length=20)
    name: str
    surname: str
    lastname: str = ""
    gender: int
    birthdate: date
    birthcountry: str = "UZB"
    citizenship: str = "UZB"
    nationality: str = ""
    inn: str = ""
    issueorg: str = ""
    issuedate: date | None = None
    exprdate: date | None = None
    phone: str = ""
    email: str = ""
    regionid: int | None = None
    districtid: int | None = None
    regaddress: str = ""
    photo: bytes | None = Field(default=None, description="JPEG; None until a first face check in the sandbox")
