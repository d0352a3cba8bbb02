"""The mixed recording of a call, from real .mjr files: ffmpeg sends VP8 and Opus as RTP to a local socket, the
packets go into a pcap stamped from their RTP clocks (so a track starts when the test says, without waiting), and
Janus's pcap2mjr turns it into the media server's recording."""

import json
import math
import socket
import struct
import subprocess
from array import array
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from notary.video import recording
from notary.video.recording import Gap, Mixed, RecordingFailed, Track, gaps, process, sha256

CALL_STARTED = datetime(2026, 11, 27, 9, 0, tzinfo=UTC)
CALL_SECONDS = 16
NOTARY, CLIENT = 101, 202
# The client joins 2 s late, drops at 7 s and is back at 12 s.
JOINS = {NOTARY: [(0.0, 16.0)], CLIENT: [(2.0, 7.0), (12.0, 16.0)]}
LINK = b"\0" * 12 + b"\x08\x00"  # an Ethernet header carrying IPv4


def _rtp(source: list[str], seconds: float) -> list[bytes]:
    """The RTP packets ffmpeg sends for `seconds` of a lavfi source, caught on a local UDP socket."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as receiver:
        receiver.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1 << 22)
        receiver.bind(("127.0.0.1", 0))
        receiver.settimeout(0.2)
        port = receiver.getsockname()[1]
        sender = subprocess.Popen(
            ["ffmpeg", "-nostdin", "-v", "error", "-t", str(seconds), *source, "-f", "rtp", f"rtp://127.0.0.1:{port}"],
            stdout=subprocess.DEVNULL,
        )
        packets: list[bytes] = []
        while True:
            try:
                packets.append(receiver.recv(2048))
            except TimeoutError:
                if sender.poll() is not None:
                    break
    assert sender.returncode == 0
    sequence = [struct.unpack("!H", packet[2:4])[0] for packet in packets]
    assert sequence == [(sequence[0] + n) % 65536 for n in range(len(sequence))], "packets were lost"
    return packets


def _pcap(packets: list[bytes], starts: datetime, clock: int) -> bytes:
    """A classic pcap of the packets in UDP over IPv4 over Ethernet, each stamped at its RTP time from `starts`."""
    first_rtp = struct.unpack("!I", packets[0][4:8])[0]
    start_us = int(starts.timestamp() * 1_000_000)
    out = [struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 65535, 1)]
    for packet in packets:
        at = start_us + (struct.unpack("!I", packet[4:8])[0] - first_rtp) * 1_000_000 // clock
        udp = struct.pack("!HHHH", 5004, 5004, 8 + len(packet), 0) + packet
        ip = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + len(udp), 0, 0, 64, 17, 0, b"\x7f\0\0\1", b"\x7f\0\0\1")
        frame = LINK + ip + udp
        out.append(struct.pack("<IIII", at // 1_000_000, at % 1_000_000, len(frame), len(frame)) + frame)
    return b"".join(out)


def _mjr(folder: Path, feed_id: int, joined: float, left: float, video: bool, index: int) -> None:
    """One track as Janus's video room records it, named as it names it."""
    seconds, starts = left - joined, CALL_STARTED + timedelta(seconds=joined)
    if video:
        size = "320x240" if feed_id == NOTARY else "640x360"
        source = ["-f", "lavfi", "-i", f"testsrc=size={size}:rate=15", "-c:v", "libvpx", "-deadline", "realtime"]
        codec, clock, kind = "vp8", 90_000, "video"
    else:
        source = ["-f", "lavfi", "-i", f"sine=frequency={feed_id * 3}", "-c:a", "libopus", "-ar", "48000"]
        codec, clock, kind = "opus", 48_000, "audio"
    pcap = folder / f"{feed_id}-{joined}-{kind}.pcap"
    pcap.write_bytes(_pcap(_rtp(source, seconds), starts, clock))
    name = f"videoroom-1234-user-{feed_id}-{int(starts.timestamp() * 1_000_000)}-{kind}-{index}.mjr"
    subprocess.run(["pcap2mjr", "-c", codec, str(pcap), str(folder / name)], check=True, capture_output=True)
    pcap.unlink()


