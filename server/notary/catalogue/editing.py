"""Editing the catalogue: an administrator changes an act type's texts in the three languages at once, or restores
the release texts. Each save is one transaction and one audit event; a save over a newer one is refused."""

import hashlib
import json

from sqlmodel import Session

from notary.audit import service as audit
from notary.catalogue.content import Texts, api_texts, column_texts, fill_entry, texts_of, to_cyrillic
from notary.catalogue.loader import LANGUAGES, release_catalogue, write_release_texts
from notary.catalogue.schemas import CatalogueEdit, CatalogueTexts, CatalogueTextsIn, CatalogueTextsPublic
from notary.core.errors import Conflict, NotFound
from notary.kit.language import localised
from notary.models import ActType, CatalogueEntry, User
from notary.models._base import utcnow


def _entries(session: Session, act_type_id: int, *, lock: bool = False) -> tuple[ActType, dict[str, CatalogueEntry]]:
    act_type = session.get(ActType, act_type_id)
    found = {
        language: session.get(CatalogueEntry, (act_type_id, language), with_for_update=lock) for language in LANGUAGES
    }
    entries = {language: entry for language, entry in found.items() if entry is not None}
    if act_type is None or len(entries) != len(found):
        raise NotFound("error_catalogue_act_not_found")
    return act_type, entries


def _revision(entries: dict[str, CatalogueEntry]) -> str:
    texts = {language: texts_of(entry) for language, entry in entries.items()}
    return hashlib.sha256(json.dumps(texts, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:32]


def _editor_name(session: Session, entry: CatalogueEntry) -> str | None:
    editor = session.get(User, entry.edited_by) if entry.edited_by else None
    return " ".join(part for part in (editor.surname, editor.name) if part) if editor else None


def _public(session: Session, entry: CatalogueEntry) -> CatalogueTextsPublic:
    return CatalogueTextsPublic(
        **api_texts(texts_of(entry)), editedAt=entry.edited_at, editedBy=_editor_name(session, entry)
    )


def _answer(session: Session, act_type: ActType, entries: dict[str, CatalogueEntry]) -> CatalogueTexts:
    return CatalogueTexts(
        actTypeId=act_type.id,
        name=localised(act_type, "name"),
        revision=_revision(entries),
        uzFromLatin=texts_of(entries["uz"]) == to_cyrillic(texts_of(entries["oz"])),
        **{language: _public(session, entry) for language, entry in entries.items()},
    )


def catalogue_texts(session: Session, act_type_id: int) -> CatalogueTexts:
    act_type, entries = _entries(session, act_type_id)
    return _answer(session, act_type, entries)


def _texts(written: CatalogueTextsIn) -> Texts:
    return column_texts(written.model_dump(mode="json"))


def save_texts(session: Session, act_type_id: int, edit: CatalogueEdit, editor: User) -> CatalogueTexts:
    """Writes the languages whose texts changed, marked with the editor; the Cyrillic follows the Latin when
    `uz` is null."""
    act_type, entries = _entries(session, act_type_id, lock=True)
    if edit.revision != _revision(entries):
        raise Conflict("error_catalogue_changed_meanwhile")
    latin = _texts(edit.oz)
    wanted = {"oz": latin, "uz": to_cyrillic(latin) if edit.uz is None else _texts(edit.uz), "ru": _texts(edit.ru)}
    changed: dict[str, list[str]] = {}
    for language, texts in wanted.items():
        entry = entries[language]
        columns = [column for column, value in texts.items() if getattr(entry, column) != value]
        if columns:
            fill_entry(entry, act_type, texts).sqlmodel_update({"edited_at": utcnow(), "edited_by": editor.id})
            session.add(entry)
            changed[language] = columns
    if changed:
        session.flush()
        details = {"changed": changed, "uz_from_latin": edit.uz is None}
        target = str(act_type_id)
        audit.record(session, "catalogue_texts_edited", actor_user_id=editor.id, target=target, details=details)
    return _answer(session, act_type, entries)


def restore_release_texts(session: Session, act_type_id: int, editor: User) -> CatalogueTexts:
    """Every language back to the release file's text; the seed then keeps them in step with the release again."""
    act_type, entries = _entries(session, act_type_id, lock=True)
    if act_type_id not in release_catalogue():
        raise NotFound("error_catalogue_act_not_found")
    edited = sorted(language for language, entry in entries.items() if entry.edited_at is not None)
    write_release_texts(session, act_type_id, keep_edited=False)
    details = {"languages_edited_before": edited}
    target = str(act_type_id)
    audit.record(session, "catalogue_texts_restored", actor_user_id=editor.id, target=target, details=details)
    return _answer(session, act_type, entries)
