"""Parties and their invitations (docs/contracts/acts.md#calls): Dilnoza sells a car and invites Aziz as its buyer."""

import pytest
from sqlmodel import Session, col, select

from notary.models import AuditEvent, Invitation
from tests.acts.conftest import outbox, run_jobs
from tests.conftest import bearer
from tests.people import AZIZ, DILNOZA, JASUR, SARDOR

AZIZ_PHONE, DILNOZA_PHONE = "907654321", "901234567"
AS_BUYER = {"role": "buyer", **AZIZ, "phone": AZIZ_PHONE}


class Sale:
    """Dilnoza's vehicle sale with Aziz invited as its buyer."""

    def __init__(self, client, login, session: Session):
        self.client, self.session = client, session
        self.dilnoza = bearer(login(DILNOZA["passserial"], DILNOZA["passnum"]))
        self.aziz = bearer(login(AZIZ["passserial"], AZIZ["passnum"]))
        self.jasur = bearer(login(JASUR["passserial"], JASUR["passnum"]))
        created = client.post("/api/notarial_act", json={"type": 1, "notary": {"mode": "auto"}}, headers=self.dilnoza)
        self.uuid = created.json()["uuid"]
        self.party = client.post(self.path("/parties"), json=AS_BUYER, headers=self.dilnoza).json()

    def path(self, suffix: str = "") -> str:
        return f"/api/notarial_act/{self.uuid}{suffix}"

    def act(self, headers: dict[str, str]) -> dict:
        return self.client.get(self.path(), headers=headers).json()

    def token(self) -> str:
        """The token of the buyer's newest link, live or not."""
        statement = select(Invitation).where(Invitation.party_id == self.party["id"]).order_by(col(Invitation.id))
        return self.session.exec(statement).all()[-1].token

    def act_as(self, headers: dict[str, str], action: str, body: dict | None = None):
        return self.client.post(self.path(f"/actions/{action}"), json=body or {}, headers=headers)


@pytest.fixture
def sale(client, login, session) -> Sale:
    return Sale(client, login, session)


class TestAddParty:
    def test_the_party_is_filled_from_the_population_registry_and_invited(self, sale, session):
        party = sale.party
        assert (party["role"], party["pin"], party["status"], party["applicant"]) == ("buyer", AZIZ["pin"], None, False)
        assert party["fullname"].startswith("Tursunov Aziz")
        assert party["invitation"]["link"].startswith("http://127.0.0.1:8000/invitation/")
        assert outbox(session, AZIZ_PHONE) == []  # the SMS leaves once the change is committed, by scheduled work
        assert run_jobs(session) == 1
        [text] = outbox(session, AZIZ_PHONE)
        assert party["invitation"]["link"] in text and "Karimova Dilnoza" in text

    def test_only_the_applicant_sees_the_links(self, sale):
        assert sale.act(sale.aziz)["parties"][1]["invitation"] is None

    def test_a_passport_that_is_not_this_pin_is_refused_and_changes_nothing(self, sale, session):
        wrong = AS_BUYER | {"pin": JASUR["pin"], "role": "seller"}
        answer = sale.client.post(sale.path("/parties"), json=wrong, headers=sale.dilnoza)
        assert (answer.status_code, answer.text) == (
            400,
            "Pasport ma'lumotlari va JShShIR aholi reestridagi ma'lumotlarga mos kelmadi",
        )
        assert len(sale.act(sale.dilnoza)["parties"]) == 2

    def test_bad_input_has_its_message(self, sale):
        answer = sale.client.post(sale.path("/parties"), json=AS_BUYER | {"phone": "90"}, headers=sale.dilnoza)
        assert (answer.status_code, answer.text) == (400, "Telefon raqami 9 ta raqamdan iborat bo'lishi kerak")

    def test_a_person_is_a_party_once(self, sale):
        answer = sale.client.post(sale.path("/parties"), json=AS_BUYER, headers=sale.dilnoza)
        assert answer.status_code == 400

    def test_a_role_the_act_type_has_not_is_refused(self, sale):
        answer = sale.client.post(sale.path("/parties"), json=AS_BUYER | {"role": "child"}, headers=sale.dilnoza)
        assert answer.status_code == 400

    def test_only_the_applicant_adds_parties(self, sale):
        answer = sale.client.post(sale.path("/parties"), json=AS_BUYER, headers=sale.aziz)
        assert answer.status_code == 403
        answer = sale.client.post(sale.path("/parties"), json=AS_BUYER, headers=sale.jasur)
        assert (answer.status_code, answer.json()["code"]) == (418, "pin_not_found_in_uuid")

    def test_a_blocked_person_is_refused_and_the_refusal_recorded(self, sale, session):
        jasur = {"role": "buyer", **JASUR, "phone": "905556677"}
        answer = sale.client.post(sale.path("/parties"), json=jasur, headers=sale.dilnoza)
        assert answer.status_code == 400 and "Nazarov Jasur" in answer.text
        event = session.exec(select(AuditEvent).where(AuditEvent.target == sale.uuid)).all()[-1]
        assert (event.action, event.result, event.details["why"]) == ("act_party_added", "refused", "error_block_debt")

    def test_the_addition_is_audited(self, sale, session):
        events = session.exec(select(AuditEvent).where(AuditEvent.target == sale.uuid)).all()
        assert [event.action for event in events] == ["act_created", "act_party_added"]


