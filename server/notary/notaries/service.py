"""The notary directory: the list with search, filters and the three sortings; details; offices; reviews."""

from sqlalchemy import func
from sqlmodel import Session, col, select

from notary.audit import service as audit
from notary.auth.roles import Role, roles_of
from notary.core import clock
from notary.core.errors import BadRequest, NotFound
from notary.kit.language import content_language, in_script, localised
from notary.kit.search import search_key
from notary.models import District, LicenceStatus, Notary, NotaryOffice, NotaryReview, NotaryState, Region, User
from notary.models._base import utcnow
from notary.notaries.schemas import (
    NotaryDetail,
    NotaryListItem,
    NotaryPage,
    NotarySort,
    OfficeListItem,
    OfficePlace,
    ReviewIn,
    ReviewPage,
    ReviewPublic,
    WorkingDay,
)
from notary.notaries.states import receives, states_today

REVIEWS_ON_DETAIL = 10


def notary_fullname(notary: Notary) -> str:
    """Latin in oz, Cyrillic otherwise (uz, and ru readers)."""
    if content_language() == "oz":
        return " ".join(part for part in (notary.surname, notary.name, notary.patronymic) if part)
    return notary.fullname_uz


def _place(office: NotaryOffice, region: Region, district: District) -> OfficePlace:
    language = content_language()
    return OfficePlace(
        id=office.id or 0,
        name=localised(office, "name", language),
        address=in_script(office.address, language=language),
        phone=office.phone,
        latitude=office.latitude,
        longitude=office.longitude,
        regionId=region.id,
        region=localised(region, "name", language),
        districtId=district.id,
        district=localised(district, "name", language),
    )


def _item(notary: Notary, place: OfficePlace, state: NotaryState) -> NotaryListItem:
    return NotaryListItem(
        id=notary.id or 0,
        fullname=notary_fullname(notary),
        licenceNumber=notary.licence_number,
        licenceStatus=notary.licence_status,
        state=state,
        online=notary.online,
        ministryRating=notary.ministry_rating,
        clientRating=notary.client_rating,
        reviewCount=notary.review_count,
        office=place,
    )


def _alphabet(session: Session) -> list:
    """Code-point order, the same on every database: PostgreSQL's locale collations skip apostrophes and would put
    To'xtayev after Tojiyev."""
    columns = [Notary.surname, Notary.name, Notary.patronymic]
    if content_language() != "oz":
        columns = [Notary.fullname_uz]
    if session.get_bind().dialect.name == "postgresql":
        return [col(column).collate("C") for column in columns] + [col(Notary.id)]
    return [col(column) for column in columns] + [col(Notary.id)]


def _order(session: Session, sort: NotarySort) -> list:
    alphabet = _alphabet(session)
    if sort is NotarySort.ministry_rating:
        return [col(Notary.ministry_rating).desc(), *alphabet]
    if sort is NotarySort.client_rating:
        # Notaries without reviews last; among equal ratings, the better-attested first.
        rating = col(Notary.client_rating)
        return [rating.is_(None), rating.desc(), col(Notary.review_count).desc(), *alphabet]
    return alphabet


def list_notaries(
    session: Session,
    query: str | None,
    region_id: int | None,
    district_id: int | None,
    sort: NotarySort,
    page: int,
    size: int,
) -> NotaryPage:
    statement = (
        select(Notary, NotaryOffice, Region, District)
        .join(NotaryOffice, col(NotaryOffice.id) == Notary.office_id)
        .join(Region, col(Region.id) == NotaryOffice.region_id)
        .join(District, col(District.id) == NotaryOffice.district_id)
    )
    if region_id is not None:
        statement = statement.where(NotaryOffice.region_id == region_id)
    if district_id is not None:
        statement = statement.where(NotaryOffice.district_id == district_id)
    for word in search_key(query or "").split():
        statement = statement.where(col(Notary.search_key).contains(word, autoescape=True))
    total = session.exec(select(func.count()).select_from(statement.subquery())).one()
    rows = session.exec(statement.order_by(*_order(session, sort)).offset((page - 1) * size).limit(size)).all()
    states = states_today(session, (notary for notary, *_ in rows))
    items = [
        _item(notary, _place(office, region, district), states[notary.id or 0])
        for notary, office, region, district in rows
    ]
    return NotaryPage(total=total, page=page, size=size, items=items)


