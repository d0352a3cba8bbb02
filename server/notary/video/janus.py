"""The server's own calls to the media server (Janus's HTTP API, on loopback): make a room, let a participant in,
destroy the room. Each call opens a Janus session with a token signed for a minute and closes it after."""

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from notary.core.errors import NotaryError
from notary.core.sections import VideoConfig
from notary.video import tokens

TIMEOUT_SECONDS = 5
ROOM_EXISTS, NO_SUCH_ROOM = 427, 426


class MediaServerError(NotaryError):
    """The media server did not answer or refused the server's own call: 502, "media server connection error"."""

    status_code = 502

    def __init__(self) -> None:
        super().__init__("error_media_server")


class Janus:
    def __init__(self, config: VideoConfig) -> None:
        self.config = config

    @contextmanager
    def _videoroom(self) -> Iterator["_Handle"]:
        token = tokens.janus_token(self.config.token_secret, (tokens.VIDEOROOM,), 60)
        with httpx.Client(base_url=self.config.janus_url, timeout=TIMEOUT_SECONDS) as client:
            session = _data(_post(client, "", {"janus": "create"}, token))["id"]
            try:
                handle = _data(_post(client, f"/{session}", {"janus": "attach", "plugin": tokens.VIDEOROOM}, token))
                yield _Handle(client, f"/{session}/{handle['id']}", token)
            finally:
                _post(client, f"/{session}", {"janus": "destroy"}, token)

    def create_room(self, room: int, secret: str, pin: str, record_dir: Path, publishers: int) -> None:
        """A private, recorded room that lets in only the access tokens added to it."""
        request = {
            "request": "create",
            "room": room,
            "admin_key": self.config.admin_key,
            "secret": secret,
            "pin": pin,
            "is_private": True,
            "publishers": publishers,
            "bitrate": self.config.bitrate_kbps * 1000,
            "audiocodec": "opus",
            "videocodec": "vp8",
            "record": True,
            "rec_dir": str(record_dir),
            "lock_record": True,
            "notify_joining": True,
            "allowed": [],
        }
        with self._videoroom() as handle:
            handle.request(request, accept=(ROOM_EXISTS,))

    def allow(self, room: int, secret: str, access_token: str) -> None:
        with self._videoroom() as handle:
            handle.request(
                {"request": "allowed", "room": room, "secret": secret, "action": "add", "allowed": [access_token]}
            )

    def destroy_room(self, room: int, secret: str) -> None:
        """Everyone is put out and the recording files are closed; a room already gone is fine."""
        with self._videoroom() as handle:
            handle.request({"request": "destroy", "room": room, "secret": secret}, accept=(NO_SUCH_ROOM,))

    def exists(self, room: int) -> bool:
        with self._videoroom() as handle:
            return bool(handle.request({"request": "exists", "room": room}).get("exists"))


class _Handle:
    def __init__(self, client: httpx.Client, path: str, token: str) -> None:
        self.client, self.path, self.token = client, path, token

    def request(self, body: dict[str, Any], accept: tuple[int, ...] = ()) -> dict[str, Any]:
        answer = _post(self.client, self.path, {"janus": "message", "body": body}, self.token)
        data: dict[str, Any] = answer.get("plugindata", {}).get("data", {})
        if data.get("error_code") and data["error_code"] not in accept:
            raise MediaServerError()
        return data


def _post(client: httpx.Client, path: str, message: dict[str, Any], token: str) -> dict[str, Any]:
    message = message | {"transaction": "notary", "token": token}
    try:
        answer: dict[str, Any] = client.post(path, json=message).raise_for_status().json()
    except (httpx.HTTPError, ValueError) as failed:
        raise MediaServerError() from failed
    if answer.get("janus") == "error":
        raise MediaServerError()
    return answer


def _data(answer: dict[str, Any]) -> dict[str, Any]:
    data: dict[str, Any] = answer.get("data", {})
    return data
