"""The server side of the STOMP 1.2 frames the face-check contract uses (CONNECT, SUBSCRIBE, DISCONNECT in;
CONNECTED, MESSAGE, RECEIPT, ERROR out). Bodies the page sends are never needed (it sends no frames), so a frame
ends at its NUL. Header values are escaped except in CONNECT and CONNECTED, as STOMP 1.2 says."""

from dataclasses import dataclass, field

CLIENT_COMMANDS = frozenset(
    {"CONNECT", "STOMP", "SEND", "SUBSCRIBE", "UNSUBSCRIBE", "ACK", "NACK", "BEGIN", "COMMIT", "ABORT", "DISCONNECT"}
)
_RAW_HEADER_COMMANDS = frozenset({"CONNECT", "STOMP", "CONNECTED"})
_UNESCAPE = {"r": "\r", "n": "\n", "c": ":", "\\": "\\"}
_ESCAPE = str.maketrans({"\\": "\\\\", "\r": "\\r", "\n": "\\n", ":": "\\c"})
HEARTBEAT = "\n"


class StompError(ValueError):
    """The page broke the protocol: answered with an ERROR frame, then the socket closes."""


@dataclass(frozen=True)
class Frame:
    command: str
    headers: dict[str, str] = field(default_factory=dict)
    body: str = ""


def serialise(frame: Frame) -> str:
    escape = frame.command not in _RAW_HEADER_COMMANDS
    lines = [frame.command]
    for name, value in frame.headers.items():
        lines.append(f"{name.translate(_ESCAPE)}:{value.translate(_ESCAPE)}" if escape else f"{name}:{value}")
    if frame.body:
        lines.append(f"content-length:{len(frame.body.encode('utf-8'))}")
    return "\n".join(lines) + "\n\n" + frame.body + "\0"


def parse(message: str) -> list[Frame]:
    """The frames of one WebSocket message; heartbeats (lone end-of-lines) are skipped."""
    frames = []
    for chunk in message.split("\0"):
        chunk = chunk.lstrip("\r\n")
        if chunk:
            frames.append(_parse_one(chunk))
    if message.rstrip("\r\n") and not message.rstrip("\r\n").endswith("\0"):
        raise StompError("frame not terminated by NUL")
    return frames


def _parse_one(text: str) -> Frame:
    head, separator, body = text.replace("\r\n", "\n").partition("\n\n")
    if not separator:
        raise StompError("frame without the blank line that ends its headers")
    command, *lines = head.split("\n")
    if command not in CLIENT_COMMANDS:
        raise StompError(f"unknown command {command[:32]!r}")
    headers: dict[str, str] = {}
    for line in lines:
        name, colon, value = line.partition(":")
        if not colon or not name:
            raise StompError(f"malformed header line {line[:64]!r}")
        if command not in _RAW_HEADER_COMMANDS:
            name, value = _unescape(name), _unescape(value)
        headers.setdefault(name, value)  # STOMP 1.2: the first of repeated headers wins
    return Frame(command, headers, body)


def _unescape(text: str) -> str:
    out, characters = [], iter(text)
    for character in characters:
        if character == "\\":
            escaped = next(characters, "")
            if escaped not in _UNESCAPE:
                raise StompError(f"undefined escape \\{escaped}")
            character = _UNESCAPE[escaped]
        out.append(character)
    return "".join(out)
