"""The list: search by name, pin or passport, filters by role and state, pages; the details of one user."""

from datetime import UTC, datetime

from notary.models import ActState, PartyRole
from tests.factories import create_act, create_user
from tests.people import DILNOZA, MALIKA, SARDOR


def _pins(answer) -> list[str]:
    assert answer.status_code == 200, answer.text
    return [item["pin"] for item in answer.json()["items"]]


class TestList:
    def test_items_carry_the_screens_labels(self, admin, user_of):
        [item] = admin.get(q=SARDOR["pin"]).json()["items"]
        sardor = user_of(SARDOR)
        assert item == {
            "id": sardor.id,
            "fio": "Aliyev Sardor Karimovich",
            "login": SARDOR["pin"],
            "pin": SARDOR["pin"],
            "passport": "AD2222222",
            "state": True,
            "isdeleted": False,
            "roles": ["citizen", "admin"],
            "typeid": 1,
            "instime": item["instime"],
        }

    def test_search_by_any_part_of_the_name_case_insensitive(self, admin, session):
        create_user(session, surname="To'xtayeva", name="Gulnora", patronymic="Olimovna")
        assert len(_pins(admin.get(q="TO'XTAYEVA"))) == 1
        assert len(_pins(admin.get(q="gulnora olimovna"))) == 1
        assert _pins(admin.get(q="gulnora karimovich")) == []

    def test_search_by_pin_and_passport(self, admin, caller):
        caller(DILNOZA)
        assert _pins(admin.get(q="41403850230012")) == [DILNOZA["pin"]]
        assert _pins(admin.get(q="aa1234567")) == [DILNOZA["pin"]]
        assert _pins(admin.get(q="AA 1234567")) == [DILNOZA["pin"]]

    def test_filters_by_role(self, admin, caller):
        caller(DILNOZA), caller(MALIKA)
        assert _pins(admin.get(role="admin")) == [SARDOR["pin"]]
        assert MALIKA["pin"] in _pins(admin.get(role="notary"))
        citizens = _pins(admin.get(role="citizen"))
        assert DILNOZA["pin"] in citizens and SARDOR["pin"] not in citizens and MALIKA["pin"] not in citizens

    def test_filters_by_state(self, admin, session):
        active, inactive = create_user(session), create_user(session, valid=False)
        deleted = create_user(session, valid=False, deleted_at=datetime.now(UTC))
        assert active.pin in _pins(admin.get(state="active", size=100))
        assert _pins(admin.get(state="inactive")) == [inactive.pin]
        assert _pins(admin.get(state="deleted")) == [deleted.pin]

    def test_pages_with_the_total(self, admin, session):
        for _ in range(3):
            create_user(session, surname="Sahifalov")
        first, last = admin.get(q="sahifalov", size=2).json(), admin.get(q="sahifalov", size=2, page=2).json()
        assert (first["total"], len(first["items"]), len(last["items"])) == (3, 2, 1)

    def test_bounds_are_checked(self, admin):
        assert admin.get(size=101).status_code == 400
        assert admin.get(page=0).status_code == 400
        assert admin.get(q="x" * 101).status_code == 400
        assert admin.get(state="frozen").status_code == 400


class TestDetail:
    def test_the_details_of_a_notary(self, admin, caller, session, user_of):
        caller(MALIKA)
        malika = user_of(MALIKA)
        create_act(session, applicant=malika)
        detail = admin.get(f"/{malika.id}").json()
        assert detail["roles"] == ["citizen", "notary"]
        assert detail["notary"]["licenceNumber"]
        assert detail["actsCount"] >= 1
        assert [event["action"] for event in detail["logins"]] == ["session_opened"]
        assert (detail["comments"], detail["firstCommentNumber"], detail["deletedAt"]) == ([], None, None)

    def test_acts_are_counted_as_applicant_or_party_once_each(self, admin, session):
        person, other = create_user(session), create_user(session)
        create_act(session, applicant=person)
        create_act(session, applicant=other, parties={PartyRole.seller: person})
        create_act(session, state=ActState.deleted, applicant=person)
        create_act(session, applicant=other)
        assert admin.get(f"/{person.id}").json()["actsCount"] == 2

    def test_the_login_history_keeps_the_latest_twenty(self, admin, caller, user_of):
        for _ in range(21):
            caller(DILNOZA)
        logins = admin.get(f"/{user_of(DILNOZA).id}").json()["logins"]
        assert len(logins) == 20
        assert logins[0]["at"] >= logins[-1]["at"]
