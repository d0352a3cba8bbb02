"""The subjects of an act (docs/contracts/acts.md#calls): a vehicle filled from the vehicle registry, real estate from
the cadastre, other property; only the applicant at step 1, an owner of what they dispose of; a change asks the other
parties again; a refused add changes nothing."""

from typing import Any

from sqlmodel import Session, select

from notary.core.errors import ExternalSystemError
from notary.models import AuditEvent, NotarialAct, NotarialActSubject
from notary.state_systems.vehicle_registry import RegistryVehicle, get_vehicle_registry
from tests.conftest import bearer
from tests.people import AZIZ, DILNOZA, JASUR, KAMOLA

FLAT = "10:01:02:03:0004:0005"


class Citizen:
    """A demo person logged in, acting through the HTTP API."""

    def __init__(self, client, login, person: dict[str, str]) -> None:
        self.client, self.person = client, person
        self.headers = bearer(login(person["passserial"], person["passnum"]))

    def create(self, act_type: int = 1) -> str:
        answer = self.client.post(
            "/api/notarial_act", json={"type": act_type, "notary": {"mode": "auto"}}, headers=self.headers
        )
        assert answer.status_code == 201, answer.text
        return answer.json()["uuid"]

    def act(self, uuid: str) -> dict[str, Any]:
        answer = self.client.get(f"/api/notarial_act/{uuid}", headers=self.headers)
        assert answer.status_code == 200, answer.text
        return answer.json()

    def add_subject(self, uuid: str, **body: Any):
        return self.client.post(f"/api/notarial_act/{uuid}/subjects", json=body, headers=self.headers)

    def add_party(self, uuid: str, person: dict[str, str], role: str = "buyer", phone: str = "901234567"):
        body = {"role": role, "phone": phone} | person
        return self.client.post(f"/api/notarial_act/{uuid}/parties", json=body, headers=self.headers)

    def action(self, uuid: str, action: str, **body: Any):
        return self.client.post(f"/api/notarial_act/{uuid}/actions/{action}", json=body, headers=self.headers)

    def set_terms(self, uuid: str, **terms: Any):
        return self.client.put(f"/api/notarial_act/{uuid}/terms", json=terms, headers=self.headers)


def _status(act: dict[str, Any], person: dict[str, str]) -> str | None:
    return next(party["status"] for party in act["parties"] if party["pin"] == person["pin"])


def _with_accepted_aziz(client, login, role: str = "buyer", act_type: int = 1) -> tuple[Citizen, Citizen, str]:
    dilnoza = Citizen(client, login, DILNOZA)
    uuid = dilnoza.create(act_type)
    assert dilnoza.add_party(uuid, AZIZ, role).status_code == 201
    aziz = Citizen(client, login, AZIZ)
    assert aziz.action(uuid, "accept").status_code == 200
    assert _status(dilnoza.act(uuid), AZIZ) == "accepted"
    return dilnoza, aziz, uuid


