"""Scheduled work (docs/architecture.md#scheduled-work). A change enqueues a job in its own transaction, so the job
exists exactly when the change commits. Every server worker polls for due jobs; a worker locks one row (`FOR UPDATE
SKIP LOCKED` on PostgreSQL; SQLite's single writer serialises the same statement), runs its handler and marks it done
in that one transaction: a job's database effects happen once however many workers there are, and a worker that dies
mid-job leaves it due for the next. Effects outside the database (an SMS) carry the job's key as their idempotency
key."""

import threading
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Connection, Engine
from sqlmodel import Session, col, select

from notary.core import clock
from notary.core.logging import log
from notary.core.settings import get_settings
from notary.models import ScheduledJob

Handler = Callable[[Session, dict[str, Any]], None]
_HANDLERS: dict[str, Handler] = {}


def handler(kind: str) -> Callable[[Handler], Handler]:
    """Register the function that runs jobs of this kind (a domain does so when its module is imported)."""

    def register(function: Handler) -> Handler:
        _HANDLERS[kind] = function
        return function

    return register


def enqueue(session: Session, kind: str, key: str, payload: dict[str, Any], run_at: datetime | None = None) -> None:
    """Due at `run_at` (now when None); a job with the same key already enqueued is left as it is."""
    if session.exec(select(ScheduledJob.id).where(ScheduledJob.key == key)).first() is None:
        session.add(ScheduledJob(kind=kind, key=key, payload=payload, run_at=run_at or clock.now()))


def run_due(bind: Engine | Connection, limit: int = 100) -> int:
    """Run up to `limit` due jobs, one transaction each (a savepoint when `bind` is a connection already in one, as
    in tests); how many were taken."""
    taken = 0
    while taken < limit and _run_one(bind):
        taken += 1
    return taken


def _run_one(bind: Engine | Connection) -> bool:
    with Session(bind, join_transaction_mode="create_savepoint") as session:
        statement = (
            select(ScheduledJob)
            .where(col(ScheduledJob.done_at).is_(None), col(ScheduledJob.run_at) <= clock.now())
            .order_by(col(ScheduledJob.run_at))
            .limit(1)
            .with_for_update(skip_locked=True)
        )
        job = session.exec(statement).first()
        if job is None:
            return False
        job_id, kind, payload, attempts = job.id, job.kind, dict(job.payload), job.attempts
        try:
            _HANDLERS[kind](session, payload)
            job.done_at = clock.now()
            session.add(job)
            session.commit()
        except Exception as exc:
            session.rollback()
            log.exception("job_failed", kind=kind, job_id=job_id)
            _failed(session, job_id, attempts + 1, exc)
        return True


def _failed(session: Session, job_id: int | None, attempts: int, exc: Exception) -> None:
    """Retry later, waiting longer each time; give it up after the configured attempts, keeping its error."""
    job = session.get(ScheduledJob, job_id)
    if job is None:
        return
    job.attempts = attempts
    job.last_error = f"{type(exc).__name__}: {exc}"[:1000]
    now = clock.now()
    if attempts >= get_settings().jobs.max_attempts:
        job.done_at = now
    else:
        job.run_at = now + timedelta(seconds=min(30 * 2**attempts, 3600))
    session.add(job)
    session.commit()


class Worker:
    """The background thread of one server process that runs due jobs until the process stops."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self._loop, name="scheduled-jobs", daemon=True)

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> None:
        self.stopping.set()
        self.thread.join(timeout=10)

    def _loop(self) -> None:
        poll = get_settings().jobs.poll_seconds
        while not self.stopping.is_set():
            try:
                run_due(self.engine)
            except Exception:  # the database away for a moment: try again at the next poll
                log.exception("jobs_poll_failed")
            self.stopping.wait(poll)
