"""Database engine and the request's session: only the session dependency commits or rolls back.

One exception to "a failed request leaves nothing": the record of a refused attempt (an audit event, a counted login
failure) must outlive the rollback its refusal causes. Code marks such rows with `keep_on_rollback`; when the request
fails, its transaction is rolled back and then the marked rows are written in a short transaction of their own."""

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Any

from fastapi import Depends
from sqlalchemy import Engine, event
from sqlmodel import Session, SQLModel, create_engine
from starlette.requests import HTTPConnection

from notary.core.logging import log
from notary.core.settings import get_settings

_KEPT = "rows_kept_on_rollback"


@lru_cache
def get_engine() -> Engine:
    settings = get_settings()
    if settings.is_sqlite:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        engine = create_engine(settings.database_url, connect_args={"check_same_thread": False})
        event.listen(engine, "connect", _sqlite_pragmas)
        # IMMEDIATE: a request that reads then writes (token rotation) must not fail with "database is locked" when
        # another request wrote in between; writers queue on busy_timeout instead.
        event.listen(engine, "begin", lambda connection: connection.exec_driver_sql("BEGIN IMMEDIATE"))
        return engine
    pool = settings.database
    return create_engine(
        settings.database_url,
        pool_pre_ping=True,
        pool_size=pool.pool_size,
        max_overflow=pool.max_overflow,
        pool_timeout=pool.pool_timeout_seconds,
    )


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # pysqlite's own transaction handling breaks SAVEPOINTs: SQLAlchemy emits BEGIN itself (see "begin" above).
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()


def keep_on_rollback(session: Session, row: SQLModel) -> None:
    """Add a row that is written even when the request fails (with a fresh `id` then)."""
    session.add(row)
    session.info.setdefault(_KEPT, []).append(row)


def request_transaction(session: Session) -> Iterator[Session]:
    """The request's unit of work: commit at the end, or roll back and keep only the rows marked to be kept."""
    try:
        yield session
        session.commit()
    except Exception:
        session.rollback()
        _write_kept(session)
        raise
    finally:
        session.info.pop(_KEPT, None)


def _write_kept(session: Session) -> None:
    kept: list[SQLModel] = session.info.pop(_KEPT, [])
    if not kept:
        return
    try:
        session.add_all(type(row)(**_without_id(row.model_dump())) for row in kept)
        session.commit()
    except Exception:  # the request's own error is the one to answer
        session.rollback()
        log.exception("kept_rows_lost", count=len(kept))


def _without_id(values: dict[str, Any]) -> dict[str, Any]:
    values.pop("id", None)
    return values


def get_session() -> Iterator[Session]:
    with Session(get_engine()) as session:
        yield from request_transaction(session)


# "function" scope: commit before the answer leaves, so a failed commit is never reported as a success.
SessionDep = Annotated[Session, Depends(get_session, scope="function")]


@dataclass(frozen=True)
class SessionSource:
    """The request's sessions opened only when it needs one, each a whole unit of work (`get_session`, or the app's
    override of it): for a route that often answers without the database, which a session dependency would still
    cost two hops to a worker thread."""

    provider: Callable[[], Iterator[Session]]

    def open(self) -> AbstractContextManager[Session]:
        return contextmanager(self.provider)()


async def session_source(connection: HTTPConnection) -> SessionSource:
    # async: resolved on the event loop, no worker thread for it.
    return SessionSource(connection.app.dependency_overrides.get(get_session, get_session))


SessionSourceDep = Annotated[SessionSource, Depends(session_source)]
