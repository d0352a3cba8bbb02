"""Kiosk-authenticated calls: `Authorization: Kiosk <JWS>`, a short-lived ES256 token signed with the kiosk's key.

Claims: iss `kiosk:<id>`, aud `notary-kiosk-api` (so it can never pass as a face-check token, which has no aud),
iat, exp (at most `request_token_max_seconds` after iat), jti. Header: kid = the key's RFC 7638 thumbprint."""

from typing import Annotated

import jwt
from fastapi import Depends, Request
from sqlmodel import Session

from notary.audit import service as audit
from notary.core.db import SessionDep
from notary.core.errors import AccessDenied
from notary.core.settings import get_settings
from notary.kiosks.keys import active_kiosk_by_kid
from notary.kit.jwk import public_key_of
from notary.models import Kiosk

KIOSK_API_AUDIENCE = "notary-kiosk-api"
SCHEME = "kiosk"


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
    return kiosk


def current_kiosk(request: Request, session: SessionDep) -> Kiosk:
    return verify_kiosk_token(session, _presented_token(request))


CurrentKiosk = Annotated[Kiosk, Depends(current_kiosk)]
