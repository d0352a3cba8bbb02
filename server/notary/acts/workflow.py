"""The act workflow as one table (docs/contracts/acts.md#actions): for each action, who may take it, from which steps,
where it leads and what must hold first. `available` turns the table into an act's `actions` for one caller, and
`service.take_action` applies a cell; nothing else in the server, and nothing in the portal, knows a transition."""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from enum import StrEnum

from notary.core import clock
from notary.models import ActState, NotarialAct, NotarialActParty, PartyStatus


class Action(StrEnum):
    send_for_check = "send_for_check"
    return_with_defects = "return_with_defects"
    send_for_confirmation = "send_for_confirmation"
    confirm = "confirm"
    return_to_preparation = "return_to_preparation"
    step_back = "step_back"
    accept = "accept"
    reject = "reject"
    exit_deal = "exit_deal"
    delete = "delete"
    annul = "annul"
    reject_act = "reject_act"
    resend_invitation = "resend_invitation"
    change_notary = "change_notary"
    issue_invoices = "issue_invoices"
    assign_time = "assign_time"
    request_another_time = "request_another_time"
    confirm_time = "confirm_time"
    mark_paid = "mark_paid"
    register = "register"


class Actor(StrEnum):
    """What the caller is to this act: its applicant, another party, or its notary."""

    applicant = "applicant"
    party = "party"
    notary = "notary"


@dataclass(frozen=True)
class Situation:
    """What a guard may look at: the act, its parties, the caller's own party (None for the notary), whether that
    party's invitation is live and whether the gateway has every invoice of the act paid."""

    act: NotarialAct
    parties: list[NotarialActParty]
    own: NotarialActParty | None
    own_invitation_live: bool = False
    invoices_paid: bool = False


Guard = Callable[[Situation], str | None]  # None when the action may go on, else the message key of why not
PREVIOUS = -1  # `to_step` of step_back: the step before


def _every_party_accepted(situation: Situation) -> str | None:
    accepted = all(party.status == PartyStatus.accepted for party in situation.parties)
    return None if accepted else "error_act_parties_not_accepted"


def _awaiting_own_answer(situation: Situation) -> str | None:
    if situation.own is None or situation.own.status is not None:
        return "error_act_already_answered"
    return None if situation.own_invitation_live else "error_invitation_expired"


def _still_in_the_deal(situation: Situation) -> str | None:
    gone = situation.own is None or situation.own.status in (PartyStatus.exited, PartyStatus.rejected)
    return "error_act_not_in_the_deal" if gone else None


def _someone_invited(situation: Situation) -> str | None:
    invited = any(not party.applicant for party in situation.parties)
    return None if invited else "error_act_party_unknown"


def _never_sent(situation: Situation) -> str | None:
    return "error_act_was_sent" if situation.act.sent else None


def _every_invoice_paid(situation: Situation) -> str | None:
    return None if situation.invoices_paid else "error_act_not_paid"


# The notary may register from this long before the visit (docs/contracts/acts.md#actions, `register`).
REGISTER_EARLY = timedelta(minutes=15)


def _visit_window_open(situation: Situation) -> str | None:
    visit = situation.act.visit_at
    if visit is None or clock.now() < visit - REGISTER_EARLY:
        return "error_act_visit_not_yet"
    return None


@dataclass(frozen=True)
class Transition:
    actors: frozenset[Actor]
    steps: frozenset[int]
    to_step: int | None = None  # None: the step stays; PREVIOUS: the step before
    to_state: ActState | None = None  # None: in progress (a draft once it was sent)
    party_status: PartyStatus | None = None  # the caller's own party answers
    text: str | None = None  # "reason" or "remark": the action's body must carry it
    guard: Guard | None = None
    checks_blocks: bool = False  # the business blocks are checked again first (docs/contracts/acts.md#calls)


def _steps(first: int, last: int) -> frozenset[int]:
    return frozenset(range(first, last + 1))


_APPLICANT, _PARTY, _NOTARY = frozenset({Actor.applicant}), frozenset({Actor.party}), frozenset({Actor.notary})

