"""A kiosk's side of the protocol for the tests: its key pair, its public JWK and the tokens it signs."""

import json
import time
import uuid
from dataclasses import dataclass, field

import jwt
from cryptography.hazmat.primitives.asymmetric import ec

from notary.kiosks.auth import KIOSK_API_AUDIENCE
from tests.conftest import ADMIN, bearer


@dataclass
class KioskKeys:
    private_key: ec.EllipticCurvePrivateKey = field(default_factory=lambda: ec.generate_private_key(ec.SECP256R1()))

    @property
    def jwk(self) -> dict:
        return json.loads(jwt.algorithms.ECAlgorithm.to_jwk(self.private_key.public_key()))

    def request_token(self, kiosk_id: str, kid: str, lifetime: int = 30, **overrides) -> str:
        now = int(time.time())
        claims = {
            "iss": f"kiosk:{kiosk_id}",
            "aud": KIOSK_API_AUDIENCE,
            "iat": now,
            "exp": now + lifetime,
            "jti": str(uuid.uuid4()),
            **overrides,
        }
        return jwt.encode(claims, self.private_key, algorithm="ES256", headers={"kid": kid})

    def headers(self, kiosk_id: str, kid: str, **overrides) -> dict[str, str]:
        return {"Authorization": f"Kiosk {self.request_token(kiosk_id, kid, **overrides)}"}

    def signed_report(self, kid: str, report: dict) -> dict:
        """A heartbeat's body: the report as the payload of a JWS signed with this key."""
        payload = json.dumps(report).encode()
        return {"report": jwt.api_jws.encode(payload, self.private_key, algorithm="ES256", headers={"kid": kid})}


def issue_code(client, admin_token: str, kiosk_id: str = "TSH-001", **body) -> dict:
    payload = {"kioskId": kiosk_id, "location": "Tashkent, Yunusobod PSC", "office": "Yunusobod notary office", **body}
    answer = client.post("/api/kiosks/enrolment-codes", json=payload, headers=bearer(admin_token))
    assert answer.status_code == 200, answer.text
    return answer.json()


def enrolled_kiosk(client, login, kiosk_id: str = "TSH-001") -> tuple[KioskKeys, dict]:
    """A kiosk enrolled through the API: its keys and the server's answer (kioskId, kid, ...)."""
    keys = KioskKeys()
    code = issue_code(client, login(*ADMIN), kiosk_id)["code"]
    answer = client.post("/api/kiosks/enrol", json={"code": code, "publicJwk": keys.jwk})
    assert answer.status_code == 200, answer.text
    return keys, answer.json()


def diagnostics(*failing: str) -> dict:
    checks = [{"name": "disk", "ok": True, "details": {"freeBytes": 10**10}}]
    checks += [{"name": code, "ok": False, "code": code, "problem": code.replace("_", " ")} for code in failing]
    return {"agentVersion": "0.1.0", "checkedAt": "2026-01-01T10:00:00Z", "ok": not failing, "checks": checks}


def send_heartbeat(
    client, keys: KioskKeys, enrolled: dict, report: dict | None = None, signer: KioskKeys | None = None
):
    """A heartbeat as the agent sends it: the request token of `keys`, the report signed by `signer` (the same key
    unless a forgery is wanted)."""
    body = (signer or keys).signed_report(enrolled["kid"], report or diagnostics())
    return client.post("/api/kiosks/heartbeat", json=body, headers=keys.headers(enrolled["kioskId"], enrolled["kid"]))
