"""The kinds of party of spec section 3: an organisation by its tax id (the bank of a pledge), a party acting for
another, the guardianship authority's decision, an interpreter's languages (docs/contracts/acts.md#the-act)."""

from datetime import date
from typing import Any

import pytest
from sqlmodel import Session, col, select

from notary.acts import print_texts
from notary.dictionaries import service as dictionaries
from notary.models import AuditEvent, NotarialAct, NotarialActParty, SandboxOrganisation
from tests.acts.conftest import outbox, run_jobs
from tests.acts.test_act_types import CREDIT, FLOWS, PHONES, TRAVEL, Flow
from tests.acts.test_documents import _text
from tests.acts.test_subjects import FLAT
from tests.people import AZIZ, KAMOLA, SARDOR

XALQ_BANKI, IPOTEKA_SERVIS, UNKNOWN_INN = "200833707", "301457896", "299999999"
BANK_PHONE = "712000101"  # the bank's representative: the invitation's SMS


def juridical(inn: str, role: str = "pledgee", **more: Any) -> dict[str, Any]:
    return {"role": role, "party_class": "juridical", "inn": inn, "phone": BANK_PHONE} | more


def physical(person: dict[str, str], role: str, **more: Any) -> dict[str, Any]:
    return {"role": role, "phone": PHONES.get(person["pin"], "901234567")} | person | more


@pytest.fixture
def act(client, login, session, monday):
    """Dilnoza's act of one type before notary Malika."""
    return lambda act_type: Flow(client, login, session, act_type)


def post_party(act: Flow, body: dict[str, Any], language: str = "oz"):
    headers = act.dilnoza.headers | {"Accept-Language": language}
    return act.client.post(f"/api/notarial_act/{act.uuid}/parties", json=body, headers=headers)


def added(act: Flow, body: dict[str, Any]) -> dict[str, Any]:
    answer = post_party(act, body)
    assert answer.status_code == 201, answer.text
    return answer.json()


def pledge_with_the_bank(act) -> Flow:
    """Dilnoza and Aziz pledge their flat to Xalq banki for Dilnoza's credit."""
    pledge = act(9)
    assert pledge.dilnoza.add_subject(pledge.uuid, kind="realty", cadastre=FLAT).status_code == 201
    added(pledge, physical(AZIZ, "pledgor"))
    added(pledge, juridical(XALQ_BANKI))
    assert pledge.dilnoza.set_terms(pledge.uuid, credit=CREDIT).status_code == 200
    return pledge


