"""The notary directory: list with search, filters and sortings; details; offices; reviews and the client rating."""

import pytest
import yaml
from sqlmodel import select

from notary.models import AuditEvent, District, Notary, NotaryOffice
from tests.conftest import REPO_ROOT, bearer

MALIKA_PIN = "40209790120025"
TASHKENT_CITY, MIROBOD = 1726, 1726273


def _malika(session) -> Notary:
    return session.exec(select(Notary).where(Notary.pin == MALIKA_PIN)).one()


def _list(client, language="oz", **params):
    answer = client.get("/api/notaries", params=params, headers={"Accept-Language": language})
    assert answer.status_code == 200, answer.text
    return answer.json()


class TestListNotaries:
    def test_a_few_hundred_notaries_in_every_district(self, client, session):
        assert 250 <= _list(client)["total"] <= 600
        districts = {district.id for district in session.exec(select(District))}
        assert {office.district_id for office in session.exec(select(NotaryOffice))} == districts

    def test_licence_and_notary_states_are_all_present(self, session):
        notaries = session.exec(select(Notary)).all()
        assert {n.licence_status for n in notaries} == {"active", "terminated", "cancelled"}
        assert {n.state for n in notaries} == {"working", "vacation", "incapacity"}
        assert {n.online for n in notaries} == {True, False}

    def test_malika_is_in_tashkent_with_an_active_licence(self, client):
        [item] = _list(client, q="Rahimova Malika")["items"]
        assert (item["licenceStatus"], item["state"], item["office"]["regionId"]) == (
            "active",
            "working",
            TASHKENT_CITY,
        )
        assert item["fullname"] == "Rahimova Malika Anvarovna"

    def test_search_in_cyrillic(self, client):
        [item] = _list(client, "uz", q="раҳимова малика")["items"]
        assert item["fullname"] == "Раҳимова Малика Анваровна"

    def test_filters_by_region_and_district(self, client):
        region = _list(client, regionId=TASHKENT_CITY, size=100)
        assert region["total"] > 0 and all(i["office"]["regionId"] == TASHKENT_CITY for i in region["items"])
        district = _list(client, districtId=MIROBOD, size=100)
        assert district["total"] > 0 and all(i["office"]["districtId"] == MIROBOD for i in district["items"])
        assert district["total"] < region["total"]

    def test_sorted_by_alphabet(self, client):
        items = _list(client, sort="alphabet", size=100)["items"]
        names = [item["fullname"] for item in items]
        assert names == sorted(names)

    def test_sorted_by_ministry_rating(self, client):
        ratings = [item["ministryRating"] for item in _list(client, sort="ministry_rating", size=100)["items"]]
        assert ratings == sorted(ratings, reverse=True)

    def test_sorted_by_client_rating_unrated_last(self, client, session, login):
        notaries = session.exec(select(Notary).order_by(Notary.id).limit(2)).all()
        for notary, rating in zip(notaries, (3, 5), strict=True):
            client.put(f"/api/notaries/{notary.id}/reviews/mine", json={"rating": rating}, headers=bearer(login()))
        items = _list(client, sort="client_rating", size=5)["items"]
        assert [(i["id"], i["clientRating"]) for i in items[:2]] == [(notaries[1].id, 5.0), (notaries[0].id, 3.0)]
        assert items[2]["clientRating"] is None

    def test_pages(self, client):
        first, second = _list(client, size=10, page=1), _list(client, size=10, page=2)
        assert len(first["items"]) == 10 and first["total"] == second["total"]
        assert not {i["id"] for i in first["items"]} & {i["id"] for i in second["items"]}

    @pytest.mark.parametrize("params", [{"sort": "age"}, {"size": 0}, {"size": 101}, {"page": 0}, {"regionId": "x"}])
    def test_bad_input_is_400_text(self, client, params):
        answer = client.get("/api/notaries", params=params)
        assert answer.status_code == 400
        assert answer.headers["content-type"].startswith("text/plain")


class TestNotaryDetail:
    def test_timetable_map_and_reviews(self, client, session):
        malika = _malika(session)
        body = client.get(f"/api/notaries/{malika.id}").json()
        assert body["licenceNumber"] == malika.licence_number
        assert body["timetable"] and {day["weekday"] for day in body["timetable"]} >= {1, 2, 3, 4, 5}
        assert body["office"]["address"].startswith("Toshkent sh., Mirobod tumani")
        assert body["reviews"] == {"total": 0, "items": []}

    def test_offices_lie_near_their_district_centre(self, session):
        centres = yaml.safe_load((REPO_ROOT / "server/notary/sandbox/data/district_centres.yaml").read_text("utf-8"))
        for office in session.exec(select(NotaryOffice)):
            latitude, longitude = centres[office.district_id]
            assert abs(office.latitude - latitude) < 0.02 and abs(office.longitude - longitude) < 0.02

    def test_unknown_notary_is_404(self, client):
        answer = client.get("/api/notaries/999999", headers={"Accept-Language": "ru"})
        assert answer.status_code == 404
        assert answer.json()["message"] == "Нотариус не найден"


