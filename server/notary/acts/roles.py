"""The parts people play in each act type: the applicant's own, and those the applicant may invite."""

from notary.models import PartyRole

# The part the applicant plays, by act type; an act type not listed here makes its applicant just "applicant"
# (the signer of 11680, the one who asks for a translation's certification).
APPLICANT_ROLES = {
    1: PartyRole.seller,
    4: PartyRole.donor,
    9: PartyRole.pledgor,
    101: PartyRole.principal,
    105: PartyRole.principal,
    11651: PartyRole.principal,
    11771: PartyRole.spouse,
    11944: PartyRole.owner,
    12047: PartyRole.heir,
    15003: PartyRole.spouse,
    15034: PartyRole.parent,
    15035: PartyRole.parent,
    15036: PartyRole.parent,
}

# The roles the applicant may invite, by act type; a type not listed takes any role but the applicant's own.
INVITED_ROLES: dict[int, frozenset[PartyRole]] = {
    1: frozenset({PartyRole.buyer, PartyRole.seller}),
    4: frozenset({PartyRole.donee, PartyRole.donor}),
    9: frozenset({PartyRole.pledgee, PartyRole.pledgor}),
    101: frozenset({PartyRole.attorney}),
    105: frozenset({PartyRole.attorney}),
    11651: frozenset({PartyRole.attorney}),
    11680: frozenset(),
    11771: frozenset({PartyRole.spouse}),
    11944: frozenset({PartyRole.owner, PartyRole.resident}),
    11962: frozenset({PartyRole.translator}),
    12047: frozenset({PartyRole.heir}),
    15003: frozenset({PartyRole.spouse}),
    15034: frozenset({PartyRole.child, PartyRole.parent}),
    15035: frozenset({PartyRole.child, PartyRole.parent, PartyRole.escort}),
    15036: frozenset({PartyRole.child, PartyRole.parent}),
}


# Parties the act is about rather than who make it: a minor is named from the birth record, never asked to accept.
NOT_ASKED = frozenset({PartyRole.child})

# The roles an organisation may play: the creditor of a pledge (a bank), the buyer or the donee of a vehicle. Whoever
# disposes of property, consents, gives a power of attorney or signs a family act is a person.
JURIDICAL = frozenset({PartyRole.pledgee, PartyRole.buyer, PartyRole.donee})


def applicant_role(act_type: int) -> PartyRole:
    """An act type not listed makes its applicant just "applicant"."""
    return APPLICANT_ROLES.get(act_type, PartyRole.applicant)


def invited_roles(act_type: int) -> list[PartyRole]:
    """An act type not listed takes any role but the applicant's."""
    roles = INVITED_ROLES.get(act_type, frozenset(PartyRole) - {PartyRole.applicant})
    return sorted(roles, key=list(PartyRole).index)


def juridical_roles(act_type: int) -> list[PartyRole]:
    """The roles of the type an organisation may take."""
    return [role for role in invited_roles(act_type) if role in JURIDICAL]
