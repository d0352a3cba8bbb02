"""The face-check result token (docs/contracts/face-check.md#result-token: ES256 JWS, `kid` header, claims iss sid
jti iat exp isOk livenessWasSuccessful bestshot, and `evidence` on a kiosk's token) and its verification against the
key of whoever issued it."""

import base64
import binascii
import re
import time
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Protocol

import jwt
from cryptography.hazmat.primitives.asymmetric.ec import EllipticCurvePublicKey
from sqlmodel import Session

from notary.facecheck import keys
from notary.kiosks.service import kiosk_verification_key

SERVER_ISSUER = "face-check"
KIOSK_ISSUER_PREFIX = "kiosk:"
ALGORITHM = "ES256"
MAX_LIFETIME_SECONDS = 120
_REQUIRED_CLAIMS = ["iss", "sid", "jti", "iat", "exp"]
_SHA256_HEX = re.compile(r"^[0-9a-f]{64}$")


class TokenRejected(Exception):
    """The token is not one `/auth` may accept; `reason` goes to the audit log, never to the client."""

    def __init__(self, reason: str, claims: "ResultClaims | None" = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.claims = claims


@dataclass(frozen=True)
class ResultClaims:
    issuer: str
    sid: str
    jti: str
    expires_at: datetime
    bestshot: bytes
    evidence: str | None = None  # SHA-256 (hex) of the kiosk's evidence (facecheck/evidence.py)

    @property
    def from_kiosk(self) -> bool:
        return self.issuer.startswith(KIOSK_ISSUER_PREFIX)


class KeyResolver(Protocol):
    """The public key that verifies tokens of `issuer` signed with key `kid`, or None when there is none."""

    def key_for(self, issuer: str, kid: str) -> EllipticCurvePublicKey | None: ...


class ServerKeys:
    """Keys of the server's own face-check service (every instance's, as registered in the database)."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def key_for(self, issuer: str, kid: str) -> EllipticCurvePublicKey | None:
        return keys.verification_key(self.session, kid) if issuer == SERVER_ISSUER else None


class KioskKeys:
    """Keys of enrolled, active kiosks: `kiosk:<id>` tokens verify only with that kiosk's current key."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def key_for(self, issuer: str, kid: str) -> EllipticCurvePublicKey | None:
        if not issuer.startswith(KIOSK_ISSUER_PREFIX):
            return None
        return kiosk_verification_key(self.session, issuer.removeprefix(KIOSK_ISSUER_PREFIX), kid)


class AnyOf:
    def __init__(self, *resolvers: KeyResolver) -> None:
        self.resolvers = resolvers

    def key_for(self, issuer: str, kid: str) -> EllipticCurvePublicKey | None:
        return next((key for r in self.resolvers if (key := r.key_for(issuer, kid)) is not None), None)


def default_resolver(session: Session) -> KeyResolver:
    return AnyOf(ServerKeys(session), KioskKeys(session))


def issue(key: keys.SigningKey, session_id: str, bestshot_jpeg: bytes, ttl_seconds: int) -> str:
    """A token for a session that passed; only then is one issued, so both verdicts are true."""
    now = int(time.time())
    claims = {
        "iss": SERVER_ISSUER,
        "sid": session_id,
        "jti": str(uuid.uuid4()),
        "iat": now,
        "exp": now + min(ttl_seconds, MAX_LIFETIME_SECONDS),
        "isOk": True,
        "livenessWasSuccessful": True,
        "bestshot": base64.b64encode(bestshot_jpeg).decode("ascii"),
    }
    return jwt.encode(claims, key.private_key, algorithm=ALGORITHM, headers={"kid": key.kid})


def verify(token: str, resolver: KeyResolver, leeway_seconds: int) -> ResultClaims:
    """Signature, algorithm, issuer, expiry, lifetime and verdicts; the one-time `jti` is the caller's to consume."""
    issuer, kid = _unverified_issuer_and_kid(token)
    key = resolver.key_for(issuer, kid)
    if key is None:
        raise TokenRejected(f"no key {kid!r} for issuer {issuer!r}")
    try:
        claims = jwt.decode(
            token,
            key,
            algorithms=[ALGORITHM],
            issuer=issuer,
            leeway=leeway_seconds,
            options={"require": _REQUIRED_CLAIMS},
        )
    except jwt.PyJWTError as error:
        raise TokenRejected(f"invalid token: {error}") from None
    if claims["exp"] - claims["iat"] > MAX_LIFETIME_SECONDS:
        raise TokenRejected("token lives longer than 120 s")
    if claims.get("isOk") is not True or claims.get("livenessWasSuccessful") is not True:
        raise TokenRejected("the face check did not pass")
    return ResultClaims(
        issuer=issuer,
        sid=str(claims["sid"]),
        jti=str(claims["jti"]),
        expires_at=datetime.fromtimestamp(claims["exp"], UTC),
        bestshot=_bestshot(claims.get("bestshot")),
        evidence=_evidence(claims.get("evidence")),
    )


def _unverified_issuer_and_kid(token: str) -> tuple[str, str]:
    """Only to pick the key: nothing read here is trusted until the signature is checked with that key."""
    try:
        header = jwt.get_unverified_header(token)
        unverified = jwt.decode(token, options={"verify_signature": False})
    except jwt.PyJWTError:
        raise TokenRejected("malformed token") from None
    if header.get("alg") != ALGORITHM:
        raise TokenRejected(f"algorithm {header.get('alg')!r} is not allowed")
    kid, issuer = header.get("kid"), unverified.get("iss")
    if not isinstance(kid, str) or not kid:
        raise TokenRejected("no kid in the header")
    if not isinstance(issuer, str) or not issuer:
        raise TokenRejected("no issuer")
    return issuer, kid


def _bestshot(value: object) -> bytes:
    if not isinstance(value, str) or not value:
        raise TokenRejected("no best shot")
    try:
        return base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise TokenRejected("best shot is not base64") from None


def _evidence(value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not _SHA256_HEX.match(value):
        raise TokenRejected("evidence claim is not a SHA-256 in hex")
    return value
