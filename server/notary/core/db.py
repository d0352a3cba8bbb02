"""Database engine and the request's session: only the session dependency commits or rolls back."""

from collections.abc import Iterator
from functools import lru_cache
from typing import Annotated

from fastapi import Depends
from sqlalchemy import Engine, event
from sqlmodel import Session, create_engine

from notary.core.settings import get_settings


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
    return create_engine(settings.database_url, pool_pre_ping=True, pool_size=10, max_overflow=20)


def _sqlite_pragmas(dbapi_connection, _record) -> None:
    # pysqlite's own transaction handling breaks SAVEPOINTs: SQLAlchemy emits BEGIN itself (see "begin" above).
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()


def get_session() -> Iterator[Session]:
    with Session(get_engine()) as session:
        try:
            yield session
            session.commit()
        except Exception:
            session.rollback()
            raise


# "function" scope: commit before the answer leaves, so a failed commit is never reported as a success.
SessionDep = Annotated[Session, Depends(get_session, scope="function")]
