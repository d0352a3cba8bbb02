"""The content language of the request and the one way to read a row's `name_oz/uz/ru`."""

from types import SimpleNamespace

import pytest

from notary.core.i18n import current_language
from notary.kit.language import content_language, localised

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
