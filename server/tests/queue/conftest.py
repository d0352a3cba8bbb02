from typing import Any

import pytest
from sqlmodel import Session, select

from notary.auth import sessions
from notary.models import Notary
from notary.queue import notices  # noqa: F401  (registers the queue's job handlers, as the app's router does)
from tests.conftest import bearer
from tests.people import DILNOZA, MALIKA


@pytest.fixture
def malika_id(session: Session) -> int:
    notary = session.exec(select(Notary).where(Notary.pin == MALIKA["pin"])).one()
    assert notary.id is not None
    return notary.id


class Citizen:
    """A logged-in person calling the queue's API."""

    def __init__(self, client, token: str, kiosk: bool = False) -> None:
        self.client = client
        self.headers = bearer(token) | {"Accept-Language": "oz"} | ({"X-Client-Mode": "kiosk"} if kiosk else {})

    def book(self, notary_id: int, day: str, at: str, service_id: int = 11651, **more: Any):
        body = {"service_id": service_id, "notary_id": notary_id, "date": day, "time": at, "phone": "901234567"}
        return self.client.post("/api/equeue/bookings", json=body | more, headers=self.headers)

    def slots(self, notary_id: int, day: str, service_id: int = 11651) -> list[str]:
        params = {"notaryId": notary_id, "serviceId": service_id, "day": day}
        answer = self.client.get("/api/equeue/free_slots", params=params, headers=self.headers)
        assert answer.status_code == 200, answer.text
        return [slot["time"] for slot in answer.json()]

    def days(self, notary_id: int, month: str, service_id: int = 11651) -> dict[str, int]:
        params = {"notaryId": notary_id, "serviceId": service_id, "month": month}
        answer = self.client.get("/api/equeue/free_days", params=params, headers=self.headers)
        assert answer.status_code == 200, answer.text
        return {day["date"]: day["free"] for day in answer.json()}

    def history(self) -> list[dict[str, Any]]:
        return self.client.get("/api/equeue/bookings", headers=self.headers).json()

    def act(self, uuid: str, action: str, reason: str = ""):
        path = f"/api/equeue/bookings/{uuid}/actions/{action}"
        return self.client.post(path, json={"reason": reason}, headers=self.headers)

    def day(self, day: str):
        return self.client.get("/api/equeue/notary_day", params={"day": day}, headers=self.headers)


@pytest.fixture
def citizen(client, login, monday):
    """Dilnoza, in a browser or (kiosk=True) logged in at an office's kiosk; the clock at Monday 7 December 2026, 09:00.
    A kiosk's requests also say so in a header, which alone proves nothing."""

    def _citizen(person=DILNOZA, kiosk: bool = False) -> Citizen:
        channel = sessions.KIOSK if kiosk else sessions.BROWSER
        return Citizen(client, login(person["passserial"], person["passnum"], channel), kiosk)

    return _citizen
