"""The act workflow, cell by cell: every action, from every step, by every kind of caller, against the action table of
docs/contracts/acts.md#actions, transcribed here on its own so the server's table is checked, not repeated."""

import itertools
from datetime import timedelta

import pytest
from sqlalchemy import update
from sqlmodel import Session, select

from notary.acts import lifecycle, workflow
from notary.core import clock
from notary.core.clock import TASHKENT
from notary.core.errors import Conflict
from notary.models import (
    ActState,
    AuditEvent,
    InvoiceState,
    NotarialAct,
    NotarialActParty,
    PartyRole,
    PartyStatus,
)
from tests.conftest import bearer
from tests.factories import create_act, create_invoice, create_notary, create_user

# action: (who may, from steps, leads to a step or a state; None: the step stays)
CONTRACT: dict[str, tuple[set[str], range, int | str | tuple[str, int] | None]] = {
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
    "resend_invitation": ({"applicant"}, range(1, 2), None),
    "change_notary": ({"applicant"}, range(1, 4), 1),
    "issue_invoices": ({"notary"}, range(4, 5), 5),
    "assign_time": ({"notary"}, range(5, 6), 6),
    "request_another_time": ({"applicant"}, range(6, 7), 5),
    "confirm_time": ({"applicant"}, range(6, 7), 7),
    "mark_paid": ({"applicant"}, range(7, 8), 8),
    "register": ({"notary"}, range(8, 9), ("registered", 9)),
}
CALLERS = ("applicant", "party", "notary", "stranger")
TOMORROW = (clock.now().astimezone(TASHKENT) + timedelta(days=1)).date()
BODY = {
    "reason": "Hujjatlar to'liq emas",
    "remark": "Pasport nusxasi yo'q",
    "mode": "auto",
    "date": TOMORROW.isoformat(),
    "time": "10:00",
}
# A notary who receives at any hour of any day, so a visit of the body is always inside the working hours.
ALWAYS_OPEN = [
    {"weekday": d, "opens": "00:00", "closes": "23:59", "breakFrom": None, "breakTo": None} for d in range(1, 8)
]


class Cast:
    """An act with an applicant, one invited party and its notary, and a stranger; a session token for each."""

    def __init__(
        self,
        session: Session,
        login_as,
        step: int,
        *,
        awaiting: bool = False,
        sent: bool = True,
        paid: bool = False,
        visit_soon: bool = False,
    ):
        self.people = {caller: create_user(session) for caller in ("applicant", "party", "notary", "stranger")}
        notary = create_notary(session, pin=self.people["notary"].pin, timetable=ALWAYS_OPEN)
        state = ActState.in_progress if sent or step > 1 else ActState.draft
        self.act = create_act(
            session,
            state=state,
            step=step,
            applicant=self.people["applicant"],
            parties={PartyRole.attorney: self.people["party"]},
            notary=notary,
        )
        if awaiting:
            party = session.exec(select(NotarialActParty).where(NotarialActParty.pin == self.people["party"].pin)).one()
            party.status = None
            session.add(party)
            session.flush()
        if paid:
            create_invoice(session, self.act, state=InvoiceState.paid)
        if visit_soon:
            self.act.visit_at = clock.now() + timedelta(minutes=5)
            session.add(self.act)
            session.flush()
        self.tokens = {caller: login_as(user) for caller, user in self.people.items()}
        self.session = session

    def path(self, suffix: str = "") -> str:
        return f"/api/notarial_act/{self.act.uuid}{suffix}"

    @property
    def party(self) -> NotarialActParty:
        return self.session.exec(select(NotarialActParty).where(NotarialActParty.pin == self.people["party"].pin)).one()

    def body(self) -> dict[str, object]:
        """Every action's body at once: each action reads what it needs."""
        return BODY | {"party_id": self.party.id}


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
    """Each guard satisfied: the invited party still to answer before accept or reject, a draft before delete, the
    invoices paid before mark_paid, the visit about to begin before register."""
    return {
        "awaiting": action in ("accept", "reject"),
        "sent": action != "delete",
        "paid": action == "mark_paid",
        "visit_soon": action == "register",
    }


CELLS = list(itertools.product(CONTRACT, range(1, 10)))


def _refused_first(action: str, step: int) -> list[str]:
    """The callers of one (action, step) with those who may take it last: the refusals change nothing, so one act
    serves every caller of the cell (each further caller who may take it gets an act of its own)."""
    return sorted(CALLERS, key=lambda caller: _expected(action, step, caller)[0] == 200)


@pytest.mark.parametrize(("action", "step"), CELLS, ids=[f"{a}-{s}" for a, s in CELLS])
def test_every_cell_of_the_action_table(client, session, login_as, action, step):
    cast = Cast(session, login_as, step, **_setup_for(action))
    for caller in _refused_first(action, step):
        session.refresh(cast.act)
        if cast.act.version > 1:
            cast = Cast(session, login_as, step, **_setup_for(action))
        _check_cell(client, session, cast, action, step, caller)


def _check_cell(client, session, cast: "Cast", action: str, step: int, caller: str) -> None:
    status, target = _expected(action, step, caller)
    seen = client.get(cast.path(), headers=bearer(cast.tokens[caller]))
    if status == 418:
        assert (seen.status_code, seen.json()["code"]) == (418, "pin_not_found_in_uuid")
    else:
        assert (action in seen.json()["actions"]) is (status == 200), (caller, seen.json()["actions"])
    answer = client.post(cast.path(f"/actions/{action}"), json=cast.body(), headers=bearer(cast.tokens[caller]))
    assert answer.status_code == status, (caller, answer.text)
    if status != 200:
        session.refresh(cast.act)
        assert (cast.act.step, cast.act.version) == (step, 1)  # a refused call changes nothing
        return
    act = answer.json()
    if isinstance(target, int):
        assert (act["step"], act["state"]) == (target, "in_progress")
    elif target is None:
        assert act["step"] == step
    elif isinstance(target, tuple):
        assert (act["state"], act["step"]) == target
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
