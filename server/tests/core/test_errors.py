"""Every error answer has the shape of docs/contracts/errors-and-limits.md#error-answers, in the caller's language,
with a request id."""

import json

import pytest
from fastapi import APIRouter

from notary.core import errors

boom = APIRouter(prefix="/api/test-errors")


@boom.get("/bad-request")
def _bad_request() -> None:
    raise errors.BadRequest("error_invalid_field", field="passnum")


@boom.get("/forbidden")
def _forbidden() -> None:
    raise errors.Forbidden("error_forbidden")


@boom.get("/not-found")
def _not_found() -> None:
    raise errors.NotFound("error_act_not_found")


@boom.get("/act-not-found")
def _act_not_found() -> None:
    raise errors.ActNotFound()


@boom.get("/not-a-party")
def _not_a_party() -> None:
    raise errors.NotAParty()


@boom.get("/too-many")
def _too_many() -> None:
    raise errors.TooManyAttempts("error_too_many_attempts", retry_after=30)


@boom.get("/external")
def _external() -> None:
    raise errors.ExternalSystemError("population_registry")


@boom.get("/crash")
def _crash() -> None:
    raise RuntimeError("secret internals: password=hunter2")


@pytest.fixture
def error_client(app, client):
    # Ahead of the catch-all /api/{path} route, which answers 404 for unknown API paths.
    for route in boom.routes:
        app.router.routes.insert(0, route)
    return client


class TestErrorShapes:
    def test_400_is_the_message_as_text(self, error_client):
        answer = error_client.get("/api/test-errors/bad-request")
        assert answer.status_code == 400
        assert answer.headers["content-type"].startswith("text/plain")
        assert answer.text == "Maydon noto'g'ri to'ldirilgan: passnum"

    def test_403_forbidden_has_a_code_and_is_not_access_denied(self, error_client):
        answer = error_client.get("/api/test-errors/forbidden")
        assert answer.status_code == 403
        assert answer.json()["code"] == "forbidden"
        assert answer.json()["message"] != errors.ACCESS_DENIED

    def test_403_access_denied_without_a_session(self, client):
        answer = client.get("/api/check_token")
        assert answer.status_code == 403
        assert answer.json()["message"] == "Access Denied"

    def test_404_has_a_body(self, error_client):
        answer = error_client.get("/api/test-errors/not-found")
        assert answer.status_code == 404
        assert answer.json()["message"] == "Notarial harakat topilmadi"

    def test_unknown_api_path_is_404_with_a_body(self, client):
        for method in ("get", "post"):
            answer = getattr(client, method)("/api/no/such/thing")
            assert answer.status_code == 404
            assert answer.json()["message"] == "Sahifa topilmadi"

    @pytest.mark.parametrize(
        ("path", "code"), [("act-not-found", "uuid_not_found"), ("not-a-party", "pin_not_found_in_uuid")]
    )
    def test_418_codes(self, error_client, path, code):
        answer = error_client.get(f"/api/test-errors/{path}")
        assert answer.status_code == 418
        assert answer.json()["code"] == code

    def test_429_tells_how_long_to_wait(self, error_client):
        answer = error_client.get("/api/test-errors/too-many", headers={"Accept-Language": "ru"})
        assert answer.status_code == 429
        assert answer.headers["retry-after"] == "30"
        assert answer.text == "Слишком много попыток. Повторите через 30 с"

    def test_external_system_error(self, error_client):
        answer = error_client.get("/api/test-errors/external")
        assert answer.status_code == 502
        assert "Tashqi tizim" in answer.json()["message"]

    def test_500_is_generic_and_hides_internals(self, error_client):
        answer = error_client.get("/api/test-errors/crash")
        assert answer.status_code == 500
        assert answer.json()["message"] == "Tizim xatoligi. Birozdan so'ng qaytadan urinib ko'ring"
        assert "hunter2" not in answer.text
        assert answer.headers["x-request-id"]

    def test_validation_error_is_400_text(self, client, login):
        answer = client.post("/api/offer_accept?action=5", headers={"Authorization": f"Bearer {login()}"})
        assert answer.status_code == 400
        assert answer.headers["content-type"].startswith("text/plain")
        assert "action" in answer.text


class TestRequestId:
    @pytest.mark.parametrize(
        "path", ["/api/dict/version", "/api/check_token", "/api/no/such", "/api/test-errors/crash"]
    )
    def test_every_answer_has_a_request_id(self, error_client, path):
        answer = error_client.get(path)
        assert len(answer.headers["x-request-id"]) >= 32

    def test_the_log_line_of_the_request_carries_it(self, error_client, capsys):
        from notary.core.logging import configure_logging

        configure_logging()
        answer = error_client.get("/api/test-errors/crash")
        lines = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith("{")]
        crash_lines = [line for line in lines if line.get("event") == "unhandled_error"]
        assert crash_lines and crash_lines[-1]["request_id"] == answer.headers["x-request-id"]

    def test_error_json_carries_it(self, error_client):
        answer = error_client.get("/api/test-errors/not-found")
        assert answer.json()["requestId"] == answer.headers["x-request-id"]


class TestLanguage:
    @pytest.mark.parametrize(
        ("header", "expected"),
        [
            (None, "Sahifa topilmadi"),
            ("ru", "Страница не найдена"),
            ("uz", "Саҳифа топилмади"),
            ("oz", "Sahifa topilmadi"),
            ("en-US,en;q=0.9", "Sahifa topilmadi"),
            ("en;q=0.9, ru;q=0.8, uz;q=0.95", "Саҳифа топилмади"),
            ("ru-RU", "Страница не найдена"),
            ("kaa", "Sahifa topilmadi"),
        ],
    )
    def test_accept_language_picks_the_message_language(self, client, header, expected):
        headers = {"Accept-Language": header} if header else {}
        assert client.get("/api/nothing", headers=headers).json()["message"] == expected

    def test_every_catalogue_has_every_key(self):
        from notary.core.i18n import catalogue

        keys = set(catalogue("oz"))
        for language in ("uz", "ru"):
            assert set(catalogue(language)) == keys, language

    def test_every_answer_has_the_app_version(self, client):
        assert client.get("/api/dict/version").headers["x-app-version"]
