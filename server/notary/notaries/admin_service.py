"""The administrator's notaries and offices: writing them, and a notary's absences. Every change locks its row
(SELECT … FOR UPDATE; the notary's row for its absences too) and checks the `version` the administrator read, a hash
of what they saw: of two concurrent edits the second is refused (409) instead of silently overwriting the first.
Every change is audited with its before and after in the same transaction."""

import hashlib
import json
from collections.abc import Sequence
from typing import Any

from sqlalchemy import func, or_
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from notary.audit import service as audit
from notary.core.errors import BadRequest, Conflict, NotFound
from notary.kit.language import content_language, localised
from notary.kit.search import search_key, search_text
from notary.kit.transliteration import latin_to_cyrillic
from notary.models import District, Notary, NotaryAbsence, NotaryOffice, NotaryState, User
from notary.notaries.admin_schemas import (
    AbsenceIn,
    AbsencePublic,
    NotaryAdmin,
    NotaryAdminPage,
    NotaryIn,
    NotaryUpdate,
    OfficeAdmin,
    OfficeAdminPage,
    OfficeIn,
    OfficeUpdate,
    WorkingDayIn,
)
from notary.notaries.states import states_today


def _version(snapshot: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(snapshot, sort_keys=True, default=str).encode()).hexdigest()[:16]


def _locked(session: Session, model: type[Notary] | type[NotaryOffice], row_id: int) -> Any:
    row = session.exec(select(model).where(col(model.id) == row_id).with_for_update()).first()
    if row is None:
        raise NotFound("error_notary_not_found" if model is Notary else "error_office_not_found")
    return row


def _check_version(given: str, snapshot: dict[str, Any]) -> None:
    if given != _version(snapshot):
        raise Conflict("error_admin_changed_meanwhile")


# Offices


def _office_snapshot(office: NotaryOffice) -> dict[str, Any]:
    return {
        "nameOz": office.name_oz,
        "nameUz": office.name_uz,
        "nameRu": office.name_ru,
        "regionId": office.region_id,
        "districtId": office.district_id,
        "address": office.address,
        "latitude": office.latitude,
        "longitude": office.longitude,
        "phone": office.phone,
        "timetable": office.timetable,
    }


def _office_admin(office: NotaryOffice, notary_count: int) -> OfficeAdmin:
    snapshot = _office_snapshot(office)
    return OfficeAdmin(id=office.id or 0, notaryCount=notary_count, version=_version(snapshot), **snapshot)


def _notary_count(session: Session, office_id: int) -> int:
    return session.exec(select(func.count()).select_from(Notary).where(Notary.office_id == office_id)).one()


def list_offices(
    session: Session, query: str | None, region_id: int | None, district_id: int | None, page: int, size: int
) -> OfficeAdminPage:
    statement = select(NotaryOffice)
    if region_id is not None:
        statement = statement.where(NotaryOffice.region_id == region_id)
    if district_id is not None:
        statement = statement.where(NotaryOffice.district_id == district_id)
    for word in search_key(query or "").split():
        # Names and addresses are Latin; lower() folds ASCII on every database.
        statement = statement.where(
            or_(
                func.lower(NotaryOffice.name_oz).contains(word, autoescape=True),
                func.lower(NotaryOffice.address).contains(word, autoescape=True),
            )
        )
    total = session.exec(select(func.count()).select_from(statement.subquery())).one()
    offices = session.exec(statement.order_by(col(NotaryOffice.id)).offset((page - 1) * size).limit(size)).all()
    counts = dict(
        session.exec(
            select(Notary.office_id, func.count())
            .where(col(Notary.office_id).in_([office.id for office in offices]))
            .group_by(col(Notary.office_id))
        ).all()
    )
    items = [_office_admin(office, counts.get(office.id or 0, 0)) for office in offices]
    return OfficeAdminPage(total=total, page=page, size=size, items=items)


def office(session: Session, office_id: int) -> OfficeAdmin:
    found = session.get(NotaryOffice, office_id)
    if found is None:
        raise NotFound("error_office_not_found")
    return _office_admin(found, _notary_count(session, office_id))


def _office_values(session: Session, office_in: OfficeIn) -> dict[str, Any]:
    district = session.get(District, office_in.districtId)
    if district is None or district.region_id != office_in.regionId:
        raise BadRequest("error_office_district_not_in_region")
    return {
        "name_oz": office_in.nameOz,
        "name_uz": office_in.nameUz,
        "name_ru": office_in.nameRu,
        "region_id": office_in.regionId,
        "district_id": office_in.districtId,
        "address": office_in.address,
        "latitude": office_in.latitude,
        "longitude": office_in.longitude,
        "phone": office_in.phone,
        "timetable": [day.model_dump() for day in office_in.timetable],
    }


