"""The administrator's notaries and offices: only the administrator, every change audited with its before and after,
a concurrent edit refused by its version; a notary's absences and the one state they give, which the directory shows,
the automatic choice and the queue honour."""

import pytest
from sqlmodel import select

from notary.models import AuditEvent, LicenceStatus, Notary, NotaryAbsence
from notary.notaries.service import receiving_notaries
from tests.conftest import bearer
from tests.people import DILNOZA, MALIKA, SARDOR

TASHKENT_CITY, MIROBOD, SAMARKAND = 1726, 1726273, 1718
WEEKDAYS = [
    {"weekday": day, "opens": "09:00", "closes": "18:00", "breakFrom": "13:00", "breakTo": "14:00"}
    for day in range(1, 6)
]
OFFICE = {
    "nameOz": "Mirobod tumani 9-davlat notarial idorasi",
    "nameUz": "Миробод тумани 9-давлат нотариал идораси",
    "nameRu": "Государственная нотариальная контора № 9, Мирабадский район",
    "regionId": TASHKENT_CITY,
    "districtId": MIROBOD,
    "address": "Toshkent sh., Mirobod tumani, Nukus ko'chasi, 3-uy",
    "latitude": 41.2907,
    "longitude": 69.2792,
    "phone": "712000000",
    "timetable": WEEKDAYS,
}


def _notary_body(office_id: int, **more) -> dict:
    return {
        "pin": "31212850000011",
        "surname": "Qodirov",
        "name": "Sherzod",
        "patronymic": "Anvarovich",
        "fullnameUz": "Қодиров Шерзод Анварович",
        "licenceNumber": "L-9001",
        "licenceDate": "2020-05-04",
        "licenceStatus": "active",
        "officeId": office_id,
        "phone": "901112233",
        "online": True,
    } | more


@pytest.fixture
def admin(client, login, monday):
    """Sardor, the administrator, on Monday 7 December 2026 at 09:00, in Russian."""
    token = login(SARDOR["passserial"], SARDOR["passnum"])
    headers = bearer(token) | {"Accept-Language": "ru"}

    class Admin:
        def get(self, path: str, **params):
            return client.get(f"/api/admin{path}", params=params, headers=headers)

        def post(self, path: str, body: dict):
            return client.post(f"/api/admin{path}", json=body, headers=headers)

        def put(self, path: str, body: dict):
            return client.put(f"/api/admin{path}", json=body, headers=headers)

        def delete(self, path: str):
            return client.delete(f"/api/admin{path}", headers=headers)

    return Admin()


def _ok(answer, status: int = 200) -> dict:
    assert answer.status_code == status, answer.text
    return answer.json()


def _malika(admin) -> dict:
    [malika] = _ok(admin.get("/notaries", q=MALIKA["pin"]))["items"]
    return malika


def _audit(session, action: str) -> AuditEvent:
    return session.exec(select(AuditEvent).where(AuditEvent.action == action).order_by(AuditEvent.id.desc())).first()


class TestAccess:
    @pytest.mark.parametrize("person", [DILNOZA, MALIKA], ids=["citizen", "notary"])
    @pytest.mark.parametrize("path", ["/api/admin/notaries", "/api/admin/offices"])
    def test_a_citizen_and_a_notary_are_forbidden(self, client, login, person, path):
        answer = client.get(path, headers=bearer(login(person["passserial"], person["passnum"])))
        assert answer.status_code == 403 and answer.json()["code"] == "forbidden"

    def test_a_citizen_cannot_add_an_absence(self, client, login, session):
        malika_id = session.exec(select(Notary.id).where(Notary.pin == MALIKA["pin"])).one()
        body = {"kind": "vacation", "dateFrom": "2026-12-07", "dateTo": "2026-12-11"}
        answer = client.post(f"/api/admin/notaries/{malika_id}/absences", json=body, headers=bearer(login()))
        assert answer.status_code == 403
        assert session.exec(select(NotaryAbsence).where(NotaryAbsence.notary_id == malika_id)).first() is None

    def test_the_administrator_lists_every_notary_whatever_the_licence(self, admin):
        page = _ok(admin.get("/notaries", size=100))
        assert page["total"] > 250 and {item["licenceStatus"] for item in page["items"]} >= {"active"}
        statuses = {item["licenceStatus"] for item in _ok(admin.get("/notaries", size=100, page=2))["items"]}
        assert statuses <= {"active", "terminated", "cancelled"}
        assert _malika(admin)["surname"] == "Rahimova"
        [by_name] = _ok(admin.get("/notaries", q="раҳимова малика"))["items"]
        assert by_name["pin"] == MALIKA["pin"]


