"""The language of content texts, the one way to read a row's `name_oz` / `name_uz` / `name_ru` columns, and the
one rule for a place's text (an address) in the interface's script."""

from typing import Literal

from notary.core.i18n import current_language
from notary.kit.transliteration import latin_to_cyrillic

ContentLanguage = Literal["oz", "uz", "ru"]
CONTENT_LANGUAGES: tuple[ContentLanguage, ...] = ("oz", "uz", "ru")


def content_language() -> ContentLanguage:
    # kaa has texts for camera hints only: oz stands in for every content text, as for every message.
    language = current_language.get()
    return language if language in CONTENT_LANGUAGES else "oz"


def localised(row: object, field: str, language: str | None = None) -> str:
    """`row.<field>_<language>` in the request's content language (or the one given)."""
    return getattr(row, f"{field}_{language or content_language()}")


def in_script(latin: str, cyrillic: str = "", language: str | None = None) -> str:
    """A place's text (an address) in the content language's script: the Latin in oz; in uz and ru the Cyrillic form
    the registry or our data gives, else the Latin transliterated. Russian keeps the Uzbek Cyrillic of a place with no
    Russian name, as Russian-language documents of Uzbekistan write it."""
    if (language or content_language()) == "oz":
        return latin
    return cyrillic or latin_to_cyrillic(latin)
