"""After a conference: its recording mixed into one file (`recording.process`), its hash kept and audited, the
media server's raw files removed, the mixed file deleted when the retention configured has passed. Scheduled work,
so it runs once whichever worker takes it and is taken up again after a restart."""

import shutil
from datetime import datetime, timedelta
from typing import Any

from sqlmodel import Session, select

from notary.audit import service as audit
from notary.core import clock, jobs
from notary.core.settings import get_settings
from notary.models import NotarialAct, RecordingState, VideoCall
from notary.video import recording

# A mix takes up to about four times the call's length on a busy host (recording.py's own time limits), plus a start.
MIX_LEASE_SECONDS, MIX_LEASE_PER_SECOND = 120, 4


@jobs.handler("video_recording")
def mix(session: Session, payload: dict[str, Any]) -> None:
    """Mixing takes about as long as the call: the call is claimed for a while and that claim committed, so no
    transaction (nor SQLite's one writer) is held meanwhile. Another worker finding the claim looks again when it
    runs out; a worker that died mid-mix leaves the job to be taken again then."""
    call = session.get(VideoCall, payload["call_id"])
    if call is None or call.recording_state != RecordingState.processing:
        return
    assert call.started_at is not None and call.ended_at is not None
    now = clock.now()
    if call.mixing_until is not None and call.mixing_until > now:
        key = f"video_recording:{call.id}:{call.mixing_until.isoformat()}"
        jobs.enqueue(session, "video_recording", key, payload, call.mixing_until)
        return
    length = (call.ended_at - call.started_at).total_seconds()
    call.mixing_until = now + timedelta(seconds=MIX_LEASE_SECONDS + MIX_LEASE_PER_SECOND * length)
    session.add(call)
    room, name = call.room, f"mixed/{call.act_id}-{call.id}.webm"
    started, ended = clock.real(call.started_at), clock.real(call.ended_at)
    session.commit()
    # Nothing of the session is touched until the mix is done: reading the call now would open a transaction again.
    outcome = _mix_files(room, name, started, ended)
    call = session.get(VideoCall, payload["call_id"])
    assert call is not None
    if isinstance(outcome, recording.RecordingFailed):
        call.recording_state = RecordingState.failed
        session.add(call)
        _audit(session, call, "video_recording", "failed", {"why": str(outcome)[:500]})
        return
    _keep(session, call, name, outcome)


def _mix_files(room: int, name: str, started: datetime, ended: datetime) -> recording.Mixed | recording.RecordingFailed:
    folder = get_settings().video.recordings_dir
    (folder / "mixed").mkdir(parents=True, exist_ok=True)
    try:
        mixed = recording.process(folder / "rooms" / str(room), folder / name, started, ended)
    except recording.RecordingFailed as failed:
        return failed
    shutil.rmtree(folder / "rooms" / str(room), ignore_errors=True)
    return mixed


def _keep(session: Session, call: VideoCall, name: str, mixed: recording.Mixed) -> None:
    retention = timedelta(days=get_settings().video.retention_days)
    call.recording_state, call.recording_file, call.recording_sha256 = RecordingState.ready, name, mixed.sha256
    call.recording_seconds = round(mixed.seconds, 1)
    call.recording_gaps = [_gap(gap) for gap in mixed.gaps]
    call.recording_expires_at = clock.now() + retention
    session.add(call)
    key = f"video_recording_expiry:{call.id}"
    jobs.enqueue(session, "video_recording_expiry", key, {"call_id": call.id}, call.recording_expires_at)
    details = {"sha256": mixed.sha256, "seconds": call.recording_seconds, "gaps": call.recording_gaps}
    _audit(session, call, "video_recording", "ok", details)


def _gap(gap: recording.Gap) -> dict[str, object]:
    offset = clock.now() - clock.real(clock.now())  # the gap's real instants on this server's clock
    return {"feed": gap.feed_id, "starts": (gap.starts + offset).isoformat(), "ends": (gap.ends + offset).isoformat()}


@jobs.handler("video_recording_expiry")
def expire(session: Session, payload: dict[str, Any]) -> None:
    call = session.get(VideoCall, payload["call_id"])
    if call is None or not call.recording_file:
        return
    (get_settings().video.recordings_dir / call.recording_file).unlink(missing_ok=True)
    call.recording_file = ""
    session.add(call)
    _audit(session, call, "video_recording_deleted", "ok", {"sha256": call.recording_sha256})


def _audit(session: Session, call: VideoCall, action: str, result: str, details: dict[str, Any]) -> None:
    act_uuid = session.exec(select(NotarialAct.uuid).where(NotarialAct.id == call.act_id)).one()
    audit.record(session, action, result, target=act_uuid, details=details | {"call_id": call.id})