class TestAdd:
    def test_a_vehicle_is_filled_from_the_registry(self, client, login, session: Session):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create()
        answer = dilnoza.add_subject(uuid, kind="vehicle", state_number="01a 123bc", price="120000000")
        assert answer.status_code == 201, answer.text
        subject = answer.json()
        assert (subject["kind"], subject["state_number"], subject["price"]) == ("vehicle", "01A123BC", "120000000.00")
        assert (subject["share_numerator"], subject["share_denominator"], subject["disposal_types"]) == (1, 1, [])
        details = subject["details"]
        assert {key: details[key] for key in ("make", "model", "year", "colour")} == {
            "make": "Chevrolet",
            "model": "Cobalt",
            "year": 2021,
            "colour": "oq",
        }
        assert details["tech_passport_series"] + details["tech_passport_number"] == "AAF1234567"
        assert details["body_number"] and details["engine_number"]
        assert details["owners"] == [{"pin": DILNOZA["pin"], "share_numerator": 1, "share_denominator": 1}]
        assert (details["bans"], details["unpaid_fines"]) == ([], "0.00")
        assert dilnoza.act(uuid)["subjects"] == [subject]
        events = session.exec(select(AuditEvent).where(AuditEvent.target == uuid, AuditEvent.action != "act_created"))
        assert [(event.action, event.details["number"]) for event in events] == [("act_subject_added", "01A123BC")]

    def test_real_estate_from_the_cadastre(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create(9)
        answer = dilnoza.add_subject(uuid, kind="realty", cadastre=FLAT, share_numerator=1, share_denominator=2)
        assert answer.status_code == 201, answer.text
        subject = answer.json()
        assert (subject["cadastre_number"], subject["share_numerator"], subject["share_denominator"]) == (FLAT, 1, 2)
        details = subject["details"]
        assert (details["kind"], details["area"], details["rooms"], details["joint"]) == ("flat", 62.5, 3, True)
        assert "Amir Temur" in details["address"]
        assert [owner["pin"] for owner in details["owners"]] == [DILNOZA["pin"], AZIZ["pin"]]

    def test_other_property_needs_a_description_and_a_price(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create(4)
        answer = dilnoza.add_subject(uuid, kind="other", description="Oltin uzuk", price="1500000.5")
        assert answer.status_code == 201, answer.text
        assert (answer.json()["description"], answer.json()["price"], answer.json()["details"]) == (
            "Oltin uzuk",
            "1500000.50",
            {},
        )
        missing = dilnoza.add_subject(uuid, kind="other", description="Oltin uzuk")
        assert (missing.status_code, missing.text) == (400, "Mol-mulk narxini kiriting")
        blank = dilnoza.add_subject(uuid, kind="other", description="  ", price="10")
        assert (blank.status_code, blank.text) == (400, "Mol-mulk tavsifini yozing")

    def test_what_each_kind_needs_is_translated(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create()
        answer = dilnoza.add_subject(uuid, kind="vehicle")
        assert (answer.status_code, answer.text) == (400, "Avtotransport vositasining davlat raqamini kiriting")
        russian = client.post(
            f"/api/notarial_act/{uuid}/subjects",
            json={"kind": "realty"},
            headers=dilnoza.headers | {"Accept-Language": "ru"},
        )
        assert (russian.status_code, russian.text) == (400, "Укажите кадастровый номер объекта недвижимости")
        uzbek = client.post(
            f"/api/notarial_act/{uuid}/subjects",
            json={"kind": "vehicle", "state_number": "01A123BC", "share_numerator": 3, "share_denominator": 2},
            headers=dilnoza.headers | {"Accept-Language": "uz"},
        )
        assert uzbek.status_code == 400 and uzbek.text.startswith("Улуш нотўғри")
        zero = dilnoza.add_subject(uuid, kind="vehicle", state_number="01A123BC", share_numerator=0)
        assert zero.status_code == 400 and zero.text.startswith("Ulush noto'g'ri")
        unknown = dilnoza.add_subject(uuid, kind="vehicle", state_number="01A123BC", disposal_types=["rent"])
        assert unknown.status_code == 400

    def test_only_an_owner_disposes_of_a_vehicle(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create()
        answer = dilnoza.add_subject(uuid, kind="vehicle", state_number="01B777CC")
        assert (answer.status_code, answer.text) == (
            400,
            "Siz ushbu mol-mulkning egasi emassiz: faqat egasi uni tasarruf eta oladi",
        )

    def test_a_spouse_consents_to_what_the_other_owns_in_several_ways(self, client, login):
        aziz = Citizen(client, login, AZIZ)
        uuid = aziz.create(15003)
        answer = aziz.add_subject(
            uuid,
            kind="vehicle",
            state_number="01A123BC",
            disposal_types=["sale", "gift"],
            tech_passport_series="AAF",  # not his: he shows its papers (test_subject_tech_passport.py)
            tech_passport_number="1234567",
        )
        assert answer.status_code == 201, answer.text
        assert answer.json()["disposal_types"] == ["sale", "gift"]

    def test_a_sale_names_one_disposal_type_at_most(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create()
        answer = dilnoza.add_subject(uuid, kind="vehicle", state_number="01A123BC", disposal_types=["sale", "gift"])
        assert (answer.status_code, answer.text) == (
            400,
            "Bu notarial harakatda faqat bitta tasarruf turini tanlash mumkin",
        )
        twice = dilnoza.add_subject(uuid, kind="vehicle", state_number="01A123BC", disposal_types=["sale", "sale"])
        assert (twice.status_code, twice.text) == (400, "Tasarruf turi bir martadan ortiq ko'rsatilgan")

    def test_unknown_numbers(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create()
        vehicle = dilnoza.add_subject(uuid, kind="vehicle", state_number="99Z999ZZ")
        assert (vehicle.status_code, vehicle.text) == (
            400,
            "99Z999ZZ davlat raqamli avtotransport vositasi reestrda topilmadi",
        )
        realty = dilnoza.add_subject(uuid, kind="realty", cadastre_number="99:99:99:99:9999:9999")
        assert (realty.status_code, realty.text) == (
            400,
            "99:99:99:99:9999:9999 kadastr raqamli ko'chmas mulk kadastrda topilmadi",
        )

    def test_the_registry_down_is_502(self, app, client, login):
        class Down:
            def vehicle(self, state_number: str) -> RegistryVehicle | None:
                raise ExternalSystemError("vehicle_registry")

        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create()
        app.dependency_overrides[get_vehicle_registry] = Down
        answer = dilnoza.add_subject(uuid, kind="vehicle", state_number="01A123BC")
        assert answer.status_code == 502
        assert dilnoza.act(uuid)["subjects"] == []

    def test_the_same_subject_once_per_act(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        uuid = dilnoza.create()
        assert dilnoza.add_subject(uuid, kind="vehicle", state_number="01A123BC").status_code == 201
        again = dilnoza.add_subject(uuid, kind="vehicle", state_number="01A123BC")
        assert (again.status_code, again.text) == (400, "Bu mol-mulk notarial harakatga allaqachon qo'shilgan")

    def test_the_share_goes_to_a_party_of_this_act(self, client, login):
        dilnoza, _aziz, uuid = _with_accepted_aziz(client, login)
        aziz_id = next(party["id"] for party in dilnoza.act(uuid)["parties"] if party["pin"] == AZIZ["pin"])
        other = dilnoza.create()
        stranger_id = dilnoza.act(other)["parties"][0]["id"]
        refused = dilnoza.add_subject(uuid, kind="vehicle", state_number="01A123BC", recipient_party_id=stranger_id)
        assert (refused.status_code, refused.text) == (400, "Ulush oluvchi ushbu notarial harakat ishtirokchisi emas")
        answer = dilnoza.add_subject(
            uuid,
            kind="vehicle",
            state_number="01C555DD",
            share_numerator=1,
            share_denominator=2,
            recipient_party_id=aziz_id,
        )
        assert answer.status_code == 201, answer.text
        assert (answer.json()["recipient_party_id"], answer.json()["share_numerator"]) == (aziz_id, 1)


class TestChange:
    def test_an_added_subject_asks_the_other_parties_again(self, client, login):
        dilnoza, aziz, uuid = _with_accepted_aziz(client, login)
        assert dilnoza.add_subject(uuid, kind="vehicle", state_number="01A123BC").status_code == 201
        act = dilnoza.act(uuid)
        assert (_status(act, DILNOZA), _status(act, AZIZ)) == ("accepted", None)
        assert act["parties"][1]["invitation"] is not None
        assert "accept" in aziz.act(uuid)["actions"]

    def test_a_removed_subject_asks_them_again_too(self, client, login, session: Session):
        dilnoza, aziz, uuid = _with_accepted_aziz(client, login)
        subject_id = dilnoza.add_subject(uuid, kind="vehicle", state_number="01A123BC").json()["id"]
        assert aziz.action(uuid, "accept").status_code == 200
        answer = client.delete(f"/api/notarial_act/{uuid}/subjects/{subject_id}", headers=dilnoza.headers)
        assert answer.status_code == 200, answer.text
        assert answer.json()["subjects"] == [] and _status(answer.json(), AZIZ) is None
        assert session.get(NotarialActSubject, subject_id) is None
        event = session.exec(select(AuditEvent).where(AuditEvent.action == "act_subject_removed")).one()
        assert (event.target, event.details["subject_id"]) == (uuid, subject_id)
        again = client.delete(f"/api/notarial_act/{uuid}/subjects/{subject_id}", headers=dilnoza.headers)
        assert (again.status_code, again.text) == (400, "Bu notarial harakatda bunday mol-mulk yo'q")

    def test_a_subject_of_another_act_is_not_removed(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        first, second = dilnoza.create(), dilnoza.create(9)
        subject_id = dilnoza.add_subject(first, kind="other", description="Mebel", price="100").json()["id"]
        answer = client.delete(f"/api/notarial_act/{second}/subjects/{subject_id}", headers=dilnoza.headers)
        assert answer.status_code == 400
        assert len(dilnoza.act(first)["subjects"]) == 1

    def test_a_refused_add_changes_nothing(self, client, login, session: Session):
        dilnoza, _aziz, uuid = _with_accepted_aziz(client, login)
        act = session.exec(select(NotarialAct).where(NotarialAct.uuid == uuid)).one()
        version = act.version
        assert dilnoza.add_subject(uuid, kind="vehicle", state_number="01B777CC").status_code == 400
        assert dilnoza.add_subject(uuid, kind="vehicle", state_number="99Z999ZZ").status_code == 400
        session.refresh(act)
        seen = dilnoza.act(uuid)
        assert (act.version, seen["subjects"], _status(seen, AZIZ)) == (version, [], "accepted")


class TestWho:
    def test_a_stranger_gets_418(self, client, login):
        uuid = Citizen(client, login, DILNOZA).create()
        jasur = Citizen(client, login, JASUR)
        answer = jasur.add_subject(uuid, kind="vehicle", state_number="01B777CC")
        assert (answer.status_code, answer.json()["code"]) == (418, "pin_not_found_in_uuid")
        removal = client.delete(f"/api/notarial_act/{uuid}/subjects/1", headers=jasur.headers)
        assert (removal.status_code, removal.json()["code"]) == (418, "pin_not_found_in_uuid")

    def test_another_party_may_not_and_not_after_step_one(self, client, login):
        dilnoza, aziz, uuid = _with_accepted_aziz(client, login)
        assert aziz.add_subject(uuid, kind="other", description="Mebel", price="100").status_code == 403
        assert dilnoza.add_subject(uuid, kind="vehicle", state_number="01A123BC").status_code == 201
        assert aziz.action(uuid, "accept").status_code == 200  # asked again after the change
        assert dilnoza.action(uuid, "send_for_check").status_code == 200
        late = dilnoza.add_subject(uuid, kind="other", description="Mebel", price="100")
        assert late.status_code == 409


class TestOwnProperty:
    def test_dilnoza_picks_from_what_the_registries_say_she_owns(self, client, login):
        dilnoza = Citizen(client, login, DILNOZA)
        owned = client.get("/api/notarial_act/own_property", headers=dilnoza.headers).json()
        assert [(v["state_number"], v["share_numerator"], v["share_denominator"]) for v in owned["vehicles"]] == [
            ("01A123BC", 1, 1),
            ("01C555DD", 1, 2),
        ]
        [flat] = owned["realty"]
        assert (flat["cadastre_number"], flat["share_numerator"], flat["area"]) == (FLAT, None, 62.5)

    def test_someone_owning_nothing_gets_empty_lists(self, client, login):
        kamola = Citizen(client, login, KAMOLA)
        owned = client.get("/api/notarial_act/own_property", headers=kamola.headers).json()
        assert owned == {"vehicles": [], "realty": []}
