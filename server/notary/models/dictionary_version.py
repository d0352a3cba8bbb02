from datetime import datetime

from sqlmodel import Field, SQLModel

from notary.models._base import utcnow


class DictionaryVersion(SQLModel, table=True):
    """The version of the reference data the portal caches; changes whenever the data is reloaded with changes."""

    __tablename__ = "dictionary_version"

    id: int = Field(default=1, primary_key=True)
    version: str = Field(max_length=64)
    loaded_at: datetime = Field(default_factory=utcnow)
