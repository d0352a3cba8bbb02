"""Fixtures of the login tests: rendered faces of the two sandbox portraits (made once per run) and result tokens
signed as the face-check service or an attacker would sign them."""

import base64
import time
import uuid
from collections.abc import Callable

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import ec
from sqlmodel import Session

DILNOZA = {"passserial": "AA", "passnum": "1234567", "pin": "41403850230012"}  # registry photo: astronaut
MALIKA = {"passserial": "AB", "passnum": "7654321", "pin": "40209790120025"}  # registry photo: hopper
AZIZ = {"passserial": "AC", "passnum": "1111111", "pin": "32107830340017"}  # no registry photo
BOBUR = {"passserial": "AE", "passnum": "3333333", "pin": "31002500560039"}  # deceased
ALLOWED_ORIGIN = "http://127.0.0.1:8000"


@pytest.fixture(scope="session")
def faces() -> dict[str, bytes]:
    """Best-shot-like JPEGs: each portrait re-rendered slightly turned, not the registry photo itself."""
    from liveness import encode_jpeg
    from liveness.synthetic.portraits import head
    from liveness.synthetic.render import Pose

    return {name: encode_jpeg(head(name).render(Pose(yaw=6.0, pitch=-3.0))) for name in ("astronaut", "hopper")}


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
