from datetime import datetime

from sqlmodel import Field

from notary.models._base import utcnow
from notary.models._person import PersonBase


class User(PersonBase, table=True):
    """A person known to the service: created at first login from the population registry, refreshed at each."""

    id: int | None = Field(default=None, primary_key=True)
    pin: str = Field(max_length=14, unique=True, index=True)
    typeid: int = 1
    regionid: int | None = Field(default=None, foreign_key="region.id")
    districtid: int | None = Field(default=None, foreign_key="district.id")
    actaddress: str = ""
    orginn: str = ""
    orgname: str = ""
    valid: bool = True
    termsofuse: int = Field(default=0, description="0 not accepted, 1 accepted")
    personal_data_consent: bool = Field(default=False, description="consent to personal data processing, given now")
    personal_data_consent_at: datetime | None = Field(default=None, description="when it was last given or withdrawn")
    deleted_at: datetime | None = Field(default=None, description="soft-deleted by an administrator: never logs in")
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
