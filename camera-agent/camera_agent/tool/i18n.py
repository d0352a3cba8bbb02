"""The tool's texts in oz (default) and ru, from locales/<language>.json; guidance codes and problem codes too."""

import json
from functools import lru_cache
from pathlib import Path

LANGUAGES = ("oz", "ru")
_LOCALES = Path(__file__).resolve().parent / "locales"


@lru_cache
def _catalogue(language: str) -> dict[str, str]:
    return json.loads((_LOCALES / f"{language}.json").read_text(encoding="utf-8"))


class Texts:
    def __init__(self, language: str = "oz"):
        self.language = language if language in LANGUAGES else "oz"

    def __call__(self, key: str, **params: object) -> str:
        text = _catalogue(self.language).get(key) or _catalogue("oz").get(key) or key
        return text.format(**params) if params else text

    def guidance(self, code: int) -> str:
        return self(f"code_{code}") if f"code_{code}" in _catalogue("oz") else f"{code}"

    def problem(self, code: str | None) -> str:
        return self(f"problem_{code}") if f"problem_{code}" in _catalogue("oz") else str(code)
