"""The roles a person holds: citizen for everyone, notary and admin as assigned (before or after a first login)."""

from sqlmodel import Session, select

from notary.models import Role, RoleAssignment, User

__all__ = ["Role", "roles_of"]


def roles_of(session: Session, user: User) -> list[Role]:
    assigned = session.exec(select(RoleAssignment.role).where(RoleAssignment.pin == user.pin)).all()
    # select() of an enum column is typed as its str base; the values are Role members either way
    return [Role.citizen, *sorted(Role(role) for role in assigned)]
