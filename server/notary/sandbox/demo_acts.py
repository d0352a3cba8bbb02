"""Sandbox only: a general power of attorney registered by video, at the registration step with its invoice paid and
its visit a few minutes ahead, for the video conference's demos and browser tests (`notary dev-video-act`): the
steps before it have their own tests, and walking them in a browser would take minutes every time."""

from datetime import timedelta

from sqlmodel import Session, select

from notary.acts import visits
from notary.core import clock
from notary.identity import users
from notary.models import (
    ActState,
    Invoice,
    InvoicePurpose,
    InvoiceState,
    NotarialAct,
    NotarialActParty,
    Notary,
    NotaryOffice,
    Participation,
    PartyRole,
    PartyStatus,
    PaymeTransaction,
    RegistrationType,
    User,
)
from notary.state_systems.population_registry import SandboxPopulationRegistry

POWER = {"power": {"term_from": "2026-12-07", "term_to": "2027-12-07", "grants": [{"right": "represent"}]}}
DUTY = 41_200_00  # tiyin


def _user(session: Session, passport: str) -> User:
    person = SandboxPopulationRegistry(session).find_by_passport(passport[:2], passport[2:])
    if person is None:
        raise SystemExit(f"no sandbox person with the passport {passport}")
    return users.sync_from_registry(session, person)


def video_visit(session: Session, applicant: str, notary: str, attorney: str, minutes_ahead: float) -> NotarialAct:
    """The act, its parties (both by video), its paid invoice; its visit watched as a set visit is."""
    notary_user = _user(session, notary)
    record = session.exec(select(Notary).where(Notary.pin == notary_user.pin)).one()
    office = session.get(NotaryOffice, record.office_id)
    assert office is not None and record.id is not None and office.id is not None
    act = NotarialAct(
        act_type_id=11651,
        terms=POWER,
        notary_id=record.id,
        office_id=office.id,
        region_id=office.region_id,
        state=ActState.in_progress,
        step=8,
        sent=True,
        registration_type=RegistrationType.video,
        visit_at=clock.now() + timedelta(minutes=minutes_ahead),
    )
    session.add(act)
    session.flush()
    for role, passport in ((PartyRole.applicant, applicant), (PartyRole.attorney, attorney)):
        _party(session, act, role, _user(session, passport))
    _paid_invoice(session, act)
    visits.watch(session, act)
    return act


def _party(session: Session, act: NotarialAct, role: PartyRole, user: User) -> None:
    assert act.id is not None
    session.add(
        NotarialActParty(
            act_id=act.id,
            role=role,
            pin=user.pin,
            surname=user.surname,
            name=user.name,
            patronymic=user.patronymic,
            phone=user.phone,
            applicant=role == PartyRole.applicant,
            status=PartyStatus.accepted,
            participation=Participation.video,
        )
    )


def _paid_invoice(session: Session, act: NotarialAct) -> None:
    assert act.id is not None
    now = clock.now()
    invoice = Invoice(
        act_id=act.id,
        act_uuid=act.uuid,
        purpose=InvoicePurpose.state_duty,
        amount=DUTY,
        proposed=DUTY,
        state=InvoiceState.paid,
        paid_at=now,
    )
    session.add(invoice)
    session.flush()
    assert invoice.id is not None
    at = int(now.timestamp() * 1000)
    session.add(
        PaymeTransaction(
            payme_id=f"sandbox-video-{act.id}",
            invoice_id=invoice.id,
            amount=DUTY,
            state=2,
            payme_time=at,
            create_time=at,
            perform_time=at,
        )
    )