class TestListOffices:
    def test_offices_of_a_district(self, client):
        offices = client.get("/api/notary-offices", params={"districtId": MIROBOD}).json()
        assert len(offices) == 3 and all(office["districtId"] == MIROBOD for office in offices)
        assert offices[0]["name"] == "Mirobod tumani 1-davlat notarial idorasi"


class TestSaveMyReview:
    def test_rating_is_required(self, client, session, login):
        path = f"/api/notaries/{_malika(session).id}/reviews/mine"
        for body in ({"text": "yaxshi"}, {"rating": 0}, {"rating": 6}):
            answer = client.put(path, json=body, headers=bearer(login()) | {"Accept-Language": "ru"})
            assert answer.status_code == 400
            assert answer.text == "Поставьте оценку: от 1 до 5"

    def test_one_review_per_citizen_editable(self, client, session, login):
        malika = _malika(session)
        path = f"/api/notaries/{malika.id}/reviews/mine"
        token = login("AA", "1234567")
        first = client.put(path, json={"rating": 2, "text": "uzoq kutdim"}, headers=bearer(token))
        assert first.status_code == 200
        second = client.put(
            path, json={"rating": 4, "text": "tez va aniq"}, headers=bearer(first.headers["Authorization"].split()[1])
        )
        assert second.status_code == 200
        assert second.json()["id"] == first.json()["id"]
        reviews = client.get(f"/api/notaries/{malika.id}/reviews").json()
        assert reviews["total"] == 1
        assert reviews["items"][0] | {"createdAt": None, "updatedAt": None} == {
            "id": first.json()["id"],
            "author": "D. K.",
            "rating": 4,
            "text": "tez va aniq",
            "createdAt": None,
            "updatedAt": None,
        }
        events = select(AuditEvent).where(AuditEvent.target == str(malika.id)).order_by(AuditEvent.id)
        actions = [e.action for e in session.exec(events)]
        assert actions[-2:] == ["review_created", "review_updated"]

    def test_client_rating_is_the_mean_of_the_reviews(self, client, session, login):
        malika = _malika(session)
        path = f"/api/notaries/{malika.id}/reviews/mine"
        client.put(path, json={"rating": 5}, headers=bearer(login("AA", "1234567")))
        client.put(path, json={"rating": 2}, headers=bearer(login("AC", "1111111")))
        body = client.get(f"/api/notaries/{malika.id}").json()
        assert (body["clientRating"], body["reviewCount"]) == (3.5, 2)

    def test_login_is_required(self, client, session):
        answer = client.put(f"/api/notaries/{_malika(session).id}/reviews/mine", json={"rating": 5})
        assert answer.status_code == 403 and answer.json()["message"] == "Access Denied"

    def test_a_notary_cannot_review_herself(self, client, session, login):
        malika = _malika(session)
        answer = client.put(
            f"/api/notaries/{malika.id}/reviews/mine",
            json={"rating": 5},
            headers=bearer(login("AB", "7654321")),
        )
        assert (answer.status_code, answer.text) == (400, "O‘zingiz haqingizda fikr qoldira olmaysiz")
        assert malika.review_count == 0

    def test_unknown_notary_is_404(self, client, login):
        answer = client.put("/api/notaries/999999/reviews/mine", json={"rating": 5}, headers=bearer(login()))
        assert answer.status_code == 404


class TestMyReview:
    def test_none_yet_is_404_then_found(self, client, session, login):
        path = f"/api/notaries/{_malika(session).id}/reviews/mine"
        token = login()
        answer = client.get(path, headers=bearer(token))
        assert answer.status_code == 404
        token = answer.headers.get("Authorization", f"Bearer {token}").split()[1]
        client.put(path, json={"rating": 3}, headers=bearer(token))
        assert client.get(path, headers=bearer(login())).json()["rating"] == 3


class TestReviews:
    def test_pages_of_reviews(self, client, session, login):
        malika = _malika(session)
        for passport in (("AA", "1234567"), ("AC", "1111111"), ("AF", "4444444")):
            client.put(f"/api/notaries/{malika.id}/reviews/mine", json={"rating": 4}, headers=bearer(login(*passport)))
        page = client.get(f"/api/notaries/{malika.id}/reviews", params={"size": 2, "page": 2}).json()
        assert page["total"] == 3 and len(page["items"]) == 1