@pytest.fixture(scope="module")
def room(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("videoroom-1234")
    for feed_id, joins in JOINS.items():
        for joined, left in joins:
            _mjr(folder, feed_id, joined, left, video=False, index=0)
            _mjr(folder, feed_id, joined, left, video=True, index=1)
    return folder


@pytest.fixture(scope="module")
def mixed(room: Path, tmp_path_factory: pytest.TempPathFactory) -> Mixed:
    out = tmp_path_factory.mktemp("out") / "call.webm"
    return process(room, out, CALL_STARTED, CALL_STARTED + timedelta(seconds=CALL_SECONDS))


def _probe(media: Path) -> dict[str, Any]:
    shown = subprocess.run(
        ["ffprobe", "-v", "error", "-show_format", "-show_streams", "-of", "json", str(media)],
        check=True,
        capture_output=True,
        text=True,
    )
    probed: dict[str, Any] = json.loads(shown.stdout)
    return probed


def _mean_luma(media: Path, at: float, crop: str) -> float:
    """The mean brightness (0-255) of one region of the frame at `at` seconds."""
    shown = subprocess.run(
        ["ffmpeg", "-v", "error", "-ss", str(at), "-i", str(media), "-frames:v", "1", "-vf", f"crop={crop},format=gray"]
        + ["-f", "rawvideo", "-"],
        check=True,
        capture_output=True,
    )
    return sum(shown.stdout) / len(shown.stdout)


def test_the_client_dropping_out_is_one_gap_of_five_seconds(mixed: Mixed) -> None:
    [gap] = mixed.gaps
    assert gap.feed_id == CLIENT
    assert abs((gap.starts - CALL_STARTED).total_seconds() - 7) < 0.5
    assert abs((gap.ends - gap.starts).total_seconds() - 5) < 0.5


def test_the_output_is_one_webm_as_long_as_the_call(mixed: Mixed) -> None:
    probed = _probe(mixed.path)
    assert probed["format"]["format_name"].startswith("matroska,webm")
    assert sorted(stream["codec_name"] for stream in probed["streams"]) == ["opus", "vp8"]
    assert abs(float(probed["format"]["duration"]) - CALL_SECONDS) <= 1
    assert abs(mixed.seconds - CALL_SECONDS) <= 1
    [video] = [stream for stream in probed["streams"] if stream["codec_type"] == "video"]
    assert (video["width"], video["height"]) == (960, 360)


def test_a_participant_is_black_while_absent(mixed: Mixed) -> None:
    client_tile = "480:360:480:0"
    assert _mean_luma(mixed.path, 1, client_tile) < 20, "the client has not joined yet"
    assert _mean_luma(mixed.path, 4, client_tile) > 60
    assert _mean_luma(mixed.path, 9.5, client_tile) < 20, "the client is away"
    assert _mean_luma(mixed.path, 14, client_tile) > 60
    assert _mean_luma(mixed.path, 9.5, "480:360:0:0") > 60, "the notary stays"


def _tone(media: Path, at: float, frequency: int) -> float:
    """The loudness (RMS of 16-bit samples) of one frequency in the half second from `at` seconds."""
    shown = subprocess.run(
        ["ffmpeg", "-v", "error", "-ss", str(at), "-t", "0.5", "-i", str(media), "-map", "0:a"]
        + ["-af", f"bandpass=f={frequency}:width_type=h:w=40", "-ac", "1", "-f", "s16le", "-"],
        check=True,
        capture_output=True,
    )
    samples = array("h", shown.stdout)
    return math.sqrt(sum(sample * sample for sample in samples) / len(samples))


def test_a_participant_is_heard_only_while_present(mixed: Mixed) -> None:
    client_tone = CLIENT * 3
    assert _tone(mixed.path, 1, client_tone) < 500
    assert _tone(mixed.path, 4, client_tone) > 1500
    assert _tone(mixed.path, 9.5, client_tone) < 500
    assert _tone(mixed.path, 14, client_tone) > 1500
    assert _tone(mixed.path, 9.5, NOTARY * 3) > 1500


def test_the_hash_is_the_file_s(mixed: Mixed) -> None:
    assert mixed.sha256 == sha256(mixed.path)
    assert not list(mixed.path.parent.glob(".*partial"))


def test_a_corrupt_track_fails_the_recording(room: Path, tmp_path: Path) -> None:
    broken = tmp_path / "room"
    broken.mkdir()
    for track in room.iterdir():
        (broken / track.name).write_bytes(track.read_bytes())
    (broken / "videoroom-1234-user-303-1795770000000000-audio.mjr").write_bytes(b"MJR00002" + b"\x17" * 400)
    out = tmp_path / "call.webm"
    with pytest.raises(RecordingFailed, match="303"):
        process(broken, out, CALL_STARTED, CALL_STARTED + timedelta(seconds=CALL_SECONDS))
    assert list(tmp_path.iterdir()) == [broken]


def test_gaps_start_at_the_first_appearance_and_ignore_hiccups() -> None:
    def track(feed_id: int, joined: float, left: float) -> Track:
        return Track(feed_id, False, CALL_STARTED + timedelta(seconds=joined), left - joined, Path("x.opus"))

    ended = CALL_STARTED + timedelta(seconds=60)
    found = gaps([track(1, 10, 30), track(1, 31.5, 50), track(2, -5, 61)], CALL_STARTED, ended)
    assert found == (Gap(1, CALL_STARTED + timedelta(seconds=50), ended),)


def test_a_tool_that_overruns_its_time_fails_the_recording() -> None:
    with pytest.raises(RecordingFailed, match="did not finish"):
        recording._run(["sleep", "5"], 0.2, "mixing")
