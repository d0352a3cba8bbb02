"""The content language of the request and the one way to read a row's `name_oz/uz/ru`."""

from types import SimpleNamespace

import pytest

from notary.core.i18n import current_language
from notary.kit.language import content_language, in_script, localised

ROW = SimpleNamespace(name_oz="Toshkent shahri", name_uz="Тошкент шаҳри", name_ru="город Ташкент")


@pytest.mark.parametrize(
    ("language", "expected"),
    [("oz", "Toshkent shahri"), ("uz", "Тошкент шаҳри"), ("ru", "город Ташкент"), ("kaa", "Toshkent shahri")],
)
def test_the_request_language_picks_the_column_and_kaa_reads_oz(language, expected):
    token = current_language.set(language)
    try:
        assert localised(ROW, "name") == expected
        assert content_language() == ("oz" if language == "kaa" else language)
    finally:
        current_language.reset(token)


def test_a_language_given_wins_over_the_request():
    assert localised(ROW, "name", "ru") == "город Ташкент"


@pytest.mark.parametrize(
    ("language", "expected"),
    [("oz", "Chilonzor tumani, 9-mavze"), ("uz", "Чилонзор тумани, 9-мавзе"), ("ru", "Чилонзор тумани, 9-мавзе")],
)
def test_a_place_is_latin_in_oz_and_transliterated_in_uz_and_ru(language, expected):
    token = current_language.set(language)
    try:
        assert in_script("Chilonzor tumani, 9-mavze") == expected
    finally:
        current_language.reset(token)


def test_a_cyrillic_form_given_wins_over_the_transliteration():
    assert in_script("Payariq", "Пайариқ", "ru") == "Пайариқ"
    assert in_script("Payariq", "Пайариқ", "oz") == "Payariq"
