"""Message catalogues of the server (oz default, uz, ru; kaa where texts exist) and the request's language."""

import json
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from typing import Literal

Language = Literal["oz", "uz", "ru", "kaa"]
LANGUAGES: tuple[Language, ...] = ("oz", "uz", "ru", "kaa")
DEFAULT_LANGUAGE: Language = "oz"
_CATALOGUE_DIR = Path(__file__).resolve().parent.parent / "locales"

current_language: ContextVar[Language] = ContextVar("current_language", default=DEFAULT_LANGUAGE)


@lru_cache
def catalogue(language: Language) -> dict[str, str]:
    """Each domain keeps its own messages in locales/<domain>/<language>.json; keys are unique across domains."""
    merged: dict[str, str] = {}
    for path in sorted(_CATALOGUE_DIR.glob(f"*/{language}.json")):
        merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def negotiate(accept_language: str | None) -> Language:
    """Pick the best supported language from an Accept-Language header (q-values honoured)."""
    if not accept_language:
        return DEFAULT_LANGUAGE
    ranked: list[tuple[float, int, str]] = []
    for position, part in enumerate(accept_language.split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        ranked.append((-quality, position, tag.strip().lower().split("-")[0]))
    for negative_quality, _, tag in sorted(ranked):
        if negative_quality < 0 and tag in LANGUAGES:
            return tag
    return DEFAULT_LANGUAGE


def has_message(key: str) -> bool:
    return key in catalogue(DEFAULT_LANGUAGE)


def translate(key: str, language: Language | None = None, **params: object) -> str:
    """The text of a message key in the language (falling back to oz), with {placeholders} filled."""
    language = language or current_language.get()
    text = catalogue(language).get(key) or catalogue(DEFAULT_LANGUAGE).get(key) or key
    return text.format(**params) if params else text
