"""Editing the service catalogue: administrators only, the three languages in one transaction, audited, and kept
by the seed."""

from copy import deepcopy

import pytest
from sqlmodel import select

from notary.catalogue.loader import load_catalogue, release_catalogue
from notary.kit.transliteration import latin_to_cyrillic
from notary.models import AuditEvent, CatalogueEntry
from tests.conftest import ADMIN, bearer

ACT = 12047  # inheritance renunciation: no other catalogue test reads its texts
PUBLIC_ONLY = ("editedAt", "editedBy")


def _texts(client, token: str, act: int = ACT) -> dict:
    answer = client.get(f"/api/catalogue/{act}/texts", headers=bearer(token))
    assert answer.status_code == 200, answer.text
    return answer.json()


def _edit(current: dict) -> dict:
    """A save of what was read, unchanged: the Cyrillic follows the Latin when it did before."""
    texts = deepcopy(current)
    language = {name: {k: v for k, v in texts[name].items() if k not in PUBLIC_ONLY} for name in ("oz", "uz", "ru")}
    return {"revision": current["revision"], **language, "uz": None if current["uzFromLatin"] else language["uz"]}


def _save(client, token: str, body: dict, act: int = ACT, language: str = "oz"):
    return client.put(f"/api/catalogue/{act}/texts", json=body, headers={**bearer(token), "Accept-Language": language})


def _detail(client, language: str, act: int = ACT) -> dict:
    return client.get(f"/api/catalogue/{act}", headers={"Accept-Language": language}).json()


def _found(client, language: str, query: str) -> set[int]:
    answer = client.get("/api/catalogue", params={"q": query}, headers={"Accept-Language": language})
    return {item["id"] for item in answer.json()["items"]}


def _events(session, action: str) -> list[AuditEvent]:
    return list(session.exec(select(AuditEvent).where(AuditEvent.action == action).order_by(AuditEvent.id)))


class TestCatalogueTexts:
    def test_the_release_texts_in_the_three_languages(self, client, login):
        body = _texts(client, login(*ADMIN))
        release = release_catalogue()[ACT]
        assert body["actTypeId"] == ACT and body["name"] == "Merosdan voz kechish"
        assert body["oz"]["legalDescription"] == release["oz"]["legal_description"]
        assert body["uz"]["documents"] == [latin_to_cyrillic(item) for item in release["oz"]["documents"]]
        assert body["ru"]["parties"] == release["ru"]["parties"]
        assert body["uzFromLatin"] is True
        assert all(body[language]["editedAt"] is None for language in ("oz", "uz", "ru"))
        assert len(body["revision"]) == 32

    def test_every_release_text_is_itself_valid_input(self, client, login, session):
        admin = login(*ADMIN)
        for act in release_catalogue():
            answer = _save(client, admin, _edit(_texts(client, admin, act)), act)
            assert answer.status_code == 200, (act, answer.text)
        assert _events(session, "catalogue_texts_edited") == []

    def test_a_citizen_is_forbidden(self, client, login):
        answer = client.get(f"/api/catalogue/{ACT}/texts", headers=bearer(login()))
        assert (answer.status_code, answer.json()["code"]) == (403, "forbidden")

    def test_without_a_session_access_is_denied(self, client):
        answer = client.get(f"/api/catalogue/{ACT}/texts")
        assert (answer.status_code, answer.json()["message"]) == (403, "Access Denied")

    def test_an_act_type_the_catalogue_does_not_have_is_404(self, client, login):
        assert client.get("/api/catalogue/999/texts", headers=bearer(login(*ADMIN))).status_code == 404


