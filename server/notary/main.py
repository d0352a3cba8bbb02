"""The application: every domain's router under /api, the face-check socket, the built portal at /."""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from asgi_correlation_id import CorrelationIdMiddleware
from fastapi import APIRouter, FastAPI
from fastapi.openapi.utils import get_openapi
from fastapi.responses import FileResponse, PlainTextResponse, Response
from fastapi.routing import APIRoute
from servestatic import ServeStaticASGI
from starlette.middleware.gzip import GZipMiddleware

from notary.acts.router import router as acts_router
from notary.auditlog.router import router as auditlog_router
from notary.auth.deps import SessionGateMiddleware
from notary.catalogue.router import router as catalogue_router
from notary.clientconfig.router import router as client_config_router
from notary.core import clock, jobs
from notary.core.db import get_engine
from notary.core.edge import EdgeMiddleware
from notary.core.errors import NotFound, UnexpectedErrorMiddleware, error_responses, install_error_handlers
from notary.core.logging import configure_logging
from notary.core.ready_answers import ReadyAnswersMiddleware
from notary.core.request_context import RequestContextMiddleware
from notary.core.security_headers import SecurityHeadersMiddleware
from notary.core.settings import get_settings
from notary.dictionaries.router import router as dictionaries_router
from notary.facecheck.router import router as face_check_router
from notary.identity.router import router as identity_router
from notary.kiosks.router import router as kiosks_router
from notary.notaries.admin_router import router as notaries_admin_router
from notary.notaries.router import router as notaries_router
from notary.payments.router import router as payments_router
from notary.queue.router import router as queue_router
from notary.registries.router import router as registries_router
from notary.sandbox.guard import assert_no_sandbox_rows
from notary.statistics.router import router as statistics_router
from notary.users.router import router as users_router
from notary.verification.router import router as verification_router
from notary.video.router import router as video_router

# Routes are matched in this order: the most read public pages first, so they are found after the fewest tries.
DOMAIN_ROUTERS = [
    notaries_router,
    catalogue_router,
    client_config_router,
    dictionaries_router,
    identity_router,
    face_check_router,
    kiosks_router,
    registries_router,
    statistics_router,
    acts_router,
    verification_router,
    payments_router,
    queue_router,
    users_router,
    notaries_admin_router,
    auditlog_router,
    video_router,
]


def _operation_id(route: APIRoute) -> str:
    """Stable names for the generated portal client: tag + function name."""
    return f"{route.tags[0]}-{route.name}" if route.tags else route.name


def _openapi_without_422(app: FastAPI) -> dict:
    """Invalid input answers 400 with a translated text, never FastAPI's 422: say so in the schema
    (docs/contracts/errors-and-limits.md#error-answers)."""
    if app.openapi_schema:
        return app.openapi_schema
    schema = get_openapi(title=app.title, version=app.version, routes=app.routes)
    for methods in schema["paths"].values():
        for operation in methods.values():
            if operation["responses"].pop("422", None) is not None:
                operation["responses"].setdefault("400", dict(error_responses(400)[400]))
    for name in ("HTTPValidationError", "ValidationError"):
        schema.get("components", {}).get("schemas", {}).pop(name, None)
    app.openapi_schema = schema
    return schema


def api_router() -> APIRouter:
    api = APIRouter(prefix="/api")
    for router in DOMAIN_ROUTERS:
        api.include_router(router)

    @api.api_route("/{path:path}", methods=["GET", "POST", "PUT", "PATCH", "DELETE"], include_in_schema=False)
    def unknown_api_path(path: str) -> Response:
        raise NotFound("error_page_not_found")

    return api


# Vite names every built asset `<name>-<8-character hash>.<ext>`: such a file never changes, so it is cached for good.
HASHED_ASSET = r"^/assets/.+-[A-Za-z0-9_-]{8}\.\w+$"
# JSON answers smaller than this gain nothing from compression.
COMPRESS_FROM_BYTES = 1024
# Public pages the same for every reader, answered whole from a moment's copy (notary.core.ready_answers).
READY_PAGES = ("/api/notaries",)


def _no_cache_for_index(headers: Any, path: str, _url: str) -> None:
    if path.endswith("index.html"):
        headers["Cache-Control"] = "no-cache"


def _serve_portal(app: FastAPI, dist: Path) -> None:
    """The built portal. Its files, precompressed at build (`make portal`), are served by ServeStatic with the encoding
    the browser accepts; any other path gets index.html so the portal's history routing decides (and 404s)."""
    index = dist / "index.html"
    if index.is_file():
        app.add_middleware(
            ServeStaticASGI,
            root=dist,
            index_file=True,
            immutable_file_test=HASHED_ASSET,
            add_headers_function=_no_cache_for_index,
            # The help video's captions (public/help/*.vtt): Firefox and Safari take a caption track only as text/vtt.
            mimetypes={".vtt": "text/vtt"},
        )

    @app.get("/{path:path}", include_in_schema=False)
    def portal(path: str) -> Response:
        if index.is_file():
            return FileResponse(index, headers={"Cache-Control": "no-cache"})
        return PlainTextResponse("The portal is not built yet: run `make run` (or `make portal`).", status_code=503)


@asynccontextmanager
async def _scheduled_work(_app: FastAPI) -> AsyncIterator[None]:
    """Each server process runs its share of the scheduled work (docs/architecture.md#scheduled-work)."""
    if not get_settings().jobs.worker:
        yield
        return
    worker = jobs.Worker(get_engine())
    worker.start()
    try:
        yield
    finally:
        worker.stop()


def create_app() -> FastAPI:
    settings = get_settings()
    production = settings.profile == "production"
    if production:
        assert_no_sandbox_rows(get_engine())
    configure_logging()
    # The sandbox clock anchors itself in the database on its first read, in its own transaction: read it now, before
    # a request holds the database (SQLite has one writer).
    clock.now()
    app = FastAPI(
        title="National online notary service",
        version=settings.app_version,
        generate_unique_id_function=_operation_id,
        # The schema and its browsable page are for development; `make openapi` reads the schema without serving it.
        openapi_url=None if production else "/api/openapi.json",
        docs_url=None if production else "/api/docs",
        redoc_url=None,
        lifespan=_scheduled_work,
    )
    # FastAPI's documented way to customise the schema is to replace the method, which mypy refuses in general.
    app.openapi = lambda: _openapi_without_422(app)  # type: ignore[method-assign]
    install_error_handlers(app)
    app.include_router(api_router())
    app.add_middleware(GZipMiddleware, minimum_size=COMPRESS_FROM_BYTES)
    app.add_middleware(ReadyAnswersMiddleware, paths=READY_PAGES)
    app.add_middleware(UnexpectedErrorMiddleware)
    app.add_middleware(EdgeMiddleware)
    app.add_middleware(SessionGateMiddleware)
    app.add_middleware(RequestContextMiddleware, app_version=settings.app_version)
    app.add_middleware(CorrelationIdMiddleware, header_name="X-Request-ID")
    # A portal file is answered before any of the API's plumbing, but still with the security headers.
    _serve_portal(app, settings.portal_dist)
    app.add_middleware(SecurityHeadersMiddleware, settings=settings)
    return app
