"""The recording of a call, made after it ends from what the media server recorded: each participant's audio and
video arrive as .mjr files (RTP as received, one file per track and per join), converted with janus-pp-rec and mixed
by ffmpeg into one WebM (VP8 + Opus): a grid with every participant's picture, black while one is absent, and all
voices mixed, each track placed at its real time from the call's start. The gaps (a participant absent for a while)
go with it, so a notary's review sees who was missing when.

Every tool runs with a time limit proportional to the call and few threads, so processing a long call neither hangs
nor starves the API; scratch files live in a temporary folder, and the output appears whole or not at all."""

import hashlib
import json
import math
import os
import re
import resource
import subprocess
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

TILE = (480, 360)
FPS = 15
# Absences shorter than this are network hiccups, not gaps.
MIN_GAP = timedelta(seconds=2)
# Janus names a track videoroom-<room>-user-<feed>-<microseconds>-<audio|video>[-<stream index>].mjr.
TRACK_NAME = re.compile(r"^videoroom-.+-user-(?P<feed>\d+)-\d+-(?:audio|video)(?:-\d+)?\.mjr$")
# An .mjr holding only its magic: the participant's track never received a packet.
EMPTY_MJR = len(b"MJR00002")
EXTENSIONS = {"opus": "opus", "vp8": "webm", "vp9": "webm", "h264": "mkv"}


class RecordingFailed(Exception):
    """The call's recording could not be made; the message says which step failed and why."""


@dataclass(frozen=True)
class Gap:
    """A participant absent from the call for a while (UTC, aware)."""

    feed_id: int
    starts: datetime
    ends: datetime


@dataclass(frozen=True)
class Mixed:
    path: Path
    sha256: str
    seconds: float
    gaps: tuple[Gap, ...]


@dataclass(frozen=True)
class Track:
    """One .mjr file: a participant's audio or video from one join, converted to a playable file."""

    feed_id: int
    video: bool
    starts: datetime
    seconds: float
    media: Path

    @property
    def ends(self) -> datetime:
        return self.starts + timedelta(seconds=self.seconds)


def process(room_dir: Path, out_file: Path, call_started: datetime, call_ended: datetime) -> Mixed:
    """Mix the room's recordings into `out_file` (a WebM as long as the call) and list the participants' gaps."""
    length = (call_ended - call_started).total_seconds()
    if length <= 0:
        raise RecordingFailed(f"the call ended ({call_ended}) before it started ({call_started})")
    try:
        with tempfile.TemporaryDirectory(prefix="recording-") as scratch:
            tracks = [_convert(source, Path(scratch), length) for source in _sources(room_dir)]
            tracks = [track for track in tracks if track.starts < call_ended and track.ends > call_started]
            if not tracks:
                raise RecordingFailed(f"no recorded track in {room_dir} falls within the call")
            seconds, digest = _publish(tracks, call_started, length, out_file)
    except OSError as error:
        raise RecordingFailed(f"{room_dir}: {error}") from error
    return Mixed(out_file, digest, seconds, gaps(tracks, call_started, call_ended))


def gaps(tracks: Iterable[Track], call_started: datetime, call_ended: datetime) -> tuple[Gap, ...]:
    """Per participant, the stretches longer than MIN_GAP between its first appearance and the call's end that none of
    its tracks covers; waiting to join is not a gap."""
    spans: dict[int, list[tuple[datetime, datetime]]] = {}
    for track in tracks:
        spans.setdefault(track.feed_id, []).append((max(track.starts, call_started), min(track.ends, call_ended)))
    found: list[Gap] = []
    for feed_id, covered in sorted(spans.items()):
        covered.sort()
        reached = covered[0][0]
        for starts, ends in [*covered, (call_ended, call_ended)]:
            if starts - reached > MIN_GAP:
                found.append(Gap(feed_id, reached, starts))
            reached = max(reached, ends)
    return tuple(found)


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        while chunk := file.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def _sources(room_dir: Path) -> list[tuple[int, Path]]:
    if not room_dir.is_dir():
        raise RecordingFailed(f"no recordings folder {room_dir}")
    found = [
        (int(match["feed"]), path)
        for path in sorted(room_dir.iterdir())
        if (match := TRACK_NAME.match(path.name)) and path.stat().st_size > EMPTY_MJR
    ]
    if not found:
        raise RecordingFailed(f"no recorded tracks in {room_dir}")
    return found


def _convert(source: tuple[int, Path], scratch: Path, length: float) -> Track:
    """Read the .mjr's header (its codec and when its first packet came) and convert it to a file ffmpeg reads."""
    feed_id, mjr = source
    report = _run(["janus-pp-rec", "-d", "3", "-e", str(mjr)], _timeout(length, 0.2), mjr.name)
    try:
        header = json.loads(report.strip().splitlines()[-1])
        first_packet = header.get("u") or header["s"]
        starts = datetime.fromtimestamp(first_packet / 1_000_000, UTC)
        seconds, codec, kind = float(header["extended"]["duration"]), header["c"], header["t"]
        extension = EXTENSIONS[codec]
    except (IndexError, ValueError, KeyError, TypeError, OverflowError, OSError) as error:
        raise RecordingFailed(f"{mjr.name}: unreadable header ({error!r}): {report[-300:]}") from None
    media = scratch / f"{mjr.stem}.{extension}"
    _run(["janus-pp-rec", "-d", "3", str(mjr), str(media)], _timeout(length, 0.5), mjr.name)
    if not media.is_file() or media.stat().st_size == 0:
        raise RecordingFailed(f"{mjr.name}: janus-pp-rec made no media")
    return Track(feed_id, kind == "v", starts, seconds, media)


