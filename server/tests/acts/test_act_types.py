"""The fifteen act types (spec sections 3, 4.6 and 5): each one's flow from creation to registration with the demo
people, on the sandbox clock of Monday 7 December 2026, and each type's own rules."""

import io
from typing import Any

import pytest
from PIL import Image
from sqlmodel import Session, select

from notary.models import AuditEvent, Notary
from tests.acts.conftest import run_jobs
from tests.acts.test_documents import _text
from tests.acts.test_payment_and_time import WEEKDAYS
from tests.acts.test_subjects import FLAT, Citizen
from tests.people import AZIZ, DILNOZA, JASUR, KAMOLA, MALIKA, SARDOR, TIMUR

PHONES = {AZIZ["pin"]: "907654321", SARDOR["pin"]: "909998877", KAMOLA["pin"]: "901112233", TIMUR["pin"]: "901112244"}
CREDIT = {
    "number": "K-2026-118",
    "date": "2026-11-20",
    "sum": "80000000",
    "percent": "24",
    "term_months": 36,
    "purpose": "Uy ta'miri",
}
TRAVEL = {"destinations": ["TR"], "purpose": "tourism", "date_from": "2026-12-20", "date_to": "2027-01-05"}


def power(*grants: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"term_from": "2026-12-07", "term_to": "2027-12-07", "grants": list(grants)} | more


# Per type: its subjects, its parties (role, person; each one accepts), and its terms.
FLOWS: dict[int, tuple[list[dict[str, Any]], list[tuple[str, dict[str, str]]], dict[str, Any]]] = {
    1: ([{"kind": "vehicle", "state_number": "01A123BC", "price": "150000000"}], [("buyer", AZIZ)], {}),
    4: ([{"kind": "vehicle", "state_number": "01A123BC", "price": "150000000"}], [("donee", AZIZ)], {}),
    9: ([{"kind": "realty", "cadastre": FLAT}], [("pledgor", AZIZ), ("pledgee", SARDOR)], {"credit": CREDIT}),
    101: (
        [{"kind": "vehicle", "state_number": "01A123BC"}],
        [("attorney", AZIZ)],
        {"power": power({"right": "drive"}, {"right": "sell", "property": "vehicle"})},
    ),
    105: ([{"kind": "realty", "cadastre": FLAT}], [("attorney", AZIZ)], {"power": power({"right": "lease"})}),
    11651: ([], [("attorney", AZIZ)], {"power": power({"right": "represent"}, {"right": "courts"})}),
    11680: ([], [], {"document": {"title": "Uy-joy mulkdorlari shirkati yig'ilishi bayonnomasi"}}),
    11771: ([], [("spouse", AZIZ)], {"marriage": {"sections": [{"title": "Mulk", "text": "Har biriga alohida"}]}}),
    11944: ([{"kind": "realty", "cadastre": FLAT}], [("owner", AZIZ), ("resident", SARDOR)], {"residence": {}}),
    11962: (
        [],
        [("translator", SARDOR)],
        {"translation": {"document_title": "Diplom", "translate_from": "oz", "translate_to": "en"}},
    ),
    12047: ([], [], {"renunciation": {"case_number": "INH-2025-0042"}}),
    15003: (
        [{"kind": "vehicle", "state_number": "01A123BC", "disposal_types": ["sale", "gift"]}],
        [("spouse", AZIZ)],
        {},
    ),
    15034: ([], [("child", KAMOLA), ("parent", AZIZ)], {"travel": TRAVEL | {"selfdep": True}}),
    15035: (
        [],
        [("child", KAMOLA), ("parent", AZIZ), ("escort", SARDOR)],
        {"travel": {**TRAVEL, "destinations": [], "all_countries": True, "purpose": "study"}},
    ),
    15036: ([], [("child", TIMUR), ("parent", AZIZ)], {"abroad": {"country": "KZ"}}),
}


def picture(kind: str = "PNG") -> bytes:
    """A small page as an image or, through Pillow, as a PDF."""
    out = io.BytesIO()
    Image.new("RGB", (60, 80), "white").save(out, kind)
    return out.getvalue()


