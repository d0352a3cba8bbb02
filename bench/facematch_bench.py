"""The 1:1 face match of /api/auth: false match and false non-match rates of dlib's descriptor distance at several
thresholds, how many pairs each rests on, and the time of one match.

Only faces available offline can be used, and that is few:
- genuine pairs: each sandbox registry photo (astronaut, hopper) against best-shot-like frames re-rendered from the
  same portrait under real 3-D head turns (liveness.synthetic), with varied scale, exposure, light gradient, sensor
  noise, blur and JPEG quality. Every genuine pair comes from ONE source photo per person, so genuine distances are
  optimistic: real pairs (another day, camera, age, hair) are farther apart.
- impostor pairs: the two people against each other, and both against the 100 face crops of scikit-image's
  `lfw_subset` (25x25 pixels, upscaled; different people from these two). Low-resolution impostors make the false
  match figure pessimistic rather than optimistic, but 2 x 100 identities are far too few for a rate near 1e-4.
  LFW crops are not compared with each other: the subset may hold the same person twice.
The figures show where the threshold sits between these distributions; they are no substitute for an evaluation on
a real, consented data set of the population served.

Run: uv run python bench/facematch_bench.py [--per-person 40]
"""

import argparse
import random
import statistics
import time
from pathlib import Path

import cv2
import dlib
import numpy as np
from benchkit import percentile

from liveness import encode_jpeg
from liveness.synthetic.portraits import head
from liveness.synthetic.render import Pose
from liveness.synthetic.scenes import Camera
from notary.core.settings import get_settings
from notary.identity import facematch

PHOTOS = Path(__file__).resolve().parents[1] / "server" / "notary" / "sandbox" / "photos"
PEOPLE = ("astronaut", "hopper")
THRESHOLDS = (0.35, 0.4, 0.45, 0.5, 0.55, 0.6)


def best_shots(name: str, count: int, rng: random.Random) -> list[bytes]:
    """Frames the way a face check's best shot would come: near-frontal, varied camera and light."""
    portrait = head(name)
    shots = []
    for _ in range(count):
        camera = Camera(
            face_width=rng.uniform(130, 250),
            centre=(rng.uniform(280, 360), rng.uniform(210, 270)),
            gain=rng.uniform(0.75, 1.2),
            light_slope=rng.uniform(-40, 40),
            noise=rng.uniform(1.0, 6.0),
            jpeg_quality=rng.choice([40, 60, 80]),
        )
        pose = Pose(
            yaw=rng.uniform(-15, 15),
            pitch=rng.uniform(-10, 10),
            roll=rng.uniform(-8, 8),
            face_width=camera.face_width,
            centre=camera.centre,
        )
        frame = portrait.render(pose)
        if rng.random() < 0.3:
            frame = cv2.GaussianBlur(frame, (0, 0), rng.uniform(0.8, 1.8))
        shots.append(encode_jpeg(camera.expose(frame, rng), quality=90))
    return shots


def lfw_descriptors() -> np.ndarray:
    """The 100 face crops of lfw_subset: too small for the detector, so the whole crop is the face box."""
    from skimage.data import lfw_subset

    models = facematch._models()
    descriptors = []
    for crop in lfw_subset()[:100]:
        grey = cv2.resize((crop * 255).astype(np.uint8), (150, 150), interpolation=cv2.INTER_CUBIC)
        rgb = np.ascontiguousarray(cv2.cvtColor(grey, cv2.COLOR_GRAY2RGB))
        shape = models.shape_predictor(rgb, dlib.rectangle(0, 0, 149, 149))
        descriptors.append(np.asarray(models.encoder.compute_face_descriptor(rgb, shape)))
    return np.array(descriptors)


def _pairwise(first: np.ndarray, second: np.ndarray) -> np.ndarray:
    return np.linalg.norm(first[:, None, :] - second[None, :, :], axis=2).ravel()


