from datetime import date

from pydantic import BaseModel


class NotifyItem(BaseModel):
    """An upcoming notarial act of the user (docs/contracts/entities.md#notify-item): the notify-warning dialog lists
    them."""

    na: str
    regtypeid: int
    regsystemid: int
    rid: int
    uuid: str
    visitdate: date | None
    visittime: str | None