ATTACHED = {11680: (picture("PDF"), "application/pdf"), 11962: (picture("PNG"), "image/png")}


class Flow:
    """Dilnoza's act of one type before notary Malika, built through the API."""

    def __init__(self, client, login, session: Session, act_type: int):
        self.client, self.login, self.session = client, login, session
        self.dilnoza = Citizen(client, login, DILNOZA)
        self.malika = Citizen(client, login, MALIKA)
        notary = session.exec(select(Notary).where(Notary.pin == MALIKA["pin"])).one()
        notary.timetable = WEEKDAYS
        session.add(notary)
        body = {"type": act_type, "notary": {"mode": "manual", "id": notary.id}}
        answer = client.post("/api/notarial_act", json=body, headers=self.dilnoza.headers)
        assert answer.status_code == 201, answer.text
        self.uuid = answer.json()["uuid"]

    def add(self, subjects: list[dict[str, Any]], parties: list[tuple[str, dict[str, str]]], terms: dict) -> None:
        for subject in subjects:
            assert self.dilnoza.add_subject(self.uuid, **subject).status_code == 201, subject
        for role, person in parties:
            answer = self.dilnoza.add_party(self.uuid, person, role=role, phone=PHONES[person["pin"]])
            assert answer.status_code == 201, answer.text
        if terms:
            answer = self.dilnoza.set_terms(self.uuid, **terms)
            assert answer.status_code == 200, answer.text
        self.accept_all(parties)

    def accept_all(self, parties: list[tuple[str, dict[str, str]]]) -> None:
        """Every party still asked answers yes from their own session."""
        for party in self.dilnoza.act(self.uuid)["parties"]:
            if party["status"] is None:
                person = next(person for _, person in parties if person["pin"] == party["pin"])
                assert Citizen(self.client, self.login, person).action(self.uuid, "accept").status_code == 200

    def attach(self, content: bytes, media: str, who: Citizen | None = None):
        headers = (who or self.dilnoza).headers | {"Content-Type": media}
        return self.client.put(f"/api/notarial_act/{self.uuid}/attachment", content=content, headers=headers)

    def step(self, who: Citizen, action: str, **body: Any) -> dict[str, Any]:
        answer = who.action(self.uuid, action, **body)
        assert answer.status_code == 200, (action, answer.text)
        return answer.json()

    def to_registration(self, later) -> dict[str, Any]:
        self.step(self.dilnoza, "send_for_check")
        self.step(self.malika, "send_for_confirmation")
        self.step(self.dilnoza, "confirm")
        self.step(self.malika, "issue_invoices")
        self.step(self.malika, "assign_time", date="2026-12-07", time="10:30")
        act = self.step(self.dilnoza, "confirm_time")
        for invoice in act["invoices"]:
            url = self.client.post(
                f"/api/notarial_act/{self.uuid}/invoices/{invoice['id']}/checkout", headers=self.dilnoza.headers
            ).json()["url"]
            token = url.removeprefix("/payment/checkout/")
            assert self.client.post(f"/api/payments/checkout/{token}/pay", headers=self.dilnoza.headers).is_success
        run_jobs(self.session)
        later(1.25)
        return self.step(self.malika, "register")


@pytest.fixture
def flow(client, login, session, monday):
    return lambda act_type: Flow(client, login, session, act_type)


# What the print form of some types shows of their terms, in the act's language (oz).
PRINTED = {
    9: ["Kredit summasi 80 000 000,00 so'm", "Yillik foiz stavkasi 24 %"],
    101: ["Sotish (Avtotransport vositasi)", "Amal qilish muddati 07.12.2026 – 07.12.2027"],
    15034: ["Boriladigan davlatlar", "Turizm", "Mustaqil chiqib ketish ha", "Safar muddati 20.12.2026 – 05.01.2027"],
    15036: ["Doimiy yashash davlati Qozog'iston"],
    11680: ["Ilova qilingan hujjat (SHA-256)"],
    11771: ["Nikoh qayd yozuvi № N-2008-10456, 12.09.2008", "Mulk Har biriga alohida"],
    11962: ["Diplom", "o'zbek (lotin) → ingliz", "Ilova qilingan hujjat (SHA-256)"],
}


