"""Kiosk-authenticated calls: `Authorization: Kiosk <JWS>`, a short-lived ES256 token signed with the kiosk's key.

Claims: iss `kiosk:<id>`, aud `notary-kiosk-api` (so it can never pass as a face-check token, which has no aud),
iat, exp (at most `request_token_max_seconds` after iat), jti. Header: kid = the key's RFC 7638 thumbprint.
A token is taken once: its `jti` is remembered in the database until it expires, so a token seen on the way (a
proxy's log, a captured request) cannot be sent again, to this instance or another."""

from datetime import UTC, datetime, timedelta
from typing import Annotated

import jwt
from fastapi import Depends, Request
from sqlalchemy import delete
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col

from notary.audit import service as audit
from notary.core.db import SessionDep, keep_on_rollback
from notary.core.errors import AccessDenied
from notary.core.settings import get_settings
from notary.kiosks.keys import active_kiosk_by_kid
from notary.kit.jwk import public_key_of
from notary.models import Kiosk, UsedTokenId
from notary.models._base import utcnow

KIOSK_API_AUDIENCE = "notary-kiosk-api"
SCHEME = "kiosk"
MAX_JTI_CHARS = 128


def _presented_token(request: Request) -> str | None:
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return token.strip() if scheme.lower() == SCHEME and token.strip() else None


def _refuse(session: Session, reason: str, kiosk_id: str = "") -> AccessDenied:
    audit.refusal(session, "kiosk_auth_refused", target=kiosk_id, details={"reason": reason})
    return AccessDenied()


def verify_kiosk_token(session: Session, token: str | None) -> Kiosk:
    if not token:
        raise _refuse(session, "no kiosk token")
    try:
        header = jwt.get_unverified_header(token)
    except jwt.PyJWTError:
        raise _refuse(session, "malformed token") from None
    kiosk = active_kiosk_by_kid(session, str(header.get("kid", "")))
    key = public_key_of(kiosk.public_jwk) if kiosk else None
    if kiosk is None or key is None:
        raise _refuse(session, "unknown or revoked kiosk key")
    config = get_settings().kiosks
    try:
        claims = jwt.decode(
            token,
            key,
            algorithms=["ES256"],
            audience=KIOSK_API_AUDIENCE,
            issuer=f"kiosk:{kiosk.id}",
            leeway=config.clock_leeway_seconds,
            options={"require": ["iss", "aud", "iat", "exp", "jti"]},
        )
    except jwt.PyJWTError as error:
        raise _refuse(session, f"invalid token: {error}", kiosk.id) from None
    if claims["exp"] - claims["iat"] > config.request_token_max_seconds:
        raise _refuse(session, "token lives too long", kiosk.id)
    if not _first_use(session, claims, config.clock_leeway_seconds):
        raise _refuse(session, "token used before", kiosk.id)
    return kiosk


def _first_use(session: Session, claims: dict, leeway_seconds: int) -> bool:
    """Remember the token's `jti` under its issuer (a kiosk's ids are its own, like its result tokens'); False when
    it was taken before. The primary key decides between two instances taking it at the same moment."""
    jti = str(claims["jti"])
    if not jti or len(jti) > MAX_JTI_CHARS:
        return False
    cutoff = utcnow() - timedelta(seconds=leeway_seconds + 60)  # expired tokens are refused by `exp` anyway
    session.exec(delete(UsedTokenId).where(col(UsedTokenId.expires_at) < cutoff))
    if session.get(UsedTokenId, (claims["iss"], jti)) is not None:
        return False
    used = UsedTokenId(issuer=claims["iss"], jti=jti, expires_at=datetime.fromtimestamp(claims["exp"], UTC))
    try:
        with session.begin_nested():
            session.add(used)
    except IntegrityError:
        return False
    keep_on_rollback(session, used)  # spent once presented, even when the call then fails
    return True


def current_kiosk(request: Request, session: SessionDep) -> Kiosk:
    return verify_kiosk_token(session, _presented_token(request))


CurrentKiosk = Annotated[Kiosk, Depends(current_kiosk)]
