"""`register` as a notary's action does it, on PostgreSQL: the registry number, the print form rendered and signed
PAdES B-T, the journal entry and the commit, through the acts service (no HTTP stack). Figures: one registration at a
time; 20 at once in one office (they queue on the office's registry-number row lock, each behind the others' render
and signature); 20 at once in 20 offices (only the journal's append lock is shared). Reference figures: the issue
asks for `register` p99 under 20 concurrent registrations, with no goal number; a bare render + sign is measured by
bench/print_form_bench.py. The racers are threads of one process, so rendering (CPU-bound Python) also queues on the
interpreter's lock: an upper bound for a server whose workers are processes, which spread the same CPU time over the
machine's cores.

Creates its own database notary_bench_register (PostgreSQL on 127.0.0.1:5432, user postgres) and a data directory
for the sandbox signing keys, drops the database at the end.
Run: uv run python bench/register_bench.py  [--rounds 3]
"""

import argparse
import os
import sys
import tempfile
import threading
import time
from datetime import date, timedelta

import psycopg
from benchkit import GENERAL_POWER, PG_ADMIN, ensure_postgres, percentile, prepare_database

NAME = "notary_bench_register"
RACERS = 20


def _recreate(drop_only: bool = False) -> None:
    with psycopg.connect(PG_ADMIN, autocommit=True) as admin:
        admin.execute(f"DROP DATABASE IF EXISTS {NAME} WITH (FORCE)")
        if not drop_only:
            admin.execute(f"CREATE DATABASE {NAME}")


def _prepare():
    """A migrated, seeded database; the notaries of the directory with a user each (their pin)."""
    from sqlmodel import Session, select

    from notary.core.db import get_engine
    from notary.models import Notary, User

    prepare_database()
    engine = get_engine()
    with Session(engine, expire_on_commit=False) as session:  # the notaries are read after it closes
        notaries = list(session.exec(select(Notary).order_by(Notary.id)))
        users = {}
        for notary in notaries:
            user = session.exec(select(User).where(User.pin == notary.pin)).first()
            if user is None:
                user = User(
                    pin=notary.pin,
                    surname=notary.surname,
                    name=notary.name,
                    patronymic=notary.patronymic,
                    passserial="ZZ",
                    passnum=f"{len(users):07d}",
                    gender=1,
                    birthdate=date(1980, 1, 1),
                )
                session.add(user)
                session.flush()
            users[notary.id] = user.id
        session.commit()
    return engine, notaries, users


def _waiting_act(session, notary, applicant_id: int):
    """An act at step 8 with its invoice paid and its visit in five minutes: ready for its notary to register."""
    from notary.core import clock
    from notary.models import (
        ActState,
        Invoice,
        InvoicePurpose,
        InvoiceState,
        NotarialAct,
        NotarialActParty,
        NotaryOffice,
        PartyRole,
        PartyStatus,
        User,
    )

    office = session.get(NotaryOffice, notary.office_id)
    act = NotarialAct(
        act_type_id=11651,
        terms=GENERAL_POWER,
        notary_id=notary.id,
        office_id=office.id,
        region_id=office.region_id,
        state=ActState.in_progress,
        step=8,
        sent=True,
        visit_at=clock.now() + timedelta(minutes=5),
    )
    session.add(act)
    session.flush()
    applicant = session.get(User, applicant_id)
    session.add(
        NotarialActParty(
            act_id=act.id,
            role=PartyRole.principal,
            pin=applicant.pin,
            surname=applicant.surname,
            name=applicant.name,
            patronymic=applicant.patronymic,
            applicant=True,
            status=PartyStatus.accepted,
        )
    )
    session.add(
        NotarialActParty(
            act_id=act.id,
            role=PartyRole.attorney,
            pin=f"9{act.id:013d}",  # an attorney of its own: one unfinished power per attorney and applicant
            surname="Tursunov",
            name="Aziz",
            status=PartyStatus.accepted,
        )
    )
    amount = 41_200_000
    session.add(
        Invoice(
            act_id=act.id,
            act_uuid=act.uuid,
            purpose=InvoicePurpose.state_duty,
            amount=amount,
            proposed=amount,
            state=InvoiceState.paid,
            paid_at=clock.now(),
        )
    )
    return act.uuid


def _register(engine, uuid: str, notary_user_id: int) -> float:
    from sqlmodel import Session

    from notary.acts import lifecycle
    from notary.acts.schemas import ActionBody
    from notary.acts.workflow import Action
    from notary.models import User

    started = time.perf_counter()
    with Session(engine) as session:
        user = session.get(User, notary_user_id)
        lifecycle.take_action(session, uuid, user, Action.register, ActionBody())
        session.commit()
    return (time.perf_counter() - started) * 1000


def _race(engine, jobs: list[tuple[str, int]]) -> list[float]:
    barrier, times, errors = threading.Barrier(len(jobs)), [], []

    def run(uuid: str, user_id: int) -> None:
        barrier.wait()
        try:
            times.append(_register(engine, uuid, user_id))
        except Exception as error:  # noqa: BLE001 - reported below, the bench goes on
            errors.append(repr(error))

    threads = [threading.Thread(target=run, args=job) for job in jobs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        print(f"  {len(errors)} registrations failed: {errors[0]}", file=sys.stderr)
    return times


def _acts(engine, notaries, applicant_id: int) -> list[str]:
    from sqlmodel import Session

    with Session(engine) as session:
        uuids = [_waiting_act(session, notary, applicant_id) for notary in notaries]
        session.commit()
    return uuids


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    ensure_postgres()
    _recreate()
    os.environ["DATABASE_URL"] = f"postgresql+psycopg://postgres@127.0.0.1:5432/{NAME}"
    os.environ["NOTARY_DATA_DIR"] = tempfile.mkdtemp(prefix="notary-bench-register-")
    os.environ["NOTARY_JOBS__WORKER"] = "false"
    try:
        engine, notaries, users = _prepare()
        applicant = next(iter(users.values()))
        one = notaries[0]
        by_office = list({notary.office_id: notary for notary in notaries}.values())[:RACERS]
        # Warm up: the sandbox CA, the office keys, the templates and fonts.
        for notary in by_office:
            [uuid] = _acts(engine, [notary], applicant)
            _register(engine, uuid, users[notary.id])
        figures: dict[str, list[float]] = {
            "one at a time": [],
            "20 at once, one office": [],
            "20 at once, 20 offices": [],
        }
        for _ in range(args.rounds):
            for uuid in _acts(engine, [one] * 5, applicant):
                figures["one at a time"].append(_register(engine, uuid, users[one.id]))
            uuids = _acts(engine, [one] * RACERS, applicant)
            figures["20 at once, one office"] += _race(engine, [(uuid, users[one.id]) for uuid in uuids])
            uuids = _acts(engine, by_office, applicant)
            pairs = [(uuid, users[notary.id]) for uuid, notary in zip(uuids, by_office, strict=True)]
            figures["20 at once, 20 offices"] += _race(engine, pairs)
        print(f"{'register (render + sign + journal + commit)':44} {'runs':>5} {'p50 ms':>9} {'p99 ms':>9}")
        print("-" * 70)
        for name, samples in figures.items():
            p50, p99 = percentile(samples, 0.5), percentile(samples, 0.99)
            print(f"{name:44} {len(samples):5d} {p50:9.1f} {p99:9.1f}")
        print(f"({len(by_office)} offices in the directory's first {len(notaries)} notaries)")
    finally:
        from notary.core.db import get_engine

        get_engine().dispose()
        _recreate(drop_only=True)


if __name__ == "__main__":
    main()