@pytest.mark.parametrize("act_type", sorted(FLOWS))
def test_every_type_from_creation_to_registration(flow, act_type, later):
    act = flow(act_type)
    subjects, parties, terms = FLOWS[act_type]
    act.add(subjects, parties, terms)
    if act_type in ATTACHED:
        assert act.attach(*ATTACHED[act_type]).status_code == 200
        act.accept_all(parties)  # the change asked them again
    seen = act.dilnoza.act(act.uuid)
    assert {group for group, value in seen["terms"].items() if value is not None} == set(terms)
    assert seen["terms_groups"] == list(terms)
    registered = act.to_registration(later)
    assert (registered["state"], registered["step"], registered["regdate"]) == ("registered", 9, "2026-12-07")
    pdf = act.client.get(f"/api/notarial_act/{act.uuid}/print_form", headers=act.dilnoza.headers)
    assert pdf.content[:5] == b"%PDF-"
    printed = _text(pdf.content)
    assert all(line in printed for line in PRINTED.get(act_type, [])), printed


class TestWhatTheTypeNeeds:
    """The quick start asks exactly what the server lists: the type's roles and subjects, and what is missing."""

    def test_a_sale_lists_its_missing_items_until_complete(self, flow):
        act = flow(1)
        seen = act.dilnoza.act(act.uuid)
        assert (seen["needed_roles"], seen["subject_kinds"]) == (["buyer"], ["vehicle"])
        assert seen["missing"] == [{"item": "party", "role": "buyer"}, {"item": "subject", "role": None}]
        act.add(*FLOWS[1])
        assert act.dilnoza.act(act.uuid)["missing"] == []

    def test_terms_and_the_paper_are_listed_too(self, flow):
        act = flow(11962)
        seen = act.dilnoza.act(act.uuid)
        assert (seen["needed_roles"], seen["subject_kinds"]) == (["translator"], [])
        assert [item["item"] for item in seen["missing"]] == ["terms", "party", "attachment"]

    def test_only_the_applicant_preparing_it_is_told(self, flow):
        act = flow(1)
        assert len(act.dilnoza.act(act.uuid)["missing"]) == 2
        assert act.malika.act(act.uuid)["missing"] == []


class TestTerms:
    def test_only_the_type_s_own_groups(self, flow):
        act = flow(15034)
        assert act.dilnoza.act(act.uuid)["terms_groups"] == ["travel"]
        answer = act.dilnoza.set_terms(act.uuid, credit=CREDIT)
        assert (answer.status_code, answer.text) == (
            400,
            "Bu notarial harakat uchun aynan quyidagi shartlarni to'ldiring: travel",
        )
        sale = flow(1)
        answer = sale.dilnoza.set_terms(sale.uuid, travel=TRAVEL)
        assert (answer.status_code, answer.text) == (400, "Bu turdagi notarial harakatda qo'shimcha shartlar yo'q")

    def test_validated_with_translated_messages(self, flow):
        act = flow(15034)
        answer = act.dilnoza.set_terms(act.uuid, travel=TRAVEL | {"destinations": ["XX"]})
        assert (answer.status_code, answer.text) == (400, "Davlat kodi noto'g'ri: ro'yxatdan davlatni tanlang")
        answer = act.dilnoza.set_terms(act.uuid, travel=TRAVEL | {"all_countries": True})
        assert answer.status_code == 400 and "barcha davlatlar" in answer.text
        answer = act.dilnoza.set_terms(act.uuid, travel=TRAVEL | {"date_from": "2026-12-01"})
        assert "o'tib ketgan" in answer.text

    def test_needed_before_the_notary_sees_it_and_fixed_after(self, flow):
        act = flow(11651)
        act.add([], [("attorney", AZIZ)], {})
        answer = act.dilnoza.action(act.uuid, "send_for_check")
        assert (answer.status_code, answer.text) == (400, "Notarial harakatning shartlarini to'ldiring")
        assert act.dilnoza.set_terms(act.uuid, power=power({"right": "represent"})).status_code == 200
        assert act.dilnoza.act(act.uuid)["parties"][1]["status"] is None  # a change of terms asks Aziz again
        assert Citizen(act.client, act.login, AZIZ).action(act.uuid, "accept").status_code == 200
        assert "terms" in act.dilnoza.act(act.uuid)["changes"]
        act.step(act.dilnoza, "send_for_check")
        late = act.dilnoza.set_terms(act.uuid, power=power({"right": "courts"}))
        assert late.status_code == 409

    def test_only_the_applicant(self, flow):
        act = flow(11651)
        act.add([], [("attorney", AZIZ)], {})
        answer = Citizen(act.client, act.login, AZIZ).set_terms(act.uuid, power=power({"right": "represent"}))
        assert answer.status_code == 403

    def test_a_missing_party_is_named(self, flow):
        act = flow(15035)
        act.add([], [("child", KAMOLA), ("parent", AZIZ)], {"travel": TRAVEL})
        answer = act.dilnoza.action(act.uuid, "send_for_check")
        assert (answer.status_code, answer.text) == (400, "Ishtirokchini qo'shing: Kuzatuvchi")


