"""Liveness engine benchmark: error rates on a synthetic corpus, and the server's cost per frame.

    uv run python bench/liveness_bench.py [--sessions 20] [--max-frames 30] [--workers 2]

Corpus: per kind, `--sessions` sessions alternating the two demo portraits, each with its own random challenge
order, framing (face 150-250 px wide, off-centre), exposure, light gradient and sensor noise; every frame goes
over the wire as a quality-60 JPEG, as the portal sends it. A simulated subject reacts to each prompt.
APCER: share of attack sessions that passed. BPCER: share of bona fide sessions that did not pass within
`--max-frames` frames (30 frames are 9 s at the portal's 300 ms; the server allows 123 s).
Cost: decode + process of a 640x480 JPEG, replaying recorded bona fide sessions in one process.
"""

import argparse
import base64
import random
import resource
import statistics
import time
from multiprocessing import Pool

import cv2

from liveness import FaceCheckSession, decode_frame
from liveness.synthetic import scenes
from liveness.synthetic.portraits import PORTRAITS, head

KINDS = {
    "bona fide": lambda h, o, rng: scenes.Subject(h, rng),
    "still photo": lambda h, o, rng: scenes.StillPhoto(h, rng),
    "flat photo tilted": lambda h, o, rng: scenes.FlatTilt(h, rng),
    "photo swapped": lambda h, o, rng: scenes.Swap(h, o, rng),
    "two faces": lambda h, o, rng: scenes.TwoFaces(h, o, rng),
    "too dark": lambda h, o, rng: scenes.Dark(h, rng),
    "blurred": lambda h, o, rng: scenes.Blurred(h, rng),
}
FRAMES_PER_SECOND = 1000 / 300  # the portal's frame interval


def wire_body(image) -> str:
    ok, data = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, 60])
    return base64.b64encode(data.tobytes()).decode()


def run_one(spec: tuple[str, int, int]) -> dict:
    kind, index, max_frames = spec
    rng = random.Random(f"{kind}-{index}")
    name, other = PORTRAITS[index % 2], PORTRAITS[(index + 1) % 2]
    scene = KINDS[kind](head(name), head(other), rng)
    session = FaceCheckSession(rng=random.Random(rng.getrandbits(32)))
    frames = passed = 0
    while frames < max_frames and not passed:
        result = session.process(decode_frame(wire_body(scene.frame())))
        frames, passed = frames + 1, result.passed
        scene.follow(result.errors)
    return {
        "kind": kind,
        "passed": passed,
        "frames": frames,
        "flat": session.flat_refusals,
        "restarts": session.restarts,
    }


def accuracy(sessions: int, max_frames: int, workers: int) -> list[dict]:
    specs = [(kind, index, max_frames) for kind in KINDS for index in range(sessions)]
    with Pool(workers) as pool:
        return pool.map(run_one, specs, chunksize=1)


def record_bona_fide(count: int) -> list[list[str]]:
    """Frame bodies of bona fide sessions, recorded so that replaying them takes the same path."""
    recordings = []
    for index in range(count):
        rng = random.Random(f"cost-{index}")
        scene = scenes.Subject(head(PORTRAITS[index % 2]), rng)
        session = FaceCheckSession(rng=random.Random(index))
        bodies: list[str] = []
        while len(bodies) < 40:
            bodies.append(wire_body(scene.frame()))
            result = session.process(decode_frame(bodies[-1]))
            if result.passed:
                break
            scene.follow(result.errors)
        recordings.append(bodies)
    return recordings


def cost(recordings: list[list[str]]) -> tuple[list[float], list[float]]:
    wall, cpu = [], []
    for index, bodies in enumerate(recordings):
        session = FaceCheckSession(rng=random.Random(index))
        for body in bodies:
            started_wall, started_cpu = time.perf_counter(), time.process_time()
            session.process(decode_frame(body))
            wall.append((time.perf_counter() - started_wall) * 1000)
            cpu.append((time.process_time() - started_cpu) * 1000)
    return wall, cpu


def session_memory(recordings: list[list[str]], count: int = 50) -> float:
    """Resident memory added per session that holds its neutral view and a best shot (MiB)."""
    frames = [decode_frame(body) for body in recordings[0][:3]]
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    sessions = [FaceCheckSession(rng=random.Random(i)) for i in range(count)]
    for session in sessions:
        for frame in frames:
            session.process(frame)
    grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    return grown / 1024 / count


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=20, help="sessions per kind")
    parser.add_argument("--max-frames", type=int, default=30)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--cost-sessions", type=int, default=6)
    args = parser.parse_args()

    started = time.perf_counter()
    outcomes = accuracy(args.sessions, args.max_frames, args.workers)
    print(f"Liveness error rates ({args.sessions} sessions per kind, at most {args.max_frames} frames each)\n")
    print(f"| {'kind':<18} | sessions | passed | rate | {'metric':<6} | mean frames | flat refusals | restarts |")
    print(f"|{'-' * 20}|----------|--------|------|--------|-------------|---------------|----------|")
    for kind in KINDS:
        rows = [o for o in outcomes if o["kind"] == kind]
        passed = sum(o["passed"] for o in rows)
        bona_fide = kind == "bona fide"
        rate = (len(rows) - passed) / len(rows) if bona_fide else passed / len(rows)
        print(
            f"| {kind:<18} | {len(rows):>8} | {passed:>6} | {rate:>4.0%} | {'BPCER' if bona_fide else 'APCER':<6} "
            f"| {statistics.mean(o['frames'] for o in rows):>11.1f} | {sum(o['flat'] for o in rows):>13} "
            f"| {sum(o['restarts'] for o in rows):>8} |"
        )

    recordings = record_bona_fide(args.cost_sessions)
    cost(recordings[:1])  # warm the face-mesh graph and caches
    wall, cpu = cost(recordings)
    per_session = session_memory(recordings)
    mean_cpu = statistics.mean(cpu)
    print(
        f"\nServer cost per 640x480 JPEG frame (decode + process; {len(wall)} frames of {len(recordings)} "
        "bona fide sessions, including the 3-D checks)\n"
    )
    print("| measure | median | p99 | mean |")
    print("|---------|--------|-----|------|")
    print(f"| wall ms | {statistics.median(wall):.1f} | {percentile(wall, 0.99):.1f} | {statistics.mean(wall):.1f} |")
    print(f"| CPU ms (all threads) | {statistics.median(cpu):.1f} | {percentile(cpu, 0.99):.1f} | {mean_cpu:.1f} |")
    print(
        f"\nSessions one core sustains at {FRAMES_PER_SECOND:.1f} frames/s: about "
        f"{1000 / (mean_cpu * FRAMES_PER_SECOND):.0f} (1000 ms / mean CPU ms per frame / frames per second)"
    )
    print(
        f"Memory per session holding its neutral view and best shot: {per_session:.2f} MiB; "
        f"process peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB"
    )
    print(f"\n(benchmark took {time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