def _publish(tracks: Sequence[Track], call_started: datetime, length: float, out_file: Path) -> tuple[float, str]:
    """Mix next to `out_file`, then rename into place once probed and hashed, so it is never seen half made."""
    partial = out_file.with_name(f".{out_file.name}.partial")
    try:
        _mix(tracks, call_started, length, partial)
        seconds = _duration(partial)
        if abs(seconds - length) > 1:
            raise RecordingFailed(f"the mixed recording lasts {seconds:.1f} s, the call {length:.1f} s")
        digest = sha256(partial)
        os.replace(partial, out_file)
    finally:
        partial.unlink(missing_ok=True)
    return seconds, digest


def _mix(tracks: Sequence[Track], call_started: datetime, length: float, out: Path) -> None:
    tiles = _tiles(tracks)
    columns = 1 if len(tiles) == 1 else 2
    width, height = TILE[0] * columns, TILE[1] * math.ceil(len(tiles) / columns)
    inputs: list[str] = []
    graph = [
        f"color=c=black:s={width}x{height}:r={FPS}:d={length:.3f}[v0]",
        f"anullsrc=r=48000:cl=stereo,atrim=end={length:.3f}[voice]",
    ]
    pictures, voices = 0, ["[voice]"]
    for index, track in enumerate(tracks):
        inputs += ["-threads", "1", "-i", str(track.media)]
        offset = (track.starts - call_started).total_seconds()
        if track.video:
            row, column = divmod(tiles.index(track.feed_id), columns)
            graph += _picture(index, offset, f"[v{pictures}]", (column * TILE[0], row * TILE[1]), f"[v{pictures + 1}]")
            pictures += 1
        else:
            graph.append(_voice(index, offset))
            voices.append(f"[voice{index}]")
    graph.append(f"[v{pictures}]format=yuv420p[picture]")
    graph.append(f"{''.join(voices)}amix=inputs={len(voices)}:duration=longest:normalize=0[mix]")
    command = [
        *("ffmpeg", "-nostdin", "-v", "error", "-y", "-filter_complex_threads", "1", *inputs),
        *("-filter_complex", ";".join(graph), "-map", "[picture]", "-map", "[mix]", "-t", f"{length:.3f}"),
        *("-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "1M", "-threads", "2"),
        *("-c:a", "libopus", "-b:a", "64k", "-f", "webm", str(out)),
    ]
    _run(command, _timeout(length, 3), "mixing")


# The filters below are stateless (no STARTPTS), as ffmpeg rebuilds the graph when a picture changes size mid-call.


def _picture(index: int, offset: float, below: str, at: tuple[int, int], result: str) -> list[str]:
    """Input `index` fitted into a tile and laid over `below` at `at` from `offset` seconds until it ends."""
    return [
        f"[{index}:v]trim=start={max(-offset, 0):.3f},setpts=PTS{offset:+.3f}/TB,"
        f"scale={TILE[0]}:{TILE[1]}:force_original_aspect_ratio=decrease,pad={TILE[0]}:{TILE[1]}:-1:-1,setsar=1"
        f"[tile{index}]",
        f"{below}[tile{index}]overlay=x={at[0]}:y={at[1]}:eof_action=pass{result}",
    ]


def _voice(index: int, offset: float) -> str:
    """Input `index` from `offset` seconds: aresample's async pads silence before it and over holes inside it."""
    return (
        f"[{index}:a]atrim=start={max(-offset, 0):.3f},asetpts=PTS{offset:+.3f}/TB,"
        f"aresample=48000:async=1:first_pts=0[voice{index}]"
    )


def _tiles(tracks: Sequence[Track]) -> list[int]:
    """The participants in the order they first appeared: the grid's tiles, row by row."""
    first: dict[int, datetime] = {}
    for track in sorted(tracks, key=lambda track: track.starts):
        first.setdefault(track.feed_id, track.starts)
    return list(first)


def _duration(media: Path) -> float:
    shown = _run(
        ["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", str(media)],
        _timeout(0, 0),
        "the mixed recording",
    )
    try:
        return float(shown)
    except ValueError:
        raise RecordingFailed(f"the mixed recording has no duration: {shown[-300:]}") from None


def _timeout(length: float, per_second: float) -> float:
    return 30 + length * per_second


def _no_core_dump() -> None:
    """A converter that crashes on a broken recording (janus-pp-rec aborts on some) leaves no core file behind."""
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def _run(command: list[str], timeout: float, subject: str) -> str:
    """The command's standard output; RecordingFailed when it cannot start, fails or overruns."""
    try:
        done = subprocess.run(
            command,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=timeout,
            check=False,
            preexec_fn=_no_core_dump,
        )
    except subprocess.TimeoutExpired:
        raise RecordingFailed(f"{subject}: {command[0]} did not finish in {timeout:.0f} s") from None
    except OSError as error:
        raise RecordingFailed(f"{subject}: {command[0]} could not start: {error}") from None
    if done.returncode != 0:
        said = (done.stderr.strip() or done.stdout.strip())[-500:]
        raise RecordingFailed(f"{subject}: {command[0]} failed ({done.returncode}): {said}")
    return done.stdout