def list_key(
    query: str | None, region_id: int | None, district_id: int | None, sort: NotarySort, page: int, size: int
) -> tuple[object, ...]:
    """What a list page depends on: the query, and the reader's content language and today's date (the states)."""
    words = tuple(search_key(query or "").split())
    return (content_language(), clock.today(), words, region_id, district_id, sort, page, size)


def list_notaries_json(
    session: Session,
    query: str | None,
    region_id: int | None,
    district_id: int | None,
    sort: NotarySort,
    page: int,
    size: int,
) -> bytes:
    return list_notaries(session, query, region_id, district_id, sort, page, size).model_dump_json().encode()


def _notary(session: Session, notary_id: int) -> Notary:
    notary = session.get(Notary, notary_id)
    if notary is None:
        raise NotFound("error_notary_not_found")
    return notary


def _office_place(session: Session, office_id: int) -> OfficePlace:
    office = session.get(NotaryOffice, office_id)
    if office is None:
        raise NotFound("error_notary_not_found")
    region, district = session.get(Region, office.region_id), session.get(District, office.district_id)
    assert region is not None and district is not None  # foreign keys
    return _place(office, region, district)


def notary_detail(session: Session, notary_id: int) -> NotaryDetail:
    notary = _notary(session, notary_id)
    item = _item(notary, _office_place(session, notary.office_id), states_today(session, [notary])[notary_id])
    return NotaryDetail(
        **item.model_dump(),
        licenceDate=notary.licence_date,
        phone=notary.phone,
        timetable=[WorkingDay.model_validate(day) for day in notary.timetable],
        reviews=reviews(session, notary_id, 1, REVIEWS_ON_DETAIL),
    )


def list_offices(session: Session, region_id: int | None, district_id: int | None) -> list[OfficeListItem]:
    statement = select(NotaryOffice).order_by(col(NotaryOffice.district_id), col(NotaryOffice.id))
    if region_id is not None:
        statement = statement.where(NotaryOffice.region_id == region_id)
    if district_id is not None:
        statement = statement.where(NotaryOffice.district_id == district_id)
    language = content_language()
    return [
        OfficeListItem(
            id=office.id or 0,
            name=localised(office, "name", language),
            address=in_script(office.address, language=language),
            regionId=office.region_id,
            districtId=office.district_id,
        )
        for office in session.exec(statement)
    ]


def _author(user: User | None) -> str:
    if user is None:
        return ""
    return " ".join(f"{part[0].upper()}." for part in (user.name, user.surname) if part)


def _review(review: NotaryReview, author: User | None) -> ReviewPublic:
    return ReviewPublic(
        id=review.id or 0,
        author=_author(author),
        rating=review.rating,
        text=review.text,
        createdAt=review.created_at,
        updatedAt=review.updated_at,
    )


def reviews(session: Session, notary_id: int, page: int, size: int) -> ReviewPage:
    _notary(session, notary_id)
    where = NotaryReview.notary_id == notary_id
    total = session.exec(select(func.count()).select_from(NotaryReview).where(where)).one()
    statement = (
        select(NotaryReview, User)
        .join(User, col(User.id) == NotaryReview.user_id)
        .where(where)
        .order_by(col(NotaryReview.updated_at).desc(), col(NotaryReview.id).desc())
        .offset((page - 1) * size)
        .limit(size)
    )
    return ReviewPage(total=total, items=[_review(review, user) for review, user in session.exec(statement)])


