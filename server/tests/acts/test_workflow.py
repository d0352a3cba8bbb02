"""The act workflow, cell by cell: every action, from every step, by every kind of caller, against the action table of
docs/contracts/acts.md#actions, transcribed here on its own so the server's table is checked, not repeated."""

import itertools

import pytest
from sqlalchemy import update
from sqlmodel import Session, select

from notary.acts import lifecycle, workflow
from notary.auth import sessions
from notary.core.errors import Conflict
from notary.models import ActState, AuditEvent, NotarialAct, NotarialActParty, PartyRole, PartyStatus, User
from tests.conftest import bearer
from tests.factories import create_act, create_notary, create_user

# action: (who may, from steps, leads to a step or a state; None: the step stays)
CONTRACT: dict[str, tuple[set[str], range, int | str | None]] = {
    "send_for_check": ({"applicant"}, range(1, 2), 2),
    "return_with_defects": ({"notary"}, range(2, 3), 1),
    "send_for_confirmation": ({"notary"}, range(2, 3), 3),
    "confirm": ({"applicant"}, range(3, 4), 4),
    "return_to_preparation": ({"applicant"}, range(2, 4), 1),
    "step_back": ({"applicant"}, range(3, 7), "previous"),
    "accept": ({"party"}, range(1, 2), None),
    "reject": ({"party"}, range(1, 2), None),
    "exit_deal": ({"party"}, range(1, 9), 1),
    "delete": ({"applicant"}, range(1, 2), "deleted"),
    "annul": ({"applicant", "notary"}, range(2, 9), "annulled"),
    "reject_act": ({"notary"}, range(2, 9), "rejected"),
}
CALLERS = ("applicant", "party", "notary", "stranger")
BODY = {"reason": "Hujjatlar to'liq emas", "remark": "Pasport nusxasi yo'q"}


class Cast:
    """An act with an applicant, one invited party and its notary, and a stranger; a session token for each."""

    def __init__(self, session: Session, login_as, step: int, *, awaiting: bool = False, sent: bool = True):
        self.people = {caller: create_user(session) for caller in ("applicant", "party", "notary", "stranger")}
        notary = create_notary(session, pin=self.people["notary"].pin)
        state = ActState.in_progress if sent or step > 1 else ActState.draft
        self.act = create_act(
            session,
            state=state,
            step=step,
            applicant=self.people["applicant"],
            parties={PartyRole.buyer: self.people["party"]},
            notary=notary,
        )
        if awaiting:
            party = session.exec(select(NotarialActParty).where(NotarialActParty.pin == self.people["party"].pin)).one()
            party.status = None
            session.add(party)
            session.flush()
        self.tokens = {caller: login_as(user) for caller, user in self.people.items()}

    def path(self, suffix: str = "") -> str:
        return f"/api/notarial_act/{self.act.uuid}{suffix}"


@pytest.fixture
def login_as(session: Session):
    def _login(user: User) -> str:
        token = sessions.open_session(session, user)
        session.commit()
        return token

    return _login


def _expected(action: str, step: int, caller: str) -> tuple[int, int | str | None]:
    if caller == "stranger":
        return 418, None
    actors, steps, target = CONTRACT[action]
    if caller not in actors:
        return 403, None
    if step not in steps:
        return 409, None
    return 200, step - 1 if target == "previous" else target


def _setup_for(action: str) -> dict[str, bool]:
    """Each guard satisfied: the invited party still to answer before accept or reject, a draft before delete."""
    return {"awaiting": action in ("accept", "reject"), "sent": action != "delete"}


CELLS = list(itertools.product(CONTRACT, range(1, 10), CALLERS))


@pytest.mark.parametrize(("action", "step", "caller"), CELLS, ids=[f"{a}-{s}-{c}" for a, s, c in CELLS])
def test_every_cell_of_the_action_table(client, session, login_as, action, step, caller):
    cast = Cast(session, login_as, step, **_setup_for(action))
    status, target = _expected(action, step, caller)
    seen = client.get(cast.path(), headers=bearer(cast.tokens[caller]))
    if status == 418:
        assert (seen.status_code, seen.json()["code"]) == (418, "pin_not_found_in_uuid")
    else:
        assert (action in seen.json()["actions"]) is (status == 200), seen.json()["actions"]
    answer = client.post(cast.path(f"/actions/{action}"), json=BODY, headers=bearer(cast.tokens[caller]))
    assert answer.status_code == status, answer.text
    if status != 200:
        session.refresh(cast.act)
        assert (cast.act.step, cast.act.version) == (step, 1)  # a refused call changes nothing
        return
    act = answer.json()
    if isinstance(target, int):
        assert (act["step"], act["state"]) == (target, "in_progress")
    elif target is None:
        assert act["step"] == step
    else:
        session.refresh(cast.act)
        assert (cast.act.state, cast.act.step) == (target, step)


