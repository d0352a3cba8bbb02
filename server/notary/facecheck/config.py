"""Settings of the face-check socket and its result tokens (section [face_check] of config/server.toml)."""

from pathlib import Path

from pydantic import BaseModel, Field


class FaceCheckConfig(BaseModel):
    keys_dir: Path | None = Field(None, description="where the ES256 signing keys live; default <data_dir>/keys")
    token_ttl_seconds: int = Field(120, ge=10, le=120, description="exp - iat of a result token (contract: ≤ 120)")
    token_leeway_seconds: int = Field(5, ge=0, le=60, description="clock difference tolerated when verifying")
    session_timeout_seconds: float = Field(123, gt=0, le=600, description="a session without success ends then")
    heartbeat_ms: int = Field(3000, ge=500, le=60000, description="the heart-beat both sides promise")
    max_rejected_frames: int = Field(20, ge=1, le=1000, description="more rejected frames than this end a session")
    max_sessions: int = Field(32, ge=1, le=10000, description="concurrent sessions one server process accepts")
    max_sessions_per_address: int = Field(3, ge=1, le=1000, description="concurrent sessions from one address")
    max_starts_per_address_per_minute: int = Field(10, ge=1, le=10000, description="new sessions from one address")
    allowed_origins: list[str] = Field(
        default_factory=lambda: ["http://127.0.0.1:8000", "http://localhost:8000", "http://127.0.0.1:8765"],
        description="pages allowed to open a session (scheme://host[:port]); a page elsewhere is refused",
    )
    allow_missing_origin: bool = Field(False, description="let clients that send no Origin (not a browser) connect")
