"""Users of the service: created and refreshed from the population registry; their public form."""

from sqlmodel import Session, select

from notary.audit import service as audit
from notary.auth.roles import roles_of
from notary.identity.schemas import UserPublic
from notary.models import District, Region, User
from notary.models._base import utcnow
from notary.state_systems.population_registry import RegistryPerson


def sync_from_registry(session: Session, person: RegistryPerson) -> User:
    """The registry is the source of truth for identity: every login refreshes the stored copy."""
    user = session.exec(select(User).where(User.pin == person.pin)).first()
    created = user is None
    user = user or User(**person.model_dump())
    if not created:
        user.sqlmodel_update(person.model_dump())
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
        **user.model_dump(exclude={"created_at", "updated_at"}),
        userid=user.pin,
        fullname=" ".join(part for part in (user.surname, user.name, user.patronymic) if part),
        regionoz=region.name_oz if region else None,
        regionuz=region.name_uz if region else None,
        regionru=region.name_ru if region else None,
        districtru=district.name_ru if district else None,
        districtoz=district.name_oz if district else None,
        districtuz=district.name_uz if district else None,
        roles=[role.value for role in roles_of(session, user)],
    )


def accept_terms(session: Session, user: User) -> None:
    user.termsofuse = 1
    session.add(user)
    session.flush()
    audit.record(session, "terms_accepted", actor_user_id=user.id, target=user.pin)
