"""Loads the reference data (data/*.yaml, part of the release) into its tables; the content hash is the version."""

import hashlib
from pathlib import Path

import yaml
from sqlalchemy import delete
from sqlmodel import Session, col

from notary.audit import service as audit
from notary.models import ActType, DictionaryVersion, District, DocumentType, Language, Region
from notary.models._base import utcnow

DATA_DIR = Path(__file__).resolve().parent / "data"
FILES = ("regions.yaml", "act_types.yaml", "document_types.yaml", "languages.yaml")


def data_version() -> str:
    digest = hashlib.sha256()
    for name in FILES:
        digest.update((DATA_DIR / name).read_bytes())
    return digest.hexdigest()[:16]


def _names(row: dict, key: str = "name", prefix: str = "name") -> dict[str, str]:
    return {f"{prefix}_{lang}": row[key][lang] for lang in ("oz", "uz", "ru")}


def _rows() -> list:
    load = lambda name: yaml.safe_load((DATA_DIR / name).read_text(encoding="utf-8"))  # noqa: E731
    rows: list = []
    for position, region in enumerate(load("regions.yaml")):
        rows.append(Region(id=region["id"], position=position, **_names(region)))
        for district_position, district in enumerate(region["districts"]):
            rows.append(
                District(id=district["id"], region_id=region["id"], position=district_position, **_names(district))
            )
    for position, act_type in enumerate(load("act_types.yaml")):
        section = _names(act_type, "section", "section") if act_type.get("section") else {}
        rows.append(
            ActType(
                id=act_type["id"],
                position=position,
                simplified=bool(act_type.get("simplified")),
                kiosk=bool(act_type.get("kiosk")),
                **_names(act_type),
                **section,
            )
        )
    for position, document_type in enumerate(load("document_types.yaml")):
        rows.append(
            DocumentType(
                id=document_type["id"],
                position=position,
                number_rule=document_type.get("number_rule") or {},
                **_names(document_type),
            )
        )
    for position, language in enumerate(load("languages.yaml")):
        rows.append(
            Language(
                code=language["id"],
                native_name=language["native_name"],
                interface=bool(language["interface"]),
                position=position,
            )
        )
    return rows


def load_reference_data(session: Session) -> bool:
    """Upsert the reference tables when the data changed and drop rows it no longer has; True when loaded."""
    version = data_version()
    current = session.get(DictionaryVersion, 1)
    if current and current.version == version:
        return False
    rows = _rows()
    for row in rows:
        session.merge(row)
    session.flush()
    for table, key in (
        (District, "id"),
        (Region, "id"),
        (ActType, "id"),
        (DocumentType, "id"),
        (Language, "code"),
    ):
        kept = [getattr(row, key) for row in rows if isinstance(row, table)]
        session.exec(delete(table).where(col(getattr(table, key)).not_in(kept)))
    session.merge(DictionaryVersion(id=1, version=version, loaded_at=utcnow()))
    session.flush()
    audit.record(session, "reference_data_loaded", details={"version": version})
    return True