class TestInvitation:
    def test_the_link_shows_who_invites_to_what(self, sale):
        view = sale.client.get(f"/api/notarial_act/invitation/{sale.token()}", headers=sale.aziz).json()
        assert (view["uuid"], view["role"], view["state"], view["status"]) == (sale.uuid, "buyer", "live", None)
        assert view["inviter"].startswith("Karimova Dilnoza") and view["actions"] == ["accept", "reject"]

    def test_a_forwarded_link_is_useless(self, sale):
        answer = sale.client.get(f"/api/notarial_act/invitation/{sale.token()}", headers=sale.jasur)
        assert (answer.status_code, answer.json()["code"]) == (418, "pin_not_found_in_uuid")
        assert sale.act_as(sale.jasur, "accept").status_code == 418

    def test_an_unknown_link(self, sale):
        answer = sale.client.get("/api/notarial_act/invitation/" + "x" * 32, headers=sale.aziz)
        assert answer.status_code == 404

    def test_accepting_tells_the_applicant(self, sale, session):
        act = sale.act_as(sale.aziz, "accept").json()
        assert act["parties"][1]["status"] == "accepted"
        run_jobs(session)
        assert "taklifni qabul qildi" in outbox(session, DILNOZA_PHONE)[-1]
        view = sale.client.get(f"/api/notarial_act/invitation/{sale.token()}", headers=sale.aziz)
        assert view.json()["state"] == "answered" and view.json()["actions"] == []

    def test_rejecting_keeps_the_reason_for_the_applicant(self, sale):
        act = sale.act_as(sale.aziz, "reject", {"reason": "Narx kelishilmagan"}).json()
        assert (act["parties"][1]["status"], act["parties"][1]["reason"]) == ("rejected", "Narx kelishilmagan")
        assert "send_for_check" not in sale.act(sale.dilnoza)["actions"]
        assert sale.act_as(sale.dilnoza, "send_for_check").status_code == 409

    def test_after_expiry_the_answer_is_refused(self, sale, later):
        token = sale.token()
        later(73)
        view = sale.client.get(f"/api/notarial_act/invitation/{token}", headers=sale.aziz).json()
        assert (view["state"], view["actions"]) == ("expired", [])
        answer = sale.act_as(sale.aziz, "accept")
        assert (answer.status_code, answer.text) == (
            409,
            "Taklif muddati tugagan. Arizachidan taklifni qayta yuborishni so'rang",
        )

    def test_the_expiry_is_scheduled_work_that_tells_the_applicant(self, sale, session, later):
        run_jobs(session)
        later(73)
        run_jobs(session)
        invitation = session.exec(select(Invitation).where(Invitation.party_id == sale.party["id"])).one()
        assert invitation.state == "expired"
        assert "taklif muddati tugadi" in outbox(session, DILNOZA_PHONE)[-1]

    def test_a_resend_kills_the_old_link(self, sale, session):
        old = sale.token()
        act = sale.act_as(sale.dilnoza, "resend_invitation", {"party_id": sale.party["id"]}).json()
        new = act["parties"][1]["invitation"]["link"].rsplit("/", 1)[1]
        assert new != old
        stale = sale.client.get(f"/api/notarial_act/invitation/{old}", headers=sale.aziz).json()
        assert (stale["state"], stale["actions"]) == ("replaced", [])
        fresh = sale.client.get(f"/api/notarial_act/invitation/{new}", headers=sale.aziz).json()
        assert fresh["actions"] == ["accept", "reject"]
        run_jobs(session)
        assert [new in text for text in outbox(session, AZIZ_PHONE)] == [False, True]

    def test_a_resend_needs_a_party_of_the_act(self, sale):
        answer = sale.act_as(sale.dilnoza, "resend_invitation", {"party_id": 999999})
        assert answer.status_code == 400

    def test_reminders_come_daily_at_most_three_times(self, sale, session, later):
        run_jobs(session)
        for _day in range(5):
            later(24.5)
            run_jobs(session)
        texts = outbox(session, AZIZ_PHONE)
        assert sum(text.startswith("Eslatma") for text in texts) == 2  # days 1 and 2; the link expires on day 3
        assert len(texts) == 3

    def test_an_answered_invitation_is_not_reminded(self, sale, session, later):
        sale.act_as(sale.aziz, "accept")
        later(25)
        run_jobs(session)
        assert not any(text.startswith("Eslatma") for text in outbox(session, AZIZ_PHONE))


