"""Agent configuration: defaults in config/camera-agent.toml, overridden by CAMERA_AGENT_* environment variables
(nested keys with `__`, e.g. CAMERA_AGENT_CAMERA__VIDEO_FILE). Bounds are documented on each field."""

import ipaddress
import os
from functools import lru_cache
from pathlib import Path
from urllib.parse import urlsplit

from pydantic import BaseModel, Field, field_validator, model_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict, TomlConfigSettingsSource

ROOT = Path(__file__).resolve().parents[2]
CONFIG_FILE_VARIABLE = "CAMERA_AGENT_CONFIG_FILE"


def config_file() -> Path:
    return Path(os.environ.get(CONFIG_FILE_VARIABLE, ROOT / "config" / "camera-agent.toml"))


def _absolute(path: Path) -> Path:
    return path if path.is_absolute() else ROOT / path


class CameraConfig(BaseModel):
    usb_id: str = Field("", pattern=r"^([0-9a-fA-F]{4}:[0-9a-fA-F]{4})?$", description="vendor:product, e.g. 046d:0825")
    index: int = Field(0, ge=0, le=63, description="/dev/videoN used when no usb_id is set or it is not plugged in")
    video_file: Path | None = Field(None, description="play this file in a loop instead of a camera (tests, demos)")
    width: int = Field(1280, ge=640, le=4096, description="resolution asked of the camera")
    height: int = Field(720, ge=480, le=4096)
    reopen_backoff_max_seconds: float = Field(4.0, ge=0.1, le=60, description="longest wait between reopen tries")
    lost_after_seconds: float = Field(10.0, ge=1, le=120, description="a check gives up on a camera gone this long")
    call_max_seconds: float = Field(
        3 * 3600, ge=60, le=12 * 3600, description="a camera lent to a video call comes back by itself after this"
    )
    sysfs_root: Path = Field(Path("/sys"), description="where to look up USB ids (a fake tree in tests)")

    @field_validator("video_file")
    @classmethod
    def _resolve(cls, value: Path | None) -> Path | None:
        return _absolute(value) if value else None


class FaceCheckConfig(BaseModel):
    # Interval and timeout: docs/contracts/errors-and-limits.md#face-check.
    frame_interval_ms: int = Field(300, ge=100, le=2000, description="one frame checked this often")
    timeout_seconds: float = Field(123, gt=0, le=600, description="a check without success ends then")
    heartbeat_ms: int = Field(3000, ge=500, le=60000, description="STOMP heart-beat both sides promise")
    # At most 120: docs/contracts/face-check.md#result-token.
    token_ttl_seconds: int = Field(120, ge=10, le=120, description="exp - iat of the result token (≤ 120)")
    preview_fps: float = Field(10, gt=0, le=30, description="frame rate of the MJPEG preview")
    preview_jpeg_quality: int = Field(70, ge=30, le=95)


class DiagnosticsConfig(BaseModel):
    heartbeat_seconds: float = Field(300, ge=10, le=3600, description="diagnostics sent to the server this often")
    heartbeat_bandwidth: bool = Field(True, description="measure bandwidth in every heartbeat, not only on request")
    speedtest_bytes: int = Field(1_000_000, ge=10_000, le=8 * 1024 * 1024, description="bytes each way per test")
    # Bandwidth: docs/contracts/errors-and-limits.md#camera-and-network.
    min_bandwidth_mbps: float = Field(2.0, gt=0, description="below this a video conference fails")
    recommended_bandwidth_mbps: float = Field(4.0, gt=0, description="4 Mb/s or more recommended")
    max_clock_skew_seconds: float = Field(30, gt=0, le=600, description="tokens expire in 120 s; skew must be small")
    min_free_disk_bytes: int = Field(1024**3, ge=0)
    proc_asound: Path = Field(Path("/proc/asound"), description="ALSA's view of sound cards (microphones)")


class CardConfig(BaseModel):
    csca_dir: Path = Field(Path("config/csca"), description="country signing certificates for passive auth")
    reader: str = Field("", description="PC/SC reader name; empty: the first reader holding a card")

    @field_validator("csca_dir")
    @classmethod
    def _resolve(cls, value: Path) -> Path:
        return _absolute(value)


class AgentConfig(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CAMERA_AGENT_", env_nested_delimiter="__", extra="ignore")

    host: str = Field("127.0.0.1", description="loopback only: the agent refuses any other address")
    port: int = Field(8470, ge=1, le=65535)
    server_url: str = Field("http://127.0.0.1:8000", description="the central server (enrolment, heartbeats)")
    allowed_origins: list[str] = Field(
        default_factory=list, description="pages that may call the agent; empty: the server's origin only"
    )
    data_dir: Path = Field(Path("var/camera-agent"), description="the kiosk key (0600) and enrolment record")
    key_file: Path | None = Field(
        None,
        description="read the kiosk key from here instead of <data_dir>/kiosk-key.pem: a credential the operating "
        "system decrypts for the agent, e.g. systemd's $CREDENTIALS_DIRECTORY/kiosk-key (docs/kiosk.md)",
    )
    request_timeout_seconds: float = Field(10, gt=0, le=120)
    camera: CameraConfig = CameraConfig()
    face_check: FaceCheckConfig = FaceCheckConfig()
    diagnostics: DiagnosticsConfig = DiagnosticsConfig()
    card: CardConfig = CardConfig()

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        *_args: PydanticBaseSettingsSource,
        **_kw: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return init_settings, env_settings, TomlConfigSettingsSource(settings_cls, toml_file=config_file())

    @field_validator("host")
    @classmethod
    def _loopback_only(cls, host: str) -> str:
        # The agent signs tokens the server trusts: nothing but the kiosk itself may reach it.
        try:
            loopback = host == "localhost" or ipaddress.ip_address(host).is_loopback
        except ValueError:
            loopback = False
        if not loopback:
            raise ValueError(f"the agent listens on the loopback interface only, not on {host!r}")
        return host

    @field_validator("server_url")
    @classmethod
    def _http_url(cls, url: str) -> str:
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise ValueError(f"server_url must be an http(s) URL, not {url!r}")
        return url.rstrip("/")

    @model_validator(mode="after")
    def _resolve(self) -> "AgentConfig":
        self.data_dir = _absolute(self.data_dir)
        if not self.allowed_origins:
            parts = urlsplit(self.server_url)
            self.allowed_origins = [f"{parts.scheme}://{parts.netloc}"]
        return self


@lru_cache
def get_config() -> AgentConfig:
    return AgentConfig()
