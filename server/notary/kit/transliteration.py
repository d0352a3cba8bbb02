"""Uzbek Latin (oz) to Uzbek Cyrillic (uz) by the correspondence table of the 1995 alphabet law, so the Cyrillic
texts of the catalogue and the directory are written once, in Latin, and can never drift from it, and a place or an
address the registries give only in Latin is shown in Cyrillic (kit.language.in_script).

No package does this well: the Uzbek transliterators on PyPI are small and unmaintained, so the table is ours, tested
on every name of the territorial classifier (server/tests/kit/test_transliteration.py). Latin ts stays т+с: it is ц
only in Russian loanwords (tsement) but т+с in Uzbek forms as common as ketsa, and the letters cannot tell which."""

import re

# Longest first: yo' is y + o' (Yo'ldosh), s'h is s + h (Is'hoq); then the digraphs and the apostrophe letters.
_PAIRS = [
    ("yo'", "йў"),
    ("s'h", "сҳ"),
    ("o'", "ў"),
    ("g'", "ғ"),
    ("sh", "ш"),
    ("ch", "ч"),
    ("yo", "ё"),
    ("yu", "ю"),
    ("ya", "я"),
    ("ye", "е"),
    ("'", "ъ"),
]
# Words the letters cannot tell, as the classifier writes them (with any ending): y + a across a compound's parts.
_STEMS = {"payariq": "пайариқ"}
_LETTERS = dict(zip("abdefghijklmnopqrstuvxyz", "абдефгҳижклмнопқрстувхйз", strict=True))
_APOSTROPHES = str.maketrans({"ʻ": "'", "ʼ": "'", "‘": "'", "’": "'", "`": "'"})
_TOKEN = re.compile(
    "|".join([rf"\b{stem}" for stem in _STEMS] + [re.escape(latin) for latin, _ in _PAIRS]) + r"|[a-z]", re.IGNORECASE
)


def _cyrillic(match: re.Match[str]) -> str:
    latin = match.group(0)
    lower = latin.lower()
    cyrillic = _STEMS.get(lower) or dict(_PAIRS).get(lower) or _LETTERS[lower]
    if lower == "e" and _starts_word(match):
        cyrillic = "э"  # e starting a word is э (eshik → эшик); inside a word it is е (poezd → поезд)
    if latin[0].isupper():
        cyrillic = cyrillic.upper() if latin.isupper() and len(latin) > 1 else cyrillic[0].upper() + cyrillic[1:]
    return cyrillic


def _starts_word(match: re.Match[str]) -> bool:
    return match.start() == 0 or not match.string[match.start() - 1].isalpha()


def latin_to_cyrillic(text: str) -> str:
    return _TOKEN.sub(_cyrillic, text.translate(_APOSTROPHES))
