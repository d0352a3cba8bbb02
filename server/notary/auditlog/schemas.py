from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field

# Search values are exact identifiers, so their patterns also keep control characters and free text out.
PIN_PATTERN = r"^[0-9]{14}$"
KIOSK_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$"
ACTION_PATTERN = r"^[a-z][a-z0-9_]{0,63}$"
EXPORT_MAX_ROWS = 100_000


class AuditEventPublic(BaseModel):
    id: int
    at: datetime
    action: str = Field(description="the event type")
    result: str
    actorUserId: int | None
    actorPin: str | None = Field(description="the pin of the person who acted, when a signed-in person did")
    target: str = Field(description="what the event is about: a pin, an act's uuid, a kiosk's id, ...")
    channel: str
    address: str
    requestId: str
    details: dict[str, Any]


class AuditPage(BaseModel):
    items: list[AuditEventPublic]
    total: int
    offset: int
    limit: int