TABLE: dict[Action, Transition] = {
    Action.send_for_check: Transition(
        _APPLICANT, _steps(1, 1), to_step=2, guard=_every_party_accepted, checks_blocks=True
    ),
    Action.return_with_defects: Transition(_NOTARY, _steps(2, 2), to_step=1, text="remark"),
    Action.send_for_confirmation: Transition(_NOTARY, _steps(2, 2), to_step=3),
    Action.confirm: Transition(_APPLICANT, _steps(3, 3), to_step=4),
    Action.return_to_preparation: Transition(_APPLICANT, _steps(2, 3), to_step=1),
    Action.step_back: Transition(_APPLICANT, _steps(3, 6), to_step=PREVIOUS),
    Action.accept: Transition(_PARTY, _steps(1, 1), party_status=PartyStatus.accepted, guard=_awaiting_own_answer),
    Action.reject: Transition(
        _PARTY, _steps(1, 1), party_status=PartyStatus.rejected, text="reason", guard=_awaiting_own_answer
    ),
    Action.exit_deal: Transition(
        _PARTY, _steps(1, 8), to_step=1, party_status=PartyStatus.exited, text="reason", guard=_still_in_the_deal
    ),
    Action.delete: Transition(_APPLICANT, _steps(1, 1), to_state=ActState.deleted, guard=_never_sent),
    Action.annul: Transition(_APPLICANT | _NOTARY, _steps(2, 8), to_state=ActState.annulled, text="reason"),
    Action.reject_act: Transition(_NOTARY, _steps(2, 8), to_state=ActState.rejected, text="reason"),
    Action.resend_invitation: Transition(_APPLICANT, _steps(1, 1), guard=_someone_invited),
    Action.change_notary: Transition(_APPLICANT, _steps(1, 3), to_step=1),
    Action.issue_invoices: Transition(_NOTARY, _steps(4, 4), to_step=5),
    Action.assign_time: Transition(_NOTARY, _steps(5, 5), to_step=6),
    Action.request_another_time: Transition(_APPLICANT, _steps(6, 6), to_step=5, text="reason"),
    Action.confirm_time: Transition(_APPLICANT, _steps(6, 6), to_step=7),
    Action.mark_paid: Transition(_APPLICANT, _steps(7, 7), to_step=8, guard=_every_invoice_paid),
    Action.register: Transition(
        _NOTARY, _steps(8, 8), to_step=9, to_state=ActState.registered, guard=_visit_window_open, checks_blocks=True
    ),
}

# States in which an act still moves; any other state ends its workflow.
MOVING_STATES = (ActState.draft, ActState.in_progress)


def refusal(action: Action, actors: set[Actor], situation: Situation) -> tuple[int, str] | None:
    """Why the caller may not take the action now: (403, key) when none of their parts ever may, (409, key) when
    not at this step, in this state or before the guard holds; None when they may."""
    transition = TABLE[action]
    if not transition.actors & actors:
        return 403, "error_forbidden"
    act = situation.act
    if act.state not in MOVING_STATES or act.step not in transition.steps:
        return 409, "error_act_action_not_now"
    reason = transition.guard(situation) if transition.guard else None
    return (409, reason) if reason else None


def available(actors: set[Actor], situation: Situation) -> list[Action]:
    """The act's `actions` for this caller: exactly the cells the caller may take now."""
    return [action for action in TABLE if refusal(action, actors, situation) is None]


def next_step(transition: Transition, step: int) -> int:
    if transition.to_step == PREVIOUS:
        return step - 1
    return step if transition.to_step is None else transition.to_step


def next_state(transition: Transition, act: NotarialAct, step: int) -> ActState:
    if transition.to_state is not None:
        return transition.to_state
    sent = act.sent or step > 1
    return ActState.in_progress if sent else act.state


def _forward_steps(actor: Actor) -> frozenset[int]:
    """The steps at which `actor` moves an act forward: where the act waits for that actor's decision."""
    return frozenset(
        step
        for transition in TABLE.values()
        if actor in transition.actors and transition.to_step not in (None, PREVIOUS)
        for step in transition.steps
        if transition.to_step is not None and transition.to_step > step
    )


APPLICANT_DECIDES = _forward_steps(Actor.applicant)
NOTARY_DECIDES = _forward_steps(Actor.notary)
