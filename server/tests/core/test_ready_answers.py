"""Whole answers of public pages kept for a moment in front of the router (notary.core.ready_answers)."""

from collections.abc import Callable

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.testclient import TestClient
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from notary.core import ready_answers
from notary.core.i18n import current_language
from notary.core.ready_answers import ReadyAnswersMiddleware


class StampingMiddleware:
    """An outer layer that adds a header to every answer, as the request context and security headers do."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def stamped(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message["headers"], (b"x-stamp", b"1")]
            await send(message)

        language = current_language.set(scope["query_string"].decode().partition("lang=")[2] or "oz")
        try:
            await self.app(scope, receive, stamped)
        finally:
            current_language.reset(language)


@pytest.fixture
def served() -> tuple[TestClient, list[str], Callable[[int, dict[str, str] | None], None]]:
    calls: list[str] = []
    answer: dict[str, object] = {"status": 200, "headers": None}

    def page(request: Request) -> Response:
        calls.append(str(request.url.query))
        return JSONResponse({"n": len(calls)}, answer["status"], headers=answer["headers"])  # type: ignore[arg-type]

    def set_answer(status: int, headers: dict[str, str] | None = None) -> None:
        answer.update(status=status, headers=headers)

    app = ReadyAnswersMiddleware(Starlette(routes=[Route("/page", page), Route("/other", page)]), paths=["/page"])
    return TestClient(StampingMiddleware(app)), calls, set_answer


def test_a_repeated_read_is_answered_whole_without_the_route(served):
    client, calls, _ = served
    first, again = client.get("/page"), client.get("/page")
    assert again.json() == first.json() == {"n": 1}
    assert calls == [""]
    assert again.headers.get_list("x-stamp") == ["1"]


def test_query_language_and_compression_each_have_their_own_answer(served):
    client, calls, _ = served
    for _ in range(2):
        client.get("/page?q=a")
        client.get("/page?q=b")
        client.get("/page?lang=ru")
        client.get("/page?q=a", headers={"Accept-Encoding": "identity"})
    assert len(calls) == 4


def test_only_listed_paths_and_gets_are_kept(served):
    client, calls, _ = served
    client.get("/other"), client.get("/other")
    client.post("/page"), client.post("/page")
    assert len(calls) == 2


@pytest.mark.parametrize(("status", "headers"), [(400, None), (200, {"set-cookie": "session=x"})])
def test_refusals_and_answers_that_set_a_cookie_are_not_kept(served, status, headers):
    client, calls, set_answer = served
    set_answer(status, headers)
    client.get("/page"), client.get("/page")
    assert len(calls) == 2


def test_a_write_drops_every_kept_answer(served):
    client, calls, _ = served
    client.get("/page")
    ready_answers.drop_all()
    assert client.get("/page").json() == {"n": 2}


def test_an_answer_computed_across_a_write_is_not_kept():
    calls: list[int] = []

    def page(_request: Request) -> Response:
        calls.append(1)
        ready_answers.drop_all()  # a write committed while this answer was being made
        return JSONResponse({})

    client = TestClient(ReadyAnswersMiddleware(Starlette(routes=[Route("/page", page)]), paths=["/page"]))
    client.get("/page"), client.get("/page")
    assert len(calls) == 2


def test_kept_answers_are_bounded(served, monkeypatch):
    client, _, _ = served
    monkeypatch.setattr(ready_answers, "MAX_ANSWERS", 2)
    for query in "abc":
        client.get(f"/page?q={query}")
    assert all(len(store.answers) <= 2 for store in ready_answers._stores)


def test_a_kept_answer_expires(served, monkeypatch):
    client, calls, _ = served
    monkeypatch.setattr(ready_answers, "FRESH_SECONDS", 0)
    client.get("/page"), client.get("/page")
    assert len(calls) == 2