class TestPowersOfAttorney:
    @pytest.mark.parametrize(
        ("act_type", "grant", "message"),
        [
            (11651, {"right": "sell", "property": "vehicle"}, "Bosh ishonchnoma ko'chmas mulk yoki avtotransport"),
            (11651, {"right": "gift", "property": "realty"}, "Bosh ishonchnoma ko'chmas mulk yoki avtotransport"),
            (105, {"right": "exchange", "property": "realty"}, "Mol-mulkni boshqarish ishonchnomasi sotish"),
            (101, {"right": "sell", "property": "realty"}, "Avtotransport vositasi ishonchnomasi faqat"),
            (105, {"right": "drive"}, "Bu turdagi ishonchnomada bunday huquq berilmaydi"),
        ],
    )
    def test_the_limits_of_section_5(self, flow, session, act_type, grant, message):
        act = flow(act_type)
        answer = act.dilnoza.set_terms(act.uuid, power=power(grant))
        assert answer.status_code == 400 and answer.text.startswith(message), answer.text
        assert act.dilnoza.act(act.uuid)["terms"]["power"] is None
        refusal = session.exec(select(AuditEvent).where(AuditEvent.target == act.uuid, AuditEvent.result != "ok"))
        assert [event.action for event in refusal] == ["act_terms_set"]

    def test_a_general_power_may_dispose_of_other_property(self, flow):
        act = flow(11651)
        assert act.dilnoza.set_terms(act.uuid, power=power({"right": "sell", "property": "other"})).status_code == 200

    def test_the_rights_offered_come_from_the_server(self, flow):
        act = flow(11651)
        assert {"represent", "sell"} <= set(act.dilnoza.act(act.uuid)["rights"])
        assert flow(1).dilnoza.act(flow(1).uuid)["rights"] == []

    def test_the_vehicle_power_to_a_close_relative_halves_the_duty(self, flow):
        act = flow(101)
        subjects, parties, terms = FLOWS[101]
        act.add(subjects, parties, terms)
        act.step(act.dilnoza, "send_for_check")
        act.step(act.malika, "send_for_confirmation")
        act.step(act.dilnoza, "confirm")
        proposal = act.client.get(f"/api/notarial_act/{act.uuid}/invoice_proposal", headers=act.malika.headers)
        assert (proposal.json()["reduced_to_percent"], proposal.json()["relationship"]) == ("50", "spouse")


