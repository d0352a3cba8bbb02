"""The notify list of the home page and the kiosk (docs/contracts/entities.md#notify-item): the caller's acts with a
visit ahead, in Tashkent time."""

from datetime import UTC, datetime, timedelta

from notary.core import clock
from notary.models import ActState, RegistrationType
from tests.conftest import bearer
from tests.factories import create_act, create_user


class TestGetNotify:
    def test_registered_acts_have_no_appointment_ahead(self, client, login):
        answer = client.get("/api/notarial_act/get_notify", headers=bearer(login("AA", "1234567")))
        assert answer.status_code == 200
        assert answer.json() == []

    def test_a_visit_ahead_is_listed_with_its_local_date_and_time(self, client, session, login_as):
        person = create_user(session)
        visit = datetime(2030, 12, 1, 5, 30, tzinfo=UTC)  # 10:30 in Tashkent
        ahead = create_act(
            session,
            state=ActState.in_progress,
            step=7,
            applicant=person,
            visit_at=visit,
            registration_type=RegistrationType.video,
        )
        create_act(session, state=ActState.in_progress, step=7, applicant=person, visit_at=clock.now() - timedelta(1))
        [item] = client.get("/api/notarial_act/get_notify", headers=bearer(login_as(person))).json()
        assert (item["uuid"], item["regtypeid"], item["visitdate"], item["visittime"]) == (
            ahead.uuid,
            2,
            "2030-12-01",
            "10:30",
        )

    def test_login_is_required(self, client):
        assert client.get("/api/notarial_act/get_notify").status_code == 403
