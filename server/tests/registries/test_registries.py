"""The public registry checks find the demo records of docs/contracts/sandbox.md#demo-registry-records, say "not
found" plainly, refuse bad input and tell no more than the check needs."""

from datetime import date

import pytest
from sqlmodel import select

from notary.models import ActRelation, ActState, AuditEvent, InheritanceCase, NotarialAct, NotarialActLink, Notary
from tests.conftest import bearer
from tests.factories import create_act

PINS = ("41403850230012", "32107830340017", "33011880670041", "31002500560039", "40209790120025")


def _get(client, path, language="oz", **params):
    return client.get(path, params=params, headers={"Accept-Language": language})


def _demo_act(session, regnum: str) -> NotarialAct:
    return session.exec(select(NotarialAct).where(NotarialAct.regnum == regnum)).one()


class TestCheckProxy:
    def test_the_general_proxy_of_dilnoza_to_aziz(self, client):
        answer = _get(client, "/api/registries/proxy", "ru", regnum="0001234", regdate="2025-06-10")
        assert answer.status_code == 200
        [proxy] = answer.json()["items"]
        assert proxy["actType"] == {"id": 11651, "name": "Общая доверенность"}
        assert (proxy["state"], proxy["termto"], proxy["regdate"]) == ("active", "2027-06-10", "2025-06-10")
        assert proxy["valid"] is (date.today() <= date(2027, 6, 10))
        assert proxy["principal"] == ["K. D. R."] and proxy["attorney"] == ["T. A. B."]
        assert proxy["notary"] == "Раҳимова Малика Анваровна"
        assert "Тошкент" in proxy["office"]["address"]  # in the interface's script (tests/test_place_names.py)

    def test_the_cancelled_vehicle_proxy(self, client):
        [proxy] = _get(client, "/api/registries/proxy", regnum="0001235", regdate="2025-02-03").json()["items"]
        assert (proxy["actType"]["id"], proxy["state"], proxy["valid"]) == (101, "cancelled", False)
        assert proxy["principal"] == ["N. J. O."]

    def test_no_personal_data_beyond_the_check(self, client):
        text = _get(client, "/api/registries/proxy", regnum="0001234", regdate="2025-06-10").text
        assert not any(pin in text for pin in PINS)
        assert "Karimova" not in text and "Tursunov" not in text and "Yunusobod" not in text

    @pytest.mark.parametrize(("regnum", "regdate"), [("0001234", "2025-06-11"), ("0009999", "2025-06-10")])
    def test_not_found_is_a_plain_404(self, client, regnum, regdate):
        answer = _get(client, "/api/registries/proxy", regnum=regnum, regdate=regdate)
        assert answer.status_code == 404
        assert answer.json()["message"] == "Ushbu reyestr raqami va sana bo'yicha ishonchnoma topilmadi"

    def test_an_act_that_is_not_a_proxy_is_not_found(self, client, session):
        create_act(session, regnum="0002000", act_type_id=1)
        assert _get(client, "/api/registries/proxy", regnum="0002000", regdate="2025-06-10").status_code == 404

    @pytest.mark.parametrize("state", [ActState.draft, ActState.in_progress, ActState.annulled, ActState.rejected])
    def test_an_act_not_registered_is_never_found(self, client, session, state):
        create_act(session, state=state, regnum="0002001")
        assert _get(client, "/api/registries/proxy", regnum="0002001", regdate="2025-06-10").status_code == 404

    @pytest.mark.parametrize(
        "params",
        [
            {"regnum": "0001234"},
            {"regdate": "2025-06-10"},
            {"regnum": "00%", "regdate": "2025-06-10"},
            {"regnum": "x" * 33, "regdate": "2025-06-10"},
            {"regnum": "0001234", "regdate": "10.06.2025"},
        ],
    )
    def test_bad_input_is_400_text(self, client, params):
        answer = _get(client, "/api/registries/proxy", **params)
        assert answer.status_code == 400
        assert answer.headers["content-type"].startswith("text/plain")


