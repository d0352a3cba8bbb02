"""Video conferences (docs/video.md), as the act domain asks for them: it says who may take part (`Attendee`) and
when; here the room is made on the media server, tickets issued, readiness, presence and quality kept, the room
closed and its recording mixed. Each change is audited under the act's uuid, in the caller's transaction."""

import secrets
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy import update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from notary.audit import service as audit
from notary.core import clock, jobs
from notary.core.errors import BadRequest, Conflict
from notary.core.settings import get_settings
from notary.models import CallRole, CallState, RecordingState, VideoCall, VideoParticipant
from notary.video import media, tokens
from notary.video.janus import Janus
from notary.video.schemas import (
    CallAction,
    ConferencePublic,
    DeviceCheck,
    GapPublic,
    JoinTicket,
    ParticipantPublic,
    QualityReport,
    RecordingPublic,
)

# What the act domain uses of the video's schemas, through this module.
__all__ = ["CallAction", "ConferencePublic", "DeviceCheck", "JoinTicket", "QualityReport"]

MIN_WIDTH, MIN_HEIGHT, MIN_MBPS = 640, 480, 2.0  # spec section 5
ROOM_NUMBERS = 2**31 - 1


@dataclass(frozen=True)
class Attendee:
    """Someone the act lets into its conference."""

    user_id: int
    role: CallRole
    name: str


@dataclass(frozen=True)
class Visit:
    """The conference's act and visit, and the uuid its audit records are kept under."""

    act_id: int
    act_uuid: str
    at: datetime


def janus() -> Janus:
    return Janus(get_settings().video)


def call_of(session: Session, visit: Visit) -> VideoCall | None:
    statement = select(VideoCall).where(VideoCall.act_id == visit.act_id, VideoCall.visit_at == visit.at)
    return session.exec(statement).first()


def _call(session: Session, visit: Visit, attendees: list[Attendee]) -> VideoCall:
    """The visit's conference with a place for each attendee, made on first use; two first uses make one."""
    call = call_of(session, visit)
    if call is None:
        try:
            with session.begin_nested():
                call = VideoCall(
                    act_id=visit.act_id,
                    visit_at=visit.at,
                    room=secrets.randbelow(ROOM_NUMBERS - 1) + 1,
                    secret=secrets.token_urlsafe(24),
                    pin=secrets.token_urlsafe(12),
                )
                session.add(call)
                session.flush()
        except IntegrityError:
            call = call_of(session, visit)
    assert call is not None and call.id is not None
    known = {p.user_id for p in _participants(session, call)}
    for attendee in attendees:
        if attendee.user_id not in known:
            feed = secrets.randbelow(ROOM_NUMBERS - 1) + 1
            session.add(
                VideoParticipant(
                    call_id=call.id, user_id=attendee.user_id, role=attendee.role, name=attendee.name, feed=feed
                )
            )
    session.flush()
    return call


def _participants(session: Session, call: VideoCall) -> list[VideoParticipant]:
    statement = select(VideoParticipant).where(VideoParticipant.call_id == call.id).order_by(col(VideoParticipant.id))
    return list(session.exec(statement))


def _mine(session: Session, call: VideoCall, me: Attendee) -> VideoParticipant:
    return next(p for p in _participants(session, call) if p.user_id == me.user_id)


def mark_ready(session: Session, visit: Visit, attendees: list[Attendee], me: Attendee, check: DeviceCheck) -> None:
    """The party passed the device check: refused, with what to fix, below the minimums of section 5."""
    if check.width < MIN_WIDTH or check.height < MIN_HEIGHT:
        raise BadRequest("error_video_camera_resolution", width=MIN_WIDTH, height=MIN_HEIGHT)
    if not check.microphone:
        raise BadRequest("error_video_no_microphone")
    if check.bandwidth_mbps < MIN_MBPS:
        raise BadRequest("error_video_bandwidth", minimum=MIN_MBPS)
    call = _call(session, visit, attendees)
    mine = _mine(session, call, me)
    mine.ready_at, mine.camera, mine.bandwidth_mbps = clock.now(), f"{check.width}x{check.height}", check.bandwidth_mbps
    session.add(mine)
    audit.record(
        session,
        "video_ready",
        actor_user_id=me.user_id,
        target=visit.act_uuid,
        details={"camera": mine.camera, "bandwidth_mbps": check.bandwidth_mbps},
    )


def is_ready(session: Session, visit: Visit, me: Attendee) -> bool:
    call = call_of(session, visit)
    return call is not None and any(p.user_id == me.user_id and p.ready_at for p in _participants(session, call))


def open_room(session: Session, visit: Visit, attendees: list[Attendee], by: Attendee) -> None:
    """The notary starts the conference: the room is made on the media server, recorded from the first picture."""
    call = _call(session, visit, attendees)
    if call.state == CallState.ended:
        raise Conflict("error_video_call_ended")
    if call.state == CallState.live:
        return
    _move(session, call, {"state": CallState.live, "started_at": clock.now(), "started_by": by.user_id})
    record_dir = get_settings().video.recordings_dir / "rooms" / str(call.room)
    record_dir.mkdir(parents=True, exist_ok=True)
    janus().create_room(call.room, call.secret, call.pin, record_dir, publishers=len(attendees) + 1)
    audit.record(session, "video_started", actor_user_id=by.user_id, target=visit.act_uuid, details={"room": call.room})