def _within(descriptors: np.ndarray) -> np.ndarray:
    """Distances of every unordered pair inside one set."""
    full = np.linalg.norm(descriptors[:, None, :] - descriptors[None, :, :], axis=2)
    return full[np.triu_indices(len(descriptors), 1)]


def _timed_descriptors(shots: list[bytes], timings: list[float]) -> np.ndarray:
    descriptors = []
    for shot in shots:
        started = time.perf_counter()
        descriptors.append(facematch.descriptor(shot))
        timings.append(time.perf_counter() - started)
    return np.array(descriptors)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-person", type=int, default=40, help="rendered best shots per person")
    args = parser.parse_args()
    rng = random.Random(20261122)
    facematch._models()  # loading is not part of a match
    registry = {name: facematch.descriptor((PHOTOS / f"{name}.jpg").read_bytes()) for name in PEOPLE}
    timings: list[float] = []
    probes = {name: _timed_descriptors(best_shots(name, args.per_person, rng), timings) for name in PEOPLE}
    lfw = lfw_descriptors()

    genuine = np.concatenate([_pairwise(probes[name], registry[name][None]) for name in PEOPLE])
    genuine_probe_pairs = np.concatenate([_within(probes[name]) for name in PEOPLE])
    a, b = PEOPLE
    impostor_sets = {
        f"{a} shots vs {b} registry photo and back": np.concatenate(
            [_pairwise(probes[a], registry[b][None]), _pairwise(probes[b], registry[a][None])]
        ),
        f"{a} shots vs {b} shots": _pairwise(probes[a], probes[b]),
        "shots and registry photos vs 100 LFW faces": np.concatenate(
            [_pairwise(probes[a], lfw), _pairwise(probes[b], lfw), _pairwise(np.array(list(registry.values())), lfw)]
        ),
    }
    impostors = np.concatenate(list(impostor_sets.values()))

    print(f"Distances (dlib ResNet descriptor, 5-point alignment), {args.per_person} rendered shots per person")
    print(f"{'pairs':<48} {'count':>6} {'min':>6} {'median':>7} {'max':>6}")
    rows = {"genuine: shot vs own registry photo": genuine, "genuine: shot vs shot, same person": genuine_probe_pairs}
    for label, values in {**rows, **{f"impostor: {k}": v for k, v in impostor_sets.items()}}.items():
        print(f"{label[:48]:<48} {len(values):>6} {values.min():>6.3f} {np.median(values):>7.3f} {values.max():>6.3f}")

    print(
        f"\nRates at each threshold ({len(genuine)} genuine pairs vs registry photo; {len(impostors)} impostor pairs)"
    )
    print(f"{'threshold':>9} {'false non-match':>16} {'false match':>12} {'false matches':>14}")
    for threshold in THRESHOLDS:
        fnmr = float(np.mean(genuine > threshold))
        false_matches = int(np.sum(impostors <= threshold))
        print(f"{threshold:>9.2f} {fnmr:>16.2%} {false_matches / len(impostors):>12.3%} {false_matches:>14}")
    configured = get_settings().identity.match_threshold
    print(
        f"configured ([identity] match_threshold = {configured}): false non-match "
        f"{np.mean(genuine > configured):.2%}, false match {np.mean(impostors <= configured):.3%}"
    )
    margin_low, margin_high = float(genuine.max()), float(impostors.min())
    print(f"\nlargest genuine distance {margin_low:.3f}; smallest impostor distance {margin_high:.3f}")
    print(
        "With zero observed false matches, the 95% upper bound of the false match rate is about "
        f"{3 / len(impostors):.2%} (rule of three), and the pairs are far from independent (few identities)."
    )

    print(
        f"\nTime of one 1:1 match (640x480 best shot: detect, align, describe; registry photo cached), n={len(timings)}"
    )
    print(f"{'median ms':>10} {'p99 ms':>8}")
    print(f"{statistics.median(timings) * 1000:>10.1f} {percentile(timings, 0.99) * 1000:>8.1f}")


if __name__ == "__main__":
    main()