class TestCheckAct:
    def test_found_by_number_date_and_office(self, client, session):
        act = _demo_act(session, "0001234")
        answer = _get(client, "/api/registries/act", regnum="0001234", regdate="2025-06-10", officeId=act.office_id)
        assert answer.status_code == 200
        body = answer.json()
        assert (body["state"], body["office"]["id"], body["linkedActs"]) == ("active", act.office_id, [])
        assert not any(pin in answer.text for pin in PINS)

    def test_linked_acts_both_ways(self, client, session):
        proxy = _demo_act(session, "0001235")
        notary = session.get(Notary, proxy.notary_id)
        cancellation = create_act(session, notary=notary, regnum="0001300", regdate=date(2025, 3, 5), act_type_id=11680)
        session.add(NotarialActLink(act_id=cancellation.id, linked_act_id=proxy.id, relation=ActRelation.cancels))
        session.flush()
        params = {"regdate": "2025-02-03", "officeId": proxy.office_id}
        [linked] = _get(client, "/api/registries/act", regnum="0001235", **params).json()["linkedActs"]
        assert (linked["relation"], linked["regnum"], linked["actType"]["id"]) == ("cancels_by", "0001300", 11680)
        params = {"regdate": "2025-03-05", "officeId": proxy.office_id}
        [back] = _get(client, "/api/registries/act", regnum="0001300", **params).json()["linkedActs"]
        assert (back["relation"], back["regnum"], back["state"]) == ("cancels", "0001235", "cancelled")

    def test_another_office_is_not_found(self, client, session):
        act = _demo_act(session, "0001234")
        params = {"regnum": "0001234", "regdate": "2025-06-10", "officeId": act.office_id + 1}
        answer = _get(client, "/api/registries/act", "uz", **params)
        assert answer.status_code == 404
        assert answer.json()["message"] == "Ушбу реестр маълумотлари бўйича нотариал ҳаракат топилмади"

    def test_office_is_required(self, client):
        assert _get(client, "/api/registries/act", regnum="0001234", regdate="2025-06-10").status_code == 400


class TestSearchInheritance:
    @pytest.mark.parametrize(
        "names",
        [
            {"surname": "Qodirov", "name": "Bobur"},
            {"surname": "QODIROV", "name": "bobur", "patronymic": "Ergashevich"},
            {"surname": " qodirov ", "name": "Bobur "},
        ],
    )
    def test_the_estate_of_bobur_qodirov(self, client, names):
        answer = _get(client, "/api/registries/inheritance-cases", deathDate="2024-12-01", **names)
        assert answer.status_code == 200
        [case] = answer.json()["items"]
        assert case["caseNumber"] == "INH-2025-0042"
        assert (case["deathDate"], case["openedOn"], case["state"]) == ("2024-12-01", "2025-01-15", "open")
        assert case["notary"] == "Rahimova Malika Anvarovna"
        assert "31002500560039" not in answer.text

    def test_apostrophes_of_every_kind_match(self, client, session):
        case = session.exec(select(InheritanceCase)).first()
        session.add(
            InheritanceCase(
                **case.model_dump(exclude={"id", "case_number", "deceased_surname", "deceased_surname_key"}),
                case_number="INH-2025-0100",
                deceased_surname="To'xtayev",
                deceased_surname_key="to'xtayev",
            )
        )
        session.flush()
        answer = _get(
            client, "/api/registries/inheritance-cases", surname="Toʻxtayev", name="Bobur", deathDate="2024-12-01"
        )
        assert [item["caseNumber"] for item in answer.json()["items"]] == ["INH-2025-0100"]

    @pytest.mark.parametrize(
        "params",
        [
            {"surname": "Qodirov", "name": "Bobur", "deathDate": "2024-12-02"},
            {"surname": "Qodirova", "name": "Bobur", "deathDate": "2024-12-01"},
            {"surname": "Qodirov", "name": "Bobur", "patronymic": "Olimovich", "deathDate": "2024-12-01"},
        ],
    )
    def test_not_found_is_a_plain_404(self, client, params):
        answer = _get(client, "/api/registries/inheritance-cases", "ru", **params)
        assert answer.status_code == 404
        assert answer.json()["message"] == "Наследственное дело по этому имени и дате смерти не найдено"

    @pytest.mark.parametrize(
        ("params", "text"),
        [
            ({"surname": "Qodirov1", "name": "Bobur", "deathDate": "2024-12-01"}, "Имя может содержать только буквы"),
            ({"surname": "Q%", "name": "Bobur", "deathDate": "2024-12-01"}, "Имя может содержать только буквы"),
            ({"surname": "Qodirov", "name": "Bobur"}, "deathDate"),
        ],
    )
    def test_bad_input_is_400_text(self, client, params, text):
        answer = _get(client, "/api/registries/inheritance-cases", "ru", **params)
        assert answer.status_code == 400
        assert text in answer.text


