"""The video conference of an act's visit (docs/video.md) through the real media server: who may do what and when,
who gets into the room (nobody without the act's ticket), presence as Janus reports it, quality, the end of the call,
its recording's hash in the journal entry, and a party who does not come."""

import base64
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import event
from sqlmodel import col, select

from notary.acts import visits
from notary.core import clock
from notary.models import (
    ActState,
    AuditEvent,
    InvoiceState,
    JournalEntry,
    PartyRole,
    RecordingState,
    RegistrationType,
    ScheduledJob,
    VideoCall,
)
from notary.video import recording, service
from tests.acts.conftest import login_as, run_jobs  # noqa: F401 - login_as is a fixture
from tests.conftest import bearer
from tests.factories import create_act, create_invoice, create_notary, create_user
from tests.video.janus_peer import Peer

GOOD_DEVICES = {"width": 1280, "height": 720, "microphone": True, "bandwidth_mbps": 12.5}
NOT_NOW = "Buni hozir qilib bo‘lmaydi: video konferensiya vaqtini tekshiring"
PENDING = "Video konferensiya yozuvi hali tayyorlanmoqda. Bir daqiqadan so‘ng qaytadan urinib ko‘ring"


class Conference:
    """A general power of attorney registered by video, at the registration step, its visit in ten minutes: the
    applicant, the attorney (taking part in person), the notary and a stranger."""

    def __init__(self, client, session, login_as, minutes_ahead: int = 10) -> None:  # noqa: F811
        self.client, self.session = client, session
        applicant, attorney, notary_user, stranger = (create_user(session) for _ in range(4))
        notary = create_notary(session, pin=notary_user.pin)
        self.act = create_act(
            session,
            state=ActState.in_progress,
            step=8,
            applicant=applicant,
            parties={PartyRole.attorney: attorney},
            notary=notary,
            registration_type=RegistrationType.video,
            visit_at=clock.now() + timedelta(minutes=minutes_ahead),
        )
        create_invoice(session, self.act, state=InvoiceState.paid)
        visits.watch(session, self.act)
        self.applicant, self.attorney = bearer(login_as(applicant)), bearer(login_as(attorney))
        self.notary, self.stranger = bearer(login_as(notary_user)), bearer(login_as(stranger))

    def path(self, suffix: str = "") -> str:
        return f"/api/notarial_act/{self.act.uuid}/video{suffix}"

    def view(self, who):
        return self.client.get(self.path(), headers=who).json()

    def post(self, suffix: str, who, body: dict | None = None):
        return self.client.post(self.path(suffix), json=body, headers=who)

    def call(self) -> VideoCall:
        return self.session.exec(select(VideoCall).where(VideoCall.act_id == self.act.id)).one()

    def started(self) -> None:
        assert self.post("/ready", self.applicant, GOOD_DEVICES).status_code == 200
        assert self.post("/start", self.notary).status_code == 200


def _janus_events(client, events: list[dict], password: str | None = None):
    secret = password or service.get_settings().video.events_secret
    auth = "Basic " + base64.b64encode(f"janus:{secret}".encode()).decode()
    return client.post("/api/video/janus-events", json=events, headers={"Authorization": auth})


@pytest.fixture
def conference(client, session, login_as):  # noqa: F811
    return Conference(client, session, login_as)


