from pydantic import BaseModel

from notary.money.words import sum_in_figures, sum_in_words


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
