"""The STOMP 1.2 frame codec and handshake rules of the face-check socket (docs/contracts/face-check.md), shared by
the server and the kiosk camera agent."""

import pytest

from liveness.stomp import (
    SERVER_COMMANDS,
    Frame,
    StompError,
    connected,
    heart_beats,
    offers_version,
    parse,
    serialise,
)


class TestParse:
    def test_connect_frame(self):
        [frame] = parse("CONNECT\naccept-version:1.2\nheart-beat:3000,3000\nsession-id:abc\n\n\0")
        assert frame == Frame("CONNECT", {"accept-version": "1.2", "heart-beat": "3000,3000", "session-id": "abc"})

    def test_body_up_to_the_nul(self):
        [frame] = parse("SEND\ndestination:/app/frame\ncontent-type:text/plain\n\nQUJD\0")
        assert frame.body == "QUJD"
        assert frame.header("destination") == "/app/frame"

    def test_several_frames_and_heartbeats_in_one_message(self):
        frames = parse(
            "\n\r\nSUBSCRIBE\nid:sub-0\ndestination:/user/queue/face\n\n\0\nSEND\ndestination:/x\n\nbody\0\n"
        )
        assert [frame.command for frame in frames] == ["SUBSCRIBE", "SEND"]

    def test_a_lone_end_of_line_is_a_heartbeat(self):
        assert parse("\n") == []
        assert parse("\r\n") == []

    def test_crlf_line_ends(self):
        [frame] = parse("SEND\r\ndestination:/app/frame\r\n\r\nxyz\0")
        assert (frame.header("destination"), frame.body) == ("/app/frame", "xyz")

    def test_content_length_counts_utf8_octets_and_allows_nul_in_the_body(self):
        body = "ру\0x"
        [frame] = parse(f"SEND\ncontent-length:{len(body.encode())}\n\n{body}\0")
        assert frame.body == body

    def test_escaped_header_values_outside_connect(self):
        [frame] = parse("SEND\nnote:a\\cb\\nc\\\\d\\r\n\n\0")
        assert frame.header("note") == "a:b\nc\\d\r"

    def test_connect_headers_are_not_unescaped(self):
        [frame] = parse("CONNECT\nlogin:a\\cb\n\n\0")
        assert frame.header("login") == "a\\cb"

    def test_first_of_repeated_headers_wins(self):
        [frame] = parse("SEND\ndestination:/first\ndestination:/second\n\n\0")
        assert frame.header("destination") == "/first"

    def test_server_frames_parse_when_asked_for(self):
        [frame] = parse("MESSAGE\nmessage-id:1\n\n{}\0", SERVER_COMMANDS)
        assert frame.command == "MESSAGE"

    @pytest.mark.parametrize(
        "message",
        [
            "HELLO\n\n\0",  # unknown command
            "MESSAGE\n\n\0",  # a server command from a client
            "SEND\ndestination:/app/frame\n\nno nul",
            "SUBSCRIBE\nid:1\n\n\0SUBSCRIBE\nid:2\n\n",  # the second frame has no NUL
            "SEND\ndestination:/app/frame",  # no blank line
            "SUBSCRIBE\nid:1\n\0",  # no blank line before the NUL
            "SEND\nbad header\n\n\0",
            "SEND\n:value\n\n\0",
            "SEND\nx:\\t\n\n\0",  # undefined escape
            "SEND\ncontent-length:abc\n\nx\0",
            "SEND\ncontent-length:²\n\nx\0",  # a digit to str.isdigit, not a number to int()
            "SEND\ncontent-length:5\n\nab\0",
            "SEND\ncontent-length:1\n\nру\0",  # splits a two-octet character
        ],
    )
    def test_protocol_violations(self, message):
        with pytest.raises(StompError):
            parse(message)


class TestSerialise:
    def test_connected_is_not_escaped(self):
        text = serialise(Frame("CONNECTED", {"version": "1.2", "heart-beat": "3000,3000"}))
        assert text == "CONNECTED\nversion:1.2\nheart-beat:3000,3000\n\n\0"

    def test_message_headers_are_escaped_and_body_has_a_content_length(self):
        headers = {"destination": "/user/queue/face", "message-id": "a:1", "note": "b\nc\\"}
        text = serialise(Frame("MESSAGE", headers, '{"ü":1}'))
        assert text == (
            'MESSAGE\ndestination:/user/queue/face\nmessage-id:a\\c1\nnote:b\\nc\\\\\ncontent-length:8\n\n{"ü":1}\0'
        )

    def test_a_given_content_length_is_not_repeated(self):
        text = serialise(Frame("MESSAGE", {"content-length": "2"}, "{}"))
        assert text == "MESSAGE\ncontent-length:2\n\n{}\0"

    def test_round_trip(self):
        frame = Frame("SEND", {"destination": "/app/frame", "weird": "x:y\\z\r\n"}, "body with \0 inside")
        [parsed] = parse(serialise(frame))
        assert parsed.headers == {**frame.headers, "content-length": str(len(frame.body.encode()))}
        assert parsed.body == frame.body


class TestHandshake:
    @pytest.mark.parametrize(("accept_version", "offered"), [("1.2", True), ("1.1, 1.2", True), ("1.0,1.1", False)])
    def test_only_stomp_1_2_is_spoken(self, accept_version, offered):
        assert offers_version(accept_version) is offered

    @pytest.mark.parametrize(
        ("header", "negotiated"),
        [
            ("3000,3000", (3000, 3000)),
            ("1000,10000", (10000, 3000)),  # each way the slower of what one side can and the other wants
            ("0,5000", (5000, 0)),  # a client that sends none is never expected to
            ("0,0", (0, 0)),
            (" 4000 , 0 ", (0, 4000)),
        ],
    )
    def test_heart_beat_negotiation(self, header, negotiated):
        assert heart_beats(header, 3000) == negotiated

    @pytest.mark.parametrize("header", ["", "3000", "3000,x", "-1,3000", "3000,3000,3000", "²,3000"])
    def test_a_malformed_heart_beat(self, header):
        with pytest.raises(StompError):
            heart_beats(header, 3000)

    def test_connected_carries_version_heart_beat_then_the_sides_own_headers(self):
        assert serialise(connected(3000, {"session": "abc"})) == (
            "CONNECTED\nversion:1.2\nheart-beat:3000,3000\nsession:abc\n\n\0"
        )
