"""The business blocks (docs/contracts/acts.md#calls, spec section 5) with the sandbox's demo people and property:
each refuses with 400 and its translated text when a party or subject is added, and again at send_for_check."""

from datetime import date

from sqlmodel import Session, select

from notary.models import AuditEvent, NotarialAct, NotarialActParty, SandboxBan
from tests.acts.test_subjects import FLAT, Citizen, _status
from tests.people import AZIZ, BOBUR, DILNOZA, JASUR, SARDOR

UNFINISHED = "Sizda shunga o'xshash tugallanmagan notarial harakat bor"
CREDIT = {
    "number": "K-2026-118",
    "date": "2026-11-20",
    "sum": "80000000",
    "percent": "24",
    "term_months": 36,
    "purpose": "Uy ta'miri",
}


def _rid(session: Session, uuid: str) -> int | None:
    return session.exec(select(NotarialAct).where(NotarialAct.uuid == uuid)).one().id


def _party(session: Session, uuid: str, person: dict[str, str]) -> NotarialActParty:
    statement = select(NotarialActParty).where(
        NotarialActParty.act_id == _rid(session, uuid), NotarialActParty.pin == person["pin"]
    )
    return session.exec(statement).one()


class TestParties:
    def test_a_deceased_person_is_no_party(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create()
        answer = dilnoza.add_party(uuid, BOBUR)
        assert answer.status_code == 400
        assert answer.text.startswith("Qodirov Bobur") and "vafot etgan deb qayd etilgan" in answer.text
        assert [party["pin"] for party in dilnoza.act(uuid)["parties"]] == [DILNOZA["pin"]]

    def test_a_debtor_is_no_party(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create()
        answer = client.post(
            f"/api/notarial_act/{uuid}/parties",
            json={"role": "buyer", "phone": "901234567"} | JASUR,
            headers=dilnoza.headers | {"Accept-Language": "ru"},
        )
        assert answer.status_code == 400
        assert "Бюро принудительного исполнения (1 850 000,00 сум)" in answer.text

    def test_the_applicant_counts_at_send_for_check(self, client, login):
        jasur = Citizen(client, login, JASUR)
        uuid = jasur.create(11651)
        answer = jasur.action(uuid, "send_for_check")
        assert answer.status_code == 400 and "Majburiy ijro byurosida to'lanmagan qarzi bor" in answer.text
        assert jasur.act(uuid)["step"] == 1


class TestSubjects:
    def test_a_ban_on_the_car(self, client, login, session: Session):
        jasur = Citizen(client, login, JASUR)
        uuid = jasur.create()
        answer = jasur.add_subject(uuid, kind="vehicle", state_number="01B777CC")
        assert (answer.status_code, answer.text) == (
            400,
            "01B777CC mol-mulkiga taqiq yoki xatlov qo'yilgan. U olib tashlangunga qadar davom ettirib bo'lmaydi",
        )
        assert jasur.act(uuid)["subjects"] == []
        event = session.exec(
            select(AuditEvent).where(AuditEvent.target == uuid, AuditEvent.action != "act_created")
        ).one()
        assert (event.action, event.result, event.details["why"]) == ("act_subject_added", "refused", "error_block_ban")

    def test_an_unpaid_fine_once_the_ban_is_lifted(self, client, login, session: Session):
        ban = session.exec(select(SandboxBan).where(SandboxBan.property_ref == "01B777CC")).one()
        ban.state = "lifted"
        session.add(ban)
        session.flush()
        jasur = Citizen(client, login, JASUR)
        answer = jasur.add_subject(jasur.create(), kind="vehicle", state_number="01B777CC")
        assert answer.status_code == 400
        assert answer.text.startswith("01B777CC avtotransport vositasining to'lanmagan jarimasi bor (375 000,00 so'm)")

    def test_a_ban_on_real_estate(self, client, login, session: Session):
        session.add(
            SandboxBan(
                owner_pin=AZIZ["pin"],
                property_kind="realty",
                property_ref=FLAT,
                state="active",
                start_date=date(2025, 5, 1),
                doc_date=date(2025, 5, 1),
                doc_number="SUD-2025-1",
                ban_type="arrest",
                official="Sudya",
                organisation="Fuqarolik ishlari bo'yicha sud",
            )
        )
        session.flush()
        dilnoza = Citizen(client, login, DILNOZA)
        answer = dilnoza.add_subject(dilnoza.create(9), kind="realty", cadastre=FLAT)
        assert answer.status_code == 400 and answer.text.startswith(f"{FLAT} mol-mulkiga taqiq")

    def test_an_unfinished_act_for_the_same_car(self, client, login, session: Session):
        dilnoza = Citizen(client, login, DILNOZA)
        first, second = dilnoza.create(1), dilnoza.create(4)
        assert dilnoza.add_subject(first, kind="vehicle", state_number="01A123BC").status_code == 201
        answer = dilnoza.add_subject(second, kind="vehicle", state_number="01A123BC")
        assert answer.status_code == 400
        assert answer.text == (
            f"{UNFINISHED} (№ {_rid(session, first)}): /enotarial_act/{first}. Uni yakunlang yoki o'chiring"
        )
        assert dilnoza.action(first, "delete").status_code == 200
        assert dilnoza.add_subject(second, kind="vehicle", state_number="01A123BC").status_code == 201

    def test_an_act_of_another_group_is_no_block(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        first = dilnoza.create(1)
        assert dilnoza.add_subject(first, kind="vehicle", state_number="01A123BC").status_code == 201
        aziz = Citizen(client, login, AZIZ)
        consent = aziz.create(15003)
        papers = {"tech_passport_series": "AAF", "tech_passport_number": "1234567"}  # not his car
        assert aziz.add_subject(consent, kind="vehicle", state_number="01A123BC", **papers).status_code == 201


class TestCoOwners:
    def test_the_co_owned_car_needs_aziz_accepted(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create()
        assert dilnoza.add_subject(uuid, kind="vehicle", state_number="01C555DD").status_code == 201  # no block yet
        answer = dilnoza.action(uuid, "send_for_check")
        assert (answer.status_code, answer.text) == (
            400,
            "01C555DD mol-mulkining barcha egalari ishtirokchi sifatida qo'shilishi va rozilik berishi kerak: "
            f"JShShIR {AZIZ['pin']} bo'lgan egasi qo'shilmagan",
        )
        assert dilnoza.add_party(uuid, AZIZ, role="seller").status_code == 201
        assert dilnoza.add_party(uuid, SARDOR, role="buyer", phone="909998877").status_code == 201
        assert dilnoza.action(uuid, "send_for_check").status_code == 409  # not yet accepted
        assert Citizen(client, login, AZIZ).action(uuid, "accept").status_code == 200
        assert Citizen(client, login, SARDOR).action(uuid, "accept").status_code == 200
        answer = dilnoza.action(uuid, "send_for_check")
        assert answer.status_code == 200, answer.text
        assert (answer.json()["step"], answer.json()["state"]) == (2, "in_progress")

    def test_the_jointly_owned_flat_too(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create(9)
        assert dilnoza.add_subject(uuid, kind="realty", cadastre=FLAT).status_code == 201
        assert dilnoza.set_terms(uuid, credit=CREDIT).status_code == 200
        assert dilnoza.add_party(uuid, SARDOR, role="pledgee", phone="909998877").status_code == 201
        assert Citizen(client, login, SARDOR).action(uuid, "accept").status_code == 200
        answer = dilnoza.action(uuid, "send_for_check")
        assert answer.status_code == 400 and AZIZ["pin"] in answer.text
        assert dilnoza.add_party(uuid, AZIZ, role="pledgor").status_code == 201
        for person in (AZIZ, SARDOR):  # a change asks everyone again
            assert Citizen(client, login, person).action(uuid, "accept").status_code == 200
        assert dilnoza.action(uuid, "send_for_check").status_code == 200


class TestSpouseConsent:
    def test_no_spouse_phone_no_check(self, client, login, session: Session):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create(15003)
        answer = dilnoza.action(uuid, "send_for_check")
        assert (answer.status_code, answer.text) == (
            400,
            "Turmush o'rtog'ining roziligi uchun turmush o'rtog'ining telefon raqamini kiriting",
        )
        assert dilnoza.add_subject(uuid, kind="other", description="Mebel", price="100").status_code == 201
        assert dilnoza.add_party(uuid, AZIZ, role="spouse").status_code == 201
        assert Citizen(client, login, AZIZ).action(uuid, "accept").status_code == 200
        spouse = _party(session, uuid, AZIZ)
        phone, spouse.phone = spouse.phone, ""
        session.add(spouse)
        session.flush()
        assert dilnoza.action(uuid, "send_for_check").status_code == 400
        spouse.phone = phone
        session.add(spouse)
        session.flush()
        assert dilnoza.action(uuid, "send_for_check").status_code == 200

    def test_an_unfinished_consent_for_the_same_spouse(self, client, login, session: Session):
        dilnoza = Citizen(client, login, DILNOZA)
        first, second = dilnoza.create(15003), dilnoza.create(15003)
        assert dilnoza.add_party(first, AZIZ, role="spouse").status_code == 201
        answer = dilnoza.add_party(second, AZIZ, role="spouse")
        assert answer.status_code == 400 and f"/enotarial_act/{first}" in answer.text
        assert [party["pin"] for party in dilnoza.act(second)["parties"]] == [DILNOZA["pin"]]


class TestAttorney:
    def test_an_unfinished_power_of_attorney_for_the_same_attorney(self, client, login):
        # The sandbox's registered general power of attorney from Dilnoza to Aziz is finished: no block.
        dilnoza = Citizen(client, login, DILNOZA)
        first, second = dilnoza.create(11651), dilnoza.create(105)
        assert dilnoza.add_party(first, AZIZ, role="attorney").status_code == 201
        answer = dilnoza.add_party(second, AZIZ, role="attorney")
        assert answer.status_code == 400 and answer.text.startswith(UNFINISHED)
        assert f"/enotarial_act/{first}" in answer.text

    def test_the_block_is_checked_again_at_send_for_check(self, client, login, session: Session):
        dilnoza = Citizen(client, login, DILNOZA)
        first = dilnoza.create(101)
        assert dilnoza.add_party(first, AZIZ, role="attorney").status_code == 201
        assert Citizen(client, login, AZIZ).action(first, "accept").status_code == 200
        # A second one made past the API (as a race of two tabs could): send_for_check still refuses the first.
        second = dilnoza.create(11651)
        assert dilnoza.add_party(second, AZIZ, role="attorney").status_code == 400
        template = _party(session, first, AZIZ).model_dump(exclude={"id", "act_id", "status"})
        session.add(NotarialActParty(**template, act_id=_rid(session, second)))
        session.flush()
        answer = dilnoza.action(first, "send_for_check")
        assert answer.status_code == 400 and f"/enotarial_act/{second}" in answer.text
        assert _status(dilnoza.act(first), AZIZ) == "accepted"
