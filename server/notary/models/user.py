from datetime import date, datetime

from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class User(SQLModel, table=True):
    """A person known to the service: created at first login from the population registry, refreshed at each."""

    id: int | None = Field(default=None, primary_key=True)
    pin: str = Field(max_length=14, unique=True, index=True)
    passserial: str = Field(max_length=2)
    passnum: str = Field(max_length=20)
    typeid: int = 1
    name: str
    surname: str
    lastname: str = ""
    gender: int = Field(description="1 male, 2 female")
    birthdate: date
    birthcountry: str = ""
    inn: str = ""
    issueorg: str = ""
    issuedate: date | None = None
    exprdate: date | None = None
    citizenship: str = ""
    nationality: str = ""
    phone: str = ""
    email: str = ""
    regionid: int | None = Field(default=None, foreign_key="region.id")
    districtid: int | None = Field(default=None, foreign_key="district.id")
    regaddress: str = ""
    actaddress: str = ""
    orginn: str = ""
    orgname: str = ""
    valid: bool = True
    termsofuse: int = Field(default=0, description="0 not accepted, 1 accepted")
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
