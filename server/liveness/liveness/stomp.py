"""STOMP 1.2 text frames of the face-check socket (docs/contracts/face-check.md), for every side that speaks it:
the server's face-check service, the kiosk camera agent's socket for its page, and camera clients written in Python
(tests, benchmarks). Pure Python: no socket, server or agent here, only the codec and the handshake rules.

A WebSocket message holds one or more frames, each `COMMAND\\n(header:value\\n)*\\n body \\0`, with heartbeats (lone
end-of-lines) allowed between them. Header values are escaped (\\r \\n \\c \\\\) except in CONNECT and CONNECTED,
as STOMP 1.2 says. No library does the server side of the protocol for ASGI.
"""

from dataclasses import dataclass, field

SUBPROTOCOL = "v12.stomp"
VERSION = "1.2"
CLIENT_COMMANDS = frozenset(
    {"CONNECT", "STOMP", "SEND", "SUBSCRIBE", "UNSUBSCRIBE", "ACK", "NACK", "BEGIN", "COMMIT", "ABORT", "DISCONNECT"}
)
# What a client reads; parsing these serves camera clients written in Python (tests, benchmarks).
SERVER_COMMANDS = frozenset({"CONNECTED", "MESSAGE", "RECEIPT", "ERROR"})
_UNESCAPED_COMMANDS = frozenset({"CONNECT", "STOMP", "CONNECTED"})
_ESCAPES = {"r": "\r", "n": "\n", "c": ":", "\\": "\\"}
_ESCAPE_OUT = str.maketrans({"\\": "\\\\", "\r": "\\r", "\n": "\\n", ":": "\\c"})
HEARTBEAT = "\n"


class StompError(ValueError):
    """The peer broke the protocol; the session answers with an ERROR frame and closes."""


@dataclass(frozen=True)
class Frame:
    command: str
    headers: dict[str, str] = field(default_factory=dict)
    body: str = ""

    def header(self, name: str, default: str = "") -> str:
        return self.headers.get(name, default)


def serialise(frame: Frame) -> str:
    lines = [frame.command]
    escape = frame.command not in _UNESCAPED_COMMANDS
    for name, value in frame.headers.items():
        lines.append(f"{_escape(name)}:{_escape(value)}" if escape else f"{name}:{value}")
    if frame.body and "content-length" not in frame.headers:
        lines.append(f"content-length:{len(frame.body.encode('utf-8'))}")
    return "\n".join(lines) + "\n\n" + frame.body + "\0"


def parse(message: str, commands: frozenset[str] = CLIENT_COMMANDS) -> list[Frame]:
    """Every frame in one WebSocket message, in order; heartbeats between frames are skipped."""
    frames: list[Frame] = []
    position = 0
    while True:
        position = _skip_heartbeats(message, position)
        if position >= len(message):
            return frames
        frame, position = _parse_one(message, position, commands)
        frames.append(frame)


# -- the handshake: CONNECT in, CONNECTED out ---------------------------------------------------------------------


def offers_version(accept_version: str) -> bool:
    """Whether a CONNECT's `accept-version` list (`1.1,1.2`) includes the one version spoken here."""
    return VERSION in [version.strip() for version in accept_version.split(",")]


def heart_beats(header: str, ours_ms: int) -> tuple[int, int]:
    """STOMP heart-beat negotiation from the CONNECT's `heart-beat:<sends>,<wants>` and our own interval:
    (ms between the heartbeats we send, ms between those we expect to hear); 0 is none that way."""
    sends, _, wants = header.partition(",")
    if not (sends.strip().isdecimal() and wants.strip().isdecimal()):
        raise StompError("heart-beat must be two numbers")
    client_sends, client_wants = int(sends), int(wants)
    outgoing = max(ours_ms, client_wants) if client_wants else 0
    incoming = max(ours_ms, client_sends) if client_sends else 0
    return outgoing, incoming


def connected(heart_beat_ms: int, headers: dict[str, str] | None = None) -> Frame:
    """The CONNECTED answer: version 1.2, our heart-beat both ways, then any `headers` of the side's own."""
    return Frame("CONNECTED", {"version": VERSION, "heart-beat": f"{heart_beat_ms},{heart_beat_ms}", **(headers or {})})


# -- parsing ------------------------------------------------------------------------------------------------------


def _skip_heartbeats(message: str, position: int) -> int:
    while position < len(message) and message[position] in "\r\n":
        position += 1
    return position


def _parse_one(message: str, start: int, commands: frozenset[str]) -> tuple[Frame, int]:
    head_end = message.find("\n\n", start)
    crlf_end = message.find("\r\n\r\n", start)
    if crlf_end != -1 and (head_end == -1 or crlf_end < head_end):
        head, body_start = message[start:crlf_end], crlf_end + 4
    elif head_end != -1:
        head, body_start = message[start:head_end], head_end + 2
    else:
        raise StompError("frame without the blank line that ends its headers")
    command, *header_lines = [line.removesuffix("\r") for line in head.split("\n")]
    if command not in commands:
        raise StompError(f"unknown command {command[:32]!r}")
    headers = _headers(command, header_lines)
    body, end = _body(message, body_start, headers.get("content-length"))
    return Frame(command, headers, body), end


def _headers(command: str, lines: list[str]) -> dict[str, str]:
    headers: dict[str, str] = {}
    for line in lines:
        name, colon, value = line.partition(":")
        if not colon or not name:
            raise StompError(f"malformed header line {line[:64]!r}")
        if command not in _UNESCAPED_COMMANDS:
            name, value = _unescape(name), _unescape(value)
        headers.setdefault(name, value)  # STOMP 1.2: the first occurrence of a repeated header wins
    return headers


def _body(message: str, start: int, content_length: str | None) -> tuple[str, int]:
    if content_length is None:
        end = message.find("\0", start)
        if end == -1:
            raise StompError("frame not terminated by NUL")
        return message[start:end], end + 1
    if not content_length.isdecimal():  # isdigit() would pass "²", which int() refuses
        raise StompError("content-length is not a number")
    # content-length counts octets of the UTF-8 body, not characters.
    encoded = message[start:].encode("utf-8")
    length = int(content_length)
    if len(encoded) < length + 1 or encoded[length : length + 1] != b"\0":
        raise StompError("body does not match content-length")
    try:
        body = encoded[:length].decode("utf-8")
    except UnicodeDecodeError as error:
        raise StompError("content-length splits a character") from error
    return body, start + len(body) + 1


def _escape(text: str) -> str:
    return text.translate(_ESCAPE_OUT)


def _unescape(text: str) -> str:
    if "\\" not in text:
        return text
    out: list[str] = []
    characters = iter(text)
    for character in characters:
        if character != "\\":
            out.append(character)
            continue
        escaped = next(characters, "")
        if escaped not in _ESCAPES:
            raise StompError(f"undefined escape \\{escaped}")
        out.append(_ESCAPES[escaped])
    return "".join(out)