def create_office(session: Session, admin: User, office_in: OfficeIn) -> OfficeAdmin:
    created = NotaryOffice(**_office_values(session, office_in))
    session.add(created)
    session.flush()
    after = _office_snapshot(created)
    audit.record(
        session, "office_created", actor_user_id=admin.id, target=f"office:{created.id}", details={"after": after}
    )
    return _office_admin(created, 0)


def update_office(session: Session, admin: User, office_id: int, office_in: OfficeUpdate) -> OfficeAdmin:
    locked: NotaryOffice = _locked(session, NotaryOffice, office_id)
    before = _office_snapshot(locked)
    _check_version(office_in.version, before)
    locked.sqlmodel_update(_office_values(session, office_in))
    session.add(locked)
    session.flush()
    details = {"before": before, "after": _office_snapshot(locked)}
    audit.record(session, "office_updated", actor_user_id=admin.id, target=f"office:{office_id}", details=details)
    return _office_admin(locked, _notary_count(session, office_id))


# Notaries


def _notary_snapshot(notary: Notary) -> dict[str, Any]:
    return {
        "pin": notary.pin,
        "surname": notary.surname,
        "name": notary.name,
        "patronymic": notary.patronymic,
        "fullnameUz": notary.fullname_uz,
        "licenceNumber": notary.licence_number,
        "licenceDate": notary.licence_date.isoformat(),
        "licenceStatus": str(notary.licence_status),
        "state": str(notary.state),
        "officeId": notary.office_id,
        "phone": notary.phone,
        "online": notary.online,
        "timetable": notary.timetable,
    }


def _read(notary: Notary, office_name: str, state_today: NotaryState) -> NotaryAdmin:
    snapshot = _notary_snapshot(notary)
    return NotaryAdmin(
        id=notary.id or 0, stateToday=state_today, office=office_name, version=_version(snapshot), **snapshot
    )


def _notary_admins(session: Session, notaries: Sequence[Notary]) -> list[NotaryAdmin]:
    """The notaries as the administrator reads them: their offices' names and states today in one read each."""
    office_ids = {notary.office_id for notary in notaries}
    statement = select(NotaryOffice).where(col(NotaryOffice.id).in_(office_ids))
    language = content_language()
    names = {office.id: localised(office, "name", language) for office in session.exec(statement)}
    states = states_today(session, notaries)
    return [_read(notary, names[notary.office_id], states[notary.id or 0]) for notary in notaries]


def _notary_admin(session: Session, notary: Notary) -> NotaryAdmin:
    return _notary_admins(session, [notary])[0]


def list_notaries(session: Session, query: str | None, page: int, size: int) -> NotaryAdminPage:
    """Every notary whatever the licence, by name words, pin or licence number."""
    statement = select(Notary)
    for word in search_key(query or "").split():
        statement = statement.where(
            or_(
                col(Notary.search_key).contains(word, autoescape=True),
                col(Notary.pin) == word,
                func.lower(Notary.licence_number) == word,
            )
        )
    total = session.exec(select(func.count()).select_from(statement.subquery())).one()
    order = [col(Notary.surname), col(Notary.name), col(Notary.id)]
    notaries = session.exec(statement.order_by(*order).offset((page - 1) * size).limit(size)).all()
    return NotaryAdminPage(total=total, page=page, size=size, items=_notary_admins(session, notaries))


def notary(session: Session, notary_id: int) -> NotaryAdmin:
    found = session.get(Notary, notary_id)
    if found is None:
        raise NotFound("error_notary_not_found")
    return _notary_admin(session, found)


def _notary_values(session: Session, notary_in: NotaryIn, current: Notary | None) -> dict[str, Any]:
    office_row = session.get(NotaryOffice, notary_in.officeId)
    if office_row is None:
        raise BadRequest("error_office_not_found")
    if notary_in.timetable is not None:
        timetable = [day.model_dump() for day in notary_in.timetable]
    else:
        timetable = current.timetable if current else office_row.timetable
    latin = " ".join(part for part in (notary_in.surname, notary_in.name, notary_in.patronymic) if part)
    return {
        "pin": notary_in.pin,
        "surname": notary_in.surname,
        "name": notary_in.name,
        "patronymic": notary_in.patronymic,
        "fullname_uz": notary_in.fullnameUz,
        "search_key": search_text(latin, notary_in.fullnameUz, latin_to_cyrillic(latin)),
        "licence_number": notary_in.licenceNumber,
        "licence_date": notary_in.licenceDate,
        "licence_status": notary_in.licenceStatus,
        "state": notary_in.state,
        "office_id": notary_in.officeId,
        "phone": notary_in.phone,
        "online": notary_in.online,
        "timetable": [WorkingDayIn.model_validate(day).model_dump() for day in timetable],
    }


