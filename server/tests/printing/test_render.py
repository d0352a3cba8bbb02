"""The print form as rendered: every act type in every language, its texts, its QR band, its certificate page."""

import dataclasses
import re
from datetime import datetime

import pypdfium2 as pdfium
import pytest

from notary.kit.language import ContentLanguage
from notary.printing import render as rendering
from notary.printing import service
from notary.printing.form import document_hash
from tests.printing.forms import (
    BAND_TOP,
    LANGUAGES,
    TYPE_IDS,
    VERIFY_URL,
    decode_qr,
    image_boxes,
    intersects,
    page_texts,
    sample_form,
    squash,
    text_boxes,
)


def _letters(text: str) -> str:
    """Text without white space or hyphens, as a paragraph reads whichever way the layout broke its lines (pdfium
    gives a hyphen that ends a line as U+FFFE)."""
    return re.sub(r"[\s\-\ufffe]", "", text)


def _assert_qr_clear_of_text(pdf: bytes) -> None:
    for number, page in enumerate(pdfium.PdfDocument(pdf)):
        [qr] = image_boxes(page)
        assert qr[3] <= BAND_TOP, f"page {number + 1}: the QR is above its band"
        covered = [box for box in text_boxes(page) if intersects(qr, box)]
        assert not covered, f"page {number + 1}: the QR covers text at {covered}"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("act_type_id", TYPE_IDS)
def test_every_type_renders_in_every_language(act_type_id: int, language: ContentLanguage) -> None:
    form = sample_form(language, act_type_id)
    pdf = service.render(form)

    pages = page_texts(pdf)
    text = " ".join(pages)
    assert form.regnum in pages[0] and form.type_name in pages[0]
    for party in form.parties:
        assert party.fullname in text
    assert squash(form.sums[0].words) in text
    assert "12 345 678,90" in text
    assert _letters(rendering.operative_text(form.language, act_type_id)) in _letters(pages[0])
    assert document_hash(form) in pages[-1]
    _assert_qr_clear_of_text(pdf)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_qr_on_every_page_reads_as_the_verification_address(language: ContentLanguage) -> None:
    pdf = service.render(sample_form(language, subjects=8))  # long enough for three pages and the certificate

    document = pdfium.PdfDocument(pdf)
    assert len(document) >= 3
    assert [decode_qr(page) for page in document] == [VERIFY_URL] * len(document)
    _assert_qr_clear_of_text(pdf)


def test_the_last_page_is_the_registration_certificate() -> None:
    form = sample_form("ru")
    last = page_texts(service.render(form))[-1]

    assert last.startswith("Свидетельство о регистрации")
    assert "20.11.2026 11:30:00" in last  # created, 06:30 UTC in Tashkent time
    assert "24.11.2026 14:15:42" in last  # registered
    assert document_hash(form) in last and form.notary in last


def test_the_document_hash_follows_the_content_only() -> None:
    assert document_hash(sample_form()) == document_hash(sample_form())
    assert document_hash(sample_form()) != document_hash(sample_form(regnum="0012346"))


def test_uzbek_cyrillic_texts_are_cyrillic() -> None:
    texts = rendering.texts("uz")
    for text in [*texts["labels"].values(), *texts["operative"].values()]:
        assert not re.search(r"[A-Za-z]", text), text


def test_every_type_has_its_operative_text_in_every_language() -> None:
    for language in LANGUAGES:
        assert set(rendering.texts(language)["operative"]) == set(TYPE_IDS)


def test_an_unknown_type_is_refused() -> None:
    with pytest.raises(ValueError, match="act type 999"):
        service.render(dataclasses.replace(sample_form(), act_type_id=999))


@pytest.mark.parametrize(
    "change", [{"language": "en"}, {"created_at": datetime(2026, 11, 20, 11, 30)}], ids=["language", "naive time"]
)
def test_a_form_outside_what_prints_is_refused(change: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        dataclasses.replace(sample_form(), **change)  # type: ignore[arg-type]


def test_rendering_never_fetches_from_the_network() -> None:
    fetcher = rendering.local_fetcher()
    for url in ("https://example.org/logo.png", "http://127.0.0.1/style.css", "file:///etc/passwd"):
        with pytest.raises(ValueError, match="disallowed protocol"):
            fetcher.fetch(url)


class TestRenderDocument:
    def test_a_table_document_with_its_qr(self) -> None:
        table = service.PrintTable(
            "Audit", ["who", "what", "when", "channel"], [["Karimova D.", "accepted", "24.11.2026 14:15", "kiosk"]]
        )
        pdf = service.render_document(
            "ru", "Журнал действий", paragraphs=["Акт 0012345"], tables=[table], verify_url=VERIFY_URL
        )

        [text] = page_texts(pdf)
        assert text.startswith("Журнал действий Акт 0012345") and "Karimova D. accepted" in text
        [page] = pdfium.PdfDocument(pdf)
        assert decode_qr(page) == VERIFY_URL
        _assert_qr_clear_of_text(pdf)

    def test_without_an_address_there_is_no_qr(self) -> None:
        pdf = service.render_document("oz", "Rad etish to'g'risida qaror", paragraphs=["Sabab: hujjat to'liq emas."])

        [page] = pdfium.PdfDocument(pdf)
        assert image_boxes(page) == []
        assert "Sabab: hujjat to'liq emas." in page_texts(pdf)[0]
