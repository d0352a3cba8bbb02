"""Scheduled work (docs/architecture.md#scheduled-work): a job runs once however many workers poll, waits for its
time, survives a restart (it is a row), and a failing one is retried later and finally given up with its error."""

import threading
from datetime import timedelta

import pytest
from sqlalchemy import Engine, delete
from sqlmodel import Session, col, select

from notary.core import clock, jobs
from notary.models import ScheduledJob

RAN: list[str] = []
_LOCK = threading.Lock()


@jobs.handler("test_note")
def _note(_session: Session, payload: dict) -> None:
    with _LOCK:
        RAN.append(payload["name"])


@jobs.handler("test_fail")
def _fail(_session: Session, _payload: dict) -> None:
    raise RuntimeError("the gateway is down")


@pytest.fixture
def committed(engine: Engine):
    """Jobs committed for real, as several server processes see them; removed afterwards."""
    RAN.clear()
    yield engine
    with Session(engine) as session:
        session.exec(delete(ScheduledJob).where(col(ScheduledJob.kind).startswith("test_")))  # type: ignore[call-overload]
        session.commit()


def _enqueue(engine: Engine, names: list[str], kind: str = "test_note", delay: timedelta = timedelta(0)) -> None:
    with Session(engine) as session:
        for name in names:
            jobs.enqueue(session, kind, f"test:{name}", {"name": name}, clock.now() + delay)
        session.commit()


def test_two_workers_run_each_job_once(committed):
    names = [f"job{number}" for number in range(40)]
    _enqueue(committed, names)
    workers = [threading.Thread(target=jobs.run_due, args=(committed,)) for _ in range(2)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert sorted(RAN) == sorted(names)


def test_a_job_waits_for_its_time_and_survives_a_restart(committed, monkeypatch):
    _enqueue(committed, ["later"], delay=timedelta(hours=1))
    assert jobs.run_due(committed) == 0
    # A new process (no memory of the first) finds it due an hour later.
    offset = clock._offset() + timedelta(hours=1, seconds=1)
    monkeypatch.setattr(clock, "_offset", lambda: offset)
    assert jobs.run_due(committed) == 1
    assert RAN == ["later"]


def test_the_same_key_is_enqueued_once(committed):
    _enqueue(committed, ["once"])
    _enqueue(committed, ["once"])
    jobs.run_due(committed)
    assert RAN == ["once"]


def test_a_failing_job_is_retried_later_then_given_up(committed, monkeypatch):
    _enqueue(committed, ["broken"], kind="test_fail")
    assert jobs.run_due(committed) == 1
    with Session(committed) as session:
        job = session.exec(select(ScheduledJob).where(ScheduledJob.key == "test:broken")).one()
        assert (job.attempts, job.done_at, job.last_error) == (1, None, "RuntimeError: the gateway is down")
        assert job.run_at > clock.now()
    assert jobs.run_due(committed) == 0  # not before its retry time
    offset = timedelta(0)
    for _attempt in range(10):
        offset += timedelta(hours=2)
        monkeypatch.setattr(clock, "_offset", lambda offset=offset: offset)
        jobs.run_due(committed)
    with Session(committed) as session:
        job = session.exec(select(ScheduledJob).where(ScheduledJob.key == "test:broken")).one()
        assert job.attempts == 8 and job.done_at is not None