class TestAJuridicalParty:
    def test_the_bank_is_named_from_the_register_and_its_director_invited(self, act, session: Session):
        pledge = act(9)
        bank = added(pledge, juridical(XALQ_BANKI))
        assert (bank["party_class"], bank["inn"], bank["organisation"]) == ("juridical", XALQ_BANKI, '"Xalq banki" AJ')
        assert (bank["pin"], bank["fullname"], bank["status"]) == (SARDOR["pin"], "Aliyev Sardor Karimovich", None)
        assert bank["phone"] == BANK_PHONE and bank["invitation"]["link"]
        run_jobs(session)
        [text] = outbox(session, BANK_PHONE)
        assert bank["invitation"]["link"] in text

    def test_a_pledge_with_the_bank_runs_to_registration(self, act, later):
        pledge = pledge_with_the_bank(act)
        pledge.accept_all([("pledgor", AZIZ), ("pledgee", SARDOR)])  # Sardor answers as the bank's director
        seen = pledge.dilnoza.act(pledge.uuid)
        assert [party["status"] for party in seen["parties"]] == ["accepted"] * 3
        assert seen["missing"] == []
        registered = pledge.to_registration(later)
        assert (registered["state"], registered["step"]) == ("registered", 9)
        pdf = pledge.client.get(f"/api/notarial_act/{pledge.uuid}/print_form", headers=pledge.dilnoza.headers)
        printed = _text(pdf.content)
        assert 'Garovga oluvchi: "Xalq banki" AJ' in printed, printed
        assert f"STIR {XALQ_BANKI}" in printed
        assert f"Rahbar Aliyev Sardor Karimovich, JShShIR {SARDOR['pin']}" in printed

    def test_the_director_s_own_debt_does_not_bind_the_organisation(self, act, session: Session):
        """Jasur heads the liquidated Ipoteka Servis; here he heads the bank in the register, and owes a debt."""
        session.get(SandboxOrganisation, XALQ_BANKI).director_pin = "33011880670041"
        session.flush()
        assert post_party(act(9), juridical(XALQ_BANKI)).status_code == 201

    @pytest.mark.parametrize(
        ("inn", "language", "message"),
        [
            (UNKNOWN_INN, "oz", f"STIR {UNKNOWN_INN} bo'lgan tashkilot yuridik shaxslar reestrida topilmadi"),
            (UNKNOWN_INN, "ru", f"Организация с ИНН {UNKNOWN_INN} не найдена в реестре юридических лиц"),
            (
                IPOTEKA_SERVIS,
                "oz",
                f'"Ipoteka Servis" MChJ (STIR {IPOTEKA_SERVIS}) yuridik shaxslar reestrida tugatilgan',
            ),
            (
                IPOTEKA_SERVIS,
                "uz",
                f'"Ipoteka Servis" MChJ (СТИР {IPOTEKA_SERVIS}) юридик шахслар реестрида тугатилган',
            ),
            (IPOTEKA_SERVIS, "ru", f'"Ipoteka Servis" MChJ (ИНН {IPOTEKA_SERVIS}) значится ликвидированной'),
        ],
    )
    def test_an_unknown_or_liquidated_organisation_is_refused(self, act, session: Session, inn, language, message):
        pledge = act(9)
        before = pledge.dilnoza.act(pledge.uuid)
        answer = post_party(pledge, juridical(inn), language)
        assert answer.status_code == 400 and answer.text.startswith(message), answer.text
        after = pledge.dilnoza.act(pledge.uuid)
        assert (after["parties"], after["missing"]) == (before["parties"], before["missing"])
        assert outbox(session, BANK_PHONE) == []

    def test_a_liquidated_organisation_s_refusal_is_recorded(self, act, session: Session):
        pledge = act(9)
        assert post_party(pledge, juridical(IPOTEKA_SERVIS)).status_code == 400
        refused = session.exec(select(AuditEvent).where(AuditEvent.target == pledge.uuid, AuditEvent.result != "ok"))
        assert [(event.action, event.details["inn"]) for event in refused] == [("act_party_added", IPOTEKA_SERVIS)]

    def test_an_organisation_liquidated_since_stops_the_act(self, act, session: Session):
        pledge = pledge_with_the_bank(act)
        pledge.accept_all([("pledgor", AZIZ), ("pledgee", SARDOR)])
        session.get(SandboxOrganisation, XALQ_BANKI).liquidated_on = date(2026, 12, 7)
        session.flush()
        answer = pledge.dilnoza.action(pledge.uuid, "send_for_check")
        assert answer.status_code == 400 and "yuridik shaxslar reestrida tugatilgan" in answer.text
        assert pledge.dilnoza.act(pledge.uuid)["step"] == 1

    def test_the_same_organisation_twice_is_refused(self, act):
        pledge = act(9)
        added(pledge, juridical(XALQ_BANKI))
        answer = post_party(pledge, juridical(XALQ_BANKI, phone="712000102"))
        assert answer.status_code == 400 and answer.text.startswith(
            "Bu shaxs notarial harakatda allaqachon ishtirokchi"
        )

    @pytest.mark.parametrize(
        ("act_type", "body", "message"),
        [
            (9, juridical(XALQ_BANKI, role="pledgor"), "Bu rolda faqat jismoniy shaxs ishtirok etishi mumkin"),
            (15003, juridical(XALQ_BANKI, role="spouse"), "Bu rolda faqat jismoniy shaxs ishtirok etishi mumkin"),
            (9, juridical(XALQ_BANKI) | SARDOR, "Jismoniy shaxs pasporti va JShShIR bilan, yuridik shaxs esa faqat"),
            (9, physical(SARDOR, "pledgee", inn=XALQ_BANKI), "Jismoniy shaxs pasporti va JShShIR bilan"),
            (9, juridical("20083370"), "STIR 9 ta raqamdan iborat bo'lishi kerak"),
            (9, juridical(""), "Tashkilotning STIRini kiriting"),
        ],
    )
    def test_what_an_organisation_may_not_be(self, act, act_type, body, message):
        flow = act(act_type)
        answer = post_party(flow, body)
        assert answer.status_code == 400 and answer.text.startswith(message), answer.text
        assert len(flow.dilnoza.act(flow.uuid)["parties"]) == 1

    def test_the_act_lists_the_roles_an_organisation_may_take(self, act):
        pledge = act(9)
        assert pledge.dilnoza.act(pledge.uuid)["juridical_roles"] == ["pledgee"]
        sale = act(1)
        assert sale.dilnoza.act(sale.uuid)["juridical_roles"] == ["buyer"]
        consent = act(15003)
        assert consent.dilnoza.act(consent.uuid)["juridical_roles"] == []

    def test_a_buyer_may_be_an_organisation(self, act):
        dealer = added(act(1), juridical("305612348", role="buyer"))
        assert (dealer["organisation"], dealer["pin"]) == ('"Avto Savdo Markazi" MChJ', AZIZ["pin"])