class TestSearchInheritanceByAnIncompleteDeathDate:
    """docs/contracts/entities.md#input-masks: XX for the day, or for the day and the month, a citizen does not know."""

    @staticmethod
    def _add_case(session, case_number: str, death_date: date) -> None:
        bobur = session.exec(select(InheritanceCase).where(InheritanceCase.case_number == "INH-2025-0042")).one()
        fields = bobur.model_dump(exclude={"id", "case_number", "death_date"})
        session.add(InheritanceCase(**fields, case_number=case_number, death_date=death_date))
        session.flush()

    def _found(self, client, death_date: str) -> list[str]:
        answer = _get(
            client, "/api/registries/inheritance-cases", surname="Qodirov", name="Bobur", deathDate=death_date
        )
        return [item["caseNumber"] for item in answer.json()["items"]] if answer.status_code == 200 else []

    @pytest.mark.parametrize(
        ("death_date", "found"),
        [
            ("2024-12-01", ["INH-2025-0042"]),
            ("2024-12-XX", ["INH-2025-0042", "INH-2025-0102"]),
            ("2024-12-xx", ["INH-2025-0042", "INH-2025-0102"]),
            ("2024-XX-XX", ["INH-2025-0101", "INH-2025-0042", "INH-2025-0102"]),
            ("2024-11-XX", []),
            ("2023-XX-XX", []),
        ],
    )
    def test_the_span_of_days_it_stands_for(self, client, session, death_date, found):
        self._add_case(session, "INH-2025-0101", date(2024, 1, 1))  # the year's first day
        self._add_case(session, "INH-2025-0102", date(2024, 12, 31))  # the month's and the year's last day
        self._add_case(session, "INH-2025-0103", date(2025, 1, 1))  # the next year
        assert self._found(client, death_date) == found

    def test_a_month_ends_on_its_own_last_day(self, client, session):
        self._add_case(session, "INH-2025-0104", date(2024, 2, 29))
        self._add_case(session, "INH-2025-0105", date(2024, 3, 1))
        assert self._found(client, "2024-02-XX") == ["INH-2025-0104"]

    @pytest.mark.parametrize(
        ("death_date", "language", "text"),
        [
            ("2024-XX-05", "ru", "Если месяц неизвестен, день тоже указывается как XX: например 2024-XX-XX"),
            ("2024-XX-05", "oz", "Oy noma'lum bo'lsa, kun ham XX bo'lishi kerak: masalan, 2024-XX-XX"),
            (
                "2024-13-XX",
                "ru",
                "Введите дату в виде гггг-мм-дд; неизвестные день или месяц — XX, например 2024-12-XX",
            ),
            (
                "2023-02-29",
                "ru",
                "Введите дату в виде гггг-мм-дд; неизвестные день или месяц — XX, например 2024-12-XX",
            ),
            (
                "0000-XX-XX",
                "ru",
                "Введите дату в виде гггг-мм-дд; неизвестные день или месяц — XX, например 2024-12-XX",
            ),
            (
                "2024-12",
                "uz",
                "Санани йййй-оо-кк кўринишида киритинг: номаълум кун ёки ой ўрнига XX, масалан, 2024-12-XX",
            ),
            (
                "01.12.2024",
                "uz",
                "Санани йййй-оо-кк кўринишида киритинг: номаълум кун ёки ой ўрнига XX, масалан, 2024-12-XX",
            ),
            (
                "2024-X-01",
                "uz",
                "Санани йййй-оо-кк кўринишида киритинг: номаълум кун ёки ой ўрнига XX, масалан, 2024-12-XX",
            ),
            (
                "2024-12-01 ",
                "uz",
                "Санани йййй-оо-кк кўринишида киритинг: номаълум кун ёки ой ўрнига XX, масалан, 2024-12-XX",
            ),
        ],
    )
    def test_a_malformed_date_is_a_translated_400(self, client, death_date, language, text):
        params = {"surname": "Qodirov", "name": "Bobur", "deathDate": death_date}
        answer = _get(client, "/api/registries/inheritance-cases", language, **params)
        assert (answer.status_code, answer.text) == (400, text)
        assert answer.headers["content-type"].startswith("text/plain")


class TestCheckOwnBans:
    def test_jasur_sees_the_ban_on_his_car(self, client, login, session):
        answer = client.get("/api/registries/bans", headers=bearer(login("AF", "4444444")) | {"Accept-Language": "ru"})
        assert answer.status_code == 200
        body = answer.json()
        assert body["message"] == "Найдено запретов на ваше имущество: 1"
        [ban] = body["items"]
        assert (ban["propertyRef"], ban["state"], ban["startDate"]) == ("01B777CC", "active", "2025-03-01")
        assert ban["organisation"] == "Majburiy ijro byurosi"
        checks = select(AuditEvent).where(AuditEvent.action == "bans_checked").order_by(AuditEvent.id)
        event = session.exec(checks).all()[-1]
        assert (event.target, event.details) == ("33011880670041", {"found": 1})

    def test_dilnoza_has_none(self, client, login):
        answer = client.get("/api/registries/bans", headers=bearer(login("AA", "1234567")))
        assert answer.status_code == 200
        assert answer.json() == {"message": "Mol-mulkingizda taqiqlar topilmadi", "items": []}

    def test_login_is_required(self, client):
        answer = client.get("/api/registries/bans")
        assert answer.status_code == 403
        assert answer.json()["message"] == "Access Denied"


class TestDemoRecordsAreSeeded:
    def test_malika_registered_the_proxy_and_opened_the_case(self, session):
        malika = session.exec(select(Notary).where(Notary.pin == "40209790120025")).one()
        assert _demo_act(session, "0001234").notary_id == malika.id
        case = session.exec(select(InheritanceCase).where(InheritanceCase.case_number == "INH-2025-0042")).one()
        assert case.notary_id == malika.id
