"""Every table of the service, one file each, imported here so Alembic and the metadata see them all."""

# First: the naming convention must be on the metadata before any table is defined.
import notary.models._base  # noqa: F401
from notary.models._person import PersonBase
from notary.models.act_document import ActDocument, DocumentKind
from notary.models.act_type import ActType
from notary.models.audit_event import AuditEvent
from notary.models.audit_face_image import AuditFaceImage
from notary.models.catalogue_entry import CatalogueEntry
from notary.models.dictionary_version import DictionaryVersion
from notary.models.district import District
from notary.models.document_type import DocumentType
from notary.models.face_check_key import FaceCheckKey
from notary.models.inheritance_case import CaseState, InheritanceCase
from notary.models.invitation import Invitation, InvitationState
from notary.models.invoice import Invoice, InvoicePurpose, InvoiceState
from notary.models.journal_entry import JournalEntry
from notary.models.kiosk import Kiosk, KioskState
from notary.models.kiosk_enrolment_code import KioskEnrolmentCode
from notary.models.kiosk_evidence import KioskEvidence
from notary.models.kiosk_report import KioskReport
from notary.models.language import Language
from notary.models.login_failure import LoginFailure
from notary.models.notarial_act import ActState, NotarialAct, RegistrationType
from notary.models.notarial_act_link import ActRelation, NotarialActLink
from notary.models.notarial_act_note import NotarialActNote, NoteKind
from notary.models.notarial_act_party import NotarialActParty, Participation, PartyClass, PartyRole, PartyStatus
from notary.models.notarial_act_subject import NotarialActSubject, SubjectKind
from notary.models.notary import LicenceStatus, Notary, NotaryState
from notary.models.notary_office import NotaryOffice
from notary.models.notary_review import NotaryReview
from notary.models.payme_transaction import PaymeTransaction
from notary.models.queue_booking import HOLDING, AbsenceKind, BookingState, NotaryAbsence, QueueBooking, SlotPlace
from notary.models.region import Region
from notary.models.regnum_counter import RegnumCounter
from notary.models.role_assignment import Role, RoleAssignment
from notary.models.sandbox_ban import SandboxBan
from notary.models.sandbox_civil_record import CivilRecordKind, SandboxCivilRecord
from notary.models.sandbox_clock import SandboxClock
from notary.models.sandbox_debt import SandboxDebt
from notary.models.sandbox_organisation import SandboxOrganisation
from notary.models.sandbox_person import SandboxPerson
from notary.models.sandbox_realty import SandboxRealty
from notary.models.sandbox_realty_owner import SandboxRealtyOwner
from notary.models.sandbox_sms import SandboxSms
from notary.models.sandbox_vehicle import SandboxVehicle
from notary.models.sandbox_vehicle_fine import SandboxVehicleFine
from notary.models.sandbox_vehicle_owner import SandboxVehicleOwner
from notary.models.scheduled_job import ScheduledJob
from notary.models.used_token_id import UsedTokenId
from notary.models.user import User
from notary.models.user_comment import UserComment
from notary.models.user_session import UserSession
from notary.models.video_call import CallState, RecordingState, VideoCall
from notary.models.video_participant import CallRole, VideoParticipant

__all__ = [
    "CallRole",
    "CallState",
    "RecordingState",
    "VideoCall",
    "VideoParticipant",
    "KioskEvidence",
    "KioskReport",
    "UserComment",
    "HOLDING",
    "AbsenceKind",
    "BookingState",
    "NotaryAbsence",
    "QueueBooking",
    "SlotPlace",
    "ActDocument",
    "DocumentKind",
    "Invoice",
    "InvoicePurpose",
    "InvoiceState",
    "PaymeTransaction",
    "JournalEntry",
    "RegnumCounter",
    "ScheduledJob",
    "SubjectKind",
    "NotarialActSubject",
    "PartyClass",
    "Participation",
    "NoteKind",
    "NotarialActNote",
    "InvitationState",
    "Invitation",
    "ActRelation",
    "ActState",
    "CaseState",
    "CivilRecordKind",
    "KioskState",
    "LicenceStatus",
    "NotaryState",
    "PartyRole",
    "PartyStatus",
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
    "PersonBase",
    "Region",
    "RegistrationType",
    "Role",
    "RoleAssignment",
    "SandboxBan",
    "SandboxCivilRecord",
    "SandboxClock",
    "SandboxDebt",
    "SandboxOrganisation",
    "SandboxPerson",
    "SandboxRealty",
    "SandboxRealtyOwner",
    "SandboxSms",
    "SandboxVehicle",
    "SandboxVehicleFine",
    "SandboxVehicleOwner",
    "UsedTokenId",
    "User",
    "UserSession",
]
