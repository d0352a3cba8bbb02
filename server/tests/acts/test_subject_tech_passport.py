"""A vehicle typed by someone who does not own it (a spouse's consent, a marriage contract) needs its tech passport
(docs/contracts/acts.md#subjects): without it the registry's details would go to anyone who types a plate. A wrong
one answers as an unknown vehicle, so nothing about the plate leaks; a refusal changes nothing and is audited."""

import pytest
from sqlmodel import Session, select

from notary.models import AuditEvent, NotarialAct
from tests.acts.test_subjects import Citizen
from tests.people import AZIZ, DILNOZA

# docs/contracts/sandbox.md#demo-property: Dilnoza's car alone, and the car she shares with Aziz.
HERS, SHARED = "01A123BC", "01C555DD"
HER_TECH_PASSPORT = {"tech_passport_series": "AAF", "tech_passport_number": "1234567"}
SHARED_TECH_PASSPORT = {"tech_passport_series": "AAH", "tech_passport_number": "5555555"}
REQUIRED = (
    "Texnik pasportning seriyasi va raqamini kiriting: boshqa shaxsga tegishli avtotransport vositasi faqat ular "
    "bilan qo'shiladi"
)


def _unknown(number: str) -> str:
    return f"{number} davlat raqamli avtotransport vositasi reestrda topilmadi"


def _refusals(session: Session, uuid: str) -> list[tuple[str, str, str]]:
    events = session.exec(select(AuditEvent).where(AuditEvent.target == uuid, AuditEvent.result == "refused"))
    return [(event.action, event.details["number"], event.details["why"]) for event in events]


class TestNotAnOwner:
    @pytest.mark.parametrize("act_type", [15003, 11771])
    def test_gives_the_tech_passport(self, client, login, session: Session, act_type: int):
        aziz = Citizen(client, login, AZIZ)
        uuid = aziz.create(act_type)
        answer = aziz.add_subject(uuid, kind="vehicle", state_number=HERS)
        assert (answer.status_code, answer.text) == (400, REQUIRED)
        assert _refusals(session, uuid) == [("act_subject_added", HERS, "tech_passport_missing")]
        assert aziz.act(uuid)["subjects"] == []

    def test_with_the_right_one_the_registry_fills_it_in(self, client, login):
        aziz = Citizen(client, login, AZIZ)
        uuid = aziz.create(15003)
        answer = aziz.add_subject(
            uuid,
            kind="vehicle",
            state_number=HERS,
            tech_passport_series=" aaf ",
            tech_passport_number="1234567",
            disposal_types=["sale"],
        )
        assert answer.status_code == 201, answer.text
        details = answer.json()["details"]
        assert (details["make"], details["model"], details["tech_passport_series"]) == ("Chevrolet", "Cobalt", "AAF")
        assert [owner["pin"] for owner in details["owners"]] == [DILNOZA["pin"]]

    def test_a_wrong_one_answers_as_an_unknown_vehicle(self, client, login, session: Session):
        aziz = Citizen(client, login, AZIZ)
        uuid = aziz.create(15003)
        act = session.exec(select(NotarialAct).where(NotarialAct.uuid == uuid)).one()
        version = act.version
        unknown = aziz.add_subject(uuid, kind="vehicle", state_number="99Z999ZZ", **HER_TECH_PASSPORT)
        assert (unknown.status_code, unknown.text) == (400, _unknown("99Z999ZZ"))
        for wrong in (
            {"tech_passport_series": "AAG", "tech_passport_number": "1234567"},
            {"tech_passport_series": "AAF", "tech_passport_number": "7654321"},
            SHARED_TECH_PASSPORT,
        ):
            answer = aziz.add_subject(uuid, kind="vehicle", state_number=HERS, **wrong)
            assert (answer.status_code, answer.text, answer.headers["content-type"]) == (
                unknown.status_code,
                _unknown(HERS),
                unknown.headers["content-type"],
            )
        session.refresh(act)
        assert (act.version, aziz.act(uuid)["subjects"]) == (version, [])
        assert _refusals(session, uuid) == [("act_subject_added", HERS, "tech_passport_mismatch")] * 3


