"""Every table of the service, one file each, imported here so Alembic and the metadata see them all."""

from notary.models.act_type import ActType
from notary.models.audit_event import AuditEvent
from notary.models.audit_face_image import AuditFaceImage
from notary.models.catalogue_entry import CatalogueEntry
from notary.models.dictionary_version import DictionaryVersion
from notary.models.district import District
from notary.models.document_type import DocumentType
from notary.models.face_check_key import FaceCheckKey
from notary.models.inheritance_case import InheritanceCase
from notary.models.kiosk import Kiosk
from notary.models.kiosk_enrolment_code import KioskEnrolmentCode
from notary.models.language import Language
from notary.models.login_failure import LoginFailure
from notary.models.notarial_act import NotarialAct
from notary.models.notarial_act_link import NotarialActLink
from notary.models.notarial_act_party import NotarialActParty
from notary.models.notary import Notary
from notary.models.notary_office import NotaryOffice
from notary.models.notary_review import NotaryReview
from notary.models.region import Region
from notary.models.role_assignment import RoleAssignment
from notary.models.sandbox_ban import SandboxBan
from notary.models.sandbox_civil_record import SandboxCivilRecord
from notary.models.sandbox_debt import SandboxDebt
from notary.models.sandbox_person import SandboxPerson
from notary.models.sandbox_vehicle import SandboxVehicle
from notary.models.used_token_id import UsedTokenId
from notary.models.user import User
from notary.models.user_session import UserSession

__all__ = [
    "ActType",
    "AuditEvent",
    "AuditFaceImage",
    "CatalogueEntry",
    "DictionaryVersion",
    "District",
    "DocumentType",
    "FaceCheckKey",
    "InheritanceCase",
    "Kiosk",
    "KioskEnrolmentCode",
    "Language",
    "LoginFailure",
    "NotarialAct",
    "NotarialActLink",
    "NotarialActParty",
    "Notary",
    "NotaryOffice",
    "NotaryReview",
    "Region",
    "RoleAssignment",
    "SandboxBan",
    "SandboxCivilRecord",
    "SandboxDebt",
    "SandboxPerson",
    "SandboxVehicle",
    "UsedTokenId",
    "User",
    "UserSession",
]
