"""The words of an act's print form in the language it is printed in: roles, the registry's facts of a subject, the
purposes of the sums (server/notary/locales/acts)."""

from notary.core.i18n import translate
from notary.kit.language import ContentLanguage
from notary.models import NotarialActParty, NotarialActSubject, SubjectKind
from notary.printing import service as printing

# The registry facts a print form shows for each kind of subject, in this order.
FACTS = {
    SubjectKind.vehicle: ("make", "model", "year", "colour", "body_number", "engine_number", "tech_passport_number"),
    SubjectKind.realty: ("kind", "address", "area", "rooms"),
    SubjectKind.other: (),
}


def print_party(
    party: NotarialActParty, parties: list[NotarialActParty], language: ContentLanguage, documents: dict[int, str]
) -> printing.PrintParty:
    """A person with pin and identity document, named by its type unless it is the applicant's login; an
    organisation by its name and tax id, with the director who signs for it. `documents`: the types' names."""
    person = _fullname(party)
    director = f"{person}, {translate('party_fact_pin', language)} {party.pin}"
    facts = (
        [(translate("party_fact_inn", language), party.inn), (translate("party_fact_director", language), director)]
        if party.inn is not None
        else []
    )
    if party.document_type is not None and party.document_type in documents:
        facts.append((translate("party_fact_document", language), documents[party.document_type]))
    return printing.PrintParty(
        role_label=translate(f"role_{party.role}", language),
        fullname=party.organisation or person,
        pin="" if party.inn else party.pin,
        passport=f"{party.passserial} {party.passnum}".strip(),
        birthdate=party.birthdate,
        address=party.regaddress,
        facts=facts + _party_facts(party, parties, language),
    )


def _party_facts(
    party: NotarialActParty, parties: list[NotarialActParty], language: ContentLanguage
) -> list[tuple[str, str]]:
    """Whom the party acts for, the guardianship authority's decision, the languages of its interpreter or its
    translation."""
    facts = []
    represented = next((other for other in parties if other.id == party.represented_party_id), None)
    if represented is not None:
        name = represented.organisation or _fullname(represented)
        facts.append((translate("party_fact_represents", language), name))
    if party.guardian_body:
        facts.append((translate("party_fact_guardian_body", language), party.guardian_body))
    if party.translate_from and party.translate_to:
        pair = " → ".join(
            translate(f"language_{code}", language) for code in (party.translate_from, party.translate_to)
        )
        key = "party_fact_interpreter" if party.interpreter else "party_fact_languages"
        facts.append((translate(key, language), pair))
    return facts


def _fullname(party: NotarialActParty) -> str:
    return " ".join(part for part in (party.surname, party.name, party.patronymic) if part)


def print_subject(subject: NotarialActSubject, language: ContentLanguage) -> printing.PrintSubject:
    number = subject.state_number or subject.cadastre_number or ""
    title = f"{translate(f'subject_{subject.kind}', language)} {number}".strip()
    facts = [
        (translate(f"fact_{key}", language), str(subject.from_registry[key]))
        for key in FACTS[subject.kind]
        if subject.from_registry.get(key) not in (None, "")
    ]
    if subject.description:
        facts.append((translate("fact_description", language), subject.description))
    if subject.share_denominator > 1:
        facts.append((translate("fact_share", language), f"{subject.share_numerator}/{subject.share_denominator}"))
    if subject.price is not None:
        facts.append((translate("fact_price", language), f"{subject.price:,.2f}".replace(",", " ").replace(".", ",")))
    return printing.PrintSubject(title=title, facts=facts)


def sum_label(purpose: str, language: ContentLanguage) -> str:
    return translate(f"invoice_{purpose}", language)
