import random

import pytest

from liveness import FaceCheckSession
from liveness.synthetic.portraits import head
from liveness.synthetic.render import Head, Pose


@pytest.fixture(scope="session")
def astronaut() -> Head:
    return head("astronaut")


@pytest.fixture(scope="session")
def hopper() -> Head:
    return head("hopper")


@pytest.fixture
def session() -> FaceCheckSession:
    return FaceCheckSession(rng=random.Random(7))


def _feed(session: FaceCheckSession, head: Head, poses: list[Pose]):
    result = None
    for pose in poses:
        result = session.process(head.render(pose))
    return result


@pytest.fixture
def feed():
    """feed(session, head, poses): process one clean render per pose; the last result."""
    return _feed
