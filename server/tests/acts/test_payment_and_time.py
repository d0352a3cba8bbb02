"""Steps 4 to 9 (docs/contracts/acts.md#actions): Dilnoza sells her car to her husband Aziz before notary Malika, on
the sandbox clock of Monday 7 December 2026, 09:00 in Tashkent. Malika issues the invoices (the spouse reduction
applies), sets the time, Dilnoza confirms it and pays on the sandbox checkout, the act moves to registration by
itself, and Malika registers it from 15 minutes before the visit."""

from datetime import timedelta

import pytest
from sqlmodel import Session, select

from notary.acts import visits
from notary.core import clock
from notary.models import ActState, AuditEvent, Invoice, InvoiceState, Notary, PartyRole, RegistrationType
from tests.acts.conftest import outbox, run_jobs
from tests.conftest import bearer
from tests.factories import create_act, create_invoice, create_notary, create_user
from tests.people import AZIZ, DILNOZA, MALIKA

DILNOZA_PHONE = "901234567"
WEEKDAYS = [
    {"weekday": d, "opens": "09:00", "closes": "18:00", "breakFrom": "13:00", "breakTo": "14:00"} for d in (1, 2)
]


class Sale:
    """The vehicle sale of 01A123BC at 150 000 000 so'm, confirmed by Dilnoza: at step 4, Malika's to invoice."""

    def __init__(self, client, login, session: Session):
        self.client, self.session = client, session
        self.dilnoza = bearer(login(DILNOZA["passserial"], DILNOZA["passnum"]))
        self.aziz = bearer(login(AZIZ["passserial"], AZIZ["passnum"]))
        self.malika = bearer(login(MALIKA["passserial"], MALIKA["passnum"]))
        notary = session.exec(select(Notary).where(Notary.pin == MALIKA["pin"])).one()
        notary.timetable = WEEKDAYS
        session.add(notary)
        body = {"type": 1, "notary": {"mode": "manual", "id": notary.id}}
        self.uuid = client.post("/api/notarial_act", json=body, headers=self.dilnoza).json()["uuid"]
        vehicle = {"kind": "vehicle", "state_number": "01A123BC", "price": "150000000"}
        assert client.post(self.path("/subjects"), json=vehicle, headers=self.dilnoza).status_code == 201
        buyer = {"role": "buyer", **AZIZ, "phone": "907654321"}
        assert client.post(self.path("/parties"), json=buyer, headers=self.dilnoza).status_code == 201
        for who, action in (
            (self.aziz, "accept"),
            (self.dilnoza, "send_for_check"),
            (self.malika, "send_for_confirmation"),
            (self.dilnoza, "confirm"),
        ):
            assert self.act_as(who, action).status_code == 200, action

    def path(self, suffix: str = "") -> str:
        return f"/api/notarial_act/{self.uuid}{suffix}"

    def act(self, headers: dict[str, str]) -> dict:
        return self.client.get(self.path(), headers=headers).json()

    def act_as(self, headers: dict[str, str], action: str, body: dict | None = None):
        return self.client.post(self.path(f"/actions/{action}"), json=body or {}, headers=headers)

    def to_payment(self) -> dict:
        for who, action, body in (
            (self.malika, "issue_invoices", None),
            (self.malika, "assign_time", {"date": "2026-12-07", "time": "10:30"}),
            (self.dilnoza, "confirm_time", None),
        ):
            assert self.act_as(who, action, body).status_code == 200, action
        return self.act(self.dilnoza)

    def pay(self, invoice_id: int) -> None:
        answer = self.client.post(self.path(f"/invoices/{invoice_id}/checkout"), headers=self.dilnoza)
        url = answer.json()["url"]
        assert url.startswith("/payment/checkout/")
        token = url.removeprefix("/payment/checkout/")
        paid = self.client.post(f"/api/payments/checkout/{token}/pay", headers=self.dilnoza)
        assert (paid.status_code, paid.json()["state"]) == (200, "paid"), paid.text


@pytest.fixture
def sale(client, login, session, monday) -> Sale:
    return Sale(client, login, session)