def ticket(session: Session, visit: Visit, me: Attendee) -> JoinTicket:
    """A participant's way into the live room: a fresh access token the room now accepts, a media-server token for
    the length of a call, TURN credentials. Every ticket's access token opens the room until it is destroyed."""
    call = call_of(session, visit)
    if call is None or call.state != CallState.live:
        raise Conflict("error_video_call_not_live")
    mine = _mine(session, call, me)
    access, digest = tokens.access_token()
    janus().allow(call.room, call.secret, access)
    mine.access_hash = digest
    session.add(mine)
    audit.record(session, "video_ticket", actor_user_id=me.user_id, target=visit.act_uuid, details={"feed": mine.feed})
    config = get_settings().video
    return JoinTicket(
        server=config.browser_url,
        token=media.participant_token(tokens.VIDEOROOM, config.call_max_minutes),
        room=call.room,
        pin=call.pin,
        access=access,
        feed=mine.feed,
        display=mine.name,
        ice_servers=media.ice_servers(str(me.user_id)),
        ice_transport_policy=config.ice_transport_policy,
    )


def report_quality(session: Session, visit: Visit, me: Attendee, quality: int) -> None:
    call = call_of(session, visit)
    if call is None or call.state != CallState.live:
        raise Conflict("error_video_call_not_live")
    mine = _mine(session, call, me)
    mine.quality, mine.quality_at = quality, clock.now()
    session.add(mine)


def close_room(session: Session, visit: Visit, by: Attendee | None, reason: str) -> None:
    """The conference is over (the notary ends it, or a party did not come): everyone is put out of the room and
    its recording is mixed by scheduled work."""
    call = call_of(session, visit)
    if call is None or call.state != CallState.live:
        raise Conflict("error_video_call_not_live")
    _move(
        session, call, {"state": CallState.ended, "ended_at": clock.now(), "recording_state": RecordingState.processing}
    )
    for participant in _participants(session, call):
        _left(participant, clock.now())
        session.add(participant)
    janus().destroy_room(call.room, call.secret)
    jobs.enqueue(session, "video_recording", f"video_recording:{call.id}", {"call_id": call.id})
    audit.record(
        session,
        "video_ended",
        actor_user_id=by.user_id if by else None,
        target=visit.act_uuid,
        details={"room": call.room, "reason": reason},
    )


def _move(session: Session, call: VideoCall, values: dict[str, object]) -> None:
    """Compare-and-set on the version read: of two racing changes (two starts, an end and a start) one wins."""
    statement = update(VideoCall).where(col(VideoCall.id) == call.id, col(VideoCall.version) == call.version)
    if session.exec(statement.values(**values, version=call.version + 1)).rowcount != 1:
        raise Conflict("error_video_call_changed")
    session.refresh(call)


def absent(session: Session, visit: Visit, user_ids: list[int]) -> list[int]:
    """Which of these people have not been in the room at all (the media server's word, not their portal's)."""
    call = call_of(session, visit)
    joined = {p.user_id for p in _participants(session, call) if p.joined_at is not None} if call else set()
    return [user_id for user_id in user_ids if user_id not in joined]


def busy(session: Session, visit: Visit) -> bool:
    """The conference is on, or its recording still being mixed: the visit is not over yet."""
    call = call_of(session, visit)
    return call is not None and (call.state == CallState.live or call.recording_state == RecordingState.processing)


def recording_of(session: Session, visit: Visit) -> VideoCall | None:
    """The ended conference with its recording's state and hash (the journal entry takes the hash)."""
    call = call_of(session, visit)
    return call if call is not None and call.state == CallState.ended else None


def recording_path(call: VideoCall) -> Path | None:
    if call.recording_state != RecordingState.ready or not call.recording_file:
        return None
    path = get_settings().video.recordings_dir / call.recording_file
    return path if path.is_file() else None


def photo_pin(session: Session, visit: Visit, feed: int) -> int | None:
    """The user behind a stream of the visit's conference, for the notary's view of their photo."""
    call = call_of(session, visit)
    if call is None:
        return None
    return next((p.user_id for p in _participants(session, call) if p.feed == feed), None)


def view(
    session: Session,
    visit: Visit,
    attendees: list[Attendee],
    me: Attendee,
    actions: list[CallAction],
    opens_at: datetime,
) -> ConferencePublic:
    call = call_of(session, visit)
    participants = _participants(session, call) if call else []
    by_user = {p.user_id: p for p in participants}
    notary = me.role == CallRole.notary
    return ConferencePublic(
        visit_at=visit.at,
        opens_at=opens_at,
        state=call.state if call else CallState.waiting,
        participants=[_participant(a, by_user.get(a.user_id), me, notary) for a in attendees],
        actions=actions,
        recording=_recording(call, participants) if call and call.state == CallState.ended else None,
    )


def _participant(attendee: Attendee, row: VideoParticipant | None, me: Attendee, notary: bool) -> ParticipantPublic:
    mine = attendee.user_id == me.user_id
    return ParticipantPublic(
        name=attendee.name,
        role=attendee.role,
        feed=row.feed if row else 0,
        me=mine,
        ready=bool(row and row.ready_at),
        present=bool(row and row.present),
        quality=row.quality if row and (notary or mine) else None,
        photo_url=None,
    )


def _recording(call: VideoCall, participants: list[VideoParticipant]) -> RecordingPublic:
    names = {p.feed: p.name for p in participants}
    gaps = [
        GapPublic(
            name=names.get(int(str(gap["feed"])), ""),
            starts=datetime.fromisoformat(str(gap["starts"])),
            ends=datetime.fromisoformat(str(gap["ends"])),
        )
        for gap in call.recording_gaps
    ]
    return RecordingPublic(
        state=call.recording_state, sha256=call.recording_sha256, seconds=call.recording_seconds, gaps=gaps
    )


def _left(participant: VideoParticipant, at: datetime) -> None:
    if participant.present and participant.presence:
        participant.presence = [*participant.presence[:-1], [participant.presence[-1][0], at.isoformat()]]
    participant.present = False
