"""A participant's side of the media server's protocol, without media: enough to knock at a room with a ticket (or
without one) and hear what Janus answers, as janus.js would send it."""

import time
from typing import Any

import httpx


class Peer:
    def __init__(self, janus_url: str, token: str | None) -> None:
        self.client, self.token = httpx.Client(base_url=janus_url, timeout=5), token
        self.session: int | None = None
        self.handle: int | None = None

    def _post(self, path: str, message: dict[str, Any]) -> dict[str, Any]:
        body = message | {"transaction": str(time.monotonic_ns())} | ({"token": self.token} if self.token else {})
        return self.client.post(path, json=body).json()

    def connect(self, plugin: str = "janus.plugin.videoroom") -> dict[str, Any]:
        answer = self._post("", {"janus": "create"})
        if answer["janus"] != "success":
            return answer
        self.session = answer["data"]["id"]
        attached = self._post(f"/{self.session}", {"janus": "attach", "plugin": plugin})
        self.handle = attached.get("data", {}).get("id")
        return attached

    def request(self, body: dict[str, Any]) -> dict[str, Any]:
        """A plugin request; an asynchronous one (join) is answered by an event, waited for here."""
        answer = self._post(f"/{self.session}/{self.handle}", {"janus": "message", "body": body})
        if answer["janus"] == "ack":
            return self._next_event()
        return answer.get("plugindata", {}).get("data", answer)

    def _next_event(self) -> dict[str, Any]:
        params = {"maxev": 1} | ({"token": self.token} if self.token else {})
        answer = self.client.get(f"/{self.session}", params=params, timeout=35).json()
        for event in answer if isinstance(answer, list) else [answer]:  # one event comes alone, more in a list
            if "plugindata" in event:
                return event["plugindata"]["data"]
        return {}

    def join(self, room: int, pin: str, feed: int, access: str | None) -> dict[str, Any]:
        body = {"request": "join", "ptype": "publisher", "room": room, "pin": pin, "id": feed, "display": "x"}
        return self.request(body | ({"token": access} if access else {}))

    def close(self) -> None:
        if self.session is not None:
            self._post(f"/{self.session}", {"janus": "destroy"})
        self.client.close()
