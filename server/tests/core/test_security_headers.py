"""Every answer carries the security headers (docs/security.md#headers); production adds HSTS and hides the API's
schema pages."""

import pytest

from notary.core.security_headers import CAMERA_AGENT, PERMISSIONS_POLICY, content_security_policy, source_of


def _directives(policy: str) -> dict[str, str]:
    return {part.split(" ", 1)[0]: part.split(" ", 1)[1] for part in policy.split("; ")}


def _production(monkeypatch):
    """The live settings with the production profile (the rest stays the test's own database and sandbox)."""
    from notary import main
    from notary.core.settings import get_settings

    production = get_settings().model_copy(update={"profile": "production"})
    monkeypatch.setattr(main, "get_settings", lambda: production)
    monkeypatch.setattr(main, "assert_no_sandbox_rows", lambda _engine: None)
    return production


class TestEveryAnswer:
    @pytest.mark.parametrize(
        "path", ["/", "/my_notarial_act", "/api/client-config", "/api/check_token", "/api/nothing"]
    )
    def test_portal_and_api_answers_carry_the_headers(self, client, path):
        headers = client.get(path).headers
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "strict-origin-when-cross-origin"
        assert headers["permissions-policy"] == PERMISSIONS_POLICY
        assert "camera=(self)" in PERMISSIONS_POLICY and "geolocation=()" in PERMISSIONS_POLICY
        policy = _directives(headers["content-security-policy"])
        assert policy["script-src"] == "'self'"
        assert policy["object-src"] == "'none'"
        assert policy["frame-ancestors"] == "'none'"
        assert policy["base-uri"] == "'self'"
        assert "strict-transport-security" not in headers  # development runs on plain HTTP

    def test_each_header_is_sent_once(self, client):
        headers = client.get("/api/client-config").headers
        for name in ("content-security-policy", "referrer-policy", "permissions-policy", "x-content-type-options"):
            assert len(headers.get_list(name)) == 1, name

    def test_the_face_check_socket_the_media_server_and_the_map_tiles_are_allowed(self, client):
        policy = _directives(client.get("/", headers={"Host": "notary.example.uz"}).headers["content-security-policy"])
        assert policy["connect-src"] == f"'self' ws://notary.example.uz ws://127.0.0.1:8188 {CAMERA_AGENT}"
        assert "https://tile.openstreetmap.org" in policy["img-src"].split()

    def test_a_host_header_cannot_inject_a_directive(self, client):
        policy = client.get("/", headers={"Host": "evil; script-src *"}).headers["content-security-policy"]
        assert "evil" not in policy and _directives(policy)["script-src"] == "'self'"


class TestPolicy:
    def test_the_media_server_is_let_in_when_configured(self):
        from notary.core.settings import get_settings

        video = get_settings().video.model_copy(update={"browser_url": "wss://media.example.uz:8443/janus"})
        settings = get_settings().model_copy(update={"video": video})
        policy = _directives(content_security_policy(settings, "wss://notary.example.uz"))
        assert policy["connect-src"] == f"'self' wss://notary.example.uz wss://media.example.uz:8443 {CAMERA_AGENT}"

    @pytest.mark.parametrize(
        ("url", "source"),
        [
            ("https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"),
            ("https://{s}.tiles.example.org/{z}/{x}/{y}.png", "https://*.tiles.example.org"),
            ("https://tiles-{s}.example.org/{z}.png", "https:"),
            ("/static/help/identification.mp4", None),
            ("", None),
        ],
    )
    def test_the_source_of_a_configured_url(self, url, source):
        assert source_of(url) == source


class TestProduction:
    def test_hsts_and_a_secure_socket(self, monkeypatch, session):
        from fastapi.testclient import TestClient

        from notary.main import create_app

        _production(monkeypatch)
        with TestClient(create_app(), base_url="https://notary.example.uz") as client:
            headers = client.get("/api/client-config").headers
        assert headers["strict-transport-security"] == "max-age=63072000"
        assert "wss://notary.example.uz" in _directives(headers["content-security-policy"])["connect-src"].split()

    def test_the_schema_pages_are_not_served(self, monkeypatch, session):
        from fastapi.testclient import TestClient

        from notary.main import create_app

        _production(monkeypatch)
        app = create_app()
        with TestClient(app, base_url="https://notary.example.uz") as client:
            assert client.get("/api/docs").status_code == 404
            assert client.get("/api/openapi.json").status_code == 404
        assert "/api/auth" in app.openapi()["paths"]  # `make openapi` still has it

    def test_development_serves_them(self, client):
        assert client.get("/api/docs").status_code == 200
        assert client.get("/api/openapi.json").status_code == 200