class TestDelegation:
    """Aziz holds Dilnoza's general power 0001234 (to 2027-06-10; represent and receive documents delegable)."""

    def _delegate(self, client, login, session, monday, **more: Any):
        aziz = Citizen(client, login, AZIZ)
        uuid = aziz.create(11651)
        main = {"main": {"regnum": "0001234", "regdate": "2025-06-10"}}
        grants = more.pop("grants", [{"right": "represent"}])
        return aziz.set_terms(uuid, power=power(*grants, **main | {"term_to": "2027-06-01"} | more))

    def test_within_the_main_power(self, client, login, session, monday):
        assert self._delegate(client, login, session, monday).status_code == 200

    def test_never_beyond_its_term(self, client, login, session, monday):
        answer = self._delegate(client, login, session, monday, term_to="2027-06-11")
        assert (answer.status_code, answer.text) == (
            400,
            "Ishonch qilish tartibida berilgan ishonchnoma asosiy ishonchnoma (0001234) muddatidan, ya'ni 10.06.2027 "
            "dan uzoq amal qila olmaydi",
        )

    def test_only_rights_granted_with_delegation(self, client, login, session, monday):
        answer = self._delegate(client, login, session, monday, grants=[{"right": "banking"}])
        assert answer.status_code == 400 and "ishonib topshirish imkoni bilan bermagan" in answer.text

    def test_only_by_its_attorney_and_while_in_force(self, client, login, session, monday):
        jasur = Citizen(client, login, JASUR)
        uuid = jasur.create(11651)
        main = {"main": {"regnum": "0001234", "regdate": "2025-06-10"}}
        answer = jasur.set_terms(uuid, power=power({"right": "represent"}, **main))
        assert answer.text == "Siz 0001234 raqamli asosiy ishonchnomada ishonchli vakil emassiz"
        cancelled = {"main": {"regnum": "0001235", "regdate": "2025-02-03"}}
        answer = jasur.set_terms(uuid, power=power({"right": "represent"}, **cancelled))
        assert answer.text == "0001235 raqamli asosiy ishonchnoma reyestrda topilmadi yoki amalda emas"


class TestMinorsTravel:
    def test_kamola_may_depart_alone_timur_may_not(self, flow):
        act = flow(15034)
        act.add([], [("child", KAMOLA), ("parent", AZIZ)], {"travel": TRAVEL | {"selfdep": True}})
        younger = flow(15034)
        younger.add([], [("child", TIMUR), ("parent", AZIZ)], {})
        answer = younger.dilnoza.set_terms(younger.uuid, travel=TRAVEL | {"selfdep": True})
        assert (answer.status_code, answer.text) == (
            400,
            "Mustaqil chiqib ketishga rozilik faqat 15 yoshga to'lgan voyaga yetmaganlarga beriladi",
        )
        assert younger.dilnoza.set_terms(younger.uuid, travel=TRAVEL).status_code == 200

    def test_the_child_is_not_asked(self, flow, session):
        act = flow(15034)
        act.add([], [("child", KAMOLA)], {})
        [child] = [party for party in act.dilnoza.act(act.uuid)["parties"] if party["role"] == "child"]
        assert (child["status"], child["invitation"]) == ("accepted", None)

    def test_the_birth_record_must_name_the_applicant(self, client, login):
        jasur = Citizen(client, login, JASUR)
        uuid = jasur.create(15034)
        answer = jasur.add_party(uuid, KAMOLA, role="child", phone="901112233")
        assert answer.status_code == 400 and "tug'ilganlik yozuvi sizni ota yoki ona sifatida" in answer.text

    def test_both_parents(self, flow):
        act = flow(15034)
        act.add([], [("child", KAMOLA)], {"travel": TRAVEL})
        answer = act.dilnoza.action(act.uuid, "send_for_check")
        assert answer.text == (
            f"Bolaning ikkinchi ota-onasi (JShShIR {AZIZ['pin']}) ishtirokchi sifatida qo'shilishi va rozilik berishi "
            "kerak"
        )

    def test_no_escort_on_an_independent_departure(self, flow):
        act = flow(15035)
        act.add([], [("child", KAMOLA), ("parent", AZIZ), ("escort", SARDOR)], {})
        answer = act.dilnoza.set_terms(act.uuid, travel=TRAVEL | {"selfdep": True})
        assert answer.status_code == 400 and answer.text.startswith("Mustaqil chiqib ketishda kuzatuvchi bo'lmaydi")


class TestMarriageContract:
    def test_a_married_applicant_contracts_with_the_spouse_of_the_record(self, flow, login):
        act = flow(11771)
        act.add([], [("spouse", SARDOR)], dict(FLOWS[11771][2]))
        assert act.dilnoza.act(act.uuid)["terms"]["marriage"]["record"]["record_number"] == "N-2008-10456"
        answer = act.dilnoza.action(act.uuid, "send_for_check")
        assert answer.status_code == 400 and answer.text.startswith("FHDYo reestriga ko'ra siz boshqa shaxs bilan")


