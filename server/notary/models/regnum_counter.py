from datetime import date

from sqlmodel import Field, SQLModel


class RegnumCounter(SQLModel, table=True):
    """The last registry number given in an office on a date: one atomic upsert takes the next, and its row lock
    serialises two registrations of one office, so the numbers have no gaps and no duplicates."""

    __tablename__ = "regnum_counter"

    office_id: int = Field(foreign_key="notary_office.id", primary_key=True)
    regdate: date = Field(primary_key=True)
    last: int
