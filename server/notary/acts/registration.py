"""Registration (docs/contracts/acts.md#actions, `register`): the act's registry number and Tashkent date, its print
form rendered in the language of the registration and signed by the office's key, the journal entry that chains its
hash, all in the action's one transaction."""

from decimal import Decimal

from sqlalchemy import func
from sqlmodel import Session, select

from notary.acts import print_texts as texts
from notary.acts import type_rules
from notary.acts.print_terms import print_terms
from notary.core import clock
from notary.core.clock import TASHKENT
from notary.core.errors import Conflict
from notary.core.i18n import translate
from notary.core.settings import get_settings
from notary.dictionaries import service as dictionaries
from notary.journal import service as journal
from notary.kit.language import ContentLanguage, content_language, localised
from notary.kit.money import TIYIN_PER_SOM, sum_in_words
from notary.models import (
    ActDocument,
    ActType,
    DocumentKind,
    NotarialAct,
    NotarialActParty,
    NotarialActSubject,
    Notary,
    RecordingState,
    RegistrationType,
)
from notary.notaries import service as notaries
from notary.payments import service as payments
from notary.printing import service as printing
from notary.video import service as video


def _recording_hash(session: Session, act: NotarialAct) -> str:
    """A video registration is made after its conference, once the recording is mixed: its hash goes into the journal
    entry. A recording that could not be made is registered without one (its failure is in the audit log)."""
    if act.registration_type != RegistrationType.video:
        return ""
    assert act.id is not None and act.visit_at is not None
    call = video.recording_of(session, video.Visit(act.id, act.uuid, act.visit_at))
    if call is None:
        raise Conflict("error_video_call_not_held")
    if call.recording_state == RecordingState.processing:
        raise Conflict("error_video_recording_pending")
    return call.recording_sha256


def register(
    session: Session, act: NotarialAct, parties: list[NotarialActParty], subjects: list[NotarialActSubject]
) -> dict[str, object]:
    recording_sha256 = _recording_hash(session, act)
    registered_at = clock.now()
    regdate = registered_at.astimezone(TASHKENT).date()
    regnum = journal.next_regnum(session, act.office_id, regdate)
    act.regnum, act.regdate = regnum, regdate
    session.add(act)
    code = journal.new_code()
    language = content_language()
    notary = session.get(Notary, act.notary_id)
    assert notary is not None and act.id is not None
    office = notaries.office_of(session, notary)
    documents = dictionaries.document_type_names(session, language)
    form = printing.PrintForm(
        language=language,
        act_type_id=act.act_type_id,
        type_name=localised(session.get(ActType, act.act_type_id), "name", language),
        regnum=regnum,
        regdate=regdate,
        created_at=act.created_at,
        registered_at=registered_at,
        notary=notaries.notary_fullname(notary),
        office=localised(office, "name", language),
        office_address=office.address,
        parties=[texts.print_party(party, parties, language, documents) for party in parties],
        subjects=[texts.print_subject(subject, language) for subject in subjects],
        terms=print_terms(type_rules.terms_of(act), parties, language) + _attachment_line(session, act, language),
        sums=_sums(session, act.id, language),
        verify_url=verify_url(code),
    )
    pdf = printing.render_signed(form, office.id or 0, localised(office, "name", "ru"))
    sha256 = printing.sha256(pdf)
    entry = journal.append(session, act.id, act.office_id, regnum, regdate, sha256, code, recording_sha256)
    keep(session, act, DocumentKind.print_form, language, pdf)
    return {"regnum": regnum, "regdate": regdate.isoformat(), "journal_seq": entry.seq, "sha256": sha256}


def verify_url(code: str) -> str:
    return f"{get_settings().acts.public_origin}/verify/{code}"


def _sums(session: Session, act_id: int, language: ContentLanguage) -> list[printing.PrintSum]:
    sums = []
    for invoice in payments.of_act(session, act_id):
        tiyin = int(Decimal(invoice.sum) * TIYIN_PER_SOM)
        label = texts.sum_label(invoice.purpose, language)
        sums.append(printing.PrintSum(label=label, tiyin=tiyin, words=sum_in_words(tiyin, language)))
    return sums


def _attachment_line(session: Session, act: NotarialAct, language: ContentLanguage) -> list[tuple[str, str]]:
    attached = attachment(session, act)
    return [] if attached is None else [(translate("term_attachment", language), attached[0])]


def keep(session: Session, act: NotarialAct, kind: DocumentKind, language: str, pdf: bytes) -> None:
    assert act.id is not None
    document = ActDocument(act_id=act.id, kind=kind, language=language, content=pdf, sha256=printing.sha256(pdf))
    session.add(document)
    session.flush()


def attachment(session: Session, act: NotarialAct) -> tuple[str, int] | None:
    """The attachment's SHA-256 and size, without reading its bytes."""
    statement = select(ActDocument.sha256, func.length(ActDocument.content)).where(
        ActDocument.act_id == act.id, ActDocument.kind == DocumentKind.attachment
    )
    found = session.exec(statement).first()
    return None if found is None else (found[0], found[1])


def document(session: Session, act: NotarialAct, kind: DocumentKind) -> ActDocument | None:
    statement = select(ActDocument).where(ActDocument.act_id == act.id, ActDocument.kind == kind)
    return session.exec(statement).first()
