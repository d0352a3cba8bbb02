"""Settings of login (section [identity] of config/server.toml)."""

from pydantic import BaseModel, Field


class IdentityConfig(BaseModel):
    technical_work: bool = Field(False, description="true: /auth answers resultCode 0 (authorisation unavailable)")
    match_threshold: float = Field(
        0.45,
        gt=0,
        lt=1.2,
        description="largest dlib descriptor distance between best shot and registry photo that is the same person; "
        "chosen from measured genuine and impostor pairs (bench/facematch_bench.py), stricter than dlib's usual 0.6",
    )
    failed_matches_before_delay: int = Field(5, ge=1, le=100, description="face-match failures of one passport")
    failed_match_delay_seconds: int = Field(30, ge=30, le=3600, description="first wait once that many failed")
    failed_match_delay_max_seconds: int = Field(900, ge=30, le=86400, description="the wait doubles up to this")
    failure_window_seconds: int = Field(3600, ge=60, le=86400, description="how long a failure counts")
    address_max_failures: int = Field(30, ge=1, le=10000, description="failed attempts from one address per window")
    address_window_seconds: int = Field(600, ge=60, le=86400, description="the sliding window of that limit")
    registry_photo_cache_size: int = Field(2048, ge=0, le=1_000_000, description="registry photo descriptors kept")
    keep_best_shot_days: int = Field(0, ge=0, le=3650, description="audit policy: 0 never stores a face image")
    civil_registry_url: str = Field("", description="the real civil registry (used when sandbox = false)")
    civil_registry_token: str = ""
