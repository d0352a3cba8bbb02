"""Read queries over registered acts that the public checks need; each uses an index of the notarial_act tables."""

from datetime import date

from sqlmodel import Session, select

from notary.models import NotarialAct, NotarialActLink, NotarialActParty

PROXY_TYPES = (101, 105, 11651)  # vehicle, property and general powers of attorney


def proxies_by_registry(session: Session, regnum: str, regdate: date) -> list[NotarialAct]:
    statement = select(NotarialAct).where(
        NotarialAct.regnum == regnum, NotarialAct.regdate == regdate, NotarialAct.act_type_id.in_(PROXY_TYPES)
    )
    return list(session.exec(statement.order_by(NotarialAct.id)))


def act_by_registry(session: Session, regnum: str, regdate: date, office_id: int) -> NotarialAct | None:
    statement = select(NotarialAct).where(
        NotarialAct.office_id == office_id, NotarialAct.regnum == regnum, NotarialAct.regdate == regdate
    )
    return session.exec(statement).first()


def parties(session: Session, act_ids: list[int]) -> dict[int, list[NotarialActParty]]:
    by_act: dict[int, list[NotarialActParty]] = {act_id: [] for act_id in act_ids}
    statement = select(NotarialActParty).where(NotarialActParty.act_id.in_(act_ids)).order_by(NotarialActParty.id)
    for party in session.exec(statement):
        by_act[party.act_id].append(party)
    return by_act


def linked_acts(session: Session, act_id: int) -> list[tuple[str, NotarialAct]]:
    """Acts linked to this one either way, with the relation as seen from this act ("cancelled_by" when another
    act cancels this one)."""
    outgoing = select(NotarialActLink.relation, NotarialAct).join(
        NotarialAct, NotarialAct.id == NotarialActLink.linked_act_id
    )
    incoming = select(NotarialActLink.relation, NotarialAct).join(NotarialAct, NotarialAct.id == NotarialActLink.act_id)
    found = [(relation, act) for relation, act in session.exec(outgoing.where(NotarialActLink.act_id == act_id))]
    found += [
        (f"{relation}_by", act)
        for relation, act in session.exec(incoming.where(NotarialActLink.linked_act_id == act_id))
    ]
    return sorted(found, key=lambda pair: (pair[1].regdate, pair[1].id))
