"""The dictionaries the portal caches: regions with districts, act types, document types, languages."""

from notary.dictionaries.loader import load_reference_data

CONTRACT_ACT_TYPES = {1, 4, 9, 101, 105, 11651, 11771, 11680, 11944, 11962, 12047, 15003, 15034, 15035, 15036}


class TestGetDictionaries:
    def test_fourteen_regions_each_with_districts_in_three_languages(self, client):
        body = client.get("/api/dict").json()
        assert len(body["regions"]) == 14
        for region in body["regions"]:
            assert region["districts"], region["name"]["oz"]
            for named in (region, *region["districts"]):
                assert all(named["name"][lang] for lang in ("oz", "uz", "ru"))
                assert str(named["id"]).startswith(str(region["id"]))
        names = {region["name"]["ru"] for region in body["regions"]}
        assert {"город Ташкент", "Республика Каракалпакстан"} <= names

    def test_act_types_have_the_ids_of_the_act_types_entity(self, client):
        act_types = client.get("/api/dict").json()["actTypes"]
        assert {act["id"] for act in act_types} == CONTRACT_ACT_TYPES
        kiosk = {act["id"] for act in act_types if act["kiosk"]}
        assert {1, 15003, 15034} <= kiosk

    def test_document_types_carry_their_number_rules(self, client):
        rules = {doc["id"]: doc["numberRule"] for doc in client.get("/api/dict").json()["documentTypes"]}
        assert rules[1] == {"digits": 7}
        assert rules[0] == {"digits": [6, 7]}
        assert all(
            rules[type_id] == {"digits": 7} for type_id in (6, 8, 20, 46, 47, 48, 60, 70, 1001, 1002, 1003, 1004)
        )

    def test_languages(self, client):
        languages = {lang["code"]: lang["interface"] for lang in client.get("/api/dict").json()["languages"]}
        assert languages == {"oz": True, "uz": True, "ru": True, "kaa": False}

    def test_version_matches(self, client):
        assert client.get("/api/dict/version").json()["version"] == client.get("/api/dict").json()["version"]


class TestLoader:
    def test_reloading_unchanged_data_changes_nothing(self, session):
        assert load_reference_data(session) is False
