"""Login sessions: opened at login, the token rotated on every successful call, revocable, sliding expiry."""

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from itertools import takewhile

from sqlalchemy import update
from sqlmodel import Session, col, select

from notary.audit import service as audit
from notary.core.errors import AccessDenied
from notary.core.request_context import current_client
from notary.core.security import decode_session_token, encode_session_token
from notary.core.settings import get_settings
from notary.models import User, UserSession
from notary.models._base import utcnow

# A rotated-out token presented after the grace period: someone else holds a copy (refresh-token rotation's reuse
# detection).
TOKEN_REUSE = "token_reuse"
# A session opened by a kiosk's face check: its holder stood at an office's kiosk. Any other session is a browser's.
KIOSK = "kiosk"
BROWSER = "browser"
# The most rotations one grace period remembers (a few a second for 30 s; a page makes far fewer). Past it the token
# is not rotated until the oldest leaves the grace period: the row stays small and a token in flight is never lost.
MAX_ROTATIONS_IN_GRACE = 100


@dataclass(frozen=True)
class Authenticated:
    user: User
    session: UserSession
    fresh_token: str


def open_session(session: Session, user: User, idle_seconds: int | None = None, channel: str = BROWSER) -> str:
    """`channel` is what the login proved (a kiosk's face check), never what the request says of itself."""
    client = current_client.get()
    now = utcnow()
    idle = idle_seconds if idle_seconds is not None else get_settings().session_idle_seconds
    assert user.id is not None, "a session is opened for a stored user"
    user_session = UserSession(
        id=str(uuid.uuid4()),
        user_id=user.id,
        channel=channel,
        address=client.address,
        rotated_at=now,
        expires_at=now + timedelta(seconds=idle),
    )
    session.add(user_session)
    session.flush()
    audit.record(
        session, "session_opened", actor_user_id=user.id, target=user.pin, details={"session": user_session.id}
    )
    return encode_session_token(user_session.id, user_session.generation)


def authenticate(session: Session, token: str | None) -> Authenticated:
    """Check a presented token and rotate it. A token rotated out less than the grace period ago still works (requests
    in flight, however many rotations overtook them); one presented later was copied, so the whole session is revoked
    and its owner logs in again."""
    if not token:
        raise AccessDenied()
    claims = decode_session_token(token)
    user_session = session.get(UserSession, claims.session_id)
    now = utcnow()
    if user_session is None or user_session.revoked_at is not None or user_session.expires_at <= now:
        raise AccessDenied()
    settings = get_settings()
    rotations = _rotations_since(user_session, now - timedelta(seconds=settings.token_grace_seconds))
    behind = user_session.generation - claims.generation
    if behind == 0:
        if len(rotations) < MAX_ROTATIONS_IN_GRACE:
            _rotate(session, user_session, claims.generation, rotations)
    elif not 0 < behind <= len(rotations):
        _revoke_reused(session, user_session)
        raise AccessDenied()
    user_session.expires_at = now + timedelta(seconds=settings.session_idle_seconds)
    session.add(user_session)
    session.flush()
    user = session.get(User, user_session.user_id)
    if user is None or not user.valid or user.deleted_at is not None:
        raise AccessDenied()
    return Authenticated(user, user_session, encode_session_token(user_session.id, user_session.generation))


def newest_token(session: Session, user_session: UserSession) -> str:
    """The session's token of its newest generation, read again after a call's work: a call that committed on the way
    (a long one) may have been overtaken by another call's rotation, and its answer must not hand back an older token
    than that one did, or the older one would come back once its grace period is over and end the session."""
    generation = session.exec(select(UserSession.generation).where(col(UserSession.id) == user_session.id)).one()
    return encode_session_token(user_session.id, generation)


def _rotations_since(user_session: UserSession, since: datetime) -> list[datetime]:
    """When the generations before the current one were rotated out, newest first, as far back as `since`: the n-th
    is when generation current − n ended, so a token n generations behind is in flight while there are n."""
    if user_session.generation == 0:
        return []
    rotations = [user_session.rotated_at, *map(datetime.fromisoformat, user_session.earlier_rotations)]
    return list(takewhile(lambda rotated: rotated >= since, rotations))


def _rotate(session: Session, user_session: UserSession, generation: int, rotations: list[datetime]) -> None:
    """Compare-and-set, so two calls racing on the same token both end with the same next generation. The rotations
    still within the grace period are kept with it: what a later call checks a token in flight against."""
    statement = (
        update(UserSession)
        .where(col(UserSession.id) == user_session.id, col(UserSession.generation) == generation)
        .values(
            generation=generation + 1,
            rotated_at=utcnow(),
            earlier_rotations=[rotated.isoformat() for rotated in rotations],
        )
    )
    session.exec(statement)
    session.refresh(user_session)
    if user_session.generation != generation + 1:
        raise AccessDenied()


def _revoke_reused(session: Session, user_session: UserSession) -> None:
    """Committed at once: the refusal that follows rolls the request back, and the revocation must outlive it (one
    transaction: the session's revocation with its audit entry)."""
    revoke(session, user_session, TOKEN_REUSE)
    session.commit()


def revoke(session: Session, user_session: UserSession, reason: str) -> None:
    user_session.revoked_at = utcnow()
    user_session.revoke_reason = reason
    session.add(user_session)
    session.flush()
    audit.record(
        session,
        "session_revoked",
        actor_user_id=user_session.user_id,
        details={"session": user_session.id, "reason": reason},
    )


def revoke_all(session: Session, user: User, reason: str) -> None:
    """End every open session of a user at once (deactivated or deleted): their tokens stop working now."""
    open_sessions = select(UserSession).where(UserSession.user_id == user.id, col(UserSession.revoked_at).is_(None))
    for user_session in session.exec(open_sessions).all():
        revoke(session, user_session, reason)
