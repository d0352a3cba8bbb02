"""The TURN servers in the tickets (docs/video.md#turn): coturn's time-limited credentials for the participant (its
REST API scheme with `static-auth-secret`, computed here as coturn does) and whether the browser may only relay."""

import base64
import hashlib
import hmac
import time

import pytest

from notary.core.settings import get_settings
from tests.acts.conftest import login_as  # noqa: F401 - a fixture
from tests.conftest import bearer
from tests.factories import create_user
from tests.video.test_conference import Conference

TURN_URLS = ["turn:turn.example.uz:3478?transport=udp", "turns:turn.example.uz:5349?transport=tcp"]
SECRET = "coturn-static-auth-secret"


@pytest.fixture
def turn(monkeypatch):
    video = get_settings().video
    monkeypatch.setattr(video, "turn_urls", TURN_URLS)
    monkeypatch.setattr(video, "turn_secret", SECRET)
    return video


def echo_ticket(client, session, login_as, user=None) -> dict:  # noqa: F811
    answer = client.post("/api/video/echo-test", headers=bearer(login_as(user or create_user(session))))
    assert answer.status_code == 200, answer.text
    return answer.json()


def test_the_ticket_carries_credentials_coturn_accepts_until_the_longest_call_ends(client, session, login_as, turn):  # noqa: F811
    user = create_user(session)
    [server] = echo_ticket(client, session, login_as, user)["ice_servers"]
    assert server["urls"] == TURN_URLS
    expiry, name = server["username"].split(":")
    assert name == str(user.id)
    assert abs(int(expiry) - (time.time() + turn.call_max_minutes * 60)) < 5
    coturn = base64.b64encode(hmac.new(SECRET.encode(), server["username"].encode(), hashlib.sha1).digest()).decode()
    assert server["credential"] == coturn


def test_without_a_turn_server_the_ticket_has_none(client, session, login_as):  # noqa: F811
    assert echo_ticket(client, session, login_as)["ice_servers"] == []


def test_browsers_take_any_path_unless_relay_is_set(client, session, login_as, turn):  # noqa: F811
    assert echo_ticket(client, session, login_as)["ice_transport_policy"] == "all"


def test_relay_set_reaches_the_echo_and_room_tickets(client, session, login_as, turn, media, monkeypatch):  # noqa: F811
    monkeypatch.setattr(turn, "ice_transport_policy", "relay")
    assert echo_ticket(client, session, login_as)["ice_transport_policy"] == "relay"
    conference = Conference(client, session, login_as)
    conference.started()
    ticket = conference.post("/join", conference.applicant).json()
    assert (ticket["ice_transport_policy"], len(ticket["ice_servers"])) == ("relay", 1)
