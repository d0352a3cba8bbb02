from sqlmodel import Field

from notary.models._person import PersonBase


class SandboxPerson(PersonBase, table=True):
    """The sandbox population registry: a person's identity document, address and photo."""

    __tablename__ = "sandbox_person"

    pin: str = Field(primary_key=True, max_length=14)
    birthcountry: str = "UZB"
    citizenship: str = "UZB"
    photo: bytes | None = Field(default=None, description="JPEG; None until a first face check in the sandbox")
