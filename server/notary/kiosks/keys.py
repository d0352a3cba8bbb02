"""Kiosk public keys: JWK parsing, RFC 7638 thumbprints, and the key lookup token verifiers use."""

import base64
import hashlib
import json
from typing import Any

import jwt
from cryptography.hazmat.primitives.asymmetric.ec import SECP256R1, EllipticCurvePublicKey
from sqlmodel import Session, select

from notary.models import Kiosk

ACTIVE = "active"
REVOKED = "revoked"


def jwk_thumbprint(jwk: dict[str, Any]) -> str:
    """RFC 7638: SHA-256 over the required members in lexicographic order, no whitespace, base64url."""
    canonical = json.dumps({name: jwk[name] for name in ("crv", "kty", "x", "y")}, separators=(",", ":"))
    digest = hashlib.sha256(canonical.encode("ascii")).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def public_key_of(jwk: dict[str, Any]) -> EllipticCurvePublicKey | None:
    """The P-256 public key of a JWK, or None when the point is not on the curve or the JWK holds a private key."""
    members = {name: jwk[name] for name in ("kty", "crv", "x", "y")}
    try:
        key = jwt.algorithms.ECAlgorithm.from_jwk(json.dumps(members))
    except (jwt.InvalidKeyError, ValueError):
        return None
    if not isinstance(key, EllipticCurvePublicKey) or not isinstance(key.curve, SECP256R1):
        return None
    return key


def active_kiosk_by_kid(session: Session, kid: str) -> Kiosk | None:
    kiosk = session.exec(select(Kiosk).where(Kiosk.kid == kid)).first()
    return kiosk if kiosk is not None and kiosk.state == ACTIVE else None


def kiosk_verification_key(session: Session, kiosk_id: str, kid: str | None = None) -> EllipticCurvePublicKey | None:
    """The key that verifies tokens issued as `kiosk:<kiosk_id>`, only while that kiosk is enrolled and active.

    With `kid` (the token header's), the key must also be that one, so a token signed with a key the kiosk had
    before re-enrolment is refused. Read from the database on every call: a revocation takes effect at once."""
    kiosk = session.get(Kiosk, kiosk_id)
    if kiosk is None or kiosk.state != ACTIVE or (kid is not None and kid != kiosk.kid):
        return None
    return public_key_of(kiosk.public_jwk)
