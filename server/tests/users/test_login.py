"""A deleted or deactivated user is refused at login with the reason, as an answer (resultCode 8)."""

from tests.people import DILNOZA


def _log_in(client, sign, faces):
    return client.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}).json()


def test_a_deleted_user_cannot_log_in(admin, caller, client, sign, faces, user_of):
    caller(DILNOZA)
    admin.post(f"/{user_of(DILNOZA).id}/delete")
    answer = _log_in(client, sign, faces)
    assert (answer["resultCode"], answer["token"]) == (8, None)
    assert answer["message"].startswith("Foydalanuvchi o'chirilgan")


def test_a_deactivated_user_cannot_log_in_until_activated(admin, caller, client, sign, faces, user_of):
    caller(DILNOZA)
    dilnoza_id = user_of(DILNOZA).id
    admin.post(f"/{dilnoza_id}/deactivate")
    answer = _log_in(client, sign, faces)
    assert (answer["resultCode"], answer["message"]) == (
        8,
        "Foydalanuvchi bloklangan. 1008 ishonch telefoniga murojaat qiling",
    )
    admin.post(f"/{dilnoza_id}/activate")
    assert _log_in(client, sign, faces)["resultCode"] == 1