class TestOffices:
    def test_created_and_edited_with_before_and_after_audited(self, admin, session):
        office = _ok(admin.post("/offices", OFFICE), 201)
        assert (office["districtId"], office["notaryCount"], office["timetable"]) == (MIROBOD, 0, WEEKDAYS)
        created = _audit(session, "office_created")
        assert created.target == f"office:{office['id']}" and created.details["after"]["address"] == OFFICE["address"]
        edited = _ok(
            admin.put(f"/offices/{office['id']}", OFFICE | {"phone": "712000001", "version": office["version"]})
        )
        assert edited["phone"] == "712000001" and edited["version"] != office["version"]
        event = _audit(session, "office_updated")
        assert (event.details["before"]["phone"], event.details["after"]["phone"]) == ("712000000", "712000001")
        assert event.actor_user_id is not None
        assert _ok(admin.get(f"/offices/{office['id']}"))["phone"] == "712000001"

    def test_an_edit_on_a_stale_version_is_refused(self, admin):
        office = _ok(admin.post("/offices", OFFICE), 201)
        _ok(admin.put(f"/offices/{office['id']}", OFFICE | {"address": "Boshqa manzil", "version": office["version"]}))
        stale = admin.put(f"/offices/{office['id']}", OFFICE | {"phone": "712000009", "version": office["version"]})
        assert (stale.status_code, stale.text) == (
            409,
            "Эту запись только что изменил другой администратор. Откройте её заново и повторите изменения",
        )

    @pytest.mark.parametrize(
        ("change", "message"),
        [
            ({"districtId": 1703203}, "Выбранный район не относится к этой области"),
            ({"latitude": 51.5, "longitude": -0.12}, "Координаты должны быть на территории Узбекистана: выберите"),
            ({"timetable": [WEEKDAYS[0] | {"opens": "18:00", "closes": "09:00"}]}, "Время начала рабочего дня"),
            ({"timetable": [WEEKDAYS[0] | {"breakFrom": "08:00"}]}, "Начало и конец перерыва"),
            ({"timetable": [WEEKDAYS[0], WEEKDAYS[0]]}, "Каждый день недели"),
            ({"phone": "12"}, "Номер телефона должен состоять из 9 цифр"),
            ({"regionId": 2**31}, "Поле заполнено неверно: regionId"),
        ],
    )
    def test_invalid_input_is_refused_with_a_translated_message(self, admin, change, message):
        answer = admin.post("/offices", OFFICE | change)
        assert answer.status_code == 400 and answer.text.startswith(message), answer.text

    def test_the_offices_are_paged_and_searched(self, admin):
        page = _ok(admin.get("/offices", regionId=TASHKENT_CITY, size=5))
        assert page["total"] > 5 and len(page["items"]) == 5
        assert all(item["regionId"] == TASHKENT_CITY for item in page["items"])
        found = _ok(admin.get("/offices", q="mirobod", districtId=MIROBOD))
        assert found["total"] >= 1 and all(item["districtId"] == MIROBOD for item in found["items"])


