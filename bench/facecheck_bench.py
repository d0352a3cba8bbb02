"""Server cost of the face-check socket: time per 640x480 JPEG frame (STOMP parse, decode, liveness, answer), median
and p99, and how many concurrent sessions one core sustains at the portal's 3.3 frames per second.

Synthetic people (liveness.synthetic) go through whole sessions, following the prompts the engine answers, so the
frames are what a session really sees: finding the face, the neutral pose, turns and the checks that go with them.
Rendering a frame is the camera's work and is not timed. CPU time is measured besides wall time because this machine
may be shared: sessions per core rest on CPU time (the process's, as MediaPipe may use threads of its own). The goal
is 40 sessions per core, about 7.5 ms of CPU per frame on average.

Where it goes (2026-11, this 2-core machine with a load of 11-15, CPU ms per frame): MediaPipe's face mesh 5.0 (one
thread, XNNPACK; a frame half the size saves under 0.2 and moves landmarks by 2 pixels), the 3-D check 2.5 (about 20
a check, twice a session), decoding with its checks 1.0 (libjpeg alone 0.8; the portal already sends 640x480, the
smallest frame allowed), quality gates 0.6, the same-person descriptor 0.2, the rest (STOMP, JSON, grey, poses) 0.6.
Tracking the face between frames cut MediaPipe by a fifth but the whole frame by less than the noise, and a second
face would be seen only every few frames: not taken.

The figures follow the processor. On an idle 2017 EPYC (Zen, 2 GHz) a frame costs 22.3 ms (13.5 sessions per core):
MediaPipe's face mesh 11.6 of it, of which its face detector 5.4 whatever the frame's size and the landmark model
5.6 (the same model run by OpenCV's DNN module costs the same), decoding 1.9, the 3-D check 3.6. There the landmark
model and decoding alone exceed 7.5 ms, so 40 sessions per core would need a lighter model or a faster processor.

Run: uv run python bench/facecheck_bench.py [--sessions 16]
"""

import argparse
import base64
import json
import os
import random
import statistics
import time

from benchkit import percentile

# Rendering's large matrix products leave OpenBLAS's worker thread spinning for a while after them, well into the
# timed frame, where the process's CPU time counts it: about half of what was measured as the frame's cost. The
# engine's own matrices are too small for BLAS to split, so one BLAS thread changes nothing in what it costs.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

# After the setting: numpy reads it once, when it loads.
from liveness import FaceCheckSession, LivenessConfig, decode_frame, encode_jpeg, stomp  # noqa: E402
from liveness.synthetic.portraits import head  # noqa: E402
from liveness.synthetic.scenes import Subject  # noqa: E402

FRAMES_PER_SECOND = 1000 / 300  # the portal sends a frame every 300 ms
MAX_FRAMES = 40
GOAL_SESSIONS = 40  # per core


def _answer(session: FaceCheckSession, message: str) -> tuple[str, list[int], bool]:
    """What the server does with one SEND: parse, decode, judge, answer."""
    [frame] = stomp.parse(message)
    result = session.process(decode_frame(frame.body))
    body = json.dumps(result.as_stats(), separators=(",", ":"))
    headers = {"destination": "/user/queue/face", "message-id": "1", "content-type": "application/json"}
    return stomp.serialise(stomp.Frame("MESSAGE", headers, body)), result.errors, result.passed


def run(sessions: int, seed: int) -> tuple[list[float], list[float], int]:
    rng = random.Random(seed)
    wall, cpu, passed = [], [], 0
    for number in range(sessions):
        person = Subject(head(("astronaut", "hopper")[number % 2]), rng)
        session = FaceCheckSession(LivenessConfig(), rng=rng)
        for _ in range(MAX_FRAMES):
            jpeg = encode_jpeg(person.frame(), quality=60)
            message = stomp.serialise(
                stomp.Frame("SEND", {"destination": "/app/frame"}, base64.b64encode(jpeg).decode())
            )
            started_wall, started_cpu = time.perf_counter(), time.process_time()
            _, errors, done = _answer(session, message)
            wall.append(time.perf_counter() - started_wall)
            cpu.append(time.process_time() - started_cpu)
            if done:
                passed += 1
                break
            person.follow(errors)
        session.close()
    return wall, cpu, passed


def _figures(samples: list[float]) -> str:
    """Mean, median and p99 in milliseconds, as table columns."""
    ms = [sample * 1000 for sample in samples]
    return f"{statistics.fmean(ms):>9.1f}{statistics.median(ms):>9.1f}{percentile(ms, 0.99):>9.1f}"


def _print(wall: list[float], cpu: list[float], sessions: int, passed: int) -> None:
    per_core = 1 / (statistics.fmean(cpu) * FRAMES_PER_SECOND)
    met = "yes" if per_core >= GOAL_SESSIONS else "no"
    header = f"{'measure':<10}{'mean ms':>9}{'p50 ms':>9}{'p99 ms':>9}{'sessions/core':>15}{'goal':>8}{'met':>5}"
    print(f"Face-check frames: {len(cpu)} of {sessions} sessions ({passed} passed), 640x480 JPEG q60")
    print(header)
    print("-" * len(header))
    print(f"{'cpu':<10}{_figures(cpu)}{per_core:>15.1f}{f'>= {GOAL_SESSIONS}':>8}{met:>5}")
    print(f"{'wall':<10}{_figures(wall)}")
    print(f"(sessions per core at {FRAMES_PER_SECOND:.1f} frames/s from the mean process CPU time per frame:")
    print(" STOMP parsing, decoding, the liveness engine and the answer; not the WebSocket)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=16)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    run(1, args.seed + 1)  # warm-up: MediaPipe graphs and the portraits' 3-D heads
    wall, cpu, passed = run(args.sessions, args.seed)
    _print(wall, cpu, args.sessions, passed)


if __name__ == "__main__":
    main()
