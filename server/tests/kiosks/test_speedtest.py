from tests.kiosks.factories import enrolled_kiosk


class TestSpeedTestDownload:
    def test_sends_the_bytes_asked_for(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        answer = client.get("/api/kiosks/speedtest?bytes=200000", headers=keys.headers("TSH-001", enrolled["kid"]))
        assert answer.status_code == 200
        assert len(answer.content) == 200000
        assert answer.headers["content-type"] == "application/octet-stream"
        assert answer.headers["cache-control"] == "no-store"

    def test_the_size_is_capped(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        answer = client.get("/api/kiosks/speedtest?bytes=999999999", headers=keys.headers("TSH-001", enrolled["kid"]))
        assert answer.status_code == 400
        assert "8388608" in answer.text

    def test_only_kiosks_may_use_it(self, client):
        assert client.get("/api/kiosks/speedtest?bytes=1000").status_code == 403


class TestSpeedTestUpload:
    def test_counts_what_was_sent(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        answer = client.post(
            "/api/kiosks/speedtest", content=b"x" * 300000, headers=keys.headers("TSH-001", enrolled["kid"])
        )
        assert answer.status_code == 200
        assert answer.json() == {"bytes": 300000}

    def test_the_size_is_capped(self, client, login):
        keys, enrolled = enrolled_kiosk(client, login)
        body = b"x" * (8 * 1024 * 1024 + 1)
        answer = client.post("/api/kiosks/speedtest", content=body, headers=keys.headers("TSH-001", enrolled["kid"]))
        assert answer.status_code == 400

    def test_only_kiosks_may_use_it(self, client):
        assert client.post("/api/kiosks/speedtest", content=b"x").status_code == 403