class TestNotaries:
    def test_a_new_notary_takes_the_office_timetable_and_appears_in_the_directory(self, admin, client, session):
        office = _ok(admin.post("/offices", OFFICE), 201)
        notary = _ok(admin.post("/notaries", _notary_body(office["id"])), 201)
        assert (notary["timetable"], notary["state"], notary["stateToday"]) == (WEEKDAYS, "working", "working")
        assert notary["office"] == OFFICE["nameRu"]
        event = _audit(session, "notary_created")
        assert event.target == f"notary:{notary['id']}" and event.details["after"]["licenceNumber"] == "L-9001"
        [listed] = client.get("/api/notaries", params={"q": "Қодиров шерзод"}).json()["items"]
        assert listed["id"] == notary["id"] and listed["office"]["id"] == office["id"]

    def test_edited_with_before_and_after_and_a_stale_version_refused(self, admin, session):
        office = _ok(admin.post("/offices", OFFICE), 201)
        notary = _ok(admin.post("/notaries", _notary_body(office["id"])), 201)
        body = _notary_body(office["id"], licenceStatus="terminated", version=notary["version"])
        edited = _ok(admin.put(f"/notaries/{notary['id']}", body))
        assert edited["licenceStatus"] == "terminated" and edited["timetable"] == WEEKDAYS
        event = _audit(session, "notary_updated")
        assert (event.details["before"]["licenceStatus"], event.details["after"]["licenceStatus"]) == (
            "active",
            "terminated",
        )
        assert admin.put(f"/notaries/{notary['id']}", body).status_code == 409
        assert session.get(Notary, notary["id"]).licence_status == LicenceStatus.terminated
        assert all(n.id != notary["id"] for n in receiving_notaries(session, TASHKENT_CITY))

    def test_a_licence_number_and_a_pin_are_unique(self, admin):
        malika = _malika(admin)
        taken = admin.post("/notaries", _notary_body(malika["officeId"], licenceNumber=malika["licenceNumber"]))
        assert (taken.status_code, taken.text) == (400, "Лицензия с этим номером выдана другому нотариусу")
        twice = admin.post("/notaries", _notary_body(malika["officeId"], pin=MALIKA["pin"]))
        assert (twice.status_code, twice.text) == (400, "Нотариус с этим персональным номером уже есть")

    @pytest.mark.parametrize(
        ("change", "message"),
        [
            ({"pin": "123"}, "Персональный номер (ПИНФЛ) нотариуса должен состоять из 14 цифр"),
            ({"fullnameUz": "Qodirov Sherzod"}, "Полное имя должно быть написано кириллицей"),
            ({"licenceNumber": "X" * 17}, "Текст слишком длинный"),
            ({"officeId": 2**31 - 1}, "Нотариальная контора не найдена"),
            ({"officeId": 2**31}, "Поле заполнено неверно: officeId"),
        ],
    )
    def test_invalid_input_is_refused_with_a_translated_message(self, admin, change, message):
        answer = admin.post("/notaries", _notary_body(1) | change)
        assert answer.status_code == 400 and answer.text.startswith(message), answer.text

    def test_an_unknown_notary_is_not_found(self, admin):
        assert admin.get("/notaries/999999").status_code == 404


