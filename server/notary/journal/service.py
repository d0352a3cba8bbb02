"""The registry journal and registry numbers (docs/contracts/acts.md#verification). Registering an act takes its
number with `next_regnum` and writes its journal entry with `append`, both in the registration's transaction: a
rolled-back registration gives its number and its place in the chain back. Call them in that order (the office's
counter lock, then the journal's) and last before the commit: the locks they take queue the other registrations
until then. Reached only through this module."""

import hashlib
import json
import secrets
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Protocol

from sqlalchemy import text
from sqlmodel import Session, col, select

from notary.core import clock
from notary.models import JournalEntry, NotarialAct
from notary.models.journal_entry import GENESIS_HASH

# pg_advisory_xact_lock key of the journal's tail (the bytes of "journal"): one append at a time, held to commit.
APPEND_LOCK = 0x6A6F75726E616C
CODE_BYTES = 15  # secrets.token_urlsafe: 20 URL-safe characters, 120 random bits
STREAM_BATCH = 1000

# One statement takes the next number: the row lock it leaves serialises registrations of one office and date until
# commit, and a rollback takes the number back. `:first` is used only when the day's first number is taken.
_NEXT_REGNUM = text(
    """INSERT INTO regnum_counter (office_id, regdate, last) VALUES (:office_id, :regdate, :first)
       ON CONFLICT (office_id, regdate) DO UPDATE SET last = regnum_counter.last + 1
       RETURNING last"""
)
_COUNTER_EXISTS = text("SELECT 1 FROM regnum_counter WHERE office_id = :office_id AND regdate = :regdate")


class _Entry(Protocol):
    """A journal entry as the ORM or a streamed row gives it."""

    seq: int
    act_id: int
    office_id: int
    regnum: str
    regdate: date
    pdf_sha256: str
    code: str
    recording_sha256: str
    prev_hash: str
    hash: str
    created_at: datetime


@dataclass(frozen=True)
class ChainReport:
    entries: int
    ok: bool
    first_broken_seq: int | None


def format_regnum(number: int) -> str:
    """Seven digits, zero-padded, as the registry's numbers are ("0001234")."""
    return f"{number:07d}"


def _highest_registered(session: Session, office_id: int, regdate: date) -> int:
    """The highest numeric registry number already in the act registry for the office and date (acts registered
    before the counters existed, the sandbox's demo acts); non-numeric numbers are not ours to continue."""
    statement = select(NotarialAct.regnum).where(NotarialAct.office_id == office_id, NotarialAct.regdate == regdate)
    return max((int(regnum) for regnum in session.exec(statement) if regnum and regnum.isdigit()), default=0)


def next_regnum(session: Session, office_id: int, regdate: date) -> str:
    """The next registry number of the office on the date: sequential, no gaps, no duplicates under concurrency."""
    place = {"office_id": office_id, "regdate": regdate}
    started = session.execute(_COUNTER_EXISTS, place).first() is not None
    first = 1 if started else _highest_registered(session, office_id, regdate) + 1
    return format_regnum(session.execute(_NEXT_REGNUM, {**place, "first": first}).scalar_one())


