"""The sections of the server's configuration, one model each (`[section]` in config/server.toml, overridden by
NOTARY_<SECTION>__<KEY>). They live in core, beside Settings, so that the settings import no domain."""

from datetime import date
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field


class StateSystemConfig(BaseModel):
    """`[state_systems.<name>]`: how one state system the ministry does not own is reached."""

    mode: Literal["sandbox", "http"] | None = Field(
        None, description="sandbox: seeded demo data; http: the real system; unset: follows the top-level `sandbox`"
    )
    url: str = Field("", description="base URL of the real system (mode http)")
    token: str = Field("", description="bearer credential of the real system")
    timeout_seconds: float = Field(10, gt=0, le=120)


class SmsGatewayConfig(StateSystemConfig):
    """`[state_systems.sms_gateway]`: the SMS gateway (Eskiz), with the sender name messages go out under."""

    sender: str = Field("4546", description="Eskiz `from`: the sender name or short number agreed with Eskiz")


class StateSystemsConfig(BaseModel):
    """Every state system by name: docs/state-systems.md says what each is asked."""

    population_registry: StateSystemConfig = StateSystemConfig()
    civil_registry: StateSystemConfig = StateSystemConfig()
    bans_registry: StateSystemConfig = StateSystemConfig()
    vehicle_registry: StateSystemConfig = StateSystemConfig()
    cadastre: StateSystemConfig = StateSystemConfig()
    enforcement_bureau: StateSystemConfig = StateSystemConfig()
    legal_entity_registry: StateSystemConfig = StateSystemConfig()
    sms_gateway: SmsGatewayConfig = SmsGatewayConfig()

    def in_sandbox(self) -> list[str]:
        return [name for name, system in self if isinstance(system, StateSystemConfig) and system.mode == "sandbox"]


class CatalogueConfig(BaseModel):
    """[catalogue]: the calculator's tariffs and the statistics cache."""

    tariffs_file: Path = Field(Path("config/tariffs.toml"), description="relative paths are from the repository root")
    statistics_cache_seconds: int = Field(600, ge=0, le=86400, description="0 turns the cache off")


class ActsConfig(BaseModel):
    """[acts]: invitations to an act and the scheduled work that follows them."""

    public_origin: str = Field(
        "http://127.0.0.1:8000", description="the portal's address as citizens reach it: invitation links start with it"
    )
    invitation_hours: int = Field(72, ge=1, le=720, description="an invitation link lives this long")
    reminder_after_hours: int = Field(24, ge=1, le=240, description="an unanswered invitation is reminded this often")
    reminders_max: int = Field(3, ge=0, le=10, description="at most this many reminders per invitation")
    visit_minutes: int = Field(
        30, ge=5, le=240, description="a registration visit's slot: visits start on this grid and last this long"
    )
    attachment_max_mb: int = Field(
        10, ge=1, le=50, description="the largest paper a citizen attaches (a translation's original, a signed paper)"
    )


class RequestsConfig(BaseModel):
    """[requests]: the largest request bodies, refused before they are parsed (413)."""

    max_body_kb: int = Field(1024, ge=16, le=65536, description="any request body")
    max_upload_mb: int = Field(
        16, ge=1, le=256, description="the login's face photo, an act's attachment, a kiosk's upload test"
    )


class DatabaseConfig(BaseModel):
    """[database]: each server process's PostgreSQL connections (docs/deployment.md#connection-pools). Every
    process holds at most pool_size + max_overflow: size them so that all processes on all hosts fit the server's
    max_connections with room left for backups, migrations and administration."""

    pool_size: int = Field(5, ge=1, le=100, description="connections each process keeps open")
    max_overflow: int = Field(5, ge=0, le=100, description="extra connections opened under load, closed after")
    pool_timeout_seconds: float = Field(10, gt=0, le=120, description="how long a request waits for a connection")


class JobsConfig(BaseModel):
    """[jobs]: the scheduled work every server worker takes its share of (docs/architecture.md#scheduled-work)."""

    worker: bool = Field(True, description="false: this process runs no scheduled work (tests run it by hand)")
    poll_seconds: float = Field(5, gt=0, le=300, description="how often the worker looks for due work")
    max_attempts: int = Field(8, ge=1, le=100, description="a job failing this often is given up, with its error")


