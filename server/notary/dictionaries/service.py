"""The dictionaries the portal caches (regions with districts, act types, document types, languages)."""

from sqlmodel import Session, col, select

from notary.core.errors import BadRequest, NotFound
from notary.dictionaries.schemas import (
    ActTypePublic,
    Dictionaries,
    DictionaryVersionPublic,
    DistrictPublic,
    DocumentTypePublic,
    LanguagePublic,
    Names,
    RegionPublic,
)
from notary.kit.language import CONTENT_LANGUAGES, ContentLanguage, localised
from notary.models import ActType, DictionaryVersion, District, DocumentType, Language, Region


def _names(row: object, prefix: str = "name") -> Names:
    return Names(**{language: localised(row, prefix, language) for language in CONTENT_LANGUAGES})


def version(session: Session) -> DictionaryVersionPublic:
    current = session.get(DictionaryVersion, 1)
    if current is None:
        raise NotFound("error_dictionaries_not_loaded")
    return DictionaryVersionPublic(version=current.version)


def dictionaries(session: Session) -> Dictionaries:
    districts_by_region: dict[int, list[DistrictPublic]] = {}
    for district in session.exec(select(District).order_by(col(District.position))):
        districts_by_region.setdefault(district.region_id, []).append(
            DistrictPublic(id=district.id, name=_names(district))
        )
    return Dictionaries(
        version=version(session).version,
        regions=[
            RegionPublic(id=region.id, name=_names(region), districts=districts_by_region.get(region.id, []))
            for region in session.exec(select(Region).order_by(col(Region.position)))
        ],
        actTypes=[
            ActTypePublic(
                id=act.id, name=_names(act), section=_names(act, "section"), simplified=act.simplified, kiosk=act.kiosk
            )
            for act in session.exec(select(ActType).order_by(col(ActType.position)))
        ],
        documentTypes=[
            DocumentTypePublic(id=doc.id, name=_names(doc), numberRule=doc.number_rule)
            for doc in session.exec(select(DocumentType).order_by(col(DocumentType.position)))
        ],
        languages=[
            LanguagePublic(code=lang.code, nativeName=lang.native_name, interface=lang.interface)
            for lang in session.exec(select(Language).order_by(col(Language.position)))
        ],
    )


def document_type_names(session: Session, language: ContentLanguage) -> dict[int, str]:
    """Each identity document type's name in one language, for the documents that name a person's papers."""
    return {doc.id: localised(doc, "name", language) for doc in session.exec(select(DocumentType))}


def check_document_number(session: Session, document_type: int, number: str) -> None:
    """A document's number as its type's rule has it (docs/contracts/entities.md#input-masks): exactly N digits, N or
    M digits, or free text up to a length."""
    doc = session.get(DocumentType, document_type)
    if doc is None:
        raise BadRequest("error_document_type_unknown")
    digits = doc.number_rule.get("digits")
    if digits is None:
        longest = int(doc.number_rule.get("max_length", 20))
        if not (number.isascii() and number.isalnum() and len(number) <= longest):
            raise BadRequest("error_document_number_max", max=longest)
        return
    lengths = digits if isinstance(digits, list) else [digits]
    if not (number.isascii() and number.isdigit() and len(number) in lengths):
        raise BadRequest("error_document_number_digits", digits=" / ".join(str(length) for length in lengths))
