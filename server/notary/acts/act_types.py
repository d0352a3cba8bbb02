"""What makes each of the fifteen act types itself: the terms groups it fills, the rights its power of attorney
may list, and what it needs before it goes to the notary (parties by role, subjects by kind)."""

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, Field

from notary.acts.terms_schemas import DISPOSAL, Right, TermsGroup
from notary.models import PartyRole, SubjectKind

G = TermsGroup
TERMS: dict[int, frozenset[TermsGroup]] = {
    9: frozenset({G.credit}),
    101: frozenset({G.power}),
    105: frozenset({G.power}),
    11651: frozenset({G.power}),
    11680: frozenset({G.document}),
    11771: frozenset({G.marriage}),
    11944: frozenset({G.residence}),
    11962: frozenset({G.translation}),
    12047: frozenset({G.renunciation}),
    15034: frozenset({G.travel}),
    15035: frozenset({G.travel}),
    15036: frozenset({G.abroad}),
}

R = Right
# The rights a power of attorney of each type offers, disposals included where the type may grant them or where
# section 5 refuses them (the refusal is the server's, with its message, never a missing choice).
RIGHTS: dict[int, tuple[Right, ...]] = {
    101: (R.drive, R.register_vehicle, R.inspection, R.insurance, R.represent, R.lease, *sorted(DISPOSAL)),
    105: (R.manage, R.lease, R.pay_utilities, R.receive_documents, R.represent, *sorted(DISPOSAL)),
    11651: (
        R.represent,
        R.courts,
        R.banking,
        R.receive_payments,
        R.receive_documents,
        R.manage,
        R.pay_utilities,
        *sorted(DISPOSAL),
    ),
}


@dataclass(frozen=True)
class Needs:
    """Before the act goes to the notary: a party in each of `roles`, and a subject of one of `subjects` (none:
    the act has no subject), and an attachment where the act certifies a paper."""

    roles: tuple[PartyRole, ...] = ()
    subjects: frozenset[SubjectKind] = frozenset()
    attachment: bool = False  # the paper the act certifies, attached by the applicant


ANY_PROPERTY = frozenset(SubjectKind)
P = PartyRole
NEEDS: dict[int, Needs] = {
    1: Needs((P.buyer,), frozenset({SubjectKind.vehicle})),
    4: Needs((P.donee,), frozenset({SubjectKind.vehicle})),
    9: Needs((P.pledgee,), ANY_PROPERTY),
    101: Needs((P.attorney,), frozenset({SubjectKind.vehicle})),
    105: Needs((P.attorney,), frozenset({SubjectKind.realty, SubjectKind.other})),
    11651: Needs((P.attorney,)),
    11680: Needs(attachment=True),
    11771: Needs((P.spouse,)),
    11944: Needs((P.resident,), frozenset({SubjectKind.realty})),
    11962: Needs((P.translator,), attachment=True),
    12047: Needs(),
    15003: Needs((P.spouse,), ANY_PROPERTY),
    15034: Needs((P.child,)),
    15035: Needs((P.child, P.escort)),
    15036: Needs((P.child,)),
}


class Missing(BaseModel):
    """One thing the act still needs before it goes to the notary (`role` only for a party)."""

    item: Literal["terms", "party", "subject", "attachment"]
    role: PartyRole | None = Field(default=None, description="the role of the party still to invite")


def needs(act_type: int) -> Needs:
    return NEEDS.get(act_type, Needs())


def subject_kinds(act_type: int) -> list[SubjectKind]:
    return sorted(needs(act_type).subjects, key=list(SubjectKind).index)


def terms_groups(act_type: int) -> list[TermsGroup]:
    return sorted(TERMS.get(act_type, frozenset()), key=list(TermsGroup).index)


def rights(act_type: int) -> list[Right]:
    return list(RIGHTS.get(act_type, ()))
