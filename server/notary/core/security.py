"""Session tokens: a signed claim naming the session and the token's generation; the rules live in identity."""

from dataclasses import dataclass

import jwt

from notary.core.errors import AccessDenied
from notary.core.settings import get_settings

_ALGORITHM = "HS256"


@dataclass(frozen=True)
class TokenClaims:
    session_id: str
    generation: int


def encode_session_token(session_id: str, generation: int) -> str:
    claims = {"sid": session_id, "gen": generation, "typ": "session"}
    return jwt.encode(claims, get_settings().secret_key, algorithm=_ALGORITHM)


def decode_session_token(token: str) -> TokenClaims:
    try:
        claims = jwt.decode(token, get_settings().secret_key, algorithms=[_ALGORITHM], options={"require": ["sid"]})
    except jwt.PyJWTError as exc:
        raise AccessDenied() from exc
    if claims.get("typ") != "session" or not isinstance(claims.get("gen"), int):
        raise AccessDenied()
    return TokenClaims(session_id=str(claims["sid"]), generation=claims["gen"])
