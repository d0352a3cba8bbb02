"""Users of the service: created and refreshed from the population registry; their public form."""

from datetime import UTC, datetime

from sqlmodel import Session, select

from notary.audit import service as audit
from notary.auth.roles import roles_of
from notary.core import clock
from notary.core.clock import TASHKENT
from notary.identity.schemas import ContactsUpdate, UserPublic
from notary.kit.language import in_script
from notary.models import District, Region, User
from notary.models._base import utcnow
from notary.state_systems.population_registry import RegistryPerson

_OWN_CONTACTS = {"phone", "email"}


def sync_from_registry(session: Session, person: RegistryPerson) -> User:
    """The registry is the source of truth for identity: every login refreshes the stored copy (not the contacts)."""
    user = session.exec(select(User).where(User.pin == person.pin)).first()
    created = user is None
    user = user or User(**person.model_dump())
    if not created:
        # The contacts are the citizen's own once stored: the profile edits them, a login does not undo that.
        user.sqlmodel_update(person.model_dump(exclude=_OWN_CONTACTS))
        user.updated_at = utcnow()
    session.add(user)
    session.flush()
    if created:
        audit.record(session, "user_created", actor_user_id=user.id, target=user.pin)
    return user


def to_public(session: Session, user: User) -> UserPublic:
    region = session.get(Region, user.regionid) if user.regionid else None
    district = session.get(District, user.districtid) if user.districtid else None
    return UserPublic(
        **user.model_dump(exclude={"created_at", "updated_at", "personal_data_consent_at"}),
        userid=user.pin,
        fullname=" ".join(part for part in (user.surname, user.name, user.patronymic) if part),
        regionoz=region.name_oz if region else None,
        regionuz=region.name_uz if region else None,
        regionru=region.name_ru if region else None,
        districtru=district.name_ru if district else None,
        districtoz=district.name_oz if district else None,
        districtuz=district.name_uz if district else None,
        regaddressuz=in_script(user.regaddress, language="uz"),
        roles=[role.value for role in roles_of(session, user)],
        personal_data_consent_at=_in_tashkent(user.personal_data_consent_at),
    )


def _in_tashkent(moment: datetime | None) -> datetime | None:
    """Shown as written, so in Tashkent time; stored in UTC (SQLite gives it back without its zone)."""
    return None if moment is None else moment.replace(tzinfo=moment.tzinfo or UTC).astimezone(TASHKENT)


def accept_terms(session: Session, user: User) -> None:
    """Accepting the public offer gives the consent to personal data processing, unless it is given already."""
    user.termsofuse = 1
    session.add(user)
    session.flush()
    audit.record(session, "terms_accepted", actor_user_id=user.id, target=user.pin)
    if not user.personal_data_consent:
        set_consent(session, user, True)


def set_consent(session: Session, user: User, given: bool) -> None:
    """Give or withdraw the consent to personal data processing; asking for the state it is in changes nothing."""
    if user.personal_data_consent == given:
        return
    user.personal_data_consent = given
    user.personal_data_consent_at = clock.now()
    user.updated_at = utcnow()
    session.add(user)
    session.flush()
    action = "personal_data_consent_given" if given else "personal_data_consent_withdrawn"
    audit.record(session, action, actor_user_id=user.id, target=user.pin)


def update_contacts(session: Session, user: User, contacts: ContactsUpdate) -> None:
    """The citizen's e-mail and phone; the audit record names the fields changed, not their values."""
    changed = sorted(name for name, value in contacts.model_dump().items() if getattr(user, name) != value)
    if not changed:
        return
    user.sqlmodel_update(contacts.model_dump())
    user.updated_at = utcnow()
    session.add(user)
    session.flush()
    audit.record(session, "contacts_changed", actor_user_id=user.id, target=user.pin, details={"fields": changed})
