"""Server configuration: defaults in config/server.toml, overridden by NOTARY_* environment variables."""

import os
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, AwareDatetime, Field, model_validator
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)

from notary.core.sections import (
    ActsConfig,
    CatalogueConfig,
    DatabaseConfig,
    FaceCheckConfig,
    IdentityConfig,
    JobsConfig,
    KiosksConfig,
    PaymentsConfig,
    QueueConfig,
    RequestsConfig,
    SigningConfig,
    StateSystemsConfig,
    VideoConfig,
)

ROOT = Path(__file__).resolve().parents[3]
DEFAULT_SECRET = "change-me-development-only-never-in-production"


def _config_file() -> Path:
    return Path(os.environ.get("NOTARY_CONFIG_FILE", ROOT / "config" / "server.toml"))


class Settings(BaseSettings):
    # A domain with its own settings adds a section: a pydantic model field here, a [section] in config/server.toml,
    # overridden by NOTARY_<SECTION>__<KEY>.
    # validate_by_name: every field is also read by its own name, as database_url already is through its aliases
    # (and the pydantic mypy plugin can then type the constructor of a model with an alias list).
    model_config = SettingsConfigDict(
        env_prefix="NOTARY_", env_nested_delimiter="__", extra="ignore", validate_by_name=True
    )

    profile: Literal["development", "production"] = "development"
    host: str = "127.0.0.1"
    port: int = Field(8000, ge=1, le=65535)
    database_url: str = Field(
        "sqlite:///var/notary.db", validation_alias=AliasChoices("DATABASE_URL", "NOTARY_DATABASE_URL", "database_url")
    )
    data_dir: Path = Path("var")
    sandbox: bool = True
    secret_key: str = DEFAULT_SECRET
    session_idle_seconds: int = Field(1800, ge=60, le=86400)
    token_grace_seconds: int = Field(30, ge=1, le=300)
    # The short-lived state every server process and host shares (face-check admission, counted refusals); empty:
    # this process's memory, for the embedded default only. Every key starts with the prefix.
    redis_url: str = ""
    redis_key_prefix: str = "notary:"
    tls_certfile: str = ""
    tls_keyfile: str = ""
    # The proxies whose X-Forwarded-For is believed (comma-separated addresses or networks); from anyone else the
    # header is ignored, so a client cannot choose the address its limits and audit entries are kept under.
    forwarded_allow_ips: str = "127.0.0.1"
    portal_dist: Path = Path("portal/dist")
    help_video_url: str = ""
    map_tile_url: str = ""
    support_phone: str = "1008"
    app_version: str = "0.1.0"
    state_systems: StateSystemsConfig = Field(default_factory=StateSystemsConfig)
    catalogue: CatalogueConfig = CatalogueConfig()
    kiosks: KiosksConfig = KiosksConfig()
    face_check: FaceCheckConfig = FaceCheckConfig()
    identity: IdentityConfig = IdentityConfig()
    acts: ActsConfig = ActsConfig()
    database: DatabaseConfig = DatabaseConfig()
    jobs: JobsConfig = JobsConfig()
    requests: RequestsConfig = RequestsConfig()
    signing: SigningConfig = SigningConfig()
    payments: PaymentsConfig = PaymentsConfig()
    queue: QueueConfig = QueueConfig()
    video: VideoConfig = VideoConfig()
    sandbox_clock: AwareDatetime | None = Field(
        None, description="sandbox only: the clock starts at this instant (docs/contracts/acts.md#time)"
    )

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        *_args: PydanticBaseSettingsSource,
        **_kw: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return init_settings, env_settings, TomlConfigSettingsSource(settings_cls, toml_file=_config_file())

    @model_validator(mode="after")
    def _resolve_paths(self) -> "Settings":
        self.data_dir = self.data_dir if self.data_dir.is_absolute() else ROOT / self.data_dir
        recordings = self.video.recordings_dir
        self.video.recordings_dir = recordings if recordings.is_absolute() else self.data_dir / recordings
        self.portal_dist = self.portal_dist if self.portal_dist.is_absolute() else ROOT / self.portal_dist
        prefix = "sqlite:///"
        if self.database_url.startswith(prefix) and not self.database_url.startswith(prefix + "/"):
            self.database_url = prefix + str(ROOT / self.database_url.removeprefix(prefix))
        return self

    @model_validator(mode="after")
    def _state_system_modes(self) -> "Settings":
        """A state system without its own mode follows `sandbox`."""
        for _name, system in self.state_systems:
            system.mode = system.mode or ("sandbox" if self.sandbox else "http")
        return self

    @model_validator(mode="after")
    def _production_is_safe(self) -> "Settings":
        if self.profile != "production":
            return self
        problems = []
        if self.sandbox:
            problems.append("the sandbox state systems are on (set NOTARY_SANDBOX=false)")
        elif in_sandbox := self.state_systems.in_sandbox():
            problems.append("state systems in sandbox mode: " + ", ".join(in_sandbox))
        if self.secret_key == DEFAULT_SECRET or len(self.secret_key) < 32:
            problems.append("the secret key is the default or shorter than 32 characters (set NOTARY_SECRET_KEY)")
        if not (self.tls_certfile and self.tls_keyfile):
            problems.append("TLS is not configured (set NOTARY_TLS_CERTFILE and NOTARY_TLS_KEYFILE)")
        if self.sandbox_clock is not None:
            problems.append("the sandbox clock is set (unset NOTARY_SANDBOX_CLOCK)")
        if self.signing.mode == "sandbox":
            problems.append('print forms are signed by the sandbox test CA (set [signing] mode = "keys")')
        elif not self.signing.tsa_url:
            problems.append("no timestamping service for the signatures (set [signing] tsa_url)")
        if self.payments.gateway == "sandbox" or self.payments.payme_key == PaymentsConfig().payme_key:
            problems.append("payments go through the sandbox gateway or with its key (set [payments])")
        if self.database_url.startswith("sqlite"):
            problems.append("production runs on PostgreSQL (set DATABASE_URL)")
        if not self.redis_url:
            problems.append("the server processes share no Redis (set NOTARY_REDIS_URL)")
        if self.video.secrets_are_defaults():
            problems.append("the media server's secrets are the development ones (set [video] token_secret, …)")
        if problems:
            raise ValueError("refusing to start in production: " + "; ".join(problems))
        return self

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")


@lru_cache
def get_settings() -> Settings:
    return Settings()