class TestInvoices:
    def test_the_proposal_has_the_spouse_reduction(self, sale):
        proposal = sale.client.get(sale.path("/invoice_proposal"), headers=sale.malika).json()
        # 3 % of 150 000 000 so'm, and 5 % of that between spouses; the fee is half the BHM (412 000 so'm).
        assert (proposal["relationship"], float(proposal["reduced_to_percent"])) == ("spouse", 5.0)
        assert proposal["state_duty"]["figures"] == "225 000,00"
        assert proposal["notary_fee"]["figures"] == "206 000,00"

    def test_only_the_notary_asks_for_the_proposal(self, sale):
        assert sale.client.get(sale.path("/invoice_proposal"), headers=sale.dilnoza).status_code == 403

    def test_issued_as_proposed_in_figures_and_words(self, sale):
        act = sale.act_as(sale.malika, "issue_invoices").json()
        assert act["step"] == 5
        assert [(i["purpose"], i["sum"], i["state"]) for i in act["invoices"]] == [
            ("state_duty", "225000.00", "unpaid"),
            ("notary_fee", "206000.00", "unpaid"),
        ]
        assert act["invoices"][0]["sum_in_words"]["oz"].startswith("ikki yuz yigirma besh ming so'm")

    def test_a_changed_sum_needs_its_reason(self, sale, session):
        changed = {"invoices": [{"purpose": "notary_fee", "sum": "100000.00"}]}
        answer = sale.act_as(sale.malika, "issue_invoices", changed)
        assert (answer.status_code, answer.text) == (400, "Taklif etilgan summadan farqli summa uchun sababini yozing")
        refusal = session.exec(select(AuditEvent).where(AuditEvent.target == sale.uuid)).all()[-1]
        assert (refusal.result, refusal.details["why"]) == ("refused", "error_invoice_reason_required")
        changed["invoices"][0]["reason"] = "Imtiyozli mijoz"
        act = sale.act_as(sale.malika, "issue_invoices", changed).json()
        fee = next(invoice for invoice in act["invoices"] if invoice["purpose"] == "notary_fee")
        assert (fee["sum"], fee["reason"]) == ("100000.00", "Imtiyozli mijoz")


class TestTime:
    @pytest.fixture(autouse=True)
    def invoiced(self, sale):
        assert sale.act_as(sale.malika, "issue_invoices").status_code == 200

    @pytest.mark.parametrize(
        ("date", "time", "message"),
        [
            ("2026-12-06", "10:00", "Ro'yxatga olish vaqti kelajakda bo'lishi kerak"),
            ("2026-12-07", "10:15", "Ro'yxatga olish vaqti 30 daqiqalik oraliqlar boshiga to'g'ri kelishi kerak"),
            ("2026-12-07", "13:30", "Bu vaqt notariusning ish vaqtiga to'g'ri kelmaydi"),
            ("2026-12-07", "18:00", "Bu vaqt notariusning ish vaqtiga to'g'ri kelmaydi"),
            (
                "2026-12-09",
                "10:00",
                "Bu vaqt notariusning ish vaqtiga to'g'ri kelmaydi",
            ),  # a Wednesday: not in WEEKDAYS
        ],
    )
    def test_refused_times(self, sale, date, time, message):
        answer = sale.act_as(sale.malika, "assign_time", {"date": date, "time": time})
        assert (answer.status_code, answer.text) == (400, message)
        assert sale.act(sale.malika)["step"] == 5

    def test_set_asked_again_and_confirmed(self, sale):
        act = sale.act_as(sale.malika, "assign_time", {"date": "2026-12-07", "time": "10:00"}).json()
        assert (act["step"], act["visit"]) == (6, {"date": "2026-12-07", "time": "10:00"})
        act = sale.act_as(sale.dilnoza, "request_another_time", {"reason": "Ishdaman"}).json()
        assert (act["step"], act["visit"]) == (5, None)
        sale.act_as(sale.malika, "assign_time", {"date": "2026-12-07", "time": "15:00"})
        act = sale.act_as(sale.dilnoza, "confirm_time").json()
        assert (act["step"], act["visit"]) == (7, {"date": "2026-12-07", "time": "15:00"})

    def test_one_act_per_notary_and_slot(self, sale, session, login_as):
        notary = session.exec(select(Notary).where(Notary.pin == MALIKA["pin"])).one()
        applicant = create_user(session)
        other = create_act(session, state=ActState.in_progress, step=5, applicant=applicant, notary=notary)
        sale.act_as(sale.malika, "assign_time", {"date": "2026-12-07", "time": "11:00"})
        path = f"/api/notarial_act/{other.uuid}/actions/assign_time"
        answer = sale.client.post(path, json={"date": "2026-12-07", "time": "11:00"}, headers=sale.malika)
        assert (answer.status_code, answer.text) == (
            409,
            "Bu vaqtga notariusda boshqa notarial harakat belgilangan: boshqa vaqtni tanlang",
        )


