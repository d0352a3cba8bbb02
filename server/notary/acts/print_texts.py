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


def print_party(party: NotarialActParty, language: ContentLanguage) -> printing.PrintParty:
    return printing.PrintParty(
        role_label=translate(f"role_{party.role}", language),
        fullname=" ".join(part for part in (party.surname, party.name, party.patronymic) if part),
        pin=party.pin,
        passport=f"{party.passserial} {party.passnum}".strip(),
        birthdate=party.birthdate,
        address=party.regaddress,
    )


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
