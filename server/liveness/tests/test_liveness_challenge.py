"""The challenge: random order, turns held two frames after their prompt, a straight look after each turn."""

import random

import pytest

from liveness import FaceCheckSession, LivenessConfig
from liveness.challenge import Direction
from liveness.codes import Guidance
from liveness.synthetic.render import Pose

STRAIGHT = Pose()
TURNED = {Direction.LEFT: Pose(yaw=38), Direction.RIGHT: Pose(yaw=-38)}


def _session_turning_first(direction: Direction) -> FaceCheckSession:
    for seed in range(100):
        session = FaceCheckSession(rng=random.Random(seed))
        if session.challenge.turns[0] is direction:
            return session
    raise AssertionError("no seed gives that order")


def test_order_is_random_per_session_and_covers_both_turns():
    orders = {tuple(FaceCheckSession(rng=random.Random(seed)).challenge.turns) for seed in range(20)}
    assert orders == {(Direction.LEFT, Direction.RIGHT), (Direction.RIGHT, Direction.LEFT)}


def test_more_turns_still_ask_for_both_directions():
    turns = FaceCheckSession(LivenessConfig(turns=4), rng=random.Random(3)).challenge.turns
    assert len(turns) == 4 and set(turns) == {Direction.LEFT, Direction.RIGHT}


def test_neutral_pose_then_first_prompt(session, hopper, feed):
    first = feed(session, hopper, [STRAIGHT])
    assert (first.challenge_step, first.challenge_of, first.errors) == (0, 3, [])
    prompted = feed(session, hopper, [STRAIGHT, STRAIGHT])
    assert prompted.challenge_step == 1 and prompted.is_ok
    assert prompted.errors == [session.challenge.turns[0].prompt]


@pytest.mark.parametrize("direction", list(Direction))
def test_a_turn_must_hold_for_two_frames(hopper, direction, feed):
    session = _session_turning_first(direction)
    feed(session, hopper, [STRAIGHT] * 3)
    assert feed(session, hopper, [TURNED[direction]]).errors == [direction.prompt]
    assert feed(session, hopper, [TURNED[direction]]).errors == [Guidance.LOOK_STRAIGHT]


def test_a_turn_the_wrong_way_or_too_small_does_not_count(hopper, feed):
    session = _session_turning_first(Direction.LEFT)
    feed(session, hopper, [STRAIGHT] * 3)
    assert feed(session, hopper, [TURNED[Direction.RIGHT]] * 3).errors == [Guidance.TURN_LEFT]
    assert feed(session, hopper, [Pose(yaw=10)] * 3).errors == [Guidance.TURN_LEFT]


def test_movement_before_the_prompt_does_not_count(hopper, feed):
    session = _session_turning_first(Direction.LEFT)
    # Turning before the neutral pose is captured is only told to look ahead.
    early = feed(session, hopper, [TURNED[Direction.LEFT]] * 2)
    assert early.errors == [Guidance.FACE_RIGHT] and early.challenge_step == 0
    feed(session, hopper, [STRAIGHT] * 3)
    feed(session, hopper, [TURNED[Direction.LEFT]] * 2)
    # Turning right while still asked to look straight does not count for the coming right turn.
    waiting = feed(session, hopper, [TURNED[Direction.RIGHT]] * 2)
    assert waiting.errors == [Guidance.LOOK_STRAIGHT] and waiting.challenge_step == 1
    prompted = feed(session, hopper, [STRAIGHT] * 2)
    assert prompted.errors == [Guidance.TURN_RIGHT] and prompted.challenge_step == 2
    assert feed(session, hopper, [TURNED[Direction.RIGHT]]).errors == [Guidance.TURN_RIGHT]
    assert feed(session, hopper, [TURNED[Direction.RIGHT]]).errors == [Guidance.LOOK_STRAIGHT]


def test_whole_challenge_passes_with_clean_frames(hopper, feed):
    session = _session_turning_first(Direction.RIGHT)
    feed(session, hopper, [STRAIGHT] * 3 + [TURNED[Direction.RIGHT]] * 2 + [STRAIGHT] * 2)
    feed(session, hopper, [TURNED[Direction.LEFT]] * 2)
    result = feed(session, hopper, [STRAIGHT] * 2)
    assert result.passed and session.passed
    assert (result.challenge_step, result.challenge_of, result.errors, result.is_ok) == (3, 3, [], True)


def test_a_quality_problem_breaks_a_hold(hopper, feed):
    session = _session_turning_first(Direction.LEFT)
    feed(session, hopper, [STRAIGHT] * 3)
    feed(session, hopper, [TURNED[Direction.LEFT]])
    assert feed(session, hopper, [Pose(yaw=38, face_width=95)]).errors == [Guidance.CLOSER, Guidance.TURN_LEFT]
    assert feed(session, hopper, [TURNED[Direction.LEFT]]).errors == [Guidance.TURN_LEFT]


def test_stats_body_matches_the_contract(session, hopper, feed):
    stats = feed(session, hopper, [STRAIGHT]).as_stats()
    assert stats["type"] == "STATS" and stats["isOk"] is True and stats["errors"] == []
    assert set(stats["details"]["faceFramePosition"]["faceRect"]) == {"x", "y", "width", "height"}
    assert stats["challenge"] == {"step": 0, "of": 3}