def _check_unique(session: Session, notary_in: NotaryIn, notary_id: int | None) -> None:
    others = select(Notary.id).where(col(Notary.id) != notary_id) if notary_id else select(Notary.id)
    if session.exec(others.where(Notary.licence_number == notary_in.licenceNumber)).first() is not None:
        raise BadRequest("error_notary_licence_taken")
    if session.exec(others.where(Notary.pin == notary_in.pin)).first() is not None:
        raise BadRequest("error_notary_pin_taken")


def _flush_unique(session: Session) -> None:
    """A concurrent write of the same licence number or pin loses at the unique index, as a refusal."""
    try:
        with session.begin_nested():
            session.flush()
    except IntegrityError as error:
        raise Conflict("error_notary_duplicate") from error


def create_notary(session: Session, admin: User, notary_in: NotaryIn) -> NotaryAdmin:
    _check_unique(session, notary_in, None)
    created = Notary(**_notary_values(session, notary_in, None), ministry_rating=0.0)
    session.add(created)
    _flush_unique(session)
    after = _notary_snapshot(created)
    audit.record(
        session, "notary_created", actor_user_id=admin.id, target=f"notary:{created.id}", details={"after": after}
    )
    return _notary_admin(session, created)


def update_notary(session: Session, admin: User, notary_id: int, notary_in: NotaryUpdate) -> NotaryAdmin:
    locked: Notary = _locked(session, Notary, notary_id)
    before = _notary_snapshot(locked)
    _check_version(notary_in.version, before)
    _check_unique(session, notary_in, notary_id)
    locked.sqlmodel_update(_notary_values(session, notary_in, locked))
    session.add(locked)
    _flush_unique(session)
    details = {"before": before, "after": _notary_snapshot(locked)}
    audit.record(session, "notary_updated", actor_user_id=admin.id, target=f"notary:{notary_id}", details=details)
    return _notary_admin(session, locked)


# Absences


def _absence(absence: NotaryAbsence) -> AbsencePublic:
    return AbsencePublic(id=absence.id or 0, kind=absence.kind, dateFrom=absence.date_from, dateTo=absence.date_to)


def _absence_snapshot(absence: NotaryAbsence) -> dict[str, Any]:
    return _absence(absence).model_dump(mode="json")


def absences(session: Session, notary_id: int) -> list[AbsencePublic]:
    if session.get(Notary, notary_id) is None:
        raise NotFound("error_notary_not_found")
    statement = select(NotaryAbsence).where(NotaryAbsence.notary_id == notary_id)
    return [_absence(absence) for absence in session.exec(statement.order_by(col(NotaryAbsence.date_from)))]


def add_absence(session: Session, admin: User, notary_id: int, absence_in: AbsenceIn) -> AbsencePublic:
    """No two absences of a notary overlap: the notary's row is locked, so two overlapping additions never both pass."""
    _locked(session, Notary, notary_id)
    overlapping = select(NotaryAbsence.id).where(
        NotaryAbsence.notary_id == notary_id,
        NotaryAbsence.date_from <= absence_in.dateTo,
        NotaryAbsence.date_to >= absence_in.dateFrom,
    )
    if session.exec(overlapping).first() is not None:
        raise BadRequest("error_absence_overlap")
    added = NotaryAbsence(
        notary_id=notary_id, kind=absence_in.kind, date_from=absence_in.dateFrom, date_to=absence_in.dateTo
    )
    session.add(added)
    session.flush()
    details = {"after": _absence_snapshot(added)}
    audit.record(session, "notary_absence_added", actor_user_id=admin.id, target=f"notary:{notary_id}", details=details)
    return _absence(added)


def remove_absence(session: Session, admin: User, notary_id: int, absence_id: int) -> None:
    _locked(session, Notary, notary_id)
    found = session.get(NotaryAbsence, absence_id)
    if found is None or found.notary_id != notary_id:
        raise NotFound("error_absence_not_found")
    details = {"before": _absence_snapshot(found)}
    session.delete(found)
    session.flush()
    audit.record(
        session, "notary_absence_removed", actor_user_id=admin.id, target=f"notary:{notary_id}", details=details
    )
