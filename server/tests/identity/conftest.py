"""Fixtures of the login tests: result tokens signed as the face-check service or an attacker would sign them."""

import base64
import time
import uuid
from collections.abc import Callable

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import ec
from sqlmodel import Session


@pytest.fixture
def sign(session: Session) -> Callable[..., str]:
    """A result token signed with the server's face-check key; claims and header may be overridden."""
    from notary.facecheck import keys

    def _sign(shot: bytes, /, *, key=None, headers=None, algorithm="ES256", **claims) -> str:
        own = keys.signing_key()
        keys.register(session, own)
        now = int(time.time())
        payload = {
            "iss": "face-check",
            "sid": str(uuid.uuid4()),
            "jti": str(uuid.uuid4()),
            "iat": now,
            "exp": now + 120,
            "isOk": True,
            "livenessWasSuccessful": True,
            "bestshot": base64.b64encode(shot).decode(),
            **claims,
        }
        payload = {name: value for name, value in payload.items() if value is not None}
        return jwt.encode(payload, key or own.private_key, algorithm=algorithm, headers=headers or {"kid": own.kid})

    return _sign


@pytest.fixture
def foreign_key() -> ec.EllipticCurvePrivateKey:
    return ec.generate_private_key(ec.SECP256R1())


@pytest.fixture
def identity_config(monkeypatch):
    """The live [identity] settings, changed for one test only."""
    from notary.core.settings import get_settings

    config = get_settings().identity

    def _set(**values) -> None:
        for name, value in values.items():
            monkeypatch.setattr(config, name, value)

    return _set
