"""The active challenge: capture a neutral pose, then head turns in a random order, each followed by a straight look."""

import random
from dataclasses import dataclass
from enum import Enum

from liveness.codes import Guidance


class Direction(Enum):
    """A turn the subject is asked for; `sign` is the sign of the yaw it produces (HeadPose conventions)."""

    LEFT = 1
    RIGHT = -1

    @property
    def sign(self) -> int:
        return self.value

    @property
    def prompt(self) -> Guidance:
        return Guidance.TURN_LEFT if self is Direction.LEFT else Guidance.TURN_RIGHT


class Phase(Enum):
    NEUTRAL = "neutral"  # collecting steady frontal frames
    TURN = "turn"  # waiting for the prompted turn
    RETURN = "return"  # waiting for the straight look that ends the turn
    PASSED = "passed"


def random_turns(count: int, rng: random.Random) -> list[Direction]:
    """`count` turns with both directions present, in a random order."""
    turns = [Direction.LEFT, Direction.RIGHT] + [rng.choice(list(Direction)) for _ in range(count - 2)]
    rng.shuffle(turns)
    return turns


@dataclass
class Challenge:
    """Where a session stands. `step` counts completed steps: the neutral capture, then each turn."""

    turns: list[Direction]
    phase: Phase = Phase.NEUTRAL
    completed_turns: int = 0
    held: int = 0  # consecutive frames meeting the current phase's goal

    @property
    def steps(self) -> int:
        return 1 + len(self.turns)

    @property
    def step(self) -> int:
        if self.phase is Phase.NEUTRAL:
            return 0
        return 1 + self.completed_turns

    @property
    def direction(self) -> Direction:
        """The turn asked for (TURN) or just made (RETURN); there is none in the other phases."""
        if self.phase not in (Phase.TURN, Phase.RETURN):
            raise ValueError(f"no turn in the {self.phase.value} phase")
        return self.turns[self.completed_turns]

    def prompt(self) -> Guidance | None:
        if self.phase is Phase.TURN:
            return self.direction.prompt
        if self.phase is Phase.RETURN:
            return Guidance.LOOK_STRAIGHT
        return None

    def begin_turns(self) -> None:
        self._enter(Phase.TURN)

    def turn_done(self) -> None:
        self._enter(Phase.RETURN)

    def return_done(self) -> None:
        self.completed_turns += 1
        self._enter(Phase.PASSED if self.completed_turns == len(self.turns) else Phase.TURN)

    def _enter(self, phase: Phase) -> None:
        # A new prompt starts from zero: movement before it does not count.
        self.phase, self.held = phase, 0