class SigningConfig(BaseModel):
    """[signing]: the keys that sign print forms (PAdES) and the timestamping service that dates the signatures."""

    mode: Literal["sandbox", "keys"] = Field(
        "sandbox",
        description="sandbox: a local test CA and timestamping service made under data_dir on first use; "
        "keys: each office's PKCS#12 key from key_dir and the TSA at tsa_url",
    )
    key_dir: Path = Field(Path("/etc/notary/signing"), description="keys mode: <office id>.p12 per office")
    key_passphrase: str = Field("", description="keys mode: the passphrase of the offices' PKCS#12 files")
    tsa_url: str = Field("", description="keys mode: the RFC 3161 timestamping service")


class PaymentsConfig(BaseModel):
    """[payments]: the gateway invoices are paid through (docs/contracts/acts.md#payment-the-gateway-calls-us)."""

    gateway: Literal["sandbox", "payme"] = Field(
        "sandbox", description="sandbox: the service's own checkout page plays Payme; payme: Payme's checkout"
    )
    payme_key: str = Field("sandbox-payme-key", description="the merchant key of Basic auth Paycom:<key>")
    merchant_id: str = Field("", description="payme: the merchant (cashbox) id of the checkout link")
    checkout_url: str = Field("https://checkout.paycom.uz", description="payme: the checkout's address")


class IdentityConfig(BaseModel):
    technical_work: bool = Field(False, description="true: /auth answers resultCode 0 (authorisation unavailable)")
    match_threshold: float = Field(
        0.45,
        gt=0,
        lt=1.2,
        description="largest dlib descriptor distance between best shot and registry photo that is the same person; "
        "chosen from measured genuine and impostor pairs (bench/facematch_bench.py), stricter than dlib's usual 0.6",
    )
    failed_matches_before_delay: int = Field(
        5, ge=1, le=100, description="face-match failures of one passport from one address"
    )
    failed_match_delay_seconds: int = Field(30, ge=30, le=3600, description="first wait once that many failed")
    failed_match_delay_max_seconds: int = Field(900, ge=30, le=86400, description="the wait doubles up to this")
    failure_window_seconds: int = Field(3600, ge=60, le=86400, description="how long a failure counts")
    passport_ceiling_failures: int = Field(
        20, ge=1, le=10000, description="face-match failures of one passport from every address in that window"
    )
    passport_ceiling_delay_seconds: int = Field(
        10, ge=1, le=60, description="beyond the ceiling each attempt waits this long after the last failure"
    )
    address_max_failures: int = Field(30, ge=1, le=10000, description="failed attempts from one address per window")
    address_window_seconds: int = Field(600, ge=60, le=86400, description="the sliding window of that limit")
    lookup_max_failures: int = Field(
        10, ge=1, le=10000, description="failed look-ups naming one passport, or one pin, from every address"
    )
    lookup_window_seconds: int = Field(3600, ge=60, le=86400, description="the sliding window of that limit")
    registry_photo_cache_size: int = Field(2048, ge=0, le=1_000_000, description="registry photo descriptors kept")
    keep_best_shot_days: int = Field(0, ge=0, le=3650, description="audit policy: 0 never stores a face image")


class FaceCheckConfig(BaseModel):
    keys_dir: Path | None = Field(None, description="where the ES256 signing keys live; default <data_dir>/keys")
    # At most 120: docs/contracts/face-check.md#result-token.
    token_ttl_seconds: int = Field(120, ge=10, le=120, description="exp - iat of a result token (≤ 120)")
    token_leeway_seconds: int = Field(5, ge=0, le=60, description="clock difference tolerated when verifying")
    session_timeout_seconds: float = Field(123, gt=0, le=600, description="a session without success ends then")
    heartbeat_ms: int = Field(3000, ge=500, le=60000, description="the heart-beat both sides promise")
    max_rejected_frames: int = Field(20, ge=1, le=1000, description="more rejected frames than this end a session")
    max_sessions: int = Field(32, ge=1, le=10000, description="concurrent sessions all server processes accept")
    max_sessions_per_address: int = Field(3, ge=1, le=1000, description="concurrent sessions from one address")
    max_starts_per_address_per_minute: int = Field(10, ge=1, le=10000, description="new sessions from one address")
    allowed_origins: list[str] = Field(
        default_factory=lambda: ["http://127.0.0.1:8000", "http://localhost:8000", "http://127.0.0.1:8765"],
        description="pages allowed to open a session (scheme://host[:port]); a page elsewhere is refused",
    )
    allow_missing_origin: bool = Field(False, description="let clients that send no Origin (not a browser) connect")