class TestWhoMayDoWhatAndWhen:
    def test_each_caller_is_offered_their_own_actions(self, conference):
        assert conference.view(conference.applicant)["actions"] == ["ready"]
        assert conference.view(conference.attorney)["actions"] == ["ready"]
        assert conference.view(conference.notary)["actions"] == ["start"]
        assert conference.client.get(conference.path(), headers=conference.stranger).status_code == 418

    def test_nothing_is_offered_before_the_window_opens(self, client, session, login_as):  # noqa: F811
        early = Conference(client, session, login_as, minutes_ahead=60)
        assert early.view(early.applicant)["actions"] == []
        answer = early.post("/start", early.notary)
        assert (answer.status_code, answer.text) == (409, NOT_NOW)

    def test_an_act_registered_in_person_has_no_conference(self, conference):
        conference.act.registration_type = RegistrationType.in_person
        conference.session.add(conference.act)
        assert conference.client.get(conference.path(), headers=conference.applicant).status_code == 404

    @pytest.mark.parametrize(
        ("devices", "message"),
        [
            ({"width": 320, "height": 240}, "Kamera tasviri kamida 640x480 bo‘lishi kerak"),
            ({"microphone": False}, "Mikrofon topilmadi yoki ovoz bermayapti"),
            ({"bandwidth_mbps": 1.5}, "Internet tezligi kamida 2.0 Mbit/s bo‘lishi kerak"),
        ],
    )
    def test_ready_needs_the_minimums_of_section_5(self, conference, devices, message):
        answer = conference.post("/ready", conference.applicant, GOOD_DEVICES | devices)
        assert (answer.status_code, answer.text) == (400, message)
        assert not any(p["ready"] for p in conference.view(conference.notary)["participants"])

    def test_ready_is_kept_and_audited(self, conference):
        mine = conference.post("/ready", conference.applicant, GOOD_DEVICES).json()["participants"]
        assert [p["ready"] for p in mine if p["me"]] == [True]
        events = conference.session.exec(select(AuditEvent).where(AuditEvent.action == "video_ready")).all()
        assert [e.details["camera"] for e in events] == ["1280x720"]


class TestTheRoom:
    def test_the_acts_people_get_in_and_nobody_else(self, conference, media):
        conference.started()
        assert conference.view(conference.applicant)["actions"] == ["join"]
        ticket = conference.post("/join", conference.applicant).json()
        room, pin, feed = ticket["room"], ticket["pin"], ticket["feed"]
        assert conference.post("/join", conference.stranger).status_code == 418

        nobody = Peer(service.get_settings().video.janus_url, None)
        assert nobody.connect()["error"]["code"] == 403  # no token: no session on the media server at all

        holder = Peer(service.get_settings().video.janus_url, ticket["token"])
        holder.connect()
        assert holder.request({"request": "list"})["list"] == []  # the room is private
        assert holder.join(room, pin, feed, access=None)["error_code"] == 433  # not on the room's list
        assert holder.join(room, "wrong", feed, access=ticket["access"])["error_code"] == 433
        joined = holder.join(room, pin, feed, access=ticket["access"])
        assert (joined["videoroom"], joined["id"]) == ("joined", feed)
        holder.close()

    def test_presence_is_the_media_servers_word(self, conference, media):
        conference.started()
        ticket = conference.post("/join", conference.applicant).json()
        peer = Peer(service.get_settings().video.janus_url, ticket["token"])
        peer.connect()
        peer.join(ticket["room"], ticket["pin"], ticket["feed"], ticket["access"])
        joined = media.wait_for("joined")
        assert _janus_events(conference.client, joined, password="guess").status_code == 401
        assert _janus_events(conference.client, joined).status_code == 204
        present = {p["name"]: p["present"] for p in conference.view(conference.notary)["participants"]}
        assert sorted(present.values()) == [False, False, True]
        peer.close()
        assert _janus_events(conference.client, media.wait_for("leaving")).status_code == 204
        assert not any(p["present"] for p in conference.view(conference.notary)["participants"])

    def test_quality_is_seen_by_the_notary(self, conference, media):
        conference.started()
        assert conference.post("/quality", conference.applicant, {"quality": 6}).status_code == 400
        assert conference.post("/quality", conference.applicant, {"quality": 4}).status_code == 200
        by_notary = [p["quality"] for p in conference.view(conference.notary)["participants"] if p["role"] == "party"]
        by_attorney = [p["quality"] for p in conference.view(conference.attorney)["participants"] if not p["me"]]
        assert 4 in by_notary and set(by_attorney) == {None}


