"""An act's invoices (docs/contracts/acts.md#actions, `issue_invoices`): the server proposes the state duty and the
notary's fee from the tariffs, the act's subjects and who its parties are to each other (the close-relative
reductions, by the calculator's one code path); the notary may change a sum, saying why."""

from dataclasses import dataclass
from decimal import Decimal

from sqlmodel import Session

from notary.acts.schemas import InvoiceLine, InvoiceProposal
from notary.catalogue import service as catalogue
from notary.catalogue.service import Relationship
from notary.core.errors import BadRequest
from notary.kit.money import TIYIN_PER_SOM, Money
from notary.models import InvoicePurpose, NotarialAct, NotarialActParty, NotarialActSubject
from notary.payments import service as payments
from notary.state_systems.civil_registry import get_civil_registry

PURPOSES = (InvoicePurpose.state_duty, InvoicePurpose.notary_fee)


@dataclass(frozen=True)
class Proposal:
    state_duty: int
    notary_fee: int
    relationship: Relationship | None
    reduced_to_percent: Decimal | None

    def amount(self, purpose: InvoicePurpose) -> int:
        return self.state_duty if purpose == InvoicePurpose.state_duty else self.notary_fee


def propose(
    session: Session, act: NotarialAct, parties: list[NotarialActParty], subjects: list[NotarialActSubject]
) -> Proposal:
    value = _value(subjects)
    relationship = _relationship(session, parties)
    try:
        fees = catalogue.fees(act.act_type_id, value, relationship)
    except BadRequest as refused:
        raise BadRequest("error_invoice_price_required") from refused
    return Proposal(fees.state_duty, fees.notary_fee, relationship, fees.reduced_to_percent)


def proposal_public(proposal: Proposal) -> InvoiceProposal:
    return InvoiceProposal(
        state_duty=Money.of(proposal.state_duty),
        notary_fee=Money.of(proposal.notary_fee),
        relationship=proposal.relationship,
        reduced_to_percent=proposal.reduced_to_percent,
    )


def issue(session: Session, act: NotarialAct, proposal: Proposal, lines: list[InvoiceLine] | None) -> list[int]:
    """The act's invoices: the proposal as it is, or the notary's sums; a sum unlike the proposal needs a reason."""
    assert act.id is not None
    chosen = {InvoicePurpose(line.purpose): line for line in lines or []}
    if len(chosen) != len(lines or []):
        raise BadRequest("error_invoice_purpose_repeated")
    drafts = []
    for purpose in PURPOSES:
        proposed = proposal.amount(purpose)
        line = chosen.get(purpose)
        amount = _tiyin(line.sum) if line else proposed
        reason = (line.reason or "").strip() if line else ""
        if amount != proposed and not reason:
            raise BadRequest("error_invoice_reason_required")
        if amount > 0:
            drafts.append(payments.InvoiceDraft(purpose=purpose, amount=amount, proposed=proposed, reason=reason))
    return [invoice.id or 0 for invoice in payments.issue(session, act.id, act.uuid, drafts)]


def _tiyin(sum_in_som: Decimal) -> int:
    return int(sum_in_som * TIYIN_PER_SOM)


def _value(subjects: list[NotarialActSubject]) -> int | None:
    """What a share-of-value duty is counted on: the subjects' prices (None when no subject has one)."""
    prices = [subject.price for subject in subjects if subject.price is not None]
    return _tiyin(sum(prices, Decimal(0))) if prices else None


def _relationship(session: Session, parties: list[NotarialActParty]) -> Relationship | None:
    """What the other parties are to the applicant, by the civil registry: the closest counts for the reduction."""
    applicant = next(party for party in parties if party.applicant)
    # An organisation is no one's relative: its director's pin must not earn the reduction.
    others = {party.pin for party in parties if not party.applicant and party.inn is None}
    if not others:
        return None
    found = {r.relationship for r in get_civil_registry(session).relatives_of(applicant.pin) if r.pin in others}
    return next((Relationship(kind) for kind in ("spouse", "parent", "child", "sibling") if kind in found), None)
