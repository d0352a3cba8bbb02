from pathlib import Path

from pydantic import BaseModel, Field


class PublicServicesSettings(BaseModel):
    """[public_services] in config/server.toml: the catalogue's tariffs, the statistics cache, the bans registry."""

    tariffs_file: Path = Field(Path("config/tariffs.toml"), description="relative paths are from the repository root")
    statistics_cache_seconds: int = Field(600, ge=0, le=86400, description="0 turns the cache off")
    bans_registry_url: str = Field("", description="the real bans registry (used when the sandbox is off)")
    bans_registry_token: str = ""
