"""The dictionaries the portal caches (regions with districts, act types, document types, languages)."""

from sqlmodel import Session, col, select

from notary.core.errors import NotFound
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
from notary.kit.language import CONTENT_LANGUAGES, localised
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
