"""Settings of kiosk enrolment and the kiosk-authenticated calls (section [kiosks] of config/server.toml)."""

from pydantic import BaseModel, Field


class KiosksConfig(BaseModel):
    enrolment_code_ttl_seconds: int = Field(86400, ge=300, le=30 * 86400, description="how long a code stays usable")
    request_token_max_seconds: int = Field(60, ge=10, le=300, description="longest lifetime of a kiosk request JWS")
    clock_leeway_seconds: int = Field(30, ge=0, le=300, description="tolerated clock difference with a kiosk")
    heartbeat_seconds: int = Field(300, ge=30, le=3600, description="how often agents send diagnostics")
    speedtest_max_bytes: int = Field(8 * 1024 * 1024, ge=64 * 1024, le=64 * 1024 * 1024)
    idle_seconds: int = Field(120, ge=5, le=3600, description="a kiosk page's idle time before its countdown")
