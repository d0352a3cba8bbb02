"""A catalogue row's texts: the columns an editor or the release file sets, the Cyrillic derived from the Latin, and
the search key, so the loader and the editing service fill a row the same way."""

from copy import deepcopy
from typing import Any

from notary.kit.language import localised
from notary.kit.search import search_text
from notary.kit.transliteration import latin_to_cyrillic
from notary.models import ActType, CatalogueEntry

TEXT_COLUMNS = ("simplified_description", "legal_description", "duration", "result")
LIST_COLUMNS = ("documents", "parties", "conditions")

# The columns above and `links` ([{title, url}]), keyed by column name.
Texts = dict[str, Any]

# How the API names each column (docs/contracts/portal.md#service-catalogue-details as the portal reads it).
API_NAMES = {
    "simplified_description": "simplifiedDescription",
    "legal_description": "legalDescription",
    **{column: column for column in ("duration", "result", *LIST_COLUMNS, "links")},
}


def api_texts(texts: Texts) -> dict[str, Any]:
    return {API_NAMES[column]: value for column, value in texts.items()}


def column_texts(fields: dict[str, Any]) -> Texts:
    return {column: fields[name] for column, name in API_NAMES.items()}


def to_cyrillic(texts: Texts) -> Texts:
    """Uzbek Cyrillic from Uzbek Latin, text by text; link addresses stay as they are."""
    converted: Texts = {column: latin_to_cyrillic(texts[column]) for column in TEXT_COLUMNS}
    converted |= {column: [latin_to_cyrillic(item) for item in texts[column]] for column in LIST_COLUMNS}
    converted["links"] = [{"title": latin_to_cyrillic(link["title"]), "url": link["url"]} for link in texts["links"]]
    return converted


def texts_of(entry: CatalogueEntry) -> Texts:
    return {column: getattr(entry, column) for column in (*TEXT_COLUMNS, *LIST_COLUMNS, "links")}


def fill_entry(entry: CatalogueEntry, act_type: ActType, texts: Texts) -> CatalogueEntry:
    """Sets the row's texts and the search key built from them with the act type's name and section."""
    name, section = localised(act_type, "name", entry.language), localised(act_type, "section", entry.language)
    lists = (item for column in LIST_COLUMNS for item in texts[column])
    entry.sqlmodel_update(deepcopy(texts))  # the release texts are cached: the row gets its own lists
    entry.search_text = search_text(name, section, *(texts[column] for column in TEXT_COLUMNS), *lists)
    return entry
