"""My notarial acts: the acts the caller is a party to or the notary of, on two tabs, with the list's filters."""

from datetime import UTC, date, datetime, time, timedelta

from sqlalchemy import and_, exists, func, or_
from sqlalchemy.orm import aliased
from sqlalchemy.sql.elements import ColumnElement
from sqlmodel import Session, col, select

from notary.acts import workflow
from notary.acts.schemas import ActFilters, ActListItem, ActPage, ActTab, Desk, NotifyItem, StepCount
from notary.core import clock
from notary.core.clock import TASHKENT
from notary.core.errors import Forbidden
from notary.kit.language import localised
from notary.models import ActState, ActType, NotarialAct, NotarialActParty, Notary, NotaryOffice, User
from notary.notaries import service as notaries

REGISTRATION_SYSTEM = 1  # `regsystemid`: acts made in this service (the only system so far)


def my_acts(session: Session, user: User, filters: ActFilters) -> ActPage:
    conditions = [_mine(session, user), col(NotarialAct.state) != ActState.deleted, *_filtered(filters)]
    if filters.tab == ActTab.awaiting_me:
        conditions.append(_awaiting(user))
    total = session.exec(select(func.count()).select_from(NotarialAct).where(*conditions)).one()
    items = _items(session, conditions, (filters.page - 1) * filters.size, filters.size)
    return ActPage(items=items, total=total, page=filters.page, size=filters.size)


def desk(session: Session, user: User, step: int | None, size: int) -> Desk:
    """The notary's desk: every act of theirs on its way, by step; 403 for someone who is not a notary."""
    notary = notaries.notary_of_user(session, user)
    if notary is None:
        raise Forbidden("error_forbidden")
    conditions = [col(NotarialAct.notary_id) == notary.id, col(NotarialAct.state).in_(workflow.MOVING_STATES)]
    by_step = select(NotarialAct.step, func.count()).where(*conditions).group_by(col(NotarialAct.step))
    counts = dict(session.exec(by_step).all())
    steps = [
        StepCount(step=number, count=counts.get(number, 0), notaryDecides=number in workflow.NOTARY_DECIDES)
        for number in range(1, 9)
    ]
    if step is not None:
        conditions.append(col(NotarialAct.step) == step)
    return Desk(steps=steps, items=_items(session, conditions, 0, size))


def _items(session: Session, conditions: list[ColumnElement[bool]], offset: int, size: int) -> list[ActListItem]:
    statement = (
        select(NotarialAct, ActType, Notary, NotaryOffice)
        .join(ActType, col(ActType.id) == NotarialAct.act_type_id)
        .join(Notary, col(Notary.id) == NotarialAct.notary_id)
        .join(NotaryOffice, col(NotaryOffice.id) == NotarialAct.office_id)
        .where(*conditions)
        .order_by(col(NotarialAct.created_at).desc(), col(NotarialAct.id).desc())
        .offset(offset)
        .limit(size)
    )
    return [_item(*row) for row in session.exec(statement)]


def _mine(session: Session, user: User) -> ColumnElement[bool]:
    # One IN over a UNION, not an OR of two conditions: each branch then uses its own index.
    mine = select(NotarialActParty.act_id).where(NotarialActParty.pin == user.pin)
    notary = notaries.notary_of_user(session, user)
    if notary is not None:
        return col(NotarialAct.id).in_(mine.union(select(NotarialAct.id).where(NotarialAct.notary_id == notary.id)))
    return col(NotarialAct.id).in_(mine)


def _awaiting(user: User) -> ColumnElement[bool]:
    """The applicant's acts at a step that waits for the applicant, and invitations the caller has not answered: one
    EXISTS on the caller's own party row (an OR of two IN-subqueries makes PostgreSQL scan every act)."""
    party = aliased(NotarialActParty)
    waits = or_(
        and_(col(party.applicant).is_(True), col(NotarialAct.step).in_(workflow.APPLICANT_DECIDES)),
        and_(col(party.applicant).is_(False), col(party.status).is_(None), col(NotarialAct.step) == 1),
    )
    own = exists().where(col(party.act_id) == NotarialAct.id, col(party.pin) == user.pin, waits)
    return and_(col(NotarialAct.state).in_(workflow.MOVING_STATES), own)


def _filtered(filters: ActFilters) -> list[ColumnElement[bool]]:
    equal = {
        NotarialAct.state: filters.state,
        NotarialAct.regnum: filters.regnum,
        NotarialAct.act_type_id: filters.type,
        NotarialAct.office_id: filters.office,
        NotarialAct.notary_id: filters.notary,
        NotarialAct.step: filters.step,
    }
    conditions = [col(column) == value for column, value in equal.items() if value is not None]
    return conditions + _dated(filters.date_from, filters.date_to)


def _dated(first: date | None, last: date | None) -> list[ColumnElement[bool]]:
    """The dates are a registered act's registry date, and the creation date of the others."""
    regdate, created = col(NotarialAct.regdate), col(NotarialAct.created_at)
    conditions = []
    if first is not None:
        since = datetime.combine(first, time(), UTC)
        conditions.append(or_(and_(regdate.is_not(None), regdate >= first), and_(regdate.is_(None), created >= since)))
    if last is not None:
        until = datetime.combine(last + timedelta(days=1), time(), UTC)
        conditions.append(or_(and_(regdate.is_not(None), regdate <= last), and_(regdate.is_(None), created < until)))
    return conditions


def _item(act: NotarialAct, act_type: ActType, notary: Notary, office: NotaryOffice) -> ActListItem:
    assert act.id is not None
    return ActListItem(
        uuid=act.uuid,
        rid=act.id,
        type=act.act_type_id,
        typeName=localised(act_type, "name"),
        step=act.step,
        state=act.state,
        registration_type=act.registration_type,
        regnum=act.regnum,
        regdate=act.regdate,
        notary=notaries.notary_fullname(notary),
        office=localised(office, "name"),
        createdAt=act.created_at,
    )


def upcoming(session: Session, user: User) -> list[NotifyItem]:
    """The caller's acts with a visit or video conference still ahead, soonest first (the notify-warning dialog)."""
    as_party = select(NotarialActParty.act_id).where(NotarialActParty.pin == user.pin)
    statement = (
        select(NotarialAct, ActType)
        .join(ActType, col(ActType.id) == NotarialAct.act_type_id)
        .where(
            col(NotarialAct.id).in_(as_party),
            col(NotarialAct.state).in_(workflow.MOVING_STATES),
            col(NotarialAct.visit_at) >= clock.now(),
        )
        .order_by(col(NotarialAct.visit_at))
    )
    return [_notify_item(act, act_type) for act, act_type in session.exec(statement)]


def _notify_item(act: NotarialAct, act_type: ActType) -> NotifyItem:
    assert act.id is not None and act.visit_at is not None
    local = act.visit_at.astimezone(TASHKENT)
    return NotifyItem(
        na=localised(act_type, "name"),
        regtypeid=act.registration_type,
        regsystemid=REGISTRATION_SYSTEM,
        rid=act.id,
        uuid=act.uuid,
        visitdate=local.date(),
        visittime=local.strftime("%H:%M"),
    )
