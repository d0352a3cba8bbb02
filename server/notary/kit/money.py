"""Money: sums in tiyin, in figures and in words (print forms, the calculator): so'm and tiyin in Uzbek Latin, Uzbek
Cyrillic and Russian.

num2words has Russian (with the right gender and plural of сум and тийин) but no Uzbek, so the Uzbek number words
are written here. Uzbek nouns after a numeral stay singular, and every scale word takes its count, "bir" included
("bir yuz", "bir ming"), as payment documents write it so no word can be read two ways.
"""

from typing import Literal

from num2words import num2words
from pydantic import BaseModel

WordsLanguage = Literal["oz", "uz", "ru"]
TIYIN_PER_SOM = 100

_UZ_WORDS = {
    "oz": {
        "units": ["nol", "bir", "ikki", "uch", "to'rt", "besh", "olti", "yetti", "sakkiz", "to'qqiz"],
        "tens": ["", "o'n", "yigirma", "o'ttiz", "qirq", "ellik", "oltmish", "yetmish", "sakson", "to'qson"],
        "hundred": "yuz",
        "scales": ["", "ming", "million", "milliard", "trillion", "kvadrillion"],
        "som": "so'm",
        "tiyin": "tiyin",
    },
    "uz": {
        "units": ["нол", "бир", "икки", "уч", "тўрт", "беш", "олти", "етти", "саккиз", "тўққиз"],
        "tens": ["", "ўн", "йигирма", "ўттиз", "қирқ", "эллик", "олтмиш", "етмиш", "саксон", "тўқсон"],
        "hundred": "юз",
        "scales": ["", "минг", "миллион", "миллиард", "триллион", "квадриллион"],
        "som": "сўм",
        "tiyin": "тийин",
    },
}


def _uzbek_triple(number: int, words: dict) -> list[str]:
    """Words of 1..999."""
    hundreds, rest = divmod(number, 100)
    tens, units = divmod(rest, 10)
    parts = [words["units"][hundreds], words["hundred"]] if hundreds else []
    if tens:
        parts.append(words["tens"][tens])
    if units:
        parts.append(words["units"][units])
    return parts


def uzbek_number(number: int, script: Literal["oz", "uz"]) -> str:
    """A non-negative whole number in Uzbek words, Latin (oz) or Cyrillic (uz) script."""
    if number < 0:
        raise ValueError("a sum of money is never negative")
    words = _UZ_WORDS[script]
    if number == 0:
        return words["units"][0]
    parts: list[str] = []
    scale = 0
    while number:
        number, triple = divmod(number, 1000)
        if triple:
            if scale >= len(words["scales"]):
                raise ValueError("number too large to write in words")
            parts[:0] = [*_uzbek_triple(triple, words), *([words["scales"][scale]] if scale else [])]
        scale += 1
    return " ".join(parts)


def sum_in_words(tiyin: int, language: WordsLanguage) -> str:
    """A sum given in tiyin, in words: so'm, then tiyin (always both, as payment documents write them)."""
    if tiyin < 0:
        raise ValueError("a sum of money is never negative")
    if language == "ru":
        # An int is read as the minor unit (tiyin); masculine forms, plurals сум/сума/сумов, тийин/тийина/тийинов.
        return num2words(tiyin, lang="ru", to="currency", currency="UZS", separator="")
    som, rest = divmod(tiyin, TIYIN_PER_SOM)
    words = _UZ_WORDS[language]
    return f"{uzbek_number(som, language)} {words['som']} {uzbek_number(rest, language)} {words['tiyin']}"


def sum_in_figures(tiyin: int) -> str:
    """1234567 tiyin → '12 345,67': spaces between thousands, a decimal comma, always two decimals."""
    som, rest = divmod(tiyin, TIYIN_PER_SOM)
    return f"{som:,}".replace(",", " ") + f",{rest:02d}"


class SumInWords(BaseModel):
    oz: str
    uz: str
    ru: str


class Money(BaseModel):
    """A sum in tiyin, with its figures ('1 234,50') and its words in each language, so'm and tiyin."""

    tiyin: int
    figures: str
    words: SumInWords

    @classmethod
    def of(cls, tiyin: int) -> "Money":
        words = SumInWords(**{language: sum_in_words(tiyin, language) for language in ("oz", "uz", "ru")})
        return cls(tiyin=tiyin, figures=sum_in_figures(tiyin), words=words)
