"""The public registry checks: a power of attorney, a notarial act, an inheritance case, and one's own bans. Each
answers what the check needs and nothing more (no pins, no addresses of people, parties by initials)."""

from datetime import date
from typing import Any

from sqlmodel import Session, col, select

from notary.acts import service as act_registry
from notary.audit import service as audit
from notary.core.errors import NotFound
from notary.core.i18n import translate
from notary.kit.language import in_script, localised
from notary.kit.search import search_key
from notary.models import (
    ActState,
    ActType,
    InheritanceCase,
    NotarialAct,
    NotarialActParty,
    Notary,
    NotaryOffice,
    PartyRole,
    User,
)
from notary.notaries.service import notary_fullname
from notary.registries.schemas import (
    ActCheck,
    BanCheck,
    BanPublic,
    DateSpan,
    InheritanceCasePublic,
    InheritanceSearch,
    LinkedAct,
    Named,
    OfficePublic,
    ProxyCheck,
    ProxyRecord,
)
from notary.state_systems.bans_registry import BansRegistry


def initials(party: NotarialActParty) -> str:
    """'Karimova Dilnoza Rustamovna' → 'K. D. R.': enough to match a paper in hand, not to identify a stranger."""
    return " ".join(f"{part[0].upper()}." for part in (party.surname, party.name, party.patronymic) if part)


def public_state(state: ActState) -> str:
    """The registry's word for a state, as the public checks show it: a registered act is "active" until another act
    cancels it."""
    return "active" if state == ActState.registered else state


def _registry_entry(act: NotarialAct) -> dict[str, Any]:
    """The registry number and date of an act from the registry's read model, which has both by definition."""
    assert act.regnum is not None and act.regdate is not None
    return {"regnum": act.regnum, "regdate": act.regdate}


def _act_type(session: Session, act_type_id: int) -> Named:
    act_type = session.get(ActType, act_type_id)
    return Named(id=act_type_id, name=localised(act_type, "name") if act_type else "")


def _office(session: Session, office_id: int) -> OfficePublic:
    office = session.get(NotaryOffice, office_id)
    if office is None:
        raise NotFound("error_registered_act_not_found")
    name = localised(office, "name")
    return OfficePublic(id=office_id, name=name, address=in_script(office.address), phone=office.phone)


def _notary_name(session: Session, notary_id: int) -> str:
    notary = session.get(Notary, notary_id)
    return notary_fullname(notary) if notary else ""


def _proxy(session: Session, act: NotarialAct, parties: list[NotarialActParty], today: date) -> ProxyRecord:
    return ProxyRecord(
        **_registry_entry(act),
        actType=_act_type(session, act.act_type_id),
        state=public_state(act.state),
        termto=act.termto,
        valid=act.state == ActState.registered and (act.termto is None or act.termto >= today),
        notary=_notary_name(session, act.notary_id),
        office=_office(session, act.office_id),
        principal=[initials(party) for party in parties if party.role == PartyRole.principal],
        attorney=[initials(party) for party in parties if party.role == PartyRole.attorney],
    )


def check_proxy(session: Session, regnum: str, regdate: date) -> ProxyCheck:
    acts = act_registry.proxies_by_registry(session, regnum, regdate)
    if not acts:
        raise NotFound("error_proxy_not_found")
    parties = act_registry.parties(session, [act.id for act in acts if act.id is not None])
    today = date.today()
    return ProxyCheck(items=[_proxy(session, act, parties[act.id or 0], today) for act in acts])


def check_act(session: Session, regnum: str, regdate: date, office_id: int) -> ActCheck:
    act = act_registry.act_by_registry(session, regnum, regdate, office_id)
    if act is None or act.id is None:
        raise NotFound("error_registered_act_not_found")
    linked = [
        LinkedAct(
            relation=relation,
            **_registry_entry(other),
            actType=_act_type(session, other.act_type_id),
            state=public_state(other.state),
        )
        for relation, other in act_registry.linked_acts(session, act.id)
    ]
    return ActCheck(
        **_registry_entry(act),
        actType=_act_type(session, act.act_type_id),
        state=public_state(act.state),
        notary=_notary_name(session, act.notary_id),
        office=_office(session, act.office_id),
        linkedActs=linked,
    )


def search_inheritance(
    session: Session, surname: str, name: str, patronymic: str | None, death_dates: DateSpan
) -> InheritanceSearch:
    """Names arrive as search keys (see schemas.PersonName); the patronymic narrows when given. An incomplete death
    date is its span of days, which the index on (death_date, surname key) serves as a range."""
    statement = select(InheritanceCase).where(
        col(InheritanceCase.death_date).between(death_dates.first, death_dates.last),
        InheritanceCase.deceased_surname_key == surname,
        InheritanceCase.deceased_name_key == name,
    )
    cases = [
        case
        for case in session.exec(statement.order_by(col(InheritanceCase.death_date), col(InheritanceCase.opened_on)))
        if patronymic is None or search_key(case.deceased_patronymic) == patronymic
    ]
    if not cases:
        raise NotFound("error_inheritance_case_not_found")
    return InheritanceSearch(
        items=[
            InheritanceCasePublic(
                caseNumber=case.case_number,
                deceased=" ".join(
                    p for p in (case.deceased_surname, case.deceased_name, case.deceased_patronymic) if p
                ),
                deathDate=case.death_date,
                openedOn=case.opened_on,
                state=case.state,
                notary=_notary_name(session, case.notary_id),
                office=_office(session, case.office_id),
            )
            for case in cases
        ]
    )


def check_own_bans(session: Session, registry: BansRegistry, user: User) -> BanCheck:
    """The logged-in citizen's own property only: the pin comes from the session, never from the request."""
    bans = registry.bans_of_owner(user.pin)
    audit.record(session, "bans_checked", actor_user_id=user.id, target=user.pin, details={"found": len(bans)})
    return BanCheck(
        message=translate("message_bans_found" if bans else "message_no_bans_found", count=len(bans)),
        items=[
            BanPublic(
                id=ban.id,
                state=ban.state,
                startDate=ban.start_date,
                docDate=ban.doc_date,
                number=ban.doc_number,
                type=ban.ban_type,
                official=ban.official,
                organisation=ban.organisation,
                propertyKind=ban.property_kind,
                propertyRef=ban.property_ref,
            )
            for ban in bans
        ],
    )
