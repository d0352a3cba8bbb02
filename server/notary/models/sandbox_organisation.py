from datetime import date

from sqlmodel import Field, SQLModel


class SandboxOrganisation(SQLModel, table=True):
    """The sandbox register of legal entities: an organisation by its tax id, with its director."""

    __tablename__ = "sandbox_organisation"

    inn: str = Field(primary_key=True, max_length=9)
    name: str
    address: str
    director_pin: str = Field(max_length=14)
    director_surname: str
    director_name: str
    director_patronymic: str = ""
    liquidated_on: date | None = Field(default=None, description="none while the organisation is active")
