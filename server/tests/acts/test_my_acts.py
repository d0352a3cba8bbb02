"""My notarial acts: only the caller's (as a party or as the notary), two tabs, every filter, newest first."""

from datetime import date

from sqlmodel import Session, select

from notary.auth import sessions
from notary.models import ActState, NotarialActParty, PartyRole, User
from tests.conftest import bearer
from tests.factories import create_act, create_notary, create_user


def _token(session: Session, user: User) -> str:
    token = sessions.open_session(session, user)
    session.commit()
    return token


def _uuids(client, token: str, **params) -> list[str]:
    answer = client.get("/api/notarial_act", params=params, headers=bearer(token))
    assert answer.status_code == 200, answer.text
    return [item["uuid"] for item in answer.json()["items"]]


class TestMyActs:
    def test_only_the_callers_acts_on_tab_one(self, client, session):
        me, other = create_user(session), create_user(session)
        registered = create_act(session, applicant=me, regdate=date(2025, 1, 10))
        draft = create_act(session, state=ActState.draft, applicant=me)
        invited = create_act(
            session, state=ActState.in_progress, step=2, applicant=other, parties={PartyRole.buyer: me}
        )
        create_act(session, state=ActState.in_progress, applicant=other)
        create_act(session, state=ActState.deleted, applicant=me)
        assert set(_uuids(client, _token(session, me), tab=1)) == {registered.uuid, draft.uuid, invited.uuid}

    def test_tab_two_holds_what_waits_for_the_caller(self, client, session):
        me, other = create_user(session), create_user(session)
        to_send = create_act(session, state=ActState.draft, applicant=me)
        to_confirm = create_act(session, state=ActState.in_progress, step=3, applicant=me)
        create_act(session, state=ActState.in_progress, step=2, applicant=me)  # with the notary
        to_answer = create_act(session, state=ActState.in_progress, applicant=other, parties={PartyRole.buyer: me})
        party = session.exec(
            select(NotarialActParty).where(NotarialActParty.act_id == to_answer.id, NotarialActParty.pin == me.pin)
        ).one()
        party.status = None
        session.add(party)
        create_act(session, applicant=me)  # registered
        assert set(_uuids(client, _token(session, me), tab=2)) == {to_send.uuid, to_confirm.uuid, to_answer.uuid}

    def test_the_notary_sees_the_acts_assigned(self, client, session):
        person = create_user(session)
        notary = create_notary(session, pin=person.pin)
        act = create_act(session, state=ActState.in_progress, step=2, applicant=create_user(session), notary=notary)
        assert _uuids(client, _token(session, person)) == [act.uuid]

    def test_every_filter(self, client, session):
        me = create_user(session)
        notary = create_notary(session)
        old = create_act(session, applicant=me, regdate=date(2024, 3, 1), act_type_id=101, notary=notary)
        new = create_act(session, applicant=me, regdate=date(2025, 8, 1), regnum="R-77")
        draft = create_act(session, state=ActState.draft, applicant=me, act_type_id=1)
        token = _token(session, me)
        assert _uuids(client, token, date_to="2024-12-31") == [old.uuid]
        assert set(_uuids(client, token, date_from="2025-01-01")) == {new.uuid, draft.uuid}
        assert _uuids(client, token, regnum="R-77") == [new.uuid]
        assert _uuids(client, token, type=101) == [old.uuid]
        assert _uuids(client, token, notary=notary.id) == [old.uuid]
        assert _uuids(client, token, office=notary.office_id) == [old.uuid]
        assert _uuids(client, token, state="draft") == [draft.uuid]
        assert _uuids(client, token, step=1) == [draft.uuid]

    def test_the_page_names_what_it_shows(self, client, session):
        me = create_user(session)
        act = create_act(session, applicant=me, act_type_id=11651)
        body = client.get("/api/notarial_act", params={"size": 1}, headers=bearer(_token(session, me))).json()
        assert (body["total"], body["page"], body["size"]) == (1, 1, 1)
        [item] = body["items"]
        assert (item["uuid"], item["typeName"], item["regnum"]) == (act.uuid, "Umumiy ishonchnoma", act.regnum)

    def test_bad_filters_are_refused(self, client, session):
        token = _token(session, create_user(session))
        for params in ({"tab": 3}, {"step": 10}, {"state": "lost"}, {"size": 1000}, {"date_from": "yesterday"}):
            answer = client.get("/api/notarial_act", params=params, headers=bearer(token))
            assert answer.status_code == 400, params


class TestDesk:
    def test_the_notary_desk_counts_by_step_and_lists_one(self, client, session):
        person = create_user(session)
        notary = create_notary(session, pin=person.pin)
        to_check = create_act(
            session, state=ActState.in_progress, step=2, applicant=create_user(session), notary=notary
        )
        create_act(session, state=ActState.in_progress, step=3, applicant=create_user(session), notary=notary)
        create_act(session, applicant=create_user(session), notary=notary)  # registered: not on the desk
        answer = client.get("/api/notarial_act/desk", params={"step": 2}, headers=bearer(_token(session, person)))
        assert answer.status_code == 200, answer.text
        desk = answer.json()
        counts = {row["step"]: (row["count"], row["notaryDecides"]) for row in desk["steps"]}
        assert counts[2] == (1, True) and counts[3] == (1, False) and counts[1] == (0, False)
        assert [item["uuid"] for item in desk["items"]] == [to_check.uuid]

    def test_a_citizen_has_no_desk(self, client, session):
        answer = client.get("/api/notarial_act/desk", headers=bearer(_token(session, create_user(session))))
        assert (answer.status_code, answer.json()["code"]) == (403, "forbidden")