class KiosksConfig(BaseModel):
    enrolment_code_ttl_seconds: int = Field(86400, ge=300, le=30 * 86400, description="how long a code stays usable")
    request_token_max_seconds: int = Field(60, ge=10, le=300, description="longest lifetime of a kiosk request JWS")
    clock_leeway_seconds: int = Field(30, ge=0, le=300, description="tolerated clock difference with a kiosk")
    heartbeat_seconds: int = Field(300, ge=30, le=3600, description="how often agents send diagnostics")
    speedtest_max_bytes: int = Field(8 * 1024 * 1024, ge=64 * 1024, le=64 * 1024 * 1024)
    idle_seconds: int = Field(120, ge=5, le=3600, description="a kiosk page's idle time before its countdown")
    offline_after_seconds: int = Field(
        0, ge=0, le=7 * 86400, description="silent longer than this, a kiosk is offline; 0: three heartbeat intervals"
    )
    reports_kept: int = Field(100, ge=1, le=10000, description="signed health reports kept per kiosk, newest")

    @property
    def offline_after(self) -> int:
        return self.offline_after_seconds or 3 * self.heartbeat_seconds


class QueueConfig(BaseModel):
    """[queue]: the electronic queue's plan. The slot grid is the acts' visit_minutes, so an act's visit and a
    citizen's booking take places from the same plan."""

    capacity: int = Field(1, ge=1, le=20, description="how many citizens a notary receives in one slot")
    service_slots: dict[int, int] = Field(
        default_factory=dict, description="a service (act type id) that needs more than one slot: how many"
    )
    min_notice_minutes: int = Field(60, ge=0, le=10080, description="a slot can be booked this long ahead at least")
    horizon_days: int = Field(30, ge=1, le=365, description="and at most this many days ahead")
    max_active: int = Field(3, ge=1, le=20, description="a citizen holds at most this many bookings to come")
    late_minutes: int = Field(15, ge=1, le=120, description="later than this, a booking is served in the general queue")
    remind_hours: list[int] = Field(
        default_factory=lambda: [24, 1], description="SMS reminders this many hours before the booked time"
    )
    holidays: list[date] = Field(default_factory=list, description="public holidays: no notary receives")


class VideoConfig(BaseModel):
    """[video]: the video conferences of act visits, through the media server (Janus) and the TURN server (coturn)."""

    start_media_server: bool = Field(
        True, description="`notary serve` starts Janus itself with config/janus (the embedded default); else a service"
    )
    janus_url: str = Field("http://127.0.0.1:8088/janus", description="Janus's HTTP API, for the server's own calls")
    browser_url: str = Field("ws://127.0.0.1:8188", description="Janus as the browsers reach it (wss:// in production)")
    http_port: int = Field(8088, ge=1, le=65535, description="the ports of the Janus that `notary serve` starts")
    admin_port: int = Field(7088, ge=1, le=65535)
    ws_port: int = Field(8188, ge=1, le=65535)
    rtp_ports: str = Field("20000-40000", pattern=r"^\d+-\d+$")
    public_ip: str = Field("", description="the media server's public address when it sits behind a 1:1 NAT")
    token_secret: str = Field("change-me-media-development-only", description="signs the participants' Janus tokens")
    admin_key: str = Field("change-me-rooms-development-only", description="needed to make a room")
    events_secret: str = Field("change-me-events-development-only", description="Janus's events to the server")
    events_url: str = Field("", description="where Janus posts its events; empty: this server's own")
    turn_urls: list[str] = Field(default_factory=list, description='e.g. ["turn:turn.example.uz:3478?transport=udp"]')
    turn_secret: str = Field("", description="coturn's static-auth-secret: time-limited TURN credentials")
    ice_transport_policy: Literal["all", "relay"] = Field(
        "all", description="relay: browsers reach the media server only through the TURN servers (strict firewalls)"
    )
    recordings_dir: Path = Field(Path("recordings"), description="Janus's recordings and the mixed files")
    retention_days: int = Field(1825, ge=1, le=36500, description="a mixed recording is kept this long")
    join_window_minutes: int = Field(
        15, ge=1, le=120, description="ready from this long before the visit; absent after"
    )
    call_max_minutes: int = Field(120, ge=5, le=600, description="a join token lasts this long")
    bitrate_kbps: int = Field(1024, ge=128, le=8192, description="each publisher's video bitrate cap")

    def secrets_are_defaults(self) -> bool:
        secrets = ("token_secret", "admin_key", "events_secret")
        return any(getattr(self, name) == VideoConfig.model_fields[name].default for name in secrets)
