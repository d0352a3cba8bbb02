"""What a print form shows, as plain frozen data: the acts domain fills it with texts already in the act's language, so
printing never reads the database or another domain, and the same form always prints the same content."""

import hashlib
import json
from dataclasses import asdict, dataclass, field
from datetime import UTC, date, datetime

from notary.kit.language import CONTENT_LANGUAGES, ContentLanguage


@dataclass(frozen=True)
class PrintParty:
    role_label: str  # "Sotuvchi", "Продавец"…: localised by the caller
    fullname: str
    pin: str
    passport: str
    birthdate: date | None
    address: str
    # (label, value): an organisation's tax id and director, whom the party acts for, its interpreter…; an
    # organisation has no pin or passport of its own: its pin is "" and neither is printed
    facts: list[tuple[str, str]] = field(default_factory=list)


@dataclass(frozen=True)
class PrintSubject:
    title: str
    facts: list[tuple[str, str]] = field(default_factory=list)  # (label, value), e.g. ("VIN", "XW8…")


@dataclass(frozen=True)
class PrintSum:
    label: str
    tiyin: int
    words: str  # the caller's `notary.kit.money.sum_in_words(tiyin, language)`


@dataclass(frozen=True)
class PrintForm:
    language: ContentLanguage
    act_type_id: int
    type_name: str
    regnum: str
    regdate: date
    created_at: datetime  # aware; printed in Tashkent time
    registered_at: datetime  # aware; printed in Tashkent time
    notary: str
    office: str
    office_address: str
    parties: list[PrintParty]
    subjects: list[PrintSubject]
    sums: list[PrintSum]
    verify_url: str
    terms: list[tuple[str, str]] = field(default_factory=list)  # (label, value): the act type's own terms

    def __post_init__(self) -> None:
        if self.language not in CONTENT_LANGUAGES:
            raise ValueError(f"a print form is in oz, uz or ru, not {self.language!r}")
        if self.created_at.tzinfo is None or self.registered_at.tzinfo is None:
            raise ValueError("the times of a print form are aware datetimes")


@dataclass(frozen=True)
class PrintTable:
    """One table of a plain document (`render_document`): a heading, the column titles and the rows, all texts."""

    heading: str
    columns: list[str]
    rows: list[list[str]] = field(default_factory=list)


def canonical_json(form: PrintForm) -> bytes:
    """The form's content as one byte string that does not depend on how it was built: sorted keys, no spaces, UTF-8,
    dates and times in ISO 8601 (times in UTC), so anyone holding the same content gets the same document hash."""
    return json.dumps(asdict(form), sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=_iso).encode(
        "utf-8"
    )


def _iso(value: object) -> str:
    if isinstance(value, datetime):
        return value.astimezone(UTC).isoformat()
    if isinstance(value, date):
        return value.isoformat()
    raise TypeError(f"not JSON: {type(value).__name__}")


def document_hash(form: PrintForm) -> str:
    """sha256 of the form's canonical JSON: the PDF cannot hold its own hash, so the certificate page carries this."""
    return hashlib.sha256(canonical_json(form)).hexdigest()
