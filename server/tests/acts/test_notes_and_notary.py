"""Notes and remarks with their history, and the applicant's change of notary (docs/contracts/acts.md#actions)."""

from sqlmodel import select

from notary.models import ActState, AuditEvent
from tests.conftest import bearer
from tests.factories import create_act, create_notary, create_user


def _act(session, login_as, step: int):
    applicant, notary_user = create_user(session), create_user(session)
    notary = create_notary(session, pin=notary_user.pin)
    act = create_act(session, state=ActState.in_progress, step=step, applicant=applicant, notary=notary)
    return act, bearer(login_as(applicant)), bearer(login_as(notary_user))


class TestNotes:
    def test_the_remark_of_a_return_and_a_note_are_the_history(self, client, session, login_as):
        act, applicant, notary = _act(session, login_as, 2)
        path = f"/api/notarial_act/{act.uuid}"
        client.post(f"{path}/actions/return_with_defects", json={"remark": "Pasport nusxasi yo'q"}, headers=notary)
        answer = client.post(f"{path}/notes", json={"text": "Nusxani yukladim"}, headers=applicant)
        assert answer.status_code == 201
        notes = client.get(path, headers=applicant).json()["notes"]
        assert [(note["kind"], note["text"]) for note in notes] == [
            ("remark", "Pasport nusxasi yo'q"),
            ("note", "Nusxani yukladim"),
        ]
        assert all(note["author"] and note["created_at"] for note in notes)

    def test_an_empty_note_is_refused(self, client, session, login_as):
        act, applicant, _notary = _act(session, login_as, 1)
        answer = client.post(f"/api/notarial_act/{act.uuid}/notes", json={"text": "   "}, headers=applicant)
        assert (answer.status_code, answer.text) == (400, "Izoh matnini yozing")

    def test_a_stranger_cannot_write(self, client, session, login_as):
        act, _applicant, _notary = _act(session, login_as, 1)
        stranger = bearer(login_as(create_user(session)))
        answer = client.post(f"/api/notarial_act/{act.uuid}/notes", json={"text": "Salom"}, headers=stranger)
        assert (answer.status_code, answer.json()["code"]) == (418, "pin_not_found_in_uuid")


class TestChangeNotary:
    def test_a_chosen_notary_takes_the_act_back_to_preparation(self, client, session, login_as):
        act, applicant, _notary = _act(session, login_as, 3)
        other = create_notary(session)
        body = {"mode": "manual", "id": other.id}
        answer = client.post(f"/api/notarial_act/{act.uuid}/actions/change_notary", json=body, headers=applicant)
        assert answer.status_code == 200, answer.text
        assert (answer.json()["notary"]["id"], answer.json()["step"]) == (other.id, 1)
        event = session.exec(select(AuditEvent).where(AuditEvent.target == act.uuid)).all()[-1]
        assert event.details["notary"] == other.id

    def test_auto_never_picks_the_same_notary(self, client, session, login_as):
        act, applicant, _notary = _act(session, login_as, 1)
        before, path = act.notary_id, f"/api/notarial_act/{act.uuid}/actions/change_notary"
        assert client.post(path, json={"mode": "auto"}, headers=applicant).json()["notary"]["id"] != before

    def test_the_previous_notary_no_longer_sees_the_act(self, client, session, login_as):
        act, applicant, notary = _act(session, login_as, 2)
        client.post(f"/api/notarial_act/{act.uuid}/actions/change_notary", json={"mode": "auto"}, headers=applicant)
        answer = client.get(f"/api/notarial_act/{act.uuid}", headers=notary)
        assert (answer.status_code, answer.json()["code"]) == (418, "pin_not_found_in_uuid")

    def test_the_mode_is_required(self, client, session, login_as):
        act, applicant, _notary = _act(session, login_as, 1)
        answer = client.post(f"/api/notarial_act/{act.uuid}/actions/change_notary", json={}, headers=applicant)
        assert answer.status_code == 400
