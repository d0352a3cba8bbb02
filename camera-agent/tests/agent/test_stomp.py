import pytest

from camera_agent.service.stomp import Frame, StompError, parse, serialise


class TestParse:
    def test_frames_and_heartbeats_of_one_message(self):
        message = (
            "\nCONNECT\naccept-version:1.2\nsession-id:abc\n\n\0"
            "\nSUBSCRIBE\nid:sub-0\ndestination:/user/queue/face\n\n\0"
        )
        connect, subscribe = parse(message)
        assert connect == Frame("CONNECT", {"accept-version": "1.2", "session-id": "abc"})
        assert subscribe.headers == {"id": "sub-0", "destination": "/user/queue/face"}

    def test_a_lone_end_of_line_is_a_heartbeat(self):
        assert parse("\n") == [] and parse("\r\n") == []

    def test_escaped_headers_are_unescaped_except_in_connect(self):
        assert parse("SUBSCRIBE\nid:a\\cb\\nc\n\n\0")[0].headers["id"] == "a:b\nc"
        assert parse("CONNECT\nlogin:a\\cb\n\n\0")[0].headers["login"] == "a\\cb"

    def test_the_first_repeated_header_wins(self):
        assert parse("SUBSCRIBE\nid:1\nid:2\n\n\0")[0].headers["id"] == "1"

    @pytest.mark.parametrize(
        "message",
        ["HELLO\n\n\0", "SUBSCRIBE\nid:1\n\0", "SUBSCRIBE\nbroken\n\n\0", "SUBSCRIBE\nid:1\n\n", "SEND\nx:\\q\n\n\0"],
    )
    def test_protocol_violations(self, message):
        with pytest.raises(StompError):
            parse(message)


class TestSerialise:
    def test_message_frames_carry_content_length_and_escaped_headers(self):
        text = serialise(Frame("MESSAGE", {"destination": "/user/queue/face", "message-id": "a:1"}, '{"ü":1}'))
        assert text == 'MESSAGE\ndestination:/user/queue/face\nmessage-id:a\\c1\ncontent-length:8\n\n{"ü":1}\0'

    def test_connected_headers_are_not_escaped(self):
        assert serialise(Frame("CONNECTED", {"version": "1.2", "heart-beat": "3000,3000"})) == (
            "CONNECTED\nversion:1.2\nheart-beat:3000,3000\n\n\0"
        )
