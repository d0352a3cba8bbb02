"""POST /api/check_before_auth: the validation messages (docs/contracts/errors-and-limits.md#validation-message-keys),
the registry look-up, deceased people, limits, audit."""

import pytest
from sqlmodel import select

from notary.models import AuditEvent, LoginFailure
from tests.people import BOBUR, DILNOZA


def _events(session):
    return session.exec(
        select(AuditEvent).where(AuditEvent.action == "check_before_auth").order_by(AuditEvent.id)
    ).all()


class TestCheckBeforeAuth:
    def test_a_living_person_in_the_registry_is_ok(self, client, session):
        answer = client.post("/api/check_before_auth", json=DILNOZA, headers={"X-Client-Mode": "kiosk"})
        assert (answer.status_code, answer.text) == (200, "Ok")
        assert answer.headers["content-type"].startswith("text/plain")
        [event] = _events(session)
        assert (event.result, event.target, event.channel, event.address) == (
            "ok",
            DILNOZA["pin"],
            "kiosk",
            "testclient",
        )

    def test_lower_case_series_is_accepted(self, client):
        assert client.post("/api/check_before_auth", json={**DILNOZA, "passserial": "aa"}).text == "Ok"

    @pytest.mark.parametrize(
        ("change", "key_text"),
        [
            ({"passserial": None}, "Pasport seriyasini kiriting"),
            ({"passserial": "  "}, "Pasport seriyasini kiriting"),
            ({"passserial": "A"}, "Pasport seriyasi 2 ta harfdan"),
            ({"passserial": "AAA"}, "Pasport seriyasi 2 ta harfdan"),
            ({"passserial": "A1"}, "Pasport seriyasi faqat lotin"),
            ({"passserial": "АА"}, "Pasport seriyasini lotin harflarida"),  # Cyrillic А
            ({"passnum": None}, "Pasport raqamini kiriting"),
            ({"passnum": "123456"}, "Pasport raqami 7 ta raqamdan"),
            ({"passnum": "12345678"}, "Pasport raqami 7 ta raqamdan"),
            ({"passnum": "12345a7"}, "Pasport raqami faqat raqamlardan"),
            ({"pin": None}, "Shaxsiy raqamingizni (JShShIR) kiriting"),
            ({"pin": "4140385023001"}, "Shaxsiy raqam (JShShIR) 14 ta"),
            ({"pin": "4140385023001x"}, "Shaxsiy raqam (JShShIR) 14 ta"),
        ],
    )
    def test_validation_messages(self, client, session, change, key_text):
        body = {key: value for key, value in {**DILNOZA, **change}.items() if value is not None}
        answer = client.post("/api/check_before_auth", json=body)
        assert answer.status_code == 400
        assert answer.text.startswith(key_text)

    def test_the_first_failing_field_is_reported(self, client):
        assert client.post("/api/check_before_auth", json={}).text == "Pasport seriyasini kiriting"
        answer = client.post("/api/check_before_auth", json={"passserial": "AA"}, headers={"Accept-Language": "ru"})
        assert answer.text == "Введите номер паспорта"

    @pytest.mark.parametrize("wrong", [{"passserial": "AZ"}, {"passnum": "7654321"}, {"pin": "41403850230013"}])
    def test_not_found_does_not_say_which_number_was_wrong(self, client, session, wrong):
        answer = client.post("/api/check_before_auth", json={**DILNOZA, **wrong})
        assert answer.status_code == 400
        assert answer.text.startswith("Kiritilgan ma'lumotlar bo'yicha shaxs topilmadi")
        [event] = _events(session)
        assert event.result == "not_found"
        assert session.exec(select(LoginFailure)).one().kind == "not_found"

    def test_a_deceased_person_is_refused(self, client, session):
        answer = client.post("/api/check_before_auth", json=BOBUR, headers={"Accept-Language": "uz"})
        assert answer.status_code == 400
        assert "вафот" in answer.text
        assert _events(session)[0].result == "deceased"

    def test_failures_from_one_address_are_limited(self, client, session, identity_config):
        identity_config(address_max_failures=3, address_window_seconds=600)
        for _ in range(3):
            assert client.post("/api/check_before_auth", json={**DILNOZA, "pin": "0" * 14}).status_code == 400
        answer = client.post("/api/check_before_auth", json=DILNOZA, headers={"Accept-Language": "ru"})
        assert answer.status_code == 429
        assert 599 <= int(answer.headers["retry-after"]) <= 600
        assert answer.text == f"Слишком много попыток. Повторите через {answer.headers['retry-after']} с"
        assert _events(session)[-1].result == "rate_limited"
