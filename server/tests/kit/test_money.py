"""Sums in words: so'm and tiyin in Uzbek Latin, Uzbek Cyrillic and Russian, across magnitudes and edge values."""

import pytest

from notary.kit.money import sum_in_figures, sum_in_words, uzbek_number

SOM = 100


class TestUzbekNumbers:
    @pytest.mark.parametrize(
        ("number", "latin", "cyrillic"),
        [
            (0, "nol", "нол"),
            (1, "bir", "бир"),
            (10, "o'n", "ўн"),
            (11, "o'n bir", "ўн бир"),
            (21, "yigirma bir", "йигирма бир"),
            (99, "to'qson to'qqiz", "тўқсон тўққиз"),
            (100, "bir yuz", "бир юз"),
            (405, "to'rt yuz besh", "тўрт юз беш"),
            (1000, "bir ming", "бир минг"),
            (1001, "bir ming bir", "бир минг бир"),
            (12_040, "o'n ikki ming qirq", "ўн икки минг қирқ"),
            (1_000_000, "bir million", "бир миллион"),
            (2_000_300, "ikki million uch yuz", "икки миллион уч юз"),
            (1_000_000_000, "bir milliard", "бир миллиард"),
            (
                987_654_321,
                "to'qqiz yuz sakson yetti million olti yuz ellik to'rt ming uch yuz yigirma bir",
                "тўққиз юз саксон етти миллион олти юз эллик тўрт минг уч юз йигирма бир",
            ),
        ],
    )
    def test_number_words(self, number, latin, cyrillic):
        assert uzbek_number(number, "oz") == latin
        assert uzbek_number(number, "uz") == cyrillic

    def test_negative_is_refused(self):
        with pytest.raises(ValueError):
            uzbek_number(-1, "oz")


class TestSumInWords:
    @pytest.mark.parametrize(
        ("tiyin", "oz", "uz", "ru"),
        [
            (0, "nol so'm nol tiyin", "нол сўм нол тийин", "ноль сумов ноль тийинов"),
            (1, "nol so'm bir tiyin", "нол сўм бир тийин", "ноль сумов один тийин"),
            (1 * SOM, "bir so'm nol tiyin", "бир сўм нол тийин", "один сум ноль тийинов"),
            (
                11 * SOM + 11,
                "o'n bir so'm o'n bir tiyin",
                "ўн бир сўм ўн бир тийин",
                "одиннадцать сумов одиннадцать тийинов",
            ),
            (21 * SOM + 2, "yigirma bir so'm ikki tiyin", "йигирма бир сўм икки тийин", "двадцать один сум два тийина"),
            (1000 * SOM, "bir ming so'm nol tiyin", "бир минг сўм нол тийин", "одна тысяча сумов ноль тийинов"),
            (
                1_000_000 * SOM,
                "bir million so'm nol tiyin",
                "бир миллион сўм нол тийин",
                "один миллион сумов ноль тийинов",
            ),
            (
                2_004_000 * SOM + 99,
                "ikki million to'rt ming so'm to'qson to'qqiz tiyin",
                "икки миллион тўрт минг сўм тўқсон тўққиз тийин",
                "два миллиона четыре тысячи сумов девяносто девять тийинов",
            ),
        ],
    )
    def test_words_in_each_language(self, tiyin, oz, uz, ru):
        assert sum_in_words(tiyin, "oz") == oz
        assert sum_in_words(tiyin, "uz") == uz
        assert sum_in_words(tiyin, "ru") == ru

    @pytest.mark.parametrize(
        ("som", "word"), [(1, "сум"), (2, "сума"), (5, "сумов"), (12, "сумов"), (22, "сума"), (101, "сум")]
    )
    def test_russian_plural_of_som(self, som, word):
        assert sum_in_words(som * SOM, "ru").split()[-3] == word

    def test_negative_is_refused(self):
        with pytest.raises(ValueError):
            sum_in_words(-5, "ru")


class TestSumInFigures:
    @pytest.mark.parametrize(
        ("tiyin", "figures"),
        [(0, "0,00"), (5, "0,05"), (100, "1,00"), (123_456_78, "123 456,78"), (1_000_000_00, "1 000 000,00")],
    )
    def test_figures(self, tiyin, figures):
        assert sum_in_figures(tiyin) == figures
