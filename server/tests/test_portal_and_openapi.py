"""The portal is served at / with history fallback, its built files precompressed and cached; the API's JSON is
compressed; the OpenAPI document declares every answer."""

import gzip

import brotli
import pytest

ASSET = "/assets/index-AbC_12-z.js"
SCRIPT = b"console.log('the portal');" * 100


@pytest.fixture
def built_asset():
    """A hashed file of the build with the two compressed copies `make portal` writes beside it."""
    from notary.core.settings import get_settings

    path = get_settings().portal_dist / ASSET.lstrip("/")
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(SCRIPT)
    path.with_name(path.name + ".br").write_bytes(brotli.compress(SCRIPT))
    path.with_name(path.name + ".gz").write_bytes(gzip.compress(SCRIPT))


@pytest.fixture
def help_video():
    """The help video and a caption file as the build ships them (portal/public/help/)."""
    from notary.core.settings import get_settings

    help_dir = get_settings().portal_dist / "help"
    help_dir.mkdir(exist_ok=True)
    (help_dir / "identification.mp4").write_bytes(bytes(range(256)) * 4)
    (help_dir / "identification.ru.vtt").write_text("WEBVTT\n", encoding="utf-8")


class TestPortalServing:
    def test_portal_routes_fall_back_to_index(self, client):
        for path in ("/", "/my_notarial_act", "/kiosk/auth", "/no/such/page"):
            answer = client.get(path)
            assert answer.status_code == 200
            assert "<title>portal</title>" in answer.text

    def test_files_outside_the_build_are_not_served(self, client):
        assert "portal" in client.get("/../../pyproject.toml").text

    def test_index_is_never_cached(self, client):
        for path in ("/", "/index.html", "/my_notarial_act"):
            assert client.get(path).headers["cache-control"] == "no-cache", path

    def test_the_help_video_seeks_and_its_captions_are_webvtt(self, help_video, client):
        part = client.get("/help/identification.mp4", headers={"Range": "bytes=0-99"})
        assert part.status_code == 206 and part.headers["content-type"] == "video/mp4" and len(part.content) == 100
        assert client.get("/help/identification.ru.vtt").headers["content-type"].startswith("text/vtt")


class TestCompression:
    def test_a_hashed_asset_comes_in_the_best_encoding_the_browser_takes_and_is_cached_for_good(
        self, built_asset, client
    ):
        for accepted, encoding in (("gzip, deflate, br", "br"), ("gzip", "gzip"), ("identity", None)):
            answer = client.get(ASSET, headers={"Accept-Encoding": accepted})
            assert answer.status_code == 200
            assert answer.headers.get("content-encoding") == encoding
            assert answer.content == SCRIPT  # decoded by the client as a browser would
            assert "immutable" in answer.headers["cache-control"]
            assert "Accept-Encoding" in answer.headers["vary"]

    def test_api_json_is_compressed_above_a_size(self, client):
        large = client.get("/api/openapi.json", headers={"Accept-Encoding": "gzip"})
        assert large.headers["content-encoding"] == "gzip"
        small = client.get("/api/client-config", headers={"Accept-Encoding": "gzip"})
        assert small.status_code == 200 and "content-encoding" not in small.headers


class TestOpenApi:
    def test_every_operation_declares_its_model_and_errors(self, client):
        document = client.get("/api/openapi.json").json()
        for path, methods in document["paths"].items():
            for method, operation in methods.items():
                responses = operation["responses"]
                success = "201" if "201" in responses else "200"  # 201: a call that creates
                assert success in responses, (method, path)
                # JSON as a rule; check-before-auth's text `Ok` and the kiosk speed-test bytes are declared with their
                # own type.
                contents = responses[success]["content"]
                assert contents and all(content.get("schema") for content in contents.values()), (method, path)
                assert {"403", "500"} & set(responses), (method, path)
                assert "422" not in responses, (method, path)

    def test_operation_ids_are_stable_names(self, client):
        document = client.get("/api/openapi.json").json()
        assert document["paths"]["/api/check_token"]["get"]["operationId"] == "identity-check_token"
