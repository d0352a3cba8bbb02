"""Whole answers of the most read public pages kept for a moment in front of the router, so a repeated read costs a
lookup instead of routing, parameter validation and serialisation (docs/architecture.md#ready-answers).

Only for paths whose answer carries nothing of the reader (the same for everyone in a language): it is kept per path,
query string, language and compression, for `FRESH_SECONDS`, and only when it is a 200 that sets no cookie. The
domain that owns the rows behind such a page calls `drop_all()` when they change (notary.notaries.pages), so this
process never serves an answer older than a write; other processes' copies expire within `FRESH_SECONDS`."""

import time
import weakref
from collections.abc import Iterable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from notary.core.i18n import current_language

# The same staleness the domain already accepts for its ready pages across processes.
FRESH_SECONDS = 2.0
# Answers kept at most per process; many distinct searches do not grow memory.
MAX_ANSWERS = 500

_Key = tuple[str, bytes, str, bool]
_stores: "weakref.WeakSet[ReadyAnswersMiddleware]" = weakref.WeakSet()


def drop_all() -> None:
    """Forget every kept answer in this process: a row some kept page shows has changed."""
    for store in list(_stores):
        store.drop()


def _accepts_gzip(scope: Scope) -> bool:
    return any(name == b"accept-encoding" and b"gzip" in value for name, value in scope["headers"])


def _copy(message: Message) -> Message:
    # The outer layers add their headers to the message they are given: the kept one stays as the route gave it.
    return {**message, "headers": list(message["headers"])} if "headers" in message else dict(message)


def _keepable(messages: list[Message]) -> bool:
    start = messages[0] if messages else {}
    return (
        start.get("type") == "http.response.start"
        and start.get("status") == 200
        and not any(name == b"set-cookie" for name, _ in start.get("headers", []))
    )


class ReadyAnswersMiddleware:
    def __init__(self, app: ASGIApp, paths: Iterable[str]) -> None:
        self.app = app
        self.paths = frozenset(paths)
        self.answers: dict[_Key, tuple[float, list[Message]]] = {}
        # Bumped by every drop: an answer computed across a write is not kept.
        self.generation = 0
        _stores.add(self)

    def drop(self) -> None:
        self.answers.clear()
        self.generation += 1

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "GET" or scope["path"] not in self.paths:
            await self.app(scope, receive, send)
            return
        key = (scope["path"], scope.get("query_string", b""), current_language.get(), _accepts_gzip(scope))
        kept = self.answers.get(key)
        if kept is not None and kept[0] > time.monotonic():
            for message in kept[1]:
                await send(_copy(message))
            return
        messages: list[Message] = []

        async def keeping_send(message: Message) -> None:
            messages.append(_copy(message))
            await send(message)

        generation = self.generation
        await self.app(scope, receive, keeping_send)
        if generation == self.generation and _keepable(messages):
            if len(self.answers) >= MAX_ANSWERS:
                self.answers.clear()
            self.answers[key] = (time.monotonic() + FRESH_SECONDS, messages)
