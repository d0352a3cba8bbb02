"""The fields that describe a person as the population registry knows them: the user, the registry's answer and the
sandbox registry's row share them, so the three can never disagree on a name or a type."""

from datetime import date

from sqlmodel import Field, SQLModel


class PersonBase(SQLModel):
    pin: str = Field(max_length=14)
    passserial: str = Field(max_length=2)
    passnum: str = Field(max_length=20)
    name: str
    surname: str
    patronymic: str = ""
    gender: int = Field(description="1 male, 2 female")
    birthdate: date
    birthcountry: str = ""
    citizenship: str = ""
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