def test_the_server_table_is_the_contract_table():
    assert {str(action) for action in workflow.TABLE} == set(CONTRACT)


class TestGuards:
    def test_send_for_check_waits_for_every_party(self, client, session, login_as):
        cast = Cast(session, login_as, 1, awaiting=True)
        answer = client.post(cast.path("/actions/send_for_check"), headers=bearer(cast.tokens["applicant"]))
        assert answer.status_code == 409
        assert answer.text == "Barcha ishtirokchilar taklifni qabul qilishi kerak"

    def test_a_party_answers_once(self, client, session, login_as):
        cast = Cast(session, login_as, 1, awaiting=True)
        headers = bearer(cast.tokens["party"])
        act = client.post(cast.path("/actions/accept"), headers=headers).json()
        assert [party["status"] for party in act["parties"]] == ["accepted", "accepted"]
        assert "accept" not in act["actions"] and "exit_deal" in act["actions"]
        assert client.post(cast.path("/actions/reject"), json=BODY, headers=headers).status_code == 409

    def test_a_rejection_needs_its_reason_and_keeps_it(self, client, session, login_as):
        cast = Cast(session, login_as, 1, awaiting=True)
        headers = bearer(cast.tokens["party"])
        answer = client.post(cast.path("/actions/reject"), json={"reason": "  "}, headers=headers)
        assert (answer.status_code, answer.text) == (400, "Sababini yozing")
        client.post(cast.path("/actions/reject"), json={"reason": "Narx kelishilmagan"}, headers=headers)
        party = session.exec(select(NotarialActParty).where(NotarialActParty.pin == cast.people["party"].pin)).one()
        assert (party.status, party.reason) == (PartyStatus.rejected, "Narx kelishilmagan")

    def test_a_sent_act_is_annulled_not_deleted(self, client, session, login_as):
        cast = Cast(session, login_as, 1, sent=True)
        answer = client.post(cast.path("/actions/delete"), headers=bearer(cast.tokens["applicant"]))
        assert answer.status_code == 409


class TestRace:
    def test_of_two_racing_actions_exactly_one_moves_the_act(self, client, session, login_as):
        cast = Cast(session, login_as, 2)
        seen = lifecycle.seen_by(session, cast.act.uuid, cast.people["notary"])
        # Another tab moved the act after this one read it (past the session, as another request would).
        table = NotarialAct.__table__  # type: ignore[attr-defined]
        session.connection().execute(update(table).where(table.c.id == cast.act.id).values(version=2, step=3))
        with pytest.raises(Conflict):
            lifecycle._move(session, seen, workflow.TABLE[workflow.Action.return_with_defects], "Kamchilik")
        session.refresh(cast.act)
        assert (cast.act.step, cast.act.version) == (3, 2)


class TestAudit:
    def test_every_action_refused_or_not_is_recorded(self, client, session, login_as):
        cast = Cast(session, login_as, 2)
        client.post(cast.path("/actions/confirm"), headers=bearer(cast.tokens["applicant"]))  # not now: 409
        client.post(cast.path("/actions/return_with_defects"), json=BODY, headers=bearer(cast.tokens["notary"]))
        events = session.exec(
            select(AuditEvent).where(AuditEvent.target == cast.act.uuid).order_by(AuditEvent.id)  # type: ignore[arg-type]
        ).all()
        assert [(event.result, event.details["action"]) for event in events] == [
            ("refused", "confirm"),
            ("ok", "return_with_defects"),
        ]
        assert events[1].details["remark"] == BODY["remark"] and events[1].details["to"] == 1


class TestVisibility:
    def test_an_unknown_act(self, client, session, login_as):
        token = login_as(create_user(session))
        answer = client.get("/api/notarial_act/00000000-0000-4000-8000-000000000000", headers=bearer(token))
        assert (answer.status_code, answer.json()["code"]) == (418, "uuid_not_found")

    def test_a_deleted_act_is_gone(self, client, session, login_as):
        cast = Cast(session, login_as, 1, sent=False)
        client.post(cast.path("/actions/delete"), headers=bearer(cast.tokens["applicant"]))
        answer = client.get(cast.path(), headers=bearer(cast.tokens["applicant"]))
        assert (answer.status_code, answer.json()["code"]) == (418, "uuid_not_found")
