"""Only an administrator reaches the users API; roles given or taken take effect on the person's next call."""

import pytest

from tests.people import DILNOZA, MALIKA

CALLS = [
    ("GET", ""),
    ("GET", "/{id}"),
    ("POST", "/{id}/roles"),
    ("DELETE", "/{id}/roles/admin"),
    ("POST", "/{id}/deactivate"),
    ("POST", "/{id}/activate"),
    ("POST", "/{id}/delete"),
    ("POST", "/{id}/comments"),
]
BODIES = {"/{id}/roles": {"role": "admin"}, "/{id}/comments": {"text": "Tekshirildi"}}


@pytest.mark.parametrize(("method", "path"), CALLS)
@pytest.mark.parametrize("person", [DILNOZA, MALIKA], ids=["citizen", "notary"])
def test_a_citizen_or_notary_is_forbidden(caller, user_of, method, path, person):
    someone = caller(person)
    target = user_of(person)
    answer = someone.call(method, path.format(id=target.id), json=BODIES.get(path))
    assert answer.status_code == 403
    assert answer.json()["code"] == "forbidden"


@pytest.mark.parametrize(("method", "path"), CALLS)
def test_without_a_session_access_is_denied(client, method, path):
    answer = client.request(method, f"/api/admin/users{path.format(id=1)}", json=BODIES.get(path))
    assert (answer.status_code, answer.json()["message"]) == (403, "Access Denied")


def test_an_administrator_is_let_through(admin):
    assert admin.get().status_code == 200


def test_a_role_given_and_taken_takes_effect_on_the_next_call(admin, caller, user_of):
    dilnoza = caller(DILNOZA)
    assert dilnoza.get().status_code == 403
    assert admin.post(f"/{user_of(DILNOZA).id}/roles", {"role": "admin"}).status_code == 200
    assert dilnoza.get().status_code == 200
    assert admin.delete(f"/{user_of(DILNOZA).id}/roles/admin").status_code == 200
    assert dilnoza.get().status_code == 403
