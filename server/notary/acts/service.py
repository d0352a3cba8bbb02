"""What other domains may read of notarial acts. Every reader of the registry (the public checks, statistics) starts
from `registered_acts()`, the one statement of acts that have a registry number: an act being prepared, or one that
never got registered, must never be found by a public check or counted by a statistic."""

from datetime import date

from sqlalchemy import func
from sqlalchemy.orm import aliased
from sqlmodel import Session, col, select
from sqlmodel.sql.expression import SelectOfScalar

from notary.models import ActState, NotarialAct, NotarialActLink, NotarialActParty

# A registered act stays in the registry when it is later cancelled: the checks must say so.
REGISTRY_STATES = (ActState.registered, ActState.cancelled)
PROXY_TYPES = (101, 105, 11651)  # vehicle, property and general powers of attorney


def registered_acts() -> SelectOfScalar[NotarialAct]:
    return select(NotarialAct).where(col(NotarialAct.state).in_(REGISTRY_STATES))


def proxies_by_registry(session: Session, regnum: str, regdate: date) -> list[NotarialAct]:
    statement = registered_acts().where(
        NotarialAct.regnum == regnum, NotarialAct.regdate == regdate, col(NotarialAct.act_type_id).in_(PROXY_TYPES)
    )
    return list(session.exec(statement.order_by(col(NotarialAct.id))))


def act_by_registry(session: Session, regnum: str, regdate: date, office_id: int) -> NotarialAct | None:
    statement = registered_acts().where(
        NotarialAct.office_id == office_id, NotarialAct.regnum == regnum, NotarialAct.regdate == regdate
    )
    return session.exec(statement).first()


def parties(session: Session, act_ids: list[int]) -> dict[int, list[NotarialActParty]]:
    by_act: dict[int, list[NotarialActParty]] = {act_id: [] for act_id in act_ids}
    statement = (
        select(NotarialActParty).where(col(NotarialActParty.act_id).in_(act_ids)).order_by(col(NotarialActParty.id))
    )
    for party in session.exec(statement):
        by_act[party.act_id].append(party)
    return by_act


def linked_acts(session: Session, act_id: int) -> list[tuple[str, NotarialAct]]:
    """Acts linked to this one either way, with the relation as seen from this act ("cancelled_by" when another
    act cancels this one)."""
    registered = registered_acts().subquery()
    linked = aliased(NotarialAct, registered)
    outgoing = select(NotarialActLink.relation, linked).join(linked, col(linked.id) == NotarialActLink.linked_act_id)
    incoming = select(NotarialActLink.relation, linked).join(linked, col(linked.id) == NotarialActLink.act_id)
    found = [(relation, act) for relation, act in session.exec(outgoing.where(NotarialActLink.act_id == act_id))]
    found += [
        (f"{relation}_by", act)
        for relation, act in session.exec(incoming.where(NotarialActLink.linked_act_id == act_id))
    ]
    return sorted(found, key=lambda pair: (pair[1].regdate, pair[1].id))


def act_by_id(session: Session, act_id: int) -> NotarialAct | None:
    """A registered act by its id (the journal names acts by id); None for an act not in the registry."""
    return session.exec(registered_acts().where(NotarialAct.id == act_id)).first()


def acts_count_of(session: Session, pin: str) -> int:
    """The acts a person is a party to (as the applicant too), deleted drafts left out: the administrator's count."""
    statement = (
        select(func.count(func.distinct(NotarialActParty.act_id)))
        .join(NotarialAct, col(NotarialAct.id) == NotarialActParty.act_id)
        .where(NotarialActParty.pin == pin, NotarialAct.state != ActState.deleted)
    )
    return session.exec(statement).one()
