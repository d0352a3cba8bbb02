"""One-time result tokens: a `jti` is accepted once, across all instances (the database's key decides)."""

from datetime import timedelta

from sqlalchemy import delete
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col

from notary.facecheck.tokens import ResultClaims
from notary.models import UsedTokenId
from notary.models._base import utcnow


def consume(session: Session, claims: ResultClaims, leeway_seconds: int) -> bool:
    """Mark the token used; False when it was used before."""
    _forget_expired(session, leeway_seconds)
    if session.get(UsedTokenId, (claims.issuer, claims.jti)) is not None:
        return False
    try:
        with session.begin_nested():
            session.add(UsedTokenId(issuer=claims.issuer, jti=claims.jti, expires_at=claims.expires_at))
    except IntegrityError:  # another instance took it between the look-up and the insert
        return False
    return True


def _forget_expired(session: Session, leeway_seconds: int) -> None:
    """An expired token is refused by its `exp` anyway, so its row is no longer needed."""
    cutoff = utcnow() - timedelta(seconds=leeway_seconds + 60)
    session.exec(delete(UsedTokenId).where(col(UsedTokenId.expires_at) < cutoff))
