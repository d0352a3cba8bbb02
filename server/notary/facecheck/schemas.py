from typing import Literal

from pydantic import BaseModel


class PublicJwk(BaseModel):
    kty: Literal["EC"]
    crv: Literal["P-256"]
    x: str
    y: str
    kid: str
    use: Literal["sig"]
    alg: Literal["ES256"]


class Jwks(BaseModel):
    """The public keys that verify result tokens of the server's face-check service (RFC 7517 key set)."""

    keys: list[PublicJwk]
