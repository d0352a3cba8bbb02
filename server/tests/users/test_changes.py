"""Roles, deactivation, deletion and comments: each refused where it would lock an administrator out, each audited
with the administrator, the person's pin, and the before and after."""

from sqlmodel import select

from notary.models import AuditEvent, UserSession
from tests.conftest import bearer
from tests.factories import create_notary
from tests.people import AZIZ, DILNOZA, MALIKA, SARDOR


def _audited(session, action: str) -> AuditEvent:
    return session.exec(select(AuditEvent).where(AuditEvent.action == action)).one()


class TestRoles:
    def test_assigning_admin_is_audited_with_before_and_after(self, admin, caller, session, user_of):
        caller(AZIZ)
        answer = admin.post(f"/{user_of(AZIZ).id}/roles", {"role": "admin"})
        assert answer.status_code == 200, answer.text
        assert answer.json()["roles"] == ["citizen", "admin"]
        event = _audited(session, "user_role_assigned")
        assert (event.actor_user_id, event.target) == (user_of(SARDOR).id, AZIZ["pin"])
        assert event.details == {"before": {"roles": ["citizen"]}, "after": {"roles": ["citizen", "admin"]}}

    def test_a_held_role_assigned_again_changes_nothing(self, admin, session, user_of):
        answer = admin.post(f"/{user_of(SARDOR).id}/roles", {"role": "admin"})
        assert (answer.status_code, answer.json()["roles"]) == (200, ["citizen", "admin"])
        assert session.exec(select(AuditEvent).where(AuditEvent.action == "user_role_assigned")).first() is None

    def test_notary_needs_the_notary_record_first(self, admin, caller, session, user_of):
        caller(AZIZ)
        aziz = user_of(AZIZ)
        answer = admin.post(f"/{aziz.id}/roles", {"role": "notary"})
        assert answer.status_code == 400
        assert "Notariuslar" in answer.text
        create_notary(session, pin=AZIZ["pin"], with_role=False)
        answer = admin.post(f"/{aziz.id}/roles", {"role": "notary"})
        assert (answer.status_code, answer.json()["roles"]) == (200, ["citizen", "notary"])

    def test_an_administrator_cannot_remove_their_own_admin_role(self, admin, user_of):
        answer = admin.delete(f"/{user_of(SARDOR).id}/roles/admin")
        assert answer.status_code == 400
        assert "administrator rolingizni" in answer.text
        assert admin.get().status_code == 200

    def test_revoking_a_notary_is_audited(self, admin, caller, session, user_of):
        caller(MALIKA)
        answer = admin.delete(f"/{user_of(MALIKA).id}/roles/notary")
        assert (answer.status_code, answer.json()["roles"]) == (200, ["citizen"])
        assert _audited(session, "user_role_revoked").details["after"] == {"roles": ["citizen"]}

    def test_a_revoked_notary_loses_the_desk_on_the_next_request(self, admin, client, login, user_of):
        desk = client.get("/api/notarial_act/desk", headers=bearer(login(MALIKA["passserial"], MALIKA["passnum"])))
        assert desk.status_code == 200
        admin.delete(f"/{user_of(MALIKA).id}/roles/notary")
        fresh = desk.headers["authorization"].removeprefix("Bearer ")
        assert client.get("/api/notarial_act/desk", headers=bearer(fresh)).status_code == 403

    def test_citizen_is_not_assignable(self, admin, user_of):
        assert admin.post(f"/{user_of(SARDOR).id}/roles", {"role": "citizen"}).status_code == 400


class TestState:
    def test_a_deactivated_users_old_token_is_refused_at_once(self, admin, caller, session, user_of):
        dilnoza = caller(DILNOZA)
        answer = admin.post(f"/{user_of(DILNOZA).id}/deactivate")
        assert answer.status_code == 200
        assert (answer.json()["state"], answer.json()["isdeleted"]) == (False, False)
        refused = dilnoza.client.get("/api/check_token", headers={"Authorization": f"Bearer {dilnoza.token}"})
        assert (refused.status_code, refused.json()["message"]) == (403, "Access Denied")
        open_sessions = select(UserSession).where(UserSession.user_id == user_of(DILNOZA).id)
        assert all(row.revoke_reason == "user_deactivated" for row in session.exec(open_sessions))
        event = _audited(session, "user_deactivated")
        assert event.details == {
            "before": {"valid": True, "deleted_at": None},
            "after": {"valid": False, "deleted_at": None},
        }

    def test_activation_lets_the_user_in_again(self, admin, caller, session, user_of):
        caller(DILNOZA)
        dilnoza_id = user_of(DILNOZA).id
        admin.post(f"/{dilnoza_id}/deactivate")
        answer = admin.post(f"/{dilnoza_id}/activate")
        assert (answer.status_code, answer.json()["state"]) == (200, True)
        assert _audited(session, "user_activated").details["after"]["valid"] is True

    def test_deletion_is_soft_final_and_audited(self, admin, caller, session, user_of):
        caller(DILNOZA)
        dilnoza_id = user_of(DILNOZA).id
        answer = admin.post(f"/{dilnoza_id}/delete")
        assert answer.status_code == 200
        assert (answer.json()["state"], answer.json()["isdeleted"]) == (False, True)
        assert answer.json()["deletedAt"] is not None
        event = _audited(session, "user_deleted")
        assert event.details["before"]["deleted_at"] is None and event.details["after"]["deleted_at"] is not None
        refused = admin.post(f"/{dilnoza_id}/activate")
        assert (refused.status_code, refused.text) == (400, "Foydalanuvchi o'chirilgan: uni o'zgartirib bo'lmaydi")
        assert admin.get(f"/{dilnoza_id}").json()["logins"]  # the trail is kept

    def test_an_administrator_cannot_deactivate_or_delete_themself(self, admin, user_of):
        own = user_of(SARDOR).id
        assert admin.post(f"/{own}/deactivate").status_code == 400
        assert admin.post(f"/{own}/delete").status_code == 400
        assert admin.get(f"/{own}").json()["state"] is True

    def test_an_unknown_user_is_404(self, admin):
        assert admin.post("/2147483647/deactivate").status_code == 404
        assert admin.get("/2147483648").status_code == 400


class TestComments:
    def test_comments_are_numbered_and_audited(self, admin, caller, session, user_of):
        caller(DILNOZA)
        dilnoza_id = user_of(DILNOZA).id
        first = admin.post(f"/{dilnoza_id}/comments", {"text": "  Pasport yangilandi  "})
        assert first.status_code == 201, first.text
        second = admin.post(f"/{dilnoza_id}/comments", {"text": "Qayta tekshirildi"}).json()
        [one, two] = second["comments"]
        assert (one["text"], one["author"]) == ("Pasport yangilandi", "Aliyev Sardor Karimovich")
        assert second["firstCommentNumber"] == one["number"] < two["number"]
        events = session.exec(select(AuditEvent).where(AuditEvent.action == "user_commented")).all()
        assert [event.details["after"]["number"] for event in events] == [one["number"], two["number"]]

    def test_a_comment_is_bounded(self, admin, user_of):
        own = user_of(SARDOR).id
        assert admin.post(f"/{own}/comments", {"text": "   "}).status_code == 400
        assert admin.post(f"/{own}/comments", {"text": "x" * 2001}).status_code == 400
