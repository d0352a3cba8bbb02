"""The face-check service's ES256 signing key: created on first start in the keys directory, published as a JWKS.

Each server process signs with the key of its data directory; the public half is registered in the database, so any
instance behind the load balancer verifies a token another instance issued, and the JWKS lists every instance's key.
"""

import os
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from notary.core.settings import get_settings
from notary.kit.jwk import jwk_thumbprint, public_jwk, public_key_of
from notary.models import FaceCheckKey

KEY_FILE = "face-check-es256.pem"


@dataclass(frozen=True)
class SigningKey:
    kid: str
    private_key: ec.EllipticCurvePrivateKey
    public_jwk: dict[str, Any]


def keys_dir() -> Path:
    settings = get_settings()
    return settings.face_check.keys_dir or settings.data_dir / "keys"


@lru_cache
def signing_key(directory: Path | None = None) -> SigningKey:
    """This process's key, read once; created (0600) when the directory has none yet."""
    path = (directory or keys_dir()) / KEY_FILE
    if not path.exists():
        _create(path)
    private_key = serialization.load_pem_private_key(path.read_bytes(), password=None)
    if not isinstance(private_key, ec.EllipticCurvePrivateKey) or not isinstance(private_key.curve, ec.SECP256R1):
        raise ValueError(f"{path} is not a P-256 private key")
    public = public_jwk(private_key.public_key())
    return SigningKey(jwk_thumbprint(public), private_key, public)


def _create(path: Path) -> None:
    """Write to a private temporary file, then link it in place: two processes starting at once end up sharing one
    key (the loser of the race finds the file there and reads it)."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    pem = ec.generate_private_key(ec.SECP256R1()).private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=".key-")  # mkstemp creates it 0600
    try:
        os.write(descriptor, pem)
        os.close(descriptor)
        os.link(temporary, path)
    except FileExistsError:
        pass
    finally:
        os.unlink(temporary)


def register(session: Session, key: SigningKey) -> None:
    """Make the key known to every instance (idempotent; instances sharing a key may race here)."""
    if session.get(FaceCheckKey, key.kid) is not None:
        return
    try:
        with session.begin_nested():
            session.add(FaceCheckKey(kid=key.kid, public_jwk=key.public_jwk))
    except IntegrityError:
        pass


def published_keys(session: Session) -> list[dict[str, Any]]:
    rows = session.exec(select(FaceCheckKey).order_by(col(FaceCheckKey.created_at))).all()
    return [{**row.public_jwk, "kid": row.kid, "use": "sig", "alg": "ES256"} for row in rows]


def verification_key(session: Session, kid: str) -> ec.EllipticCurvePublicKey | None:
    row = session.get(FaceCheckKey, kid)
    return public_key_of(row.public_jwk) if row is not None else None