class TestSaveCatalogueTexts:
    def test_visitors_read_the_new_texts_in_every_language(self, client, login):
        admin = login(*ADMIN)
        body = _edit(_texts(client, admin))
        body["oz"]["simplifiedDescription"] = "Merosdan yozma ravishda, qaytarib bo'lmaydigan tarzda voz kechasiz."
        body["ru"]["documents"].append("Справка о составе семьи")
        answer = _save(client, admin, body)
        assert answer.status_code == 200, answer.text
        saved = answer.json()
        assert saved["oz"]["editedBy"] == "Aliyev Sardor" and saved["oz"]["editedAt"]
        assert saved["uzFromLatin"] is True and saved["revision"] != body["revision"]

        assert _detail(client, "oz")["simplifiedDescription"].startswith("Merosdan yozma ravishda")
        assert _detail(client, "uz")["simplifiedDescription"].startswith("Меросдан ёзма равишда")
        assert _detail(client, "ru")["documents"][-1] == "Справка о составе семьи"
        assert ACT in _found(client, "oz", "qaytarib bo‘lmaydigan")
        assert ACT in _found(client, "uz", "қайтариб")
        assert ACT in _found(client, "ru", "справка о составе семьи")

    def test_only_the_languages_that_changed_are_marked(self, client, login):
        admin = login(*ADMIN)
        body = _edit(_texts(client, admin))
        body["ru"]["duration"] = "Один визит к нотариусу, около 30 минут"
        saved = _save(client, admin, body).json()
        assert saved["ru"]["editedAt"] and saved["ru"]["duration"] == "Один визит к нотариусу, около 30 минут"
        assert saved["oz"]["editedAt"] is None and saved["uz"]["editedAt"] is None

    def test_hand_written_cyrillic_is_kept_as_written(self, client, login):
        admin = login(*ADMIN)
        body = _edit(_texts(client, admin))
        body["uz"] = {**body["oz"], **_texts(client, admin)["uz"]}
        for key in PUBLIC_ONLY:
            body["uz"].pop(key)
        body["uz"]["result"] = "Нотариал тасдиқланган ариза"
        saved = _save(client, admin, body).json()
        assert saved["uz"]["result"] == "Нотариал тасдиқланган ариза" and saved["uzFromLatin"] is False
        assert saved["oz"]["editedAt"] is None
        assert _detail(client, "uz")["result"] == "Нотариал тасдиқланган ариза"

    def test_one_audit_event_names_the_editor_and_the_changes(self, client, login, session):
        admin = login(*ADMIN)
        body = _edit(_texts(client, admin))
        body["ru"]["conditions"] = []
        _save(client, admin, body)
        [event] = _events(session, "catalogue_texts_edited")
        assert event.target == str(ACT) and event.actor_user_id is not None
        assert event.details == {"changed": {"ru": ["conditions"]}, "uz_from_latin": True}

    def test_a_save_over_a_newer_one_is_refused_and_changes_nothing(self, client, login):
        admin = login(*ADMIN)
        first, second = _edit(_texts(client, admin)), _edit(_texts(client, admin))
        first["ru"]["result"] = "Удостоверенное заявление об отказе"
        assert _save(client, admin, first).status_code == 200
        second["ru"]["result"] = "Заявление"
        answer = _save(client, admin, second, language="ru")
        assert answer.status_code == 409
        assert answer.headers["content-type"].startswith("text/plain")
        assert answer.text.startswith("Пока вы редактировали эти тексты")
        assert _detail(client, "ru")["result"] == "Удостоверенное заявление об отказе"

    @pytest.mark.parametrize(
        ("change", "message"),
        [
            (lambda body: body["oz"].update(legalDescription="   "), "Maydon bo'sh yoki juda qisqa"),
            (lambda body: body["oz"].update(legalDescription="x" * 4001), "Matn juda uzun (ko'pi bilan 4000 belgi)"),
            (lambda body: body["ru"].update(documents=[]), "Ro'yxatda kamida 1 ta band bo'lishi kerak: ru.documents"),
            (lambda body: body["ru"].update(conditions=["Условие"] * 21), "ko'pi bilan 20 ta band"),
            (lambda body: body["oz"]["parties"].append(" "), "(kamida 1 belgi): oz.parties."),
            (
                lambda body: body["ru"]["links"].append({"title": "x", "url": "javascript:alert(1)"}),
                "Havola http:// yoki https:// bilan boshlanishi kerak",
            ),
            (lambda body: body["oz"].update(result="Нотариал ариза"), "O'zbekcha (lotin) matnlarda kirill harflari"),
            (
                lambda body: body.update(uz={**body["oz"], "result": "Notarial ariza"}),
                "O'zbekcha (kirill) matnlarda lotin harflari",
            ),
            (lambda body: body.pop("ru"), "Maydon to'ldirilmagan: ru"),
        ],
    )
    def test_bad_input_is_a_translated_400_and_changes_nothing(self, client, login, session, change, message):
        admin = login(*ADMIN)
        before = _texts(client, admin)
        body = _edit(before)
        change(body)
        answer = _save(client, admin, body)
        assert answer.status_code == 400
        assert message in answer.text
        assert _texts(client, admin) == before
        assert _events(session, "catalogue_texts_edited") == []

    def test_a_citizen_is_forbidden_and_nothing_changes(self, client, login):
        admin = login(*ADMIN)
        body = _edit(_texts(client, admin))
        body["ru"]["result"] = "Иное"
        assert _save(client, login(), body).status_code == 403
        assert _texts(client, admin)["ru"]["editedAt"] is None

    def test_an_act_type_the_catalogue_does_not_have_is_404(self, client, login):
        admin = login(*ADMIN)
        assert _save(client, admin, _edit(_texts(client, admin)), act=999).status_code == 404


class TestRestoreCatalogueTexts:
    def test_every_language_goes_back_to_the_release(self, client, login, session):
        admin = login(*ADMIN)
        body = _edit(_texts(client, admin))
        body["oz"]["result"] = "Notarial tasdiqlangan ariza"
        body["ru"]["result"] = "Удостоверенное заявление"
        _save(client, admin, body)
        answer = client.post(f"/api/catalogue/{ACT}/texts/restore", headers=bearer(admin))
        assert answer.status_code == 200
        restored = answer.json()
        release = release_catalogue()[ACT]
        assert [restored[lang]["result"] for lang in ("oz", "ru")] == [release[lang]["result"] for lang in ("oz", "ru")]
        assert restored["uzFromLatin"] and all(restored[lang]["editedAt"] is None for lang in ("oz", "uz", "ru"))
        [event] = _events(session, "catalogue_texts_restored")
        assert event.details == {"languages_edited_before": ["oz", "ru", "uz"]}

    def test_a_citizen_is_forbidden(self, client, login):
        assert client.post(f"/api/catalogue/{ACT}/texts/restore", headers=bearer(login())).status_code == 403


class TestSeedKeepsEdits:
    def test_the_seed_keeps_edited_rows_and_resets_the_others(self, client, login, session):
        admin = login(*ADMIN)
        body = _edit(_texts(client, admin))
        body["ru"]["result"] = "Удостоверенное заявление"
        _save(client, admin, body)
        untouched = session.get(CatalogueEntry, (1, "oz"))
        untouched.legal_description = "changed behind the service's back"
        session.add(untouched)
        session.flush()

        load_catalogue(session)
        assert session.get(CatalogueEntry, (ACT, "ru")).result == "Удостоверенное заявление"
        release = release_catalogue()[1]["oz"]["legal_description"]
        assert session.get(CatalogueEntry, (1, "oz")).legal_description == release
        assert _events(session, "catalogue_loaded")[-1].details == {"rows": 44, "edited_rows_kept": 1}