class TestARepresentedParty:
    def test_a_parent_acts_for_the_child_with_the_guardian_body_s_decision(self, act, later):
        travel = act(15034)
        child = added(travel, physical(KAMOLA, "child"))
        decision = "Yunusobod tumani hokimligi vasiylik va homiylik organining 2026-yil 1-dekabrdagi 118-son qarori"
        parent = added(travel, physical(AZIZ, "parent", represented_party_id=child["id"], guardian_body=decision))
        assert (parent["represented_party_id"], parent["guardian_body"]) == (child["id"], decision)
        assert travel.dilnoza.set_terms(travel.uuid, travel=TRAVEL | {"selfdep": True}).status_code == 200
        travel.accept_all(FLOWS[15034][1])
        registered = travel.to_registration(later)
        assert registered["state"] == "registered"
        pdf = travel.client.get(f"/api/notarial_act/{travel.uuid}/print_form", headers=travel.dilnoza.headers)
        printed = _text(pdf.content)
        assert "Kimning nomidan ish ko'radi Tursunova Kamola Azizovna" in printed, printed
        assert "Vasiylik va homiylik organining qarori Yunusobod tumani hokimligi" in printed

    def test_the_represented_party_must_be_another_party_of_the_act(self, act):
        sale, other = act(1), act(9)
        foreign = added(other, physical(AZIZ, "pledgor"))
        for party_id in (foreign["id"], 999_999):
            answer = post_party(sale, physical(AZIZ, "buyer", represented_party_id=party_id), "ru")
            assert answer.status_code == 400
            assert answer.text.startswith("Представляемое лицо должно быть другим участником"), answer.text
        assert len(sale.dilnoza.act(sale.uuid)["parties"]) == 1

    def test_removing_the_represented_party_leaves_its_representative_acting_for_no_one(self, act):
        travel = act(15034)
        child = added(travel, physical(KAMOLA, "child"))
        parent = added(travel, physical(AZIZ, "parent", represented_party_id=child["id"]))
        path = f"/api/notarial_act/{travel.uuid}/parties/{child['id']}"
        assert travel.client.delete(path, headers=travel.dilnoza.headers).status_code == 200
        [left] = [party for party in travel.dilnoza.act(travel.uuid)["parties"] if party["id"] == parent["id"]]
        assert left["represented_party_id"] is None


