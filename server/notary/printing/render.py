"""HTML templates to PDF with WeasyPrint: the print form of an act, and plain documents (a resolution, an audit log)
in the same look. Everything a page needs is inside the HTML (the stylesheet inline, the QR a data: URL, the fonts
the system's DejaVu), so rendering never reaches the network: the URL fetcher accepts data: URLs only."""

from collections.abc import Sequence
from datetime import date, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2
import segno
import yaml
from weasyprint import HTML  # type: ignore[import-untyped]
from weasyprint.urls import URLFetcher  # type: ignore[import-untyped]

from notary.core.clock import TASHKENT
from notary.kit.language import ContentLanguage
from notary.kit.money import sum_in_figures
from notary.kit.transliteration import latin_to_cyrillic
from notary.printing.form import PrintForm, PrintTable, document_hash

HERE = Path(__file__).parent
TEMPLATES = HERE / "templates"


def local_fetcher() -> URLFetcher:
    """A fetcher that refuses every URL but data:, so a template can never make the server fetch from the network."""
    return URLFetcher(allowed_protocols={"data"}, allow_redirects=False)


@lru_cache
def texts(language: ContentLanguage) -> dict[str, Any]:
    """The labels and operative paragraphs of one language; Uzbek Cyrillic is made from the Latin ones."""
    if language == "uz":
        latin = texts("oz")
        return {
            "labels": {key: latin_to_cyrillic(text) for key, text in latin["labels"].items()},
            "operative": {key: latin_to_cyrillic(text) for key, text in latin["operative"].items()},
        }
    loaded: dict[str, Any] = yaml.safe_load((HERE / "texts" / f"{language}.yaml").read_text(encoding="utf-8"))
    return loaded


def operative_text(language: ContentLanguage, act_type_id: int) -> str:
    try:
        text: str = texts(language)["operative"][act_type_id]
    except KeyError:
        raise ValueError(f"no print form for act type {act_type_id}") from None
    return text


@lru_cache
def _environment() -> jinja2.Environment:
    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=True, undefined=jinja2.StrictUndefined
    )
    environment.filters.update(day=_day, tashkent=_tashkent, figures=sum_in_figures)
    return environment


@lru_cache
def _stylesheet() -> str:
    return (TEMPLATES / "style.css").read_text(encoding="utf-8")


def _day(value: date) -> str:
    return value.strftime("%d.%m.%Y")


def _tashkent(value: datetime) -> str:
    return value.astimezone(TASHKENT).strftime("%d.%m.%Y %H:%M:%S")


def qr_data_url(url: str) -> str:
    """The QR of the verification address as a PNG data: URL, with its quiet zone so any reader finds it."""
    return segno.make(url, error="m").png_data_uri(scale=4, border=4)


def _pdf(template: str, language: ContentLanguage, verify_url: str | None, **context: Any) -> bytes:
    html = (
        _environment()
        .get_template(template)
        .render(
            language=language,
            labels=texts(language)["labels"],
            stylesheet=_stylesheet(),
            qr=qr_data_url(verify_url) if verify_url else None,
            verify_url=verify_url,
            **context,
        )
    )
    pdf: bytes = HTML(string=html, base_url=str(TEMPLATES), url_fetcher=local_fetcher()).write_pdf()
    return pdf


def render_form(form: PrintForm) -> bytes:
    """The print form of an act: its text, parties, subjects and sums, then the registration certificate page."""
    return _pdf(
        "form.html",
        form.language,
        form.verify_url,
        title=f"{form.type_name} {form.regnum}",
        form=form,
        operative=operative_text(form.language, form.act_type_id),
        document_hash=document_hash(form),
    )


def render_document(
    language: ContentLanguage,
    title: str,
    *,
    paragraphs: Sequence[str] = (),
    tables: Sequence[PrintTable] = (),
    verify_url: str | None = None,
) -> bytes:
    """A plain document of an act (the resolution of a refusal, the audit log): a title, paragraphs, then tables."""
    return _pdf("document.html", language, verify_url, title=title, paragraphs=paragraphs, tables=tables)
