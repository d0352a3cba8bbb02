"""The public face of printing: what the acts domain (and the verification page) may call."""

import hashlib
from collections.abc import Sequence

from notary.kit.language import ContentLanguage
from notary.printing import render as _render
from notary.printing import signing
from notary.printing.form import PrintForm, PrintParty, PrintSubject, PrintSum, PrintTable, document_hash
from notary.printing.keys import SigningKeyError
from notary.printing.signing import Validation

__all__ = [
    "PrintForm",
    "PrintParty",
    "PrintSubject",
    "PrintSum",
    "PrintTable",
    "SigningKeyError",
    "Validation",
    "document_hash",
    "render",
    "render_document",
    "render_signed",
    "sha256",
    "sign",
    "validate",
]


def render(form: PrintForm) -> bytes:
    """The act's print form, unsigned: its pages and the registration certificate as the last page."""
    return _render.render_form(form)


def render_document(
    language: ContentLanguage,
    title: str,
    *,
    paragraphs: Sequence[str] = (),
    tables: Sequence[PrintTable] = (),
    verify_url: str | None = None,
) -> bytes:
    """A plain PDF of an act (a refusal's resolution, the audit log) in the print form's look; the QR band only when
    a verification address is given."""
    return _render.render_document(language, title, paragraphs=paragraphs, tables=tables, verify_url=verify_url)


def sign(pdf: bytes, office_id: int, office_name: str) -> bytes:
    """The PDF signed PAdES B-T by the office's key and timestamped."""
    return signing.sign(pdf, office_id, office_name)


def render_signed(form: PrintForm, office_id: int, office_name: str) -> bytes:
    """What registration stores: the print form, signed by the registering notary's office."""
    return sign(render(form), office_id, office_name)


def sha256(pdf: bytes) -> str:
    """The hex sha256 of a stored PDF, for its record and the verification page."""
    return hashlib.sha256(pdf).hexdigest()


def validate(pdf: bytes) -> Validation:
    """Whether a PDF is a print form signed by an office of ours, unchanged, and timestamped."""
    return signing.validate(pdf)
