"""The service catalogue and its calculator, as the portal's na_details pages call them."""

import pytest

from notary.kit.transliteration import latin_to_cyrillic

ACT_TYPES = {1, 4, 9, 101, 105, 11651, 11771, 11680, 11944, 11962, 12047, 15003, 15034, 15035, 15036}


def _get(client, path, language="oz", **params):
    return client.get(path, params=params, headers={"Accept-Language": language})


class TestListCatalogue:
    @pytest.mark.parametrize("language", ["oz", "uz", "ru"])
    def test_every_act_type_in_each_language(self, client, language):
        answer = _get(client, "/api/catalogue", language)
        assert answer.status_code == 200
        body = answer.json()
        assert {item["id"] for item in body["items"]} == ACT_TYPES
        assert sum(section["count"] for section in body["sections"]) == len(ACT_TYPES)
        assert all(item["simplifiedDescription"] and item["price"]["notaryFee"]["tiyin"] > 0 for item in body["items"])

    def test_texts_follow_the_language(self, client):
        names = {lang: _get(client, "/api/catalogue", lang).json()["items"][0]["name"] for lang in ("oz", "uz", "ru")}
        assert names == {
            "oz": "Avtotransport vositasi oldi-sotdi shartnomasi",
            "uz": "Автотранспорт воситаси олди-сотди шартномаси",
            "ru": "Договор купли-продажи автотранспортного средства",
        }

    @pytest.mark.parametrize(
        ("language", "query", "expected"),
        [
            ("oz", "ishonchnoma", {101, 105, 11651}),
            ("ru", "ДОВЕРЕННОСТЬ", {101, 105, 11651}),
            ("uz", "ишончнома", {101, 105, 11651}),
            ("oz", "merosdan voz", {12047}),
            ("ru", "брачный", {11771}),
        ],
    )
    def test_search_in_the_request_language(self, client, language, query, expected):
        items = _get(client, "/api/catalogue", language, q=query).json()["items"]
        assert expected <= {item["id"] for item in items}
        assert all(item["id"] in ACT_TYPES for item in items)

    def test_search_words_all_must_match(self, client):
        items = _get(client, "/api/catalogue", "ru", q="доверенность брачный").json()["items"]
        assert items == []

    def test_wildcards_are_plain_characters(self, client):
        assert _get(client, "/api/catalogue", "oz", q="%_").json()["items"] == []

    def test_vehicle_prices_say_they_depend_on_the_value(self, client):
        items = {item["id"]: item for item in _get(client, "/api/catalogue").json()["items"]}
        assert items[1]["price"]["needsValue"] and items[1]["price"]["stateDuty"] is None
        assert items[1]["price"]["closeRelativesPercent"] == 5
        assert not items[11651]["price"]["needsValue"] and items[11651]["price"]["stateDuty"]["tiyin"] > 0

    def test_query_too_long_is_400(self, client):
        answer = _get(client, "/api/catalogue", q="x" * 101)
        assert answer.status_code == 400
        assert answer.headers["content-type"].startswith("text/plain")


class TestCatalogueDetail:
    def test_every_field_of_section_2_3(self, client):
        body = _get(client, "/api/catalogue/15034", "ru").json()
        assert body["section"] == "Согласия"
        assert "15" in body["legalDescription"] or "пятнадцати" in body["legalDescription"]
        for field in ("documents", "parties", "conditions", "links"):
            assert body[field], field
        assert body["duration"] and body["result"] and body["simplifiedDescription"]
        assert body["links"][0]["url"].startswith("https://lex.uz/")

    def test_cyrillic_is_the_transliterated_latin(self, client):
        latin = _get(client, "/api/catalogue/11651", "oz").json()
        cyrillic = _get(client, "/api/catalogue/11651", "uz").json()
        assert cyrillic["legalDescription"] == latin_to_cyrillic(latin["legalDescription"])
        assert cyrillic["documents"] == [latin_to_cyrillic(item) for item in latin["documents"]]

    def test_kaa_falls_back_to_oz(self, client):
        assert _get(client, "/api/catalogue/1", "kaa").json() == _get(client, "/api/catalogue/1", "oz").json()

    def test_unknown_act_type_is_404(self, client):
        answer = _get(client, "/api/catalogue/77777", "ru")
        assert answer.status_code == 404
        assert answer.json()["message"] == "Такого вида нотариального действия нет в каталоге услуг"


class TestCalculate:
    def test_vehicle_sale_between_strangers(self, client):
        body = _get(client, "/api/catalogue/1/calc", value=100_000_000_00, relationship="other").json()
        assert body["stateDuty"]["tiyin"] == 3_000_000_00  # 3% of the value
        assert body["reducedToPercent"] is None
        assert body["total"]["tiyin"] == body["stateDuty"]["tiyin"] + body["notaryFee"]["tiyin"]

    def test_vehicle_sale_to_a_child_pays_5_percent_of_the_rate(self, client):
        body = _get(client, "/api/catalogue/1/calc", value=100_000_000_00, relationship="child").json()
        assert body["stateDuty"]["tiyin"] == 150_000_00
        assert body["reducedToPercent"] == 5

    def test_vehicle_proxy_to_a_spouse_pays_half(self, client):
        full = _get(client, "/api/catalogue/101/calc").json()
        half = _get(client, "/api/catalogue/101/calc", relationship="spouse").json()
        assert half["stateDuty"]["tiyin"] * 2 == full["stateDuty"]["tiyin"] == full["baseCalculationValue"]["tiyin"]

    def test_sums_in_figures_and_words(self, client):
        body = _get(client, "/api/catalogue/11651/calc").json()
        duty = body["stateDuty"]
        assert duty["tiyin"] == 206_000_00
        assert duty["figures"] == "206 000,00"
        assert duty["words"] == {
            "oz": "ikki yuz olti ming so'm nol tiyin",
            "uz": "икки юз олти минг сўм нол тийин",
            "ru": "двести шесть тысяч сумов ноль тийинов",
        }

    @pytest.mark.parametrize(
        ("path", "params", "text"),
        [
            ("/api/catalogue/1/calc", {}, "Для расчёта укажите стоимость транспортного средства"),
            ("/api/catalogue/11651/calc", {"value": 100}, "не указывайте"),
            ("/api/catalogue/1/calc", {"value": -1}, "больше нуля"),
            ("/api/catalogue/1/calc", {"value": "many"}, "value"),
            ("/api/catalogue/1/calc", {"value": 100, "relationship": "neighbour"}, "relationship"),
        ],
    )
    def test_bad_input_is_400_text(self, client, path, params, text):
        answer = _get(client, path, "ru", **params)
        assert answer.status_code == 400
        assert text in answer.text

    def test_unknown_act_type_is_404(self, client):
        assert _get(client, "/api/catalogue/2/calc").status_code == 404