def _own_review(session: Session, notary_id: int, user: User) -> NotaryReview | None:
    statement = select(NotaryReview).where(NotaryReview.notary_id == notary_id, NotaryReview.user_id == user.id)
    return session.exec(statement).first()


def my_review(session: Session, notary_id: int, user: User) -> ReviewPublic:
    _notary(session, notary_id)
    review = _own_review(session, notary_id, user)
    if review is None:
        raise NotFound("error_review_not_found")
    return _review(review, user)


def _recompute_client_rating(session: Session, notary: Notary) -> None:
    where = NotaryReview.notary_id == notary.id
    mean, count = session.exec(select(func.avg(NotaryReview.rating), func.count()).where(where)).one()
    notary.client_rating = None if not count else round(float(mean), 2)
    notary.review_count = count
    session.add(notary)


def save_my_review(session: Session, notary_id: int, user: User, review_in: ReviewIn) -> ReviewPublic:
    """One review per citizen and notary: the first call writes it, later calls edit it."""
    notary = _notary(session, notary_id)
    if notary.pin == user.pin:
        # A refused input, not a forbidden page: the notary stays on the page and reads why.
        raise BadRequest("error_review_own")
    review = _own_review(session, notary_id, user)
    action = "review_updated" if review else "review_created"
    review = review or NotaryReview(notary_id=notary_id, user_id=user.id or 0, rating=review_in.rating or 0)
    review.sqlmodel_update({"rating": review_in.rating, "text": review_in.text.strip(), "updated_at": utcnow()})
    session.add(review)
    session.flush()
    _recompute_client_rating(session, notary)
    session.flush()
    details = {"notary_id": notary_id, "rating": review.rating}
    audit.record(session, action, actor_user_id=user.id, target=str(notary_id), details=details)
    return _review(review, user)


def receiving_notaries(session: Session, region_id: int | None) -> list[Notary]:
    """Notaries who receive citizens today (licence active, at work, not absent), in the region when one is given."""
    statement = (
        select(Notary)
        .join(NotaryOffice, col(NotaryOffice.id) == Notary.office_id)
        .where(Notary.licence_status == LicenceStatus.active, Notary.state == NotaryState.working)
    )
    if region_id is not None:
        statement = statement.where(NotaryOffice.region_id == region_id)
    candidates = session.exec(statement.order_by(col(Notary.id))).all()
    states = states_today(session, candidates)
    return [notary for notary in candidates if receives(notary, states[notary.id or 0])]


def receiving_notary(session: Session, notary_id: int) -> Notary:
    """The notary a citizen chose by hand, who must receive citizens today."""
    notary = session.get(Notary, notary_id)
    if notary is None or not receives(notary, states_today(session, [notary])[notary_id]):
        raise BadRequest("error_notary_not_receiving")
    return notary


def bookable_notary(session: Session, notary_id: int) -> Notary:
    """A notary whose time a citizen books: an active licence and at work. An absence closes only its own days (the
    queue's plan), so a notary on vacation today can be booked for the days after it."""
    notary = session.get(Notary, notary_id)
    if notary is None or not receives(notary, notary.state):
        raise BadRequest("error_notary_not_receiving")
    return notary


def office_of(session: Session, notary: Notary) -> NotaryOffice:
    office = session.get(NotaryOffice, notary.office_id)
    if office is None:
        raise NotFound("error_notary_not_found")
    return office


def notary_record_of(session: Session, user: User) -> Notary | None:
    """The directory's record of the person as a notary, held or not the role (what an administrator links)."""
    return session.exec(select(Notary).where(Notary.pin == user.pin)).first()


def notary_of_user(session: Session, user: User) -> Notary | None:
    """The notary the logged-in person acts as: their record, only while they hold the notary role (revoking it ends
    their notary's rights on the next request)."""
    return notary_record_of(session, user) if Role.notary in roles_of(session, user) else None
