"""The language of content texts and the one way to read a row's `name_oz` / `name_uz` / `name_ru` columns."""

from typing import Literal

from notary.core.i18n import current_language

ContentLanguage = Literal["oz", "uz", "ru"]
CONTENT_LANGUAGES: tuple[ContentLanguage, ...] = ("oz", "uz", "ru")


def content_language() -> ContentLanguage:
    # kaa has texts for camera hints only: oz stands in for every content text, as for every message.
    language = current_language.get()
    return language if language in CONTENT_LANGUAGES else "oz"


def localised(row: object, field: str, language: str | None = None) -> str:
    """`row.<field>_<language>` in the request's content language (or the one given)."""
    return getattr(row, f"{field}_{language or content_language()}")