class TestPaymentAndRegistration:
    def test_paid_then_registered_at_the_visit(self, sale, session, later):
        act = sale.to_payment()
        assert act["step"] == 7 and "mark_paid" not in act["actions"]
        assert "payment" in act["changes"] and "payment" not in sale.act(sale.aziz)["changes"]  # the applicant pays
        assert sale.act_as(sale.dilnoza, "mark_paid").status_code == 409
        for invoice in act["invoices"]:
            sale.pay(invoice["id"])
        run_jobs(session)  # the gateway's word that all is paid moves the act by itself
        act = sale.act(sale.dilnoza)
        assert (act["step"], [i["state"] for i in act["invoices"]]) == (8, ["paid", "paid"])

        early = sale.act_as(sale.malika, "register")
        assert (early.status_code, early.text) == (409, "Ro'yxatga olish belgilangan vaqtdan 15 daqiqa oldin ochiladi")
        later(1.25)  # 10:15, the visit at 10:30
        act = sale.act_as(sale.malika, "register").json()
        assert (act["state"], act["step"], act["regdate"]) == ("registered", 9, "2026-12-07")
        assert act["regnum"] and act["verification_code"]

        pdf = sale.client.get(sale.path("/print_form"), headers=sale.aziz)
        assert (pdf.status_code, pdf.headers["content-type"], pdf.content[:5]) == (200, "application/pdf", b"%PDF-")
        verified = sale.client.get(f"/api/verify/{act['verification_code']}").json()
        assert (verified["regnum"], verified["chain_holds"]) == (act["regnum"], True)

    def test_mark_paid_rechecks_with_the_gateway(self, sale, session):
        act = sale.to_payment()
        for invoice in act["invoices"]:
            sale.pay(invoice["id"])
        assert "mark_paid" in sale.act(sale.dilnoza)["actions"]
        assert sale.act_as(sale.dilnoza, "mark_paid").json()["step"] == 8
        run_jobs(session)  # the gateway's own word arrives after: nothing moves twice
        assert sale.act(sale.dilnoza)["step"] == 8

    def test_a_stranger_can_verify_but_not_download(self, sale, session, later, login_as):
        act = sale.to_payment()
        for invoice in act["invoices"]:
            sale.pay(invoice["id"])
        run_jobs(session)
        later(1.25)
        code = sale.act_as(sale.malika, "register").json()["verification_code"]
        stranger = bearer(login_as(create_user(session)))
        answer = sale.client.get(sale.path("/print_form"), headers=stranger)
        assert (answer.status_code, answer.json()["code"]) == (418, "pin_not_found_in_uuid")
        assert sale.client.get(f"/api/verify/{code}").status_code == 200

    def test_an_annulled_act_is_refunded(self, sale, session):
        act = sale.to_payment()
        sale.pay(act["invoices"][0]["id"])
        answer = sale.act_as(sale.dilnoza, "annul", {"reason": "Xaridor fikridan qaytdi"})
        assert answer.json()["state"] == "annulled"
        run_jobs(session)
        states = session.exec(select(Invoice.state).where(Invoice.act_uuid == sale.uuid)).all()
        assert sorted(states) == [InvoiceState.cancelled, InvoiceState.refunded]  # the unpaid one withdrawn


class TestMissedVisit:
    def _act(self, session, registration_type: RegistrationType):
        applicant = create_user(session, phone=DILNOZA_PHONE)
        notary = create_notary(session)
        act = create_act(
            session,
            state=ActState.in_progress,
            step=8,
            applicant=applicant,
            notary=notary,
            registration_type=registration_type,
            visit_at=clock.now() + timedelta(hours=1),
        )
        create_invoice(session, act, state=InvoiceState.paid)
        visits.watch(session, act)
        return act

    def test_in_person_it_goes_back_to_setting_the_time(self, session, monday, later):
        act = self._act(session, RegistrationType.in_person)
        later(1.6)
        run_jobs(session)
        session.refresh(act)
        assert (act.step, act.state, act.visit_at) == (5, ActState.in_progress, None)
        assert (
            "ro'yxatga olish vaqti o'tib ketdi, notariusdan boshqa vaqt belgilashni so'rang"
            in outbox(session, DILNOZA_PHONE)[-1]
        )

    def test_by_video_the_act_becomes_inactive(self, session, monday, later):
        act = self._act(session, RegistrationType.video)
        later(1.6)
        run_jobs(session)
        session.refresh(act)
        assert act.state == ActState.inactive

    def test_a_registered_act_is_left_alone(self, session, monday, later):
        act = self._act(session, RegistrationType.in_person)
        act.state, act.step = ActState.registered, 9
        session.add(act)
        session.flush()
        later(1.6)
        run_jobs(session)
        session.refresh(act)
        assert (act.state, act.step) == (ActState.registered, 9)


class TestTheRegistryFindsIt:
    def test_a_power_of_attorney_registered_here_is_found_by_the_proxy_check(self, client, session, login_as):
        applicant, attorney, notary_user = create_user(session), create_user(session), create_user(session)
        notary = create_notary(session, pin=notary_user.pin)
        act = create_act(
            session,
            state=ActState.in_progress,
            step=8,
            applicant=applicant,
            parties={PartyRole.attorney: attorney},
            notary=notary,
            act_type_id=11651,
            visit_at=clock.now() + timedelta(minutes=10),
        )
        create_invoice(session, act, state=InvoiceState.paid)
        path = f"/api/notarial_act/{act.uuid}/actions/register"
        registered = client.post(path, headers=bearer(login_as(notary_user))).json()
        query = {"regnum": registered["regnum"], "regdate": registered["regdate"]}
        [proxy] = client.get("/api/registries/proxy", params=query).json()["items"]
        assert proxy["regnum"] == registered["regnum"]
