"""Places and addresses in the interface's script: Latin in oz; in uz and ru the Cyrillic form, the registry's where it
has one, else transliterated (docs/glossary.md, place text)."""

import pytest
from sqlmodel import select

from notary.acts.subject_schemas import SubjectPublic
from notary.core.i18n import current_language
from notary.models import NotarialActSubject, Notary, SubjectKind
from notary.queue import notices  # noqa: F401  (registers the queue's job handlers, as the app's router does)
from tests.acts.conftest import outbox, run_jobs
from tests.conftest import bearer

MALIKA_PIN = "40209790120025"
MIROBOD = 1726273
OFFICE = {
    "oz": "Toshkent sh., Mirobod tumani, Amir Temur ko'chasi, 15-uy",
    "uz": "Тошкент ш., Миробод тумани, Амир Темур кўчаси, 15-уй",
    "ru": "Тошкент ш., Миробод тумани, Амир Темур кўчаси, 15-уй",
}
FLAT = {
    "oz": "Toshkent shahri, Yunusobod tumani, Amir Temur ko'chasi, 107-uy, 45-xonadon",
    "uz": "Тошкент шаҳри, Юнусобод тумани, Амир Темур кўчаси, 107-уй, 45-хонадон",
    "ru": "Тошкент шаҳри, Юнусобод тумани, Амир Темур кўчаси, 107-уй, 45-хонадон",
}
LANGUAGES = pytest.mark.parametrize("language", ["oz", "uz", "ru"])


def _malika_id(session) -> int:
    return session.exec(select(Notary.id).where(Notary.pin == MALIKA_PIN)).one()


@LANGUAGES
def test_the_notary_list_and_details_give_the_office_in_the_interfaces_script(client, session, language):
    headers = {"Accept-Language": language}
    [item] = client.get("/api/notaries", params={"q": "Rahimova Malika"}, headers=headers).json()["items"]
    assert item["office"]["address"] == OFFICE[language]
    detail = client.get(f"/api/notaries/{_malika_id(session)}", headers=headers).json()
    assert detail["office"]["address"] == OFFICE[language]


def test_russian_has_the_russian_district_beside_the_uzbek_cyrillic_address(client):
    headers = {"Accept-Language": "ru"}
    [item] = client.get("/api/notaries", params={"q": "Rahimova Malika"}, headers=headers).json()["items"]
    assert (item["office"]["district"], item["office"]["region"]) == ("Мирабадский район", "город Ташкент")


@LANGUAGES
def test_the_offices_of_a_district(client, language):
    offices = client.get("/api/notary-offices", params={"districtId": MIROBOD}, headers={"Accept-Language": language})
    assert OFFICE[language] in [office["address"] for office in offices.json()]


@LANGUAGES
def test_a_registry_check_names_the_office_in_the_interfaces_script(client, language):
    params = {"regnum": "0001234", "regdate": "2025-06-10"}
    answer = client.get("/api/registries/proxy", params=params, headers={"Accept-Language": language})
    [proxy] = answer.json()["items"]
    assert proxy["office"]["address"] == OFFICE[language]


@LANGUAGES
def test_a_queue_booking_and_its_sms_name_the_office_in_the_interfaces_script(client, session, login, monday, language):
    headers = bearer(login()) | {"Accept-Language": language}
    body = {"service_id": 11651, "notary_id": _malika_id(session), "date": "2026-12-09", "time": "10:00"}
    answer = client.post("/api/equeue/bookings", json=body | {"phone": "901234567"}, headers=headers)
    assert answer.status_code == 201, answer.text
    assert answer.json()["office"]["address"] == OFFICE[language]
    assert client.get("/api/equeue/bookings", headers=headers).json()[0]["office"]["address"] == OFFICE[language]
    run_jobs(session)
    assert OFFICE[language] in outbox(session, "901234567")[-1]


@LANGUAGES
def test_own_real_estate_and_a_subjects_registry_address(client, login, language):
    headers = bearer(login()) | {"Accept-Language": language}
    [flat] = client.get("/api/notarial_act/own_property", headers=headers).json()["realty"]
    assert flat["address"] == FLAT[language]
    subject = NotarialActSubject(id=1, act_id=1, kind=SubjectKind.realty, from_registry={"address": FLAT["oz"]})
    token = current_language.set(language)
    try:
        assert SubjectPublic.of(subject).details["address"] == FLAT[language]
    finally:
        current_language.reset(token)
    assert subject.from_registry["address"] == FLAT["oz"], "the stored answer of the registry stays as it came"


def test_the_user_object_carries_both_scripts_of_the_registration_address(client, login):
    user = client.get("/api/user/me", headers=bearer(login()) | {"Accept-Language": "oz"}).json()
    assert (user["regaddress"], user["regaddressuz"]) == (
        "Toshkent sh., Yunusobod t., 4-mavze, 12-uy",
        "Тошкент ш., Юнусобод т., 4-мавзе, 12-уй",
    )
