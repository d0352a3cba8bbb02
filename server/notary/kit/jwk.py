"""P-256 public keys as JWKs (kiosk keys, the face-check signing keys): parsing, the public members, RFC 7638
thumbprints."""

import base64
import hashlib
import json
from typing import Any

import jwt
from cryptography.hazmat.primitives.asymmetric.ec import SECP256R1, EllipticCurvePublicKey

PUBLIC_MEMBERS = ("kty", "crv", "x", "y")


def public_jwk(key: EllipticCurvePublicKey) -> dict[str, Any]:
    """The JWK of a public key with its public members only."""
    full = json.loads(jwt.algorithms.ECAlgorithm.to_jwk(key))
    return {name: full[name] for name in PUBLIC_MEMBERS}


def jwk_thumbprint(jwk: dict[str, Any]) -> str:
    """RFC 7638: SHA-256 over the required members in lexicographic order, no whitespace, base64url."""
    canonical = json.dumps({name: jwk[name] for name in sorted(PUBLIC_MEMBERS)}, separators=(",", ":"))
    digest = hashlib.sha256(canonical.encode("ascii")).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def public_key_of(jwk: dict[str, Any]) -> EllipticCurvePublicKey | None:
    """The P-256 public key of a JWK, or None when the point is not on the curve or the JWK holds a private key."""
    members = {name: jwk[name] for name in PUBLIC_MEMBERS}
    try:
        key = jwt.algorithms.ECAlgorithm.from_jwk(json.dumps(members))
    except (jwt.InvalidKeyError, ValueError):
        return None
    if not isinstance(key, EllipticCurvePublicKey) or not isinstance(key.curve, SECP256R1):
        return None
    return key
