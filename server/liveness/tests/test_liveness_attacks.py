"""Bona fide sessions pass; every attack kind is refused (docs/contracts/face-check.md#liveness)."""

import random

import cv2
import numpy as np
import pytest

from liveness import FaceCheckSession, LivenessConfig
from liveness.challenge import Direction, Phase
from liveness.codes import Guidance
from liveness.depth_check import NeutralView, planar_agreement
from liveness.landmarks import default_pool
from liveness.synthetic import scenes
from liveness.synthetic.render import Pose
from liveness.synthetic.scenes import tilt_picture

# A photo of Hopper tilted 65 degrees at a 600-pixel focal length reads as a 25-degree turn to the face mesh.
FLAT_TURN = dict(angle=65.0, focal=600.0, axis=(320.0, 240.0))


@pytest.mark.parametrize(("portrait", "seed"), [("astronaut", 1), ("hopper", 2), ("astronaut", 3)])
def test_bona_fide_subject_passes(request, portrait, seed):
    rng = random.Random(seed)
    session = FaceCheckSession(rng=random.Random(seed))
    results = scenes.run_session(scenes.Subject(request.getfixturevalue(portrait), rng), session, 30)
    assert results[-1].passed
    best = cv2.imdecode(np.frombuffer(session.best_shot_jpeg(), np.uint8), cv2.IMREAD_COLOR)
    assert len(default_pool().faces(best)) == 1


@pytest.mark.parametrize(
    ("attack", "portrait", "expected_code"),
    [
        ("still", "hopper", None),
        ("flat", "hopper", None),
        ("swap", "astronaut", None),
        ("two", "hopper", Guidance.ONE_FACE_ONLY),
        ("dark", "astronaut", Guidance.MORE_LIGHT),
        ("blurred", "hopper", Guidance.BLURRED),
    ],
)
def test_attack_is_refused(astronaut, hopper, attack, portrait, expected_code):
    rng = random.Random(11)
    head, other = (astronaut, hopper) if portrait == "astronaut" else (hopper, astronaut)
    scene = {
        "still": lambda: scenes.StillPhoto(head, rng),
        "flat": lambda: scenes.FlatTilt(head, rng),
        "swap": lambda: scenes.Swap(head, other, rng),
        "two": lambda: scenes.TwoFaces(head, other, rng),
        "dark": lambda: scenes.Dark(head, rng),
        "blurred": lambda: scenes.Blurred(head, rng),
    }[attack]()
    session = FaceCheckSession(rng=random.Random(5))
    results = scenes.run_session(scene, session, 30)
    assert not any(result.passed for result in results)
    if expected_code is not None:
        assert all(expected_code in result.errors for result in results)
    if attack == "swap":
        assert session.restarts >= 1


def test_flat_tilt_moves_by_one_homography_but_a_head_does_not(hopper):
    picture = hopper.render(Pose())
    neutral = NeutralView(cv2.cvtColor(picture, cv2.COLOR_BGR2GRAY), default_pool().faces(picture)[0])
    threshold = LivenessConfig().flat_agreement
    tilted = tilt_picture(picture, **FLAT_TURN)
    turned = hopper.render(Pose(yaw=38))
    for frame, flat in ((tilted, True), (turned, False)):
        landmarks = default_pool().faces(frame)[0]
        gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
        agreement = planar_agreement(neutral, gray, landmarks)
        assert (agreement >= threshold) is flat
        # Stopping at the first start that proves flatness gives the same verdict.
        assert (planar_agreement(neutral, gray, landmarks, flat_at=threshold) >= threshold) is flat


def test_session_refuses_a_tilted_photo_that_reads_as_a_turn(hopper, feed):
    session = next(
        s
        for s in (FaceCheckSession(rng=random.Random(seed)) for seed in range(50))
        if s.challenge.turns[0] is Direction.LEFT
    )
    feed(session, hopper, [Pose()] * 3)
    tilted = tilt_picture(hopper.render(Pose()), **FLAT_TURN)
    for _ in range(4):
        result = session.process(tilted)
    assert session.flat_refusals >= 1
    assert session.challenge.phase is Phase.TURN and result.errors == [Guidance.TURN_LEFT]


def test_another_face_mid_session_restarts_the_challenge(astronaut, hopper, session, feed):
    feed(session, astronaut, [Pose()] * 3)
    assert session.challenge.step == 1
    first_order = list(session.challenge.turns)
    feed(session, hopper, [Pose()] * 2)
    assert session.restarts == 1 and session.challenge.step == 0
    assert session.best_shot_jpeg() is not None  # the new person's frame, not the old one's
    feed(session, hopper, [Pose()] * 2)
    assert session.challenge.step == 1 and len(session.challenge.turns) == len(first_order)


def test_best_shot_is_the_sharpest_frontal_frame(hopper, session, feed):
    soft = cv2.GaussianBlur(hopper.render(Pose()), (0, 0), 1.2)
    for _ in range(3):
        session.process(soft)
    soft_shot = session.best_shot_jpeg()
    direction = session.challenge.turns[0]
    feed(session, hopper, [Pose(yaw=38 * direction.sign)] * 2)  # sharp but turned: not a best shot
    assert session.best_shot_jpeg() == soft_shot
    feed(session, hopper, [Pose()])  # sharp and straight
    sharp_shot = session.best_shot_jpeg()
    assert _sharpness(sharp_shot) > 2 * _sharpness(soft_shot)


def _sharpness(jpeg: bytes) -> float:
    image = cv2.imdecode(np.frombuffer(jpeg, np.uint8), cv2.IMREAD_GRAYSCALE)
    return float(cv2.Laplacian(image, cv2.CV_64F).var())