class TestAfterTheCall:
    def test_the_recordings_hash_goes_into_the_journal_entry(self, conference, media, monkeypatch, tmp_path):
        conference.started()
        assert conference.post("/end", conference.applicant).status_code == 409
        ended = conference.post("/end", conference.notary).json()
        assert (ended["state"], ended["recording"]["state"]) == ("ended", "processing")
        assert not service.janus().exists(conference.call().room)
        register = f"/api/notarial_act/{conference.act.uuid}/actions/register"
        answer = conference.client.post(register, headers=conference.notary)
        assert (answer.status_code, answer.text) == (409, PENDING)

        statements: list[str] = []
        event.listen(conference.session.connection(), "before_cursor_execute", lambda *a: statements.append(a[2]))

        def mixed(_room_dir: Path, out: Path, started, ended) -> recording.Mixed:
            # The claim is committed and nothing read since: SQLite's one writer stays free while ffmpeg works.
            assert statements[-1].startswith("RELEASE SAVEPOINT")
            out.write_bytes(b"webm")
            gap = recording.Gap(feed_id=1, starts=started, ends=ended)
            return recording.Mixed(path=out, sha256="ab" * 32, seconds=61.04, gaps=(gap,))

        monkeypatch.setattr(recording, "process", mixed)
        run_jobs(conference.session)
        assert conference.view(conference.applicant)["recording"]["sha256"] == "ab" * 32
        assert conference.client.get(conference.path("/recording"), headers=conference.attorney).content == b"webm"
        assert conference.client.get(conference.path("/recording"), headers=conference.stranger).status_code == 418
        assert conference.client.post(register, headers=conference.notary).status_code == 200
        entry = conference.session.exec(select(JournalEntry).where(JournalEntry.act_id == conference.act.id)).one()
        assert entry.recording_sha256 == "ab" * 32

    def test_a_recording_that_cannot_be_made_is_said_so(self, conference, media):
        conference.started()
        conference.post("/end", conference.notary)
        run_jobs(conference.session)  # nobody published: the media server recorded nothing
        assert conference.call().recording_state == RecordingState.failed
        failed = conference.session.exec(select(AuditEvent).where(AuditEvent.action == "video_recording")).one()
        assert failed.result == "failed"

    def test_a_mix_already_under_way_is_not_taken_twice(self, conference, media, monkeypatch):
        conference.started()
        conference.post("/end", conference.notary)
        call = conference.call()
        call.mixing_until = clock.now() + timedelta(minutes=3)  # another worker is mixing it
        conference.session.add(call)
        monkeypatch.setattr(recording, "process", lambda *_args: pytest.fail("mixed twice"))
        run_jobs(conference.session)
        assert conference.call().recording_state == RecordingState.processing
        again = conference.session.exec(
            select(ScheduledJob).where(col(ScheduledJob.key).startswith("video_recording:"))
        )
        assert [job.run_at for job in again if job.done_at is None] == [call.mixing_until]


class TestAPartyWhoDoesNotCome:
    def test_the_act_becomes_inactive(self, conference, media, later):
        conference.started()
        later(0.45)  # 27 minutes: the visit was 10 minutes ahead, and its 15 minutes to join are over
        run_jobs(conference.session)
        conference.session.refresh(conference.act)
        assert conference.act.state == ActState.inactive
        assert conference.call().state.value == "ended"

    def test_a_party_who_came_keeps_the_act_going(self, conference, media, later):
        conference.started()
        ticket = conference.post("/join", conference.applicant).json()
        peer = Peer(service.get_settings().video.janus_url, ticket["token"])
        peer.connect()
        peer.join(ticket["room"], ticket["pin"], ticket["feed"], ticket["access"])
        _janus_events(conference.client, media.wait_for("joined"))
        later(0.7)  # past the visit's end too: the call is still on, so the visit is looked at again later
        run_jobs(conference.session)
        conference.session.refresh(conference.act)
        assert (conference.act.state, conference.act.step) == (ActState.in_progress, 8)
        peer.close()
