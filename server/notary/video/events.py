"""The media server's events (its HTTP event handler, config/janus/janus.eventhandler.sampleevh.jcfg): who came into a
room and who left, as the media server saw it. A participant is known by the access token they joined with, never
by what their portal says."""

from typing import Any

from sqlmodel import Session, select

from notary.audit import service as audit
from notary.core import clock
from notary.models import CallState, NotarialAct, VideoCall, VideoParticipant
from notary.video import tokens
from notary.video.service import _left

PLUGIN_EVENT = 64


def take(session: Session, events: list[dict[str, Any]]) -> None:
    for event in events:
        body = event.get("event") or {}
        if event.get("type") == PLUGIN_EVENT and body.get("plugin") == tokens.VIDEOROOM:
            _room_event(session, body.get("data") or {})


def _room_event(session: Session, data: dict[str, Any]) -> None:
    kind, room = data.get("event"), data.get("room")
    call = session.exec(select(VideoCall).where(VideoCall.room == room, VideoCall.state == CallState.live)).first()
    if call is None or kind not in ("joined", "leaving"):
        return
    if kind == "joined":
        participant = _by_access(session, call, str(data.get("token") or ""))
        if participant is not None:
            _joined(session, call, participant)
        return
    left = session.exec(
        select(VideoParticipant).where(VideoParticipant.call_id == call.id, VideoParticipant.feed == data.get("id"))
    ).first()
    if left is not None and left.present:
        _left(left, clock.now())
        session.add(left)
        _audit(session, call, "video_left", left)


def _by_access(session: Session, call: VideoCall, token: str) -> VideoParticipant | None:
    if not token:
        return None
    statement = select(VideoParticipant).where(
        VideoParticipant.call_id == call.id, VideoParticipant.access_hash == tokens.digest(token)
    )
    return session.exec(statement).first()


def _joined(session: Session, call: VideoCall, participant: VideoParticipant) -> None:
    now = clock.now()
    participant.joined_at = participant.joined_at or now
    participant.present = True
    participant.presence = [*participant.presence, [now.isoformat(), None]]
    session.add(participant)
    _audit(session, call, "video_joined", participant)


def _audit(session: Session, call: VideoCall, action: str, participant: VideoParticipant) -> None:
    act_uuid = session.exec(select(NotarialAct.uuid).where(NotarialAct.id == call.act_id)).one()
    audit.record(
        session, action, actor_user_id=participant.user_id, target=act_uuid, details={"feed": participant.feed}
    )
