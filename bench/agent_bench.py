"""Camera agent: time per checked frame and CPU share of a running face check at 3.3 frames per second.

A face check as the agent runs it: the camera thread reads a looped synthetic bona fide clip (640x480 at 10 fps,
the sandbox face turning left and right), a frame is checked every 300 ms by the liveness engine, and the MJPEG
preview is encoded at 10 frames per second. A session that passes is followed by a new one, as at a kiosk.
The time to read an ID card (BAC + DG1 + DG2) is measured by bench/card_bench.py.

    uv run python bench/agent_bench.py [--seconds 60]
"""

import argparse
import statistics
import tempfile
import threading
import time
from pathlib import Path

from camera_agent.config import CameraConfig, FaceCheckConfig
from camera_agent.service.camera import Camera
from camera_agent.service.liveness_run import LivenessRun
from liveness import encode_jpeg
from liveness.synthetic.portraits import head
from liveness.synthetic.video import sequence, write_y4m


def _preview(camera: Camera, settings: FaceCheckConfig, stop: threading.Event) -> None:
    shown = -1
    while not stop.wait(1 / settings.preview_fps):
        frame = camera.latest()
        if frame is not None and frame.number != shown:
            shown = frame.number
            encode_jpeg(frame.image, settings.preview_jpeg_quality)


def measure(video: Path, seconds: float) -> dict:
    settings = FaceCheckConfig()
    camera = Camera(CameraConfig(video_file=video))
    camera.acquire()
    camera.wait_frame(0, 10)
    run = LivenessRun(camera, lost_after_seconds=10)
    run.next_step(1.0)  # the face mesh graph is created on first use: not part of the steady state
    stop = threading.Event()
    preview = threading.Thread(target=_preview, args=(camera, settings, stop), daemon=True)
    preview.start()
    per_frame, passes = [], 0
    interval = settings.frame_interval_ms / 1000
    wall_start, cpu_start = time.monotonic(), time.process_time()
    while time.monotonic() - wall_start < seconds:
        started = time.monotonic()
        frame = camera.wait_frame(run._last_number, 1.0)
        if frame is not None:
            run._last_number = frame.number
            checked = time.perf_counter()
            result = run.session.process(frame.image)
            per_frame.append(time.perf_counter() - checked)
            if result.passed:
                passes += 1
                run.close()
                run = LivenessRun(camera, lost_after_seconds=10)
        time.sleep(max(0.0, interval - (time.monotonic() - started)))
    wall, cpu = time.monotonic() - wall_start, time.process_time() - cpu_start
    stop.set()
    preview.join()
    camera.release()
    per_frame.sort()
    return {
        "frames": len(per_frame),
        "passes": passes,
        "median_ms": statistics.median(per_frame) * 1000,
        "p99_ms": per_frame[min(len(per_frame) - 1, round(0.99 * (len(per_frame) - 1)))] * 1000,
        "cpu_share": cpu / wall,
        "wall": wall,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        video = Path(folder) / "bona-fide.y4m"
        write_y4m(sequence("bona-fide", head("astronaut"), head("hopper"), fps=10), video, fps=10)
        figures = measure(video, args.seconds)
    rows = [
        ("frames checked (3.3 per second)", f"{figures['frames']} in {figures['wall']:.0f} s"),
        ("sessions passed", f"{figures['passes']}"),
        ("agent time per checked frame, median", f"{figures['median_ms']:.1f} ms"),
        ("agent time per checked frame, p99", f"{figures['p99_ms']:.1f} ms"),
        (
            "CPU share of the agent process (camera + check + preview)",
            f"{figures['cpu_share'] * 100:.1f} % of one core",
        ),
    ]
    width = max(len(name) for name, _ in rows)
    print(f"{'camera agent, face check at 3.3 fps'.ljust(width)} | value")
    print(f"{'-' * width}-|-{'-' * 24}")
    for name, value in rows:
        print(f"{name.ljust(width)} | {value}")


if __name__ == "__main__":
    main()
