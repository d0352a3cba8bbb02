"""A notary's state on a date, the one place it is computed: the stored state, unless an absence covers the date
(the directory shows it, the automatic choice and a chosen notary's check honour it; the queue's plan closes the
absence's days)."""

from collections import defaultdict
from collections.abc import Iterable
from datetime import date

from sqlmodel import Session, col, select

from notary.core import clock
from notary.models import AbsenceKind, LicenceStatus, Notary, NotaryAbsence, NotaryState

# A holiday of the notary's own keeps them away as a vacation does.
_STATE_OF_ABSENCE = {
    AbsenceKind.vacation: NotaryState.vacation,
    AbsenceKind.holiday: NotaryState.vacation,
    AbsenceKind.incapacity: NotaryState.incapacity,
}


def state_on(notary: Notary, day: date, absences: Iterable[NotaryAbsence]) -> NotaryState:
    for absence in absences:
        if absence.notary_id == notary.id and absence.date_from <= day <= absence.date_to:
            return _STATE_OF_ABSENCE[absence.kind]
    return notary.state


def absences_on(session: Session, notary_ids: Iterable[int], day: date) -> dict[int, list[NotaryAbsence]]:
    """The absences covering the day, by notary: one read for a page of notaries."""
    ids = list(notary_ids)
    by_notary: dict[int, list[NotaryAbsence]] = defaultdict(list)
    if not ids:
        return by_notary
    statement = select(NotaryAbsence).where(
        col(NotaryAbsence.notary_id).in_(ids), NotaryAbsence.date_from <= day, NotaryAbsence.date_to >= day
    )
    for absence in session.exec(statement):
        by_notary[absence.notary_id].append(absence)
    return by_notary


def states_today(session: Session, notaries: Iterable[Notary]) -> dict[int, NotaryState]:
    """Each notary's state today (Tashkent)."""
    listed = list(notaries)
    day = clock.today()
    absences = absences_on(session, (notary.id or 0 for notary in listed), day)
    return {notary.id or 0: state_on(notary, day, absences[notary.id or 0]) for notary in listed}


def receives(notary: Notary, state: NotaryState) -> bool:
    """Only a notary with an active licence who is at work receives citizens."""
    return notary.licence_status == LicenceStatus.active and state == NotaryState.working
