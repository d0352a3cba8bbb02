from typing import Annotated, Literal

from pydantic import BaseModel, Field

from notary.facecheck.evidence import MAX_FRAME_BYTES, MAX_FRAMES, MAX_SEED

MAX_FRAME_CHARS = (MAX_FRAME_BYTES // 3 + 1) * 4  # base64
MAX_TOKEN_CHARS = 1024 * 1024  # a best shot (a frame's face with margin, 30-150 KB), in base64, and the claims


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


class KioskEvidence(BaseModel):
    """A kiosk's result token with the evidence of its session (docs/camera-agent.md#evidence): the frames the
    agent judged, in order, and the seed of its challenge order; the token's `evidence` claim is their SHA-256."""

    jwt: str = Field(max_length=MAX_TOKEN_CHARS)
    seed: int = Field(ge=0, le=MAX_SEED)
    frames: list[Annotated[str, Field(max_length=MAX_FRAME_CHARS)]] = Field(min_length=1, max_length=MAX_FRAMES)


class KioskEvidenceVerified(BaseModel):
    frames: int = Field(description="frames re-checked")