class TestChangingParties:
    def test_another_party_sets_the_accepted_back_to_awaiting_and_invites_again(self, sale, client, login, session):
        sale.act_as(sale.aziz, "accept")
        second = {"role": "buyer", **SARDOR, "phone": "903334455"}
        assert client.post(sale.path("/parties"), json=second, headers=sale.dilnoza).status_code == 201
        parties = sale.act(sale.dilnoza)["parties"]
        assert [party["status"] for party in parties] == ["accepted", None, None]
        run_jobs(session)
        assert len(outbox(session, AZIZ_PHONE)) == 2

    def test_removing_a_party_asks_the_others_again(self, sale, client, session):
        second = {"role": "buyer", **SARDOR, "phone": "903334455"}
        jasur = client.post(sale.path("/parties"), json=second, headers=sale.dilnoza).json()
        sale.act_as(sale.aziz, "accept")
        act = client.delete(sale.path(f"/parties/{jasur['id']}"), headers=sale.dilnoza).json()
        assert [party["pin"] for party in act["parties"]] == [DILNOZA["pin"], AZIZ["pin"]]
        assert act["parties"][1]["status"] is None

    def test_the_applicant_cannot_be_removed(self, sale, client):
        applicant = sale.act(sale.dilnoza)["parties"][0]
        assert client.delete(sale.path(f"/parties/{applicant['id']}"), headers=sale.dilnoza).status_code == 400

    def test_exit_deal_takes_the_act_back_and_tells_the_applicant(self, sale, session):
        sale.act_as(sale.aziz, "accept")
        sale.act_as(sale.dilnoza, "send_for_check")
        act = sale.act_as(sale.aziz, "exit_deal", {"reason": "Fikrimdan qaytdim"}).json()
        assert (act["step"], act["parties"][1]["status"]) == (1, "exited")
        run_jobs(session)
        assert "Fikrimdan qaytdim" in outbox(session, DILNOZA_PHONE)[-1]


class TestWhatTheCallerMayChange:
    def test_the_applicant_at_step_1_changes_parties_and_subjects(self, sale):
        act = sale.act(sale.dilnoza)
        assert (act["changes"], act["party_roles"]) == (["parties", "subjects", "notes"], ["seller", "buyer"])

    def test_another_party_only_writes_notes(self, sale):
        act = sale.act(sale.aziz)
        assert (act["changes"], act["party_roles"]) == (["notes"], [])

    def test_once_sent_the_parties_are_fixed(self, sale):
        vehicle = {"kind": "vehicle", "state_number": "01A123BC"}
        assert sale.client.post(sale.path("/subjects"), json=vehicle, headers=sale.dilnoza).status_code == 201
        sale.act_as(sale.aziz, "accept")
        act = sale.act_as(sale.dilnoza, "send_for_check").json()
        assert act["changes"] == ["notes"]
        answer = sale.client.post(sale.path("/parties"), json=AS_BUYER | {"role": "seller"}, headers=sale.dilnoza)
        assert answer.status_code == 409


class TestByNumber:
    def test_the_act_by_its_number(self, sale):
        rid = sale.act(sale.dilnoza)["rid"]
        assert sale.client.get(f"/api/notarial_act/rid/{rid}", headers=sale.aziz).json()["uuid"] == sale.uuid

    def test_a_stranger_and_an_unknown_number_get_418(self, sale):
        rid = sale.act(sale.dilnoza)["rid"]
        answer = sale.client.get(f"/api/notarial_act/rid/{rid}", headers=sale.jasur)
        assert answer.json()["code"] == "pin_not_found_in_uuid"
        assert sale.client.get("/api/notarial_act/rid/99999999", headers=sale.jasur).json()["code"] == "uuid_not_found"
