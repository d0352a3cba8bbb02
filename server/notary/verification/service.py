"""Verification by the QR of a print form: the registry's answer for a journal entry's code, with whether the
journal's chain holds there. Public and read-only: anyone holding the paper may check it."""

from sqlmodel import Session, col, select

from notary.acts import service as act_registry
from notary.core.errors import NotFound
from notary.journal import service as journal
from notary.kit.language import localised
from notary.models import ActType, Notary, NotaryOffice
from notary.notaries.service import notary_fullname
from notary.verification.schemas import JournalLink, Verification

NOT_FOUND = "error_verification_code_not_found"


def verify(session: Session, code: str) -> Verification:
    entry = journal.entry_by_code(session, code)
    act = act_registry.act_by_id(session, entry.act_id) if entry else None
    if entry is None or act is None:
        raise NotFound(NOT_FOUND)
    # One round trip for the three names, three primary-key lookups joined as such: each is there, by the act's
    # foreign keys.
    act_type, notary, office = session.exec(
        select(ActType, Notary, NotaryOffice)
        .select_from(ActType)
        .join(Notary, col(Notary.id) == act.notary_id)
        .join(NotaryOffice, col(NotaryOffice.id) == entry.office_id)
        .where(ActType.id == act.act_type_id)
    ).one()
    return Verification(
        regnum=entry.regnum,
        regdate=entry.regdate,
        type=act.act_type_id,
        typeName=localised(act_type, "name"),
        state=act.state,
        notary=notary_fullname(notary),
        office=localised(office, "name"),
        sha256=entry.pdf_sha256,
        journal=JournalLink(seq=entry.seq, hash=entry.hash, prev_hash=entry.prev_hash),
        chain_holds=journal.holds_at(session, entry),
    )
