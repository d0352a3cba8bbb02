"""Loads the catalogue content (data/catalogue.yaml, part of the release) into catalogue_entry. Like the
dictionaries, the file is the reference: `notary seed` sets every row to it, and the Cyrillic texts are
transliterated from the Latin ones."""

from pathlib import Path

import yaml
from sqlmodel import Session

from notary.audit import service as audit
from notary.catalogue.search import search_text
from notary.catalogue.transliteration import latin_to_cyrillic
from notary.models import ActType, CatalogueEntry

CATALOGUE_FILE = Path(__file__).resolve().parent / "data" / "catalogue.yaml"
TEXT_FIELDS = ("legal", "simple", "duration", "result")
LIST_FIELDS = ("documents", "participants", "conditions")


def _cyrillic(texts: dict) -> dict:
    converted = {field: latin_to_cyrillic(texts[field]) for field in TEXT_FIELDS}
    return converted | {field: [latin_to_cyrillic(item) for item in texts[field]] for field in LIST_FIELDS}


def _entry(act_type: ActType, language: str, texts: dict, links: list[dict]) -> CatalogueEntry:
    title_language = "ru" if language == "ru" else "oz"
    convert = latin_to_cyrillic if language == "uz" else str
    entry_links = [{"title": convert(link["title"][title_language]), "url": link["url"]} for link in links]
    name, section = getattr(act_type, f"name_{language}"), getattr(act_type, f"section_{language}")
    lists = (item for field in LIST_FIELDS for item in texts[field])
    searched = [name, section, *(texts[field] for field in TEXT_FIELDS), *lists]
    return CatalogueEntry(
        act_type_id=act_type.id,
        language=language,
        legal_description=texts["legal"],
        simplified_description=texts["simple"],
        documents=texts["documents"],
        participants=texts["participants"],
        duration=texts["duration"],
        result=texts["result"],
        conditions=texts["conditions"],
        links=entry_links,
        search_text=search_text(*searched),
    )


def load_catalogue(session: Session) -> int:
    """Sets every catalogue row to the file's content; the act types must be loaded. Returns the rows written."""
    content = yaml.safe_load(CATALOGUE_FILE.read_text(encoding="utf-8"))
    written = 0
    for act in content["acts"]:
        act_type = session.get(ActType, act["id"])
        if act_type is None:
            raise ValueError(f"catalogue.yaml describes act type {act['id']}, which the dictionaries do not have")
        for language, texts in (("oz", act["oz"]), ("uz", _cyrillic(act["oz"])), ("ru", act["ru"])):
            session.merge(_entry(act_type, language, texts, act["links"]))
            written += 1
    session.flush()
    audit.record(session, "catalogue_loaded", details={"rows": written})
    return written
