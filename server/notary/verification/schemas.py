from datetime import date

from pydantic import BaseModel, Field


class JournalLink(BaseModel):
    """The act's place in the registry journal, enough to check the chain there against a copy of the journal."""

    seq: int
    hash: str
    prev_hash: str


class Verification(BaseModel):
    """What the QR on a print form leads to (docs/contracts/acts.md#verification)."""

    regnum: str
    regdate: date
    type: int = Field(description="the act type's id")
    typeName: str = Field(description="the act type's name in the content language")
    state: str = Field(description="the act's state: registered, or cancelled by a later act")
    notary: str = Field(description="the registering notary's full name")
    office: str = Field(description="the office's name in the content language")
    sha256: str = Field(description="hex SHA-256 of the signed PDF")
    journal: JournalLink
    chain_holds: bool = Field(description="the journal's chain holds at this entry")