def _timestamp(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def canonical(entry: _Entry) -> str:
    """The entry as the chain hashes it: JSON, sorted keys, no spaces, dates in ISO 8601 (UTC, microseconds); the
    video recording's hash only where the act was registered by video, so entries made before it hash as they did."""
    fields = {
        "seq": entry.seq,
        "act_id": entry.act_id,
        "office_id": entry.office_id,
        "regnum": entry.regnum,
        "regdate": entry.regdate.isoformat(),
        "pdf_sha256": entry.pdf_sha256,
        "code": entry.code,
        "created_at": _timestamp(entry.created_at),
    } | ({"recording_sha256": entry.recording_sha256} if entry.recording_sha256 else {})
    return json.dumps(fields, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def entry_hash(entry: _Entry) -> str:
    return hashlib.sha256((entry.prev_hash + canonical(entry)).encode()).hexdigest()


def _lock_tail(session: Session) -> None:
    """PostgreSQL: one append at a time until commit. SQLite's single writer (BEGIN IMMEDIATE) already serialises."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": APPEND_LOCK})


def _tail(session: Session) -> tuple[int, str]:
    statement = select(JournalEntry.seq, JournalEntry.hash).order_by(col(JournalEntry.seq).desc()).limit(1)
    last = session.exec(statement).first()
    return (0, GENESIS_HASH) if last is None else (last[0], last[1])


def new_code() -> str:
    """A verification code for the QR: made before the entry, since the PDF that carries it is hashed into the entry."""
    return secrets.token_urlsafe(CODE_BYTES)


def append(
    session: Session,
    act_id: int,
    office_id: int,
    regnum: str,
    regdate: date,
    pdf_sha256: str,
    code: str | None = None,
    recording_sha256: str = "",
) -> JournalEntry:
    """The act's entry at the end of the chain, with its verification code (a fresh one when none is given) and, for
    an act registered by video, its recording's hash."""
    _lock_tail(session)
    seq, prev_hash = _tail(session)
    entry = JournalEntry(
        seq=seq + 1,
        act_id=act_id,
        office_id=office_id,
        regnum=regnum,
        regdate=regdate,
        pdf_sha256=pdf_sha256.lower(),
        code=code or new_code(),
        recording_sha256=recording_sha256.lower(),
        prev_hash=prev_hash,
        hash="",
        created_at=clock.now(),
    )
    entry.hash = entry_hash(entry)
    session.add(entry)
    session.flush()
    return entry


def holds_at(session: Session, entry: JournalEntry) -> bool:
    """The chain holds at this entry: its hash recomputes, it points at its predecessor, its successor points at it.
    One primary-key read of its two neighbours, whatever the journal's length; `verify_chain` checks the whole."""
    if entry.hash != entry_hash(entry):
        return False
    statement = select(JournalEntry.seq, JournalEntry.hash, JournalEntry.prev_hash).where(
        col(JournalEntry.seq).in_((entry.seq - 1, entry.seq + 1))
    )
    neighbours = {seq: (hash_, prev_hash) for seq, hash_, prev_hash in session.exec(statement)}
    expected_prev = GENESIS_HASH if entry.seq == 1 else neighbours.get(entry.seq - 1, ("", ""))[0]
    successor_points_back = neighbours.get(entry.seq + 1, ("", entry.hash))[1] == entry.hash
    return entry.prev_hash == expected_prev and successor_points_back


def _links(entry: _Entry, expected_seq: int, prev_hash: str) -> bool:
    return entry.seq == expected_seq and entry.prev_hash == prev_hash and entry.hash == entry_hash(entry)


def verify_chain(session: Session) -> ChainReport:
    """The whole chain in seq order, streamed in batches (bounded memory at any length): the first entry that does
    not follow from the one before, or whose hash does not recompute, breaks it."""
    table = JournalEntry.__table__  # type: ignore[attr-defined]
    rows = session.execute(select(table).order_by(table.c.seq).execution_options(yield_per=STREAM_BATCH))
    count, prev_seq, prev_hash, broken = 0, 0, GENESIS_HASH, None
    for row in rows:
        if broken is None and not _links(row, prev_seq + 1, prev_hash):
            broken = row.seq
        count, prev_seq, prev_hash = count + 1, row.seq, row.hash
    return ChainReport(entries=count, ok=broken is None, first_broken_seq=broken)


def entry_by_code(session: Session, code: str) -> JournalEntry | None:
    return session.exec(select(JournalEntry).where(JournalEntry.code == code)).first()


def code_of_act(session: Session, act_id: int) -> str | None:
    """The verification code of a registered act (its QR), None before registration."""
    return session.exec(select(JournalEntry.code).where(JournalEntry.act_id == act_id)).first()
