"""Loads the catalogue content (data/catalogue.yaml, part of the release) into catalogue_entry. `notary seed` sets
every row an administrator has not edited to the file's text; the Cyrillic texts are transliterated from the Latin
ones."""

from functools import cache
from pathlib import Path

import yaml
from sqlmodel import Session

from notary.audit import service as audit
from notary.catalogue.content import Texts, fill_entry, to_cyrillic
from notary.models import ActType, CatalogueEntry

CATALOGUE_FILE = Path(__file__).resolve().parent / "data" / "catalogue.yaml"
LANGUAGES = ("oz", "uz", "ru")


def _texts(written: dict, links: list[dict], title_language: str) -> Texts:
    return {
        "simplified_description": written["simple"],
        "legal_description": written["legal"],
        "documents": written["documents"],
        "parties": written["parties"],
        "duration": written["duration"],
        "result": written["result"],
        "conditions": written["conditions"],
        "links": [{"title": link["title"][title_language], "url": link["url"]} for link in links],
    }


@cache
def release_catalogue() -> dict[int, dict[str, Texts]]:
    """The release file's texts: act type id → language → texts."""
    content = yaml.safe_load(CATALOGUE_FILE.read_text(encoding="utf-8"))
    catalogue = {}
    for act in content["acts"]:
        latin = _texts(act["oz"], act["links"], "oz")
        catalogue[act["id"]] = {"oz": latin, "uz": to_cyrillic(latin), "ru": _texts(act["ru"], act["links"], "ru")}
    return catalogue


def _act_type(session: Session, act_type_id: int) -> ActType:
    act_type = session.get(ActType, act_type_id)
    if act_type is None:
        raise ValueError(f"catalogue.yaml describes act type {act_type_id}, which the dictionaries do not have")
    return act_type


def write_release_texts(session: Session, act_type_id: int, *, keep_edited: bool) -> tuple[int, int]:
    """Sets the act type's rows to the release texts, clearing their edit marks; with `keep_edited`, rows an
    administrator edited stay as they are. Returns (rows written, rows kept)."""
    act_type = _act_type(session, act_type_id)
    written = kept = 0
    for language, texts in release_catalogue()[act_type_id].items():
        entry = session.get(CatalogueEntry, (act_type_id, language))
        if entry is not None and entry.edited_at is not None and keep_edited:
            kept += 1
            continue
        # a new row's texts are left empty here: fill_entry sets every one of them
        entry = entry or CatalogueEntry(
            act_type_id=act_type_id,
            language=language,
            legal_description="",
            simplified_description="",
            duration="",
            result="",
            search_text="",
        )
        entry.edited_at = entry.edited_by = None
        session.add(fill_entry(entry, act_type, texts))
        written += 1
    session.flush()
    return written, kept


def load_catalogue(session: Session) -> int:
    """Sets every row nobody edited to the file's content; the act types must be loaded. Returns the rows written."""
    written = kept = 0
    for act_type_id in release_catalogue():
        act_written, act_kept = write_release_texts(session, act_type_id, keep_edited=True)
        written, kept = written + act_written, kept + act_kept
    audit.record(session, "catalogue_loaded", details={"rows": written, "edited_rows_kept": kept})
    return written
