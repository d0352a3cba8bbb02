"""The portal is served at / with history fallback; the OpenAPI document declares every answer."""


class TestPortalServing:
    def test_portal_routes_fall_back_to_index(self, client):
        for path in ("/", "/my_notarial_act", "/kiosk/auth", "/no/such/page"):
            answer = client.get(path)
            assert answer.status_code == 200
            assert "<title>portal</title>" in answer.text

    def test_files_outside_the_build_are_not_served(self, client):
        assert "portal" in client.get("/../../pyproject.toml").text


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
