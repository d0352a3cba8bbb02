from typing import Any

from pydantic import BaseModel


class Names(BaseModel):
    oz: str
    uz: str
    ru: str


class DistrictPublic(BaseModel):
    id: int
    name: Names


class RegionPublic(BaseModel):
    id: int
    name: Names
    districts: list[DistrictPublic]


class ActTypePublic(BaseModel):
    id: int
    name: Names
    section: Names
    simplified: bool
    kiosk: bool


class DocumentTypePublic(BaseModel):
    id: int
    name: Names
    numberRule: dict[str, Any]


class LanguagePublic(BaseModel):
    code: str
    nativeName: str
    interface: bool


class DictionaryVersionPublic(BaseModel):
    version: str


class Dictionaries(BaseModel):
    version: str
    regions: list[RegionPublic]
    actTypes: list[ActTypePublic]
    documentTypes: list[DocumentTypePublic]
    languages: list[LanguagePublic]