class TestRenunciationAndResidence:
    def test_an_unknown_inheritance_case(self, flow):
        act = flow(12047)
        answer = act.dilnoza.set_terms(act.uuid, renunciation={"case_number": "INH-1999-0001"})
        assert answer.status_code == 400 and answer.text.startswith("INH-1999-0001 raqamli meros ishi topilmadi")

    def test_one_unfinished_residence_consent_per_person(self, flow):
        first = flow(11944)
        first.add([{"kind": "realty", "cadastre": FLAT}], [("owner", AZIZ), ("resident", SARDOR)], {"residence": {}})
        second = flow(11944)
        answer = second.dilnoza.add_party(second.uuid, SARDOR, role="resident", phone=PHONES[SARDOR["pin"]])
        assert answer.status_code == 400 and "tugallanmagan notarial harakat bor" in answer.text


class TestAttachment:
    def test_the_paper_a_translation_certifies(self, flow, login):
        act = flow(11962)
        act.add([], [("translator", SARDOR)], dict(FLOWS[11962][2]))
        seen = act.dilnoza.act(act.uuid)
        assert (seen["attachment_needed"], seen["attachment"], "attachment" in seen["changes"]) == (True, None, True)
        answer = act.dilnoza.action(act.uuid, "send_for_check")
        assert (answer.status_code, answer.text) == (400, "Tasdiqlanadigan hujjatni ilova qiling")
        content, media = ATTACHED[11962]
        attached = act.attach(content, media).json()["attachment"]
        assert attached["size"] == len(content) and len(attached["sha256"]) == 64
        sardor = Citizen(act.client, login, SARDOR)
        held = act.client.get(f"/api/notarial_act/{act.uuid}/attachment", headers=sardor.headers)
        assert (held.content, held.headers["content-type"]) == (content, "image/png")
        stranger = Citizen(act.client, login, JASUR)
        assert act.client.get(f"/api/notarial_act/{act.uuid}/attachment", headers=stranger.headers).status_code == 418

    @pytest.mark.parametrize(
        ("content", "media", "message"),
        [
            (b"GIF89a" + bytes(20), "image/gif", "Faqat PDF, PNG yoki JPEG fayl ilova qilish mumkin"),
            (picture("PNG"), "image/jpeg", "Faqat PDF, PNG yoki JPEG fayl ilova qilish mumkin"),
            (b"\x89PNG\r\n\x1a\n" + bytes(40), "image/png", "Fayl ochilmadi: u shikastlangan bo'lishi mumkin."),
            (b"%PDF-1.7 not really", "application/pdf", "Fayl ochilmadi: u shikastlangan bo'lishi mumkin."),
        ],
    )
    def test_only_a_whole_pdf_png_or_jpeg(self, flow, session, content, media, message):
        act = flow(11680)
        answer = act.attach(content, media)
        assert answer.status_code == 400 and answer.text.startswith(message), answer.text
        assert act.dilnoza.act(act.uuid)["attachment"] is None

    def test_size_limited_before_reading(self, flow, monkeypatch):
        from notary.core.settings import get_settings

        monkeypatch.setattr(get_settings().acts, "attachment_max_mb", 1)
        act = flow(11680)
        answer = act.attach(picture("PNG") + bytes(1024 * 1024), "image/png")
        assert (answer.status_code, answer.text) == (400, "Hujjat juda katta: 1 MB dan oshmasligi kerak")

    def test_not_for_another_type_nor_another_party(self, flow, login):
        sale = flow(1)
        assert sale.attach(*ATTACHED[11680]).text == "Bu turdagi notarial harakatga hujjat ilova qilinmaydi"
        act = flow(11962)
        act.add([], [("translator", SARDOR)], dict(FLOWS[11962][2]))
        assert act.attach(*ATTACHED[11962], who=Citizen(act.client, login, SARDOR)).status_code == 403