class TestAbsences:
    def _add(self, admin, notary_id: int, kind: str, first: str, last: str):
        return admin.post(f"/notaries/{notary_id}/absences", {"kind": kind, "dateFrom": first, "dateTo": last})

    def test_a_vacation_today_shows_in_the_directory_and_the_automatic_choice_skips_her(self, admin, client, session):
        malika = _malika(admin)
        assert any(n.id == malika["id"] for n in receiving_notaries(session, TASHKENT_CITY))
        absence = _ok(self._add(admin, malika["id"], "vacation", "2026-12-07", "2026-12-11"), 201)
        event = _audit(session, "notary_absence_added")
        assert event.target == f"notary:{malika['id']}" and event.details["after"]["dateTo"] == "2026-12-11"
        assert (_malika(admin)["state"], _malika(admin)["stateToday"]) == ("working", "vacation")
        [listed] = client.get("/api/notaries", params={"q": "Rahimova Malika"}).json()["items"]
        assert listed["state"] == "vacation"
        assert client.get(f"/api/notaries/{malika['id']}").json()["state"] == "vacation"
        assert all(n.id != malika["id"] for n in receiving_notaries(session, TASHKENT_CITY))

        assert admin.delete(f"/notaries/{malika['id']}/absences/{absence['id']}").json() == []
        assert _audit(session, "notary_absence_removed").details["before"]["kind"] == "vacation"
        assert client.get(f"/api/notaries/{malika['id']}").json()["state"] == "working"
        assert any(n.id == malika["id"] for n in receiving_notaries(session, TASHKENT_CITY))

    def test_an_incapacity_ahead_closes_its_days_in_the_queue(self, admin, client, login):
        malika = _malika(admin)
        _ok(self._add(admin, malika["id"], "incapacity", "2026-12-09", "2026-12-10"), 201)
        headers = bearer(login())
        params = {"notaryId": malika["id"], "serviceId": 11651, "month": "2026-12"}
        days = {
            day["date"]: day["free"]
            for day in client.get("/api/equeue/free_days", params=params, headers=headers).json()
        }
        assert days["2026-12-07"] > 0 and days["2026-12-11"] > 0  # the 8th is a public holiday
        assert days["2026-12-09"] == days["2026-12-10"] == 0
        slots = client.get(
            "/api/equeue/free_slots",
            params={"notaryId": malika["id"], "serviceId": 11651, "day": "2026-12-09"},
            headers=headers,
        )
        assert slots.json() == []
        assert _malika(admin)["stateToday"] == "working"

    def test_a_notary_on_vacation_today_is_booked_for_the_days_after_it(self, admin, client, login):
        malika = _malika(admin)
        _ok(self._add(admin, malika["id"], "vacation", "2026-12-07", "2026-12-09"), 201)
        headers = bearer(login())
        params = {"notaryId": malika["id"], "serviceId": 11651, "month": "2026-12"}
        days = {
            day["date"]: day["free"]
            for day in client.get("/api/equeue/free_days", params=params, headers=headers).json()
        }
        assert days["2026-12-07"] == days["2026-12-09"] == 0 and days["2026-12-10"] > 0
        booking = {"notary_id": malika["id"], "service_id": 11651, "date": "2026-12-10", "time": "10:00"}
        booking |= {"phone": "901234567"}
        assert client.post("/api/equeue/bookings", json=booking, headers=headers).status_code == 201

    def test_periods_are_ordered_and_never_overlap(self, admin):
        malika = _malika(admin)
        backwards = self._add(admin, malika["id"], "vacation", "2026-12-11", "2026-12-07")
        assert (backwards.status_code, backwards.text) == (
            400,
            "Дата начала периода не может быть позже даты окончания",
        )
        _ok(self._add(admin, malika["id"], "vacation", "2026-12-14", "2026-12-18"), 201)
        overlap = self._add(admin, malika["id"], "incapacity", "2026-12-18", "2026-12-20")
        assert overlap.status_code == 400 and overlap.text.startswith("Этот период пересекается")
        _ok(self._add(admin, malika["id"], "incapacity", "2026-12-19", "2026-12-20"), 201)
        listed = _ok(admin.get(f"/notaries/{malika['id']}/absences"))
        assert [(a["kind"], a["dateFrom"]) for a in listed] == [
            ("vacation", "2026-12-14"),
            ("incapacity", "2026-12-19"),
        ]
        holiday = self._add(admin, malika["id"], "holiday", "2026-12-25", "2026-12-25")
        assert holiday.status_code == 400

    def test_an_absence_of_another_notary_is_not_removed(self, admin, session):
        malika = _malika(admin)
        absence = _ok(self._add(admin, malika["id"], "vacation", "2026-12-14", "2026-12-18"), 201)
        other = session.exec(select(Notary.id).where(Notary.id != malika["id"])).first()
        assert admin.delete(f"/notaries/{other}/absences/{absence['id']}").status_code == 404
