import base64
import json
import stat

import jwt
import pytest

from camera_agent.service.identity import (
    KIOSK_API_AUDIENCE,
    REPORT_MAX_CHARS,
    Enrolment,
    KioskIdentity,
    NotEnrolled,
    new_private_key,
    public_jwk,
)


@pytest.fixture
def identity(tmp_path):
    identity = KioskIdentity(tmp_path / "data")
    identity.save(new_private_key(), Enrolment("TSH-001", "kid-1", "Tashkent", "Office", "http://server", 0.0))
    return identity


def _public_key(identity):
    return jwt.algorithms.ECAlgorithm.from_jwk(public_jwk(identity._key))


class TestKioskIdentity:
    def test_the_private_key_is_readable_by_the_agent_only(self, identity):
        mode = stat.S_IMODE((identity.data_dir / "kiosk-key.pem").stat().st_mode)
        assert mode == 0o600

    def test_it_survives_a_restart(self, identity):
        again = KioskIdentity(identity.data_dir)
        assert again.enrolled and again.enrolment.kiosk_id == "TSH-001"
        assert public_jwk(again._key) == public_jwk(identity._key)

    def test_the_key_can_come_from_the_systems_credential_store(self, identity, tmp_path):
        # Sealed (systemd-creds, TPM2) and decrypted by systemd into $CREDENTIALS_DIRECTORY for the agent alone.
        credential = tmp_path / "credentials" / "kiosk-key"
        credential.parent.mkdir()
        (identity.data_dir / "kiosk-key.pem").rename(credential)
        assert not KioskIdentity(identity.data_dir).enrolled
        sealed = KioskIdentity(identity.data_dir, key_file=credential)
        assert sealed.enrolled and public_jwk(sealed._key) == public_jwk(identity._key)

    def test_a_report_is_signed_with_the_kiosk_key(self, identity):
        report = {"agentVersion": "0.1.0", "ok": True, "checks": [{"name": "disk", "ok": True, "details": {"a": 1}}]}
        signed = identity.signed_report(report)
        assert jwt.get_unverified_header(signed)["kid"] == "kid-1"
        assert json.loads(jwt.api_jws.decode(signed, _public_key(identity), algorithms=["ES256"])) == report

    def test_a_report_too_long_for_the_server_drops_its_details(self, identity):
        check = {"name": "clock", "ok": False, "code": "connection_not_established", "details": {"reason": "x" * 5000}}
        signed = identity.signed_report({"agentVersion": "0.1.0", "ok": False, "checks": [check]})
        assert len(signed) <= REPORT_MAX_CHARS
        sent = json.loads(jwt.api_jws.decode(signed, _public_key(identity), algorithms=["ES256"]))
        assert sent["checks"] == [{"name": "clock", "ok": False, "code": "connection_not_established"}]

    def test_the_result_token_follows_the_contract(self, identity):
        evidence = "ab" * 32
        token = identity.result_token(
            "sid-1", b"\xff\xd8jpeg", ttl_seconds=120, liveness_ok=True, evidence_sha256=evidence
        )
        assert jwt.get_unverified_header(token) == {"alg": "ES256", "kid": "kid-1", "typ": "JWT"}
        claims = jwt.decode(token, _public_key(identity), algorithms=["ES256"])
        assert claims["iss"] == "kiosk:TSH-001" and claims["sid"] == "sid-1"
        assert claims["exp"] - claims["iat"] == 120
        assert claims["isOk"] is True and claims["livenessWasSuccessful"] is True
        assert base64.b64decode(claims["bestshot"]) == b"\xff\xd8jpeg"
        assert claims["evidence"] == evidence
        assert "aud" not in claims

    def test_request_tokens_are_short_and_for_the_kiosk_api(self, identity):
        token = identity.request_token()
        claims = jwt.decode(token, _public_key(identity), algorithms=["ES256"], audience=KIOSK_API_AUDIENCE)
        assert claims["exp"] - claims["iat"] <= 60 and claims["jti"]

    def test_an_unenrolled_kiosk_signs_nothing(self, tmp_path):
        with pytest.raises(NotEnrolled):
            KioskIdentity(tmp_path).request_token()
