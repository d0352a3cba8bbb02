"""Print forms to render in tests: every act type in every content language, with the type names of the
dictionary, and the PDF readers the tests check them with (pypdfium2 for text and boxes, OpenCV for the QR)."""

from datetime import UTC, date, datetime
from functools import lru_cache
from pathlib import Path

import cv2
import numpy as np
import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import yaml

from notary.kit.language import ContentLanguage
from notary.kit.money import sum_in_words
from notary.kit.transliteration import latin_to_cyrillic
from notary.printing.form import PrintForm, PrintParty, PrintSubject, PrintSum

ACT_TYPES = Path(__file__).resolve().parents[2] / "notary" / "dictionaries" / "data" / "act_types.yaml"
TYPE_IDS = (1, 4, 9, 101, 105, 11651, 11680, 11771, 11944, 11962, 12047, 15003, 15034, 15035, 15036)
LANGUAGES: tuple[ContentLanguage, ...] = ("oz", "uz", "ru")
PRICE = 12_345_678_90  # tiyin: 12 345 678,90 so'm
VERIFY_URL = "https://notary.example.uz/verify/0012345?h=3f9a"
BAND_TOP = 38 / 25.4 * 72  # the bottom page margin of style.css, in points: the QR lives below it
Box = tuple[float, float, float, float]  # left, bottom, right, top in PDF points


@lru_cache
def type_names() -> dict[int, dict[str, str]]:
    rows = yaml.safe_load(ACT_TYPES.read_text(encoding="utf-8"))
    return {row["id"]: row["name"] for row in rows}


def _text(latin: str, language: ContentLanguage) -> str:
    return latin if language == "oz" else latin_to_cyrillic(latin)


def party(language: ContentLanguage, role: str, fullname: str, pin: str) -> PrintParty:
    return PrintParty(
        role_label=_text(role, language),
        fullname=_text(fullname, language),
        pin=pin,
        passport="AA1234567",
        birthdate=date(1985, 3, 14),
        address=_text("Toshkent shahri, Chilonzor tumani, Bunyodkor ko'chasi, 12-uy", language),
    )


def sample_form(
    language: ContentLanguage = "oz", act_type_id: int = 1, subjects: int = 1, regnum: str = "0012345"
) -> PrintForm:
    """A registered act's form: two parties, `subjects` vehicles, one price."""
    return PrintForm(
        language=language,
        act_type_id=act_type_id,
        type_name=type_names()[act_type_id][language],
        regnum=regnum,
        regdate=date(2026, 11, 24),
        created_at=datetime(2026, 11, 20, 6, 30, tzinfo=UTC),
        registered_at=datetime(2026, 11, 24, 9, 15, 42, tzinfo=UTC),
        notary=_text("Rahimova Malika Anvarovna", language),
        office=_text("Toshkent shahar 1-son davlat notarial idorasi", language),
        office_address=_text("Toshkent shahri, Amir Temur shoh ko'chasi, 1", language),
        parties=[
            party(language, "Birinchi tomon", "Karimova Dilnoza Rustamovna", "41403850230012"),
            party(language, "Ikkinchi tomon", "Tursunov Jasur Bahodirovich", "30101900120034"),
        ],
        subjects=[
            PrintSubject(f"Chevrolet Cobalt #{index + 1}", [("VIN", f"XWB3L32EDKA12345{index}"), ("", "01 A 123 BC")])
            for index in range(subjects)
        ],
        sums=[PrintSum(_text("Narx", language), PRICE, sum_in_words(PRICE, language))],
        verify_url=VERIFY_URL,
    )


def squash(text: str) -> str:
    """Text with every run of white space (line breaks of the layout included) one plain space."""
    return " ".join(text.split())


def page_texts(pdf: bytes) -> list[str]:
    return [squash(page.get_textpage().get_text_range()) for page in pdfium.PdfDocument(pdf)]


def text_boxes(page: pdfium.PdfPage) -> list[Box]:
    text = page.get_textpage()
    return [text.get_rect(index) for index in range(text.count_rects())]


def image_boxes(page: pdfium.PdfPage) -> list[Box]:
    images = page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_IMAGE,), max_depth=8)
    return [image.get_bounds() for image in images]


def intersects(one: Box, other: Box) -> bool:
    return one[0] < other[2] and other[0] < one[2] and one[1] < other[3] and other[1] < one[3]


def decode_qr(page: pdfium.PdfPage) -> str:
    """The QR on the page as a reader sees it: the page's bottom band rasterised at 216 dpi, decoded by OpenCV."""
    above_band = page.get_height() - BAND_TOP
    grey = np.asarray(page.render(scale=3, crop=(0, 0, 0, above_band)).to_pil().convert("L"))
    decoded, _points, _straight = cv2.QRCodeDetector().detectAndDecode(grey)
    return str(decoded)
