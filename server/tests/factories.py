"""Typed factories of server test data, so a test says what it needs instead of leaning on the sandbox's demo people.
Each builds valid rows with defaults, flushes them, and returns the row; keyword arguments override any column."""

import itertools
from datetime import date, timedelta
from typing import Any

from sqlmodel import Session

from notary.auth.roles import Role
from notary.core import clock
from notary.models import (
    ActState,
    Invitation,
    Invoice,
    InvoicePurpose,
    InvoiceState,
    LicenceStatus,
    NotarialAct,
    NotarialActParty,
    Notary,
    NotaryOffice,
    NotaryState,
    PartyRole,
    PartyStatus,
    PaymeTransaction,
    RoleAssignment,
    User,
)

TASHKENT_CITY, YUNUSOBOD = 1726, 1726266
_sequence = itertools.count(1)


def _pin() -> str:
    return f"9{next(_sequence):013d}"


def create_user(session: Session, roles: tuple[Role, ...] = (), **values: Any) -> User:
    number = next(_sequence)
    user = User(
        **{
            "pin": _pin(),
            "passserial": "ZZ",
            "passnum": f"{number:07d}",
            "name": "Test",
            "surname": f"Person{number}",
            "patronymic": "Testovich",
            "gender": 1,
            "birthdate": date(1980, 1, 1),
            "termsofuse": 1,
            "personal_data_consent": True,  # given with the public offer
            "personal_data_consent_at": clock.now(),
            **values,
        }
    )
    session.add(user)
    session.add_all(RoleAssignment(pin=user.pin, role=role) for role in roles)
    session.flush()
    return user


def create_office(session: Session, **values: Any) -> NotaryOffice:
    number = next(_sequence)
    office = NotaryOffice(
        **{
            "name_oz": f"Sinov {number}-notarial idorasi",
            "name_uz": f"Синов {number}-нотариал идораси",
            "name_ru": f"Тестовая нотариальная контора № {number}",
            "region_id": TASHKENT_CITY,
            "district_id": YUNUSOBOD,
            "address": f"Toshkent sh., Sinov ko'chasi, {number}-uy",
            "latitude": 41.36,
            "longitude": 69.28,
            **values,
        }
    )
    session.add(office)
    session.flush()
    return office


def create_notary(
    session: Session, office: NotaryOffice | None = None, *, with_role: bool = True, **values: Any
) -> Notary:
    office = office or create_office(session)
    number = next(_sequence)
    notary = Notary(
        **{
            "pin": _pin(),
            "surname": f"Notarius{number}",
            "name": "Test",
            "fullname_uz": f"Нотариус{number} Тест",
            "search_key": f"notarius{number} test",
            "licence_number": f"T{number:05d}",
            "licence_date": date(2010, 1, 1),
            "licence_status": LicenceStatus.active,
            "state": NotaryState.working,
            "online": True,
            "office_id": office.id,
            "ministry_rating": 4.5,
            **values,
        }
    )
    session.add(notary)
    if with_role:  # a notary acts as one while holding the role (notaries.service.notary_of_user)
        session.merge(RoleAssignment(pin=notary.pin, role=Role.notary))
    session.flush()
    return notary


REGISTRY_STATES = (ActState.registered, ActState.cancelled)
# A general power of attorney's terms (the factory's act type): complete, as its flow needs before the notary.
GENERAL_POWER = {"power": {"term_from": "2025-06-10", "term_to": "2027-06-10", "grants": [{"right": "represent"}]}}


def create_act(
    session: Session,
    *,
    state: ActState = ActState.registered,
    step: int | None = None,
    applicant: User | None = None,
    parties: dict[PartyRole, User] | None = None,
    notary: Notary | None = None,
    **values: Any,
) -> NotarialAct:
    """An act in the given state (registered by default) and step (9 when registered, else 1), with its applicant and
    its other parties by role, every party having accepted."""
    notary = notary or create_notary(session)
    office = session.get(NotaryOffice, notary.office_id)
    assert office is not None
    registered = state in REGISTRY_STATES
    step = step or (9 if registered else 1)
    act = NotarialAct(
        **{
            "regnum": f"T{next(_sequence):06d}" if registered else None,
            "regdate": date(2025, 6, 10) if registered else None,
            "act_type_id": 11651,
            "terms": GENERAL_POWER if values.get("act_type_id", 11651) == 11651 else {},
            "notary_id": notary.id,
            "office_id": office.id,
            "region_id": office.region_id,
            "state": state,
            "step": step,
            "sent": step > 1 or state != ActState.draft,
            **values,
        }
    )
    session.add(act)
    session.flush()
    people = [(PartyRole.applicant, applicant, True)] if applicant else []
    people += [(role, person, False) for role, person in (parties or {}).items()]
    for role, person, is_applicant in people:
        party = NotarialActParty(
            act_id=act.id,
            role=role,
            pin=person.pin,
            surname=person.surname,
            name=person.name,
            patronymic=person.patronymic,
            phone=person.phone,
            applicant=is_applicant,
            status=PartyStatus.accepted,
        )
        session.add(party)
        session.flush()
        if not is_applicant:
            session.add(Invitation(party_id=party.id, expires_at=clock.now() + timedelta(days=3)))
    session.flush()
    return act


def create_invoice(
    session: Session,
    act: NotarialAct,
    *,
    purpose: InvoicePurpose = InvoicePurpose.state_duty,
    amount: int = 41_200_00,
    state: InvoiceState = InvoiceState.unpaid,
) -> Invoice:
    """An invoice of the act, in tiyin; a paid one with the performed transaction the gateway would have left."""
    assert act.id is not None
    paid_at = clock.now() if state == InvoiceState.paid else None
    invoice = Invoice(
        act_id=act.id, act_uuid=act.uuid, purpose=purpose, amount=amount, proposed=amount, state=state, paid_at=paid_at
    )
    session.add(invoice)
    session.flush()
    if paid_at is not None:
        at = int(paid_at.timestamp() * 1000)
        performed = PaymeTransaction(
            payme_id=f"test-{next(_sequence)}",
            invoice_id=invoice.id,
            amount=amount,
            state=2,
            payme_time=at,
            create_time=at,
            perform_time=at,
        )
        session.add(performed)
        session.flush()
    return invoice
