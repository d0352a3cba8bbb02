"""The notify list of the home page and the kiosk (docs/contracts/entities.md#notify-item)."""

from tests.conftest import bearer


class TestGetNotify:
    def test_registered_acts_have_no_appointment_ahead(self, client, login):
        answer = client.get("/api/notarial_act/get_notify", headers=bearer(login("AA", "1234567")))
        assert answer.status_code == 200
        assert answer.json() == []

    def test_login_is_required(self, client):
        assert client.get("/api/notarial_act/get_notify").status_code == 403
