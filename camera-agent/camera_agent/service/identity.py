"""The kiosk's identity: its ES256 key pair (made at enrolment, private part mode 0600) and the tokens it signs.

- Result tokens of a face check (docs/contracts/face-check.md#result-token): iss `kiosk:<id>`, kid = the key's
  RFC 7638 thumbprint as the server computed it at enrolment, exp - iat ≤ 120 s, `evidence` = the SHA-256 of the
  session's evidence (docs/camera-agent.md#evidence).
- Request tokens for the server's kiosk calls (heartbeat, speed test, evidence): aud `notary-kiosk-api`, 30 s, a
  new `jti` each (the server takes each once).
- Health reports: the diagnostics as the payload of a compact JWS, so the server can tell a report the kiosk signed
  from one altered on the way or sent by something else."""

import base64
import json
import os
import time
import uuid
from dataclasses import asdict, dataclass
from pathlib import Path

import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

KEY_FILE = "kiosk-key.pem"
RECORD_FILE = "kiosk.json"
KIOSK_API_AUDIENCE = "notary-kiosk-api"
REQUEST_TOKEN_SECONDS = 30
REPORT_MAX_CHARS = 4096  # the longest report JWS the server takes


@dataclass(frozen=True)
class Enrolment:
    kiosk_id: str
    kid: str
    location: str
    office: str
    server_url: str
    enrolled_at: float


def new_private_key() -> ec.EllipticCurvePrivateKey:
    return ec.generate_private_key(ec.SECP256R1())


def public_jwk(key: ec.EllipticCurvePrivateKey) -> dict:
    return json.loads(jwt.algorithms.ECAlgorithm.to_jwk(key.public_key())) | {"use": "sig", "alg": "ES256"}


def _write_private(path: Path, data: bytes, mode: int = 0o600) -> None:
    """Write through a new file created with its final mode, then rename: never a moment world-readable."""
    temporary = path.with_name(f".{path.name}.{uuid.uuid4().hex}")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    with os.fdopen(descriptor, "wb") as file:
        file.write(data)
        file.flush()
        os.fsync(file.fileno())
    os.replace(temporary, path)


class KioskIdentity:
    """What enrolment left in the data directory; `None`-valued until the kiosk is enrolled."""

    def __init__(self, data_dir: Path, key_file: Path | None = None):
        self.data_dir = data_dir
        # A key kept in the operating system's store (docs/kiosk.md#the-kiosk-key), read from where it exposes it.
        self.key_file = key_file
        self._key: ec.EllipticCurvePrivateKey | None = None
        self.enrolment: Enrolment | None = None
        self.reload()

    def reload(self) -> None:
        record, key = self.data_dir / RECORD_FILE, self.key_file or self.data_dir / KEY_FILE
        if not (record.is_file() and key.is_file()):
            self._key, self.enrolment = None, None
            return
        self.enrolment = Enrolment(**json.loads(record.read_text(encoding="utf-8")))
        loaded = serialization.load_pem_private_key(key.read_bytes(), password=None)
        if not isinstance(loaded, ec.EllipticCurvePrivateKey):
            raise ValueError(f"{key} is not an EC private key")
        self._key = loaded

    @property
    def enrolled(self) -> bool:
        return self.enrolment is not None and self._key is not None

    def save(self, key: ec.EllipticCurvePrivateKey, enrolment: Enrolment) -> None:
        """Keep a key the server accepted, replacing any earlier one."""
        self.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        pem = key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
        _write_private(self.data_dir / KEY_FILE, pem)
        _write_private(self.data_dir / RECORD_FILE, json.dumps(asdict(enrolment), indent=2).encode(), mode=0o644)
        self._key, self.enrolment = key, enrolment

    def _sign(self, claims: dict) -> str:
        if self._key is None or self.enrolment is None:
            raise NotEnrolled()
        return jwt.encode(claims, self._key, algorithm="ES256", headers={"kid": self.enrolment.kid})

    def request_token(self) -> str:
        now = int(time.time())
        return self._sign(
            {
                "iss": f"kiosk:{self.enrolment.kiosk_id}" if self.enrolment else "",
                "aud": KIOSK_API_AUDIENCE,
                "iat": now,
                "exp": now + REQUEST_TOKEN_SECONDS,
                "jti": str(uuid.uuid4()),
            }
        )

    def signed_report(self, diagnostics: dict) -> str:
        """The diagnostics as a compact JWS; one that would be longer than the server keeps drops its checks'
        details (names, results and problems stay), so a kiosk in trouble is never silenced by its error texts."""
        signed = self._sign_report(diagnostics)
        if len(signed) <= REPORT_MAX_CHARS:
            return signed
        checks = [{key: value for key, value in check.items() if key != "details"} for check in diagnostics["checks"]]
        return self._sign_report({**diagnostics, "checks": checks})

    def _sign_report(self, report: dict) -> str:
        if self._key is None or self.enrolment is None:
            raise NotEnrolled()
        payload = json.dumps(report, separators=(",", ":")).encode()
        return jwt.api_jws.encode(payload, self._key, algorithm="ES256", headers={"kid": self.enrolment.kid})

    def result_token(
        self, session_id: str, bestshot_jpeg: bytes, ttl_seconds: int, liveness_ok: bool, evidence_sha256: str
    ) -> str:
        now = int(time.time())
        return self._sign(
            {
                "iss": f"kiosk:{self.enrolment.kiosk_id}" if self.enrolment else "",
                "sid": session_id,
                "jti": str(uuid.uuid4()),
                "iat": now,
                "exp": now + ttl_seconds,
                "isOk": liveness_ok,
                "livenessWasSuccessful": liveness_ok,
                "bestshot": base64.b64encode(bestshot_jpeg).decode("ascii"),
                "evidence": evidence_sha256,
            }
        )


class NotEnrolled(RuntimeError):
    """The kiosk has no key yet: `camera-agent enrol --code CODE` first."""

    def __init__(self) -> None:
        super().__init__("the kiosk is not enrolled: run `camera-agent enrol --code CODE`")