class TestAnOwner:
    def test_needs_none_in_a_consent(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create(15003)
        answer = dilnoza.add_subject(uuid, kind="vehicle", state_number=SHARED, disposal_types=["sale", "pledge"])
        assert answer.status_code == 201, answer.text

    def test_a_given_one_must_match_too(self, client, login, session: Session):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create(15003)
        wrong = dilnoza.add_subject(uuid, kind="vehicle", state_number=SHARED, **HER_TECH_PASSPORT)
        assert (wrong.status_code, wrong.text) == (400, _unknown(SHARED))
        assert _refusals(session, uuid) == [("act_subject_added", SHARED, "tech_passport_mismatch")]
        right = dilnoza.add_subject(uuid, kind="vehicle", state_number=SHARED, **SHARED_TECH_PASSPORT)
        assert right.status_code == 201, right.text

    def test_in_a_sale_too(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create()
        wrong = dilnoza.add_subject(uuid, kind="vehicle", state_number=HERS, **SHARED_TECH_PASSPORT)
        assert (wrong.status_code, wrong.text) == (400, _unknown(HERS))
        assert dilnoza.add_subject(uuid, kind="vehicle", state_number=HERS, **HER_TECH_PASSPORT).status_code == 201


class TestShape:
    @pytest.mark.parametrize(
        ("given", "message"),
        [
            (
                {"tech_passport_series": "AAF1", "tech_passport_number": "1234567"},
                "Texnik pasport seriyasi 1 tadan 5 tagacha lotin harfidan iborat bo'lishi kerak",
            ),
            (
                {"tech_passport_series": "ABCDEF", "tech_passport_number": "1234567"},
                "Texnik pasport seriyasi 1 tadan 5 tagacha lotin harfidan iborat bo'lishi kerak",
            ),
            (
                {"tech_passport_series": "ААФ", "tech_passport_number": "1234567"},  # Cyrillic letters
                "Texnik pasport seriyasi 1 tadan 5 tagacha lotin harfidan iborat bo'lishi kerak",
            ),
            (
                {"tech_passport_series": "AAF", "tech_passport_number": "123456"},
                "Texnik pasport raqami 7 ta raqamdan iborat bo'lishi kerak",
            ),
            (
                {"tech_passport_series": "AAF", "tech_passport_number": "12345a7"},
                "Texnik pasport raqami 7 ta raqamdan iborat bo'lishi kerak",
            ),
            ({"tech_passport_series": "AAF"}, REQUIRED),
            ({"tech_passport_series": " ", "tech_passport_number": "1234567"}, REQUIRED),
        ],
    )
    def test_series_of_letters_and_seven_digits_both(self, client, login, given: dict[str, str], message: str):
        aziz = Citizen(client, login, AZIZ)
        uuid = aziz.create(15003)
        answer = aziz.add_subject(uuid, kind="vehicle", state_number=HERS, **given)
        assert (answer.status_code, answer.text) == (400, message)

    @pytest.mark.parametrize(
        ("language", "given", "message"),
        [
            (
                "ru",
                {},
                "Укажите серию и номер техпаспорта: транспортное средство другого владельца добавляется только с ними",
            ),
            (
                "uz",
                {"tech_passport_series": "AAF", "tech_passport_number": "12"},
                "Техник паспорт рақами 7 та рақамдан иборат бўлиши керак",
            ),
        ],
    )
    def test_translated(self, client, login, language: str, given: dict[str, str], message: str):
        aziz = Citizen(client, login, AZIZ)
        uuid = aziz.create(15003)
        answer = client.post(
            f"/api/notarial_act/{uuid}/subjects",
            json={"kind": "vehicle", "state_number": HERS} | given,
            headers=aziz.headers | {"Accept-Language": language},
        )
        assert (answer.status_code, answer.text) == (400, message)
