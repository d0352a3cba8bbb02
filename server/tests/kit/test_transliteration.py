"""Uzbek Latin to Cyrillic, by the correspondence table of the alphabet."""

import pytest

from notary.kit.transliteration import latin_to_cyrillic


class TestLatinToCyrillic:
    @pytest.mark.parametrize(
        ("latin", "cyrillic"),
        [
            ("O'zbekiston", "Ўзбекистон"),
            ("g'alaba", "ғалаба"),
            ("shahar choyxona", "шаҳар чойхона"),
            ("yoki yuz yarim yetti", "ёки юз ярим етти"),
            ("eshik va poezd", "эшик ва поезд"),
            ("ma'lumot", "маълумот"),
            ("Yo'ldosh yo'q", "Йўлдош йўқ"),
            ("Is'hoq", "Исҳоқ"),
            ("Toʻxtayev va G‘ani", "Тўхтаев ва Ғани"),
            ("SH va CH", "Ш ва Ч"),
            ("15-uy, 2025-yil", "15-уй, 2025-йил"),
        ],
    )
    def test_letters(self, latin, cyrillic):
        assert latin_to_cyrillic(latin) == cyrillic
