"""An act's terms as the print form shows them: (label, value) lines in the act's language (locales/act_terms),
countries by their ISO names in that language."""

import gettext
from collections.abc import Callable
from datetime import date
from decimal import Decimal
from functools import lru_cache

import pycountry

from notary.acts.terms_schemas import ActTerms, Grant, TermsGroup
from notary.core.i18n import translate
from notary.kit.language import ContentLanguage
from notary.kit.transliteration import latin_to_cyrillic
from notary.models import NotarialActParty

Line = tuple[str, str]


@lru_cache
def _country_names(language: ContentLanguage) -> gettext.NullTranslations:
    """pycountry's ISO 3166 names: Uzbek (Latin) for oz and, transliterated, for uz; Russian for ru."""
    locale = "ru" if language == "ru" else "uz"
    return gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=[locale], fallback=True)


def country(code: str, language: ContentLanguage) -> str:
    found = pycountry.countries.get(alpha_2=code)
    name = _country_names(language).gettext(found.name) if found else code
    name = name.replace("ʻ", "'").replace("’", "'")  # the apostrophes of our Uzbek texts
    return latin_to_cyrillic(name) if language == "uz" else name


def _day(value: date) -> str:
    return value.strftime("%d.%m.%Y")


def _figures(value: Decimal) -> str:
    return f"{value:,.2f}".replace(",", " ").replace(".", ",")


def _grant(grant: Grant, language: ContentLanguage) -> str:
    text = translate(f"right_{grant.right}", language)
    if grant.property is not None:
        text += f" ({translate(f'subject_{grant.property}', language)})"
    return text + (f", {translate('term_delegable', language)}" if grant.delegation else "")


def _t(key: str, language: ContentLanguage) -> str:
    return translate(f"term_{key}", language)


def _credit(terms: ActTerms, _parties: list[NotarialActParty], language: ContentLanguage) -> list[Line]:
    credit = terms.credit
    assert credit is not None
    return [
        (_t("credit_number", language), f"{credit.number}, {_day(credit.date)}"),
        (_t("credit_sum", language), f"{_figures(credit.sum)} {_t('currency', language)}"),
        (_t("credit_percent", language), f"{credit.percent} %"),
        (_t("credit_term", language), f"{credit.term_months} {_t('months', language)}"),
        (_t("credit_purpose", language), credit.purpose),
    ]


def _power(terms: ActTerms, _parties: list[NotarialActParty], language: ContentLanguage) -> list[Line]:
    power = terms.power
    assert power is not None
    lines = [(_t("term", language), f"{_day(power.term_from)} – {_day(power.term_to)}")]
    lines += [(_t("right", language), _grant(grant, language)) for grant in power.grants]
    if power.main:
        lines.append((_t("main_power", language), f"№ {power.main.regnum}, {_day(power.main.regdate)}"))
    return lines


def _travel(terms: ActTerms, _parties: list[NotarialActParty], language: ContentLanguage) -> list[Line]:
    travel = terms.travel
    assert travel is not None
    places = ", ".join(country(code, language) for code in travel.destinations)
    lines = [
        (_t("departure_country", language), country(travel.departure_country, language)),
        (_t("destinations", language), _t("all_countries", language) if travel.all_countries else places),
        (_t("purpose", language), travel.other_purpose or translate(f"purpose_{travel.purpose}", language)),
        (_t("travel_dates", language), f"{_day(travel.date_from)} – {_day(travel.date_to)}"),
    ]
    return lines + ([(_t("selfdep", language), _t("yes", language))] if travel.selfdep else [])


def _marriage(terms: ActTerms, _parties: list[NotarialActParty], language: ContentLanguage) -> list[Line]:
    assert terms.marriage is not None
    record = terms.marriage.record
    lines = (
        [(_t("marriage_record", language), f"№ {record.record_number}, {_day(record.record_date)}")] if record else []
    )
    return lines + [(section.title, section.text) for section in terms.marriage.sections]


def _translation(terms: ActTerms, _parties: list[NotarialActParty], language: ContentLanguage) -> list[Line]:
    translation = terms.translation
    assert translation is not None
    pair = (translation.translate_from, translation.translate_to)
    languages = " → ".join(translate(f"language_{code}", language) for code in pair)
    return [(_t("document", language), translation.document_title), (_t("translation", language), languages)]


def _renunciation(terms: ActTerms, parties: list[NotarialActParty], language: ContentLanguage) -> list[Line]:
    renunciation = terms.renunciation
    assert renunciation is not None
    lines = [(_t("case", language), renunciation.case_number)]
    chosen = next((party for party in parties if party.id == renunciation.in_favour_of_party_id), None)
    if chosen is not None:
        lines.append((_t("in_favour_of", language), f"{chosen.surname} {chosen.name} {chosen.patronymic}".strip()))
    return lines


def _residence(terms: ActTerms, _parties: list[NotarialActParty], language: ContentLanguage) -> list[Line]:
    assert terms.residence is not None
    until = terms.residence.until
    text = translate("term_until", language, date=_day(until)) if until else _t("permanent", language)
    return [(_t("residence", language), text)]


def _document(terms: ActTerms, _parties: list[NotarialActParty], language: ContentLanguage) -> list[Line]:
    assert terms.document is not None
    return [(_t("document", language), terms.document.title)]


def _abroad(terms: ActTerms, _parties: list[NotarialActParty], language: ContentLanguage) -> list[Line]:
    assert terms.abroad is not None
    return [(_t("abroad", language), country(terms.abroad.country, language))]


GROUP_LINES: dict[TermsGroup, Callable[[ActTerms, list[NotarialActParty], ContentLanguage], list[Line]]] = {
    TermsGroup.credit: _credit,
    TermsGroup.power: _power,
    TermsGroup.travel: _travel,
    TermsGroup.marriage: _marriage,
    TermsGroup.translation: _translation,
    TermsGroup.renunciation: _renunciation,
    TermsGroup.residence: _residence,
    TermsGroup.document: _document,
    TermsGroup.abroad: _abroad,
}


def print_terms(terms: ActTerms, parties: list[NotarialActParty], language: ContentLanguage) -> list[Line]:
    """The groups the act fills, in the order of `TermsGroup`."""
    filled = terms.filled()
    return [line for group in TermsGroup if group in filled for line in GROUP_LINES[group](terms, parties, language)]
