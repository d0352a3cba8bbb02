"""The renderer's scripted clips: Y4M for a fake camera, looping so any challenge order passes."""

import random

import numpy as np
import pytest

from liveness import FaceCheckSession
from liveness.challenge import Direction
from liveness.synthetic.__main__ import main
from liveness.synthetic.video import read_y4m, sequence, write_y4m

PORTAL_STRIDE = 3  # the portal samples every 300 ms; the clips run at 10 frames per second


def _sampled(frames: list[np.ndarray], session: FaceCheckSession, start: int, count: int) -> bool:
    for index in range(start, start + count * PORTAL_STRIDE, PORTAL_STRIDE):
        if session.process(frames[index % len(frames)]).passed:
            return True
    return False


@pytest.fixture(scope="module")
def bona_fide_clip(tmp_path_factory, astronaut, hopper) -> list[np.ndarray]:
    path = tmp_path_factory.mktemp("clips") / "bona-fide.y4m"
    write_y4m(sequence("bona-fide", astronaut, hopper, fps=10), path, 10)
    return list(read_y4m(path))


def test_y4m_round_trip(tmp_path):
    frames = [np.full((480, 640, 3), value, np.uint8) for value in (40, 200)]
    assert write_y4m(frames, tmp_path / "grey.y4m", 10) == 2
    assert (tmp_path / "grey.y4m").read_bytes().startswith(b"YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\n")
    back = list(read_y4m(tmp_path / "grey.y4m"))
    assert [frame.shape for frame in back] == [(480, 640, 3)] * 2
    assert abs(int(back[1].mean()) - 200) <= 2


@pytest.mark.parametrize("first", list(Direction))
def test_looped_bona_fide_clip_passes_either_order(bona_fide_clip, first):
    session = next(
        s for s in (FaceCheckSession(rng=random.Random(seed)) for seed in range(50)) if s.challenge.turns[0] is first
    )
    assert _sampled(bona_fide_clip, session, start=5, count=60)


@pytest.mark.parametrize("kind", ["flat-tilt", "swap"])
def test_attack_clips_never_pass(astronaut, hopper, kind):
    frames = list(sequence(kind, hopper, astronaut, fps=10))
    session = FaceCheckSession(rng=random.Random(1))
    assert not _sampled(frames, session, start=0, count=2 * len(frames) // PORTAL_STRIDE)


def test_cli_writes_a_640x480_clip(tmp_path, capsys):
    out = tmp_path / "still.y4m"
    main(["--portrait", "hopper", "--sequence", "still", "--fps", "2", "--out", str(out)])
    frames = list(read_y4m(out))
    assert len(frames) == 9 and frames[0].shape == (480, 640, 3)
    assert "wrote 9 frames" in capsys.readouterr().out
