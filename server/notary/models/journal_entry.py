from datetime import date, datetime

from sqlmodel import Field, SQLModel

from notary.models._base import utcnow

GENESIS_HASH = "0" * 64  # the prev_hash of the first entry


class JournalEntry(SQLModel, table=True):
    """One registration in the registry journal, a hash chain in `seq` order (docs/contracts/acts.md#verification):
    `hash = sha256(prev_hash + canonical entry)`, so a copy of the table can be checked end to end without the server.
    Append-only: the database refuses UPDATE and DELETE (triggers of migration 0012)."""

    __tablename__ = "journal_entry"

    seq: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False}, description="1, 2, … without gaps")
    act_id: int = Field(foreign_key="notarial_act.id", unique=True)
    office_id: int = Field(foreign_key="notary_office.id")
    regnum: str = Field(max_length=32)
    regdate: date
    pdf_sha256: str = Field(max_length=64, description="hex SHA-256 of the signed print form")
    code: str = Field(max_length=32, unique=True, description="the verification code the QR carries")
    recording_sha256: str = Field(
        default="", max_length=64, description="hex SHA-256 of the video conference's recording; empty in person"
    )
    prev_hash: str = Field(max_length=64)
    hash: str = Field(max_length=64)
    created_at: datetime = Field(default_factory=utcnow)
