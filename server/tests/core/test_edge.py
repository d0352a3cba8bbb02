"""What no endpoint takes is refused at the edge in the error convention: control characters in the address or in a
JSON text, integers beyond their column's type, bodies over their endpoint's limit, and JSON that does not parse."""

import pytest

from notary.core.edge import body_limit
from notary.core.settings import get_settings
from tests.conftest import bearer

RU = {"Accept-Language": "ru"}
LOGIN = {"passserial": "AA", "passnum": "1234567", "pin": "41403850230012"}


class TestControlCharacters:
    @pytest.mark.parametrize(
        "address",
        ["/api/notaries?q=a%00b", "/api/notaries?q=a%0Ab", "/api/notaries/1%00", "/some%00page", "/api/x%C2%85"],
    )
    def test_in_the_address_refused(self, client, address):
        answer = client.get(address, headers=RU)
        assert answer.status_code == 400
        assert answer.headers["content-type"].startswith("text/plain")
        assert answer.text == "Адрес запроса содержит недопустимые символы"

    def test_plain_search_passes(self, client):
        assert client.get("/api/notaries?q=Aliyeva%20Malika").status_code == 200

    def test_in_a_json_text_refused(self, client, login):
        answer = client.put(
            "/api/notaries/1/reviews/mine", json={"rating": 5, "text": "a\u0000b"}, headers=bearer(login()) | RU
        )
        assert answer.status_code == 400
        assert answer.text == "Поле text содержит недопустимые символы"

    def test_free_text_keeps_tab_and_line_breaks(self, client, login):
        answer = client.put(
            "/api/notaries/1/reviews/mine", json={"rating": 5, "text": "yaxshi\n\tjuda\r\n"}, headers=bearer(login())
        )
        assert answer.status_code == 200


class TestIntegerBounds:
    @pytest.mark.parametrize(
        "address",
        ["/api/notaries/2147483648", "/api/notaries?regionId=2147483648", "/api/catalogue/9223372036854775808"],
    )
    def test_beyond_the_column_refused(self, client, address):
        assert client.get(address).status_code == 400

    def test_largest_id_is_not_found(self, client):
        assert client.get("/api/notaries/2147483647").status_code == 404

    def test_in_a_body_refused(self, client, login):
        body = {"type": 2**31, "notary": {"mode": "auto"}}
        assert client.post("/api/notarial_act", json=body, headers=bearer(login())).status_code == 400

    @pytest.mark.parametrize("rating", [0, 6, 2**63])
    def test_review_rating_one_to_five(self, client, login, rating):
        answer = client.put("/api/notaries/1/reviews/mine", json={"rating": rating}, headers=bearer(login()) | RU)
        assert (answer.status_code, answer.text) == (400, "Поставьте оценку: от 1 до 5")


class TestBodySize:
    @pytest.fixture
    def small_limit(self, monkeypatch):
        monkeypatch.setattr(get_settings().requests, "max_body_kb", 16)

    def test_declared_length_over_the_limit_refused_unread(self, client, small_limit):
        answer = client.post(
            "/api/check_before_auth",
            content=b"{" + b" " * 17 * 1024 + b"}",
            headers=RU | {"content-type": "application/json"},
        )
        assert answer.status_code == 413
        assert answer.headers["content-type"].startswith("text/plain")
        assert answer.text == "Запрос слишком большой: не более 16 КБ"

    def test_streamed_body_counted(self, client, small_limit):
        def chunks():
            for _ in range(20):
                yield b" " * 1024

        answer = client.post(
            "/api/check_before_auth", content=chunks(), headers=RU | {"content-type": "application/json"}
        )
        assert answer.status_code == 413
        assert answer.text == "Запрос слишком большой: не более 16 КБ"

    def test_uploads_have_the_larger_limit(self):
        requests = get_settings().requests
        assert body_limit("PUT", "/api/notarial_act/7f2c/attachment") == requests.max_upload_mb * 1024 * 1024
        assert body_limit("POST", "/api/auth") == requests.max_upload_mb * 1024 * 1024
        assert body_limit("POST", "/api/notarial_act") == requests.max_body_kb * 1024


class TestMalformedJson:
    @pytest.mark.parametrize("body", [b"{bad", b'{"passserial": "AA",}', b"\xff\xfe"])
    def test_answers_400_text(self, client, body):
        answer = client.post("/api/check_before_auth", content=body, headers=RU | {"content-type": "application/json"})
        assert answer.status_code == 400
        assert answer.text == "Тело запроса не является корректным JSON"


class TestPassportSeries:
    @pytest.mark.parametrize("series", ["ß", "ßA", "ﬀ"])
    def test_only_latin_letters_after_uppercasing(self, client, series):
        answer = client.post("/api/check_before_auth", json=LOGIN | {"passserial": series})
        assert answer.status_code == 400

    def test_lowercase_latin_is_uppercased(self, client):
        assert client.post("/api/check_before_auth", json=LOGIN | {"passserial": "aa"}).status_code != 400