class TestInterpreter:
    def test_a_party_through_an_interpreter_names_both_languages(self, act, later):
        sale = act(1)
        assert sale.dilnoza.add_subject(sale.uuid, **FLOWS[1][0][0]).status_code == 201
        buyer = added(sale, physical(AZIZ, "buyer", interpreter=True, translate_from="ru", translate_to="oz"))
        assert (buyer["interpreter"], buyer["translate_from"], buyer["translate_to"]) == (True, "ru", "oz")
        sale.accept_all([("buyer", AZIZ)])
        sale.to_registration(later)
        pdf = sale.client.get(f"/api/notarial_act/{sale.uuid}/print_form", headers=sale.dilnoza.headers)
        assert "Tarjimon orqali rus → o'zbek (lotin)" in _text(pdf.content)

    def test_a_translator_names_the_languages_it_translates(self, act):
        translator = added(act(11962), physical(SARDOR, "translator", translate_from="oz", translate_to="en"))
        assert (translator["interpreter"], translator["translate_from"], translator["translate_to"]) == (
            False,
            "oz",
            "en",
        )

    def test_nobody_else_has_languages_without_an_interpreter(self, act):
        for fields in ({}, {"interpreter": False}):
            body = physical(AZIZ, "buyer", translate_from="ru", translate_to="oz", **fields)
            answer = post_party(act(1), body)
            assert answer.status_code == 400 and answer.text.startswith("Tarjima tillari faqat tarjimon ishtirok")

    @pytest.mark.parametrize(
        ("languages", "message"),
        [
            ({}, "Tarjimon uchun qaysi tildan va qaysi tilga tarjima qilinishini ko'rsating"),
            ({"translate_from": "ru"}, "Tarjimon uchun qaysi tildan va qaysi tilga tarjima qilinishini ko'rsating"),
            ({"translate_from": "ru", "translate_to": "ru"}, "Tarjima qaysi tildan va qaysi tilga qilinishi turlicha"),
        ],
    )
    def test_an_interpreter_needs_two_different_languages(self, act, languages, message):
        sale = act(1)
        answer = post_party(sale, physical(AZIZ, "buyer", interpreter=True, **languages))
        assert answer.status_code == 400 and answer.text.startswith(message), answer.text
        assert len(sale.dilnoza.act(sale.uuid)["parties"]) == 1

    def test_an_unknown_language_is_refused(self, act):
        body = physical(AZIZ, "buyer", interpreter=True, translate_from="xx", translate_to="oz")
        assert post_party(act(1), body).status_code == 400


class TestDocumentType:
    """A person is named by an identity document whose type shapes its number (docs/contracts/entities.md)."""

    def test_a_passport_named_by_its_type_is_kept(self, act):
        gift = act(4)
        aziz = added(gift, physical(AZIZ, "donee", document_type=1))
        assert aziz["document_type"] == 1
        assert gift.dilnoza.act(gift.uuid)["parties"][0]["document_type"] is None  # the applicant: her login

    def test_an_id_card_is_the_default(self, act):
        assert added(act(4), physical(AZIZ, "donee"))["document_type"] == 46

    @pytest.mark.parametrize(
        ("document_type", "passnum", "message"),
        [
            (0, "12345678", "Bu hujjatning raqami 6 / 7 ta raqamdan iborat bo'lishi kerak"),
            (46, "123456", "Bu hujjatning raqami 7 ta raqamdan iborat bo'lishi kerak"),
            (5, "1111111", "Bunday hujjat turi yo'q"),
            (99, "Z9876543210", "Pasport ma'lumotlari va JShShIR aholi reestridagi ma'lumotlarga mos kelmadi"),
        ],
    )
    def test_a_number_its_type_does_not_allow_is_refused(self, act, session: Session, document_type, passnum, message):
        gift = act(4)
        body = physical(AZIZ, "donee", document_type=document_type, passnum=passnum)
        answer = post_party(gift, body)
        assert answer.status_code == 400 and answer.text.startswith(message), answer.text
        assert len(gift.dilnoza.act(gift.uuid)["parties"]) == 1
        assert outbox(session, PHONES[AZIZ["pin"]]) == []

    def test_the_print_form_names_a_party_s_document_by_its_type(self, act, session: Session):
        gift = act(4)
        added(gift, physical(AZIZ, "donee", document_type=1))
        act_id = session.exec(select(NotarialAct.id).where(NotarialAct.uuid == gift.uuid)).one()
        statement = select(NotarialActParty).where(NotarialActParty.act_id == act_id).order_by(col(NotarialActParty.id))
        parties = list(session.exec(statement))
        documents = dictionaries.document_type_names(session, "oz")
        applicant, donee = (print_texts.print_party(party, parties, "oz", documents) for party in parties)
        assert ("Shaxsni tasdiqlovchi hujjat", documents[1]) in donee.facts
        assert all(label != "Shaxsni tasdiqlovchi hujjat" for label, _ in applicant.facts)  # her login named hers
