"""Reading an ID card through the agent's API: a real pcscd with the virtual e-passport in its reader."""

DILNOZA_KEY = {"documentNumber": "AA1234567", "birthDate": "850314", "expiryDate": "300101"}


class TestCardRead:
    def test_the_login_data_come_from_the_chip_and_are_forgotten_at_reset(
        self, dilnoza_passport, central_server, make_agent, plain_video
    ):
        running = make_agent(central_server.url, plain_video, card={"csca_dir": dilnoza_passport})
        assert running.get("/api/status").json()["cardReader"]["present"] is True
        answer = running.post("/api/card/read", json=DILNOZA_KEY)
        assert answer.status_code == 200, answer.text
        card = answer.json()
        assert (card["passserial"], card["passnum"], card["pin"]) == ("AA", "1234567", "41403850230012")
        assert (card["surname"], card["givenNames"], card["birthDate"]) == ("KARIMOVA", "DILNOZA", "850314")
        assert running.get("/api/card").json() == card
        running.post("/api/forget").raise_for_status()
        assert running.get("/api/card").status_code == 404

    def test_a_wrong_key_is_refused_by_the_chip(self, dilnoza_passport, central_server, make_agent, plain_video):
        running = make_agent(central_server.url, plain_video, card={"csca_dir": dilnoza_passport})
        answer = running.post("/api/card/read", json={**DILNOZA_KEY, "birthDate": "850315"})
        assert (answer.status_code, answer.json()["code"]) == (409, "card_unreadable")

    def test_an_untrusted_country_is_refused(self, dilnoza_passport, central_server, make_agent, plain_video, tmp_path):
        (tmp_path / "no-csca").mkdir()
        running = make_agent(central_server.url, plain_video, card={"csca_dir": tmp_path / "no-csca"})
        answer = running.post("/api/card/read", json=DILNOZA_KEY)
        assert (answer.status_code, answer.json()["code"]) == (422, "card_refused")
