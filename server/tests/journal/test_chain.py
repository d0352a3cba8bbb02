"""The registry journal (docs/contracts/acts.md#verification): a hash chain from seq 1 without gaps, which an edited
row breaks where `verify_chain` and `holds_at` both see it, and which the database keeps append-only."""

import hashlib
import json
from datetime import date

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError
from sqlmodel import Session

from notary.journal import service as journal
from notary.models import JournalEntry
from notary.models.journal_entry import GENESIS_HASH
from tests.factories import create_act


def _append(session: Session, count: int) -> list[JournalEntry]:
    entries = []
    for number in range(count):
        act = create_act(session)
        assert act.id is not None and act.regnum is not None and act.regdate is not None
        digest = hashlib.sha256(f"signed pdf {number}".encode()).hexdigest()
        entries.append(journal.append(session, act.id, act.office_id, act.regnum, act.regdate, digest))
    return entries


def _bypass_the_trigger(session: Session) -> None:
    """Inside the test's transaction, so the rollback brings the trigger back."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(text("ALTER TABLE journal_entry DISABLE TRIGGER journal_entry_append_only"))
    else:
        session.execute(text("DROP TRIGGER journal_entry_no_update"))


def _tamper(session: Session, seq: int, **values: str) -> None:
    assignments = ", ".join(f"{column} = :{column}" for column in values)
    session.execute(text(f"UPDATE journal_entry SET {assignments} WHERE seq = :seq"), {**values, "seq": seq})
    session.expire_all()


class TestAppend:
    def test_entries_chain_from_the_genesis_hash(self, session):
        entries = _append(session, 4)
        assert [entry.seq for entry in entries] == [1, 2, 3, 4]
        assert entries[0].prev_hash == GENESIS_HASH
        assert [entry.prev_hash for entry in entries[1:]] == [entry.hash for entry in entries[:-1]]

    def test_the_hash_is_of_the_previous_hash_and_the_canonical_entry(self, session):
        [entry] = _append(session, 1)
        canonical = json.dumps(
            {
                "seq": 1,
                "act_id": entry.act_id,
                "office_id": entry.office_id,
                "regnum": entry.regnum,
                "regdate": entry.regdate.isoformat(),
                "pdf_sha256": entry.pdf_sha256,
                "code": entry.code,
                "created_at": entry.created_at.isoformat(timespec="microseconds"),
            },
            sort_keys=True,
            separators=(",", ":"),
        )
        assert entry.hash == hashlib.sha256((GENESIS_HASH + canonical).encode()).hexdigest()

    def test_codes_are_random_url_safe_and_about_twenty_characters(self, session):
        codes = [entry.code for entry in _append(session, 3)]
        assert len(set(codes)) == 3
        assert all(len(code) == 20 and code.replace("-", "").replace("_", "").isalnum() for code in codes)

    def test_an_entry_is_found_by_its_code(self, session):
        entries = _append(session, 2)
        assert journal.entry_by_code(session, entries[1].code) == entries[1]
        assert journal.entry_by_code(session, "no-such-code") is None

    def test_a_code_made_before_the_entry_is_the_entrys(self, session):
        """The print form carries the QR, and its hash is in the entry: the code comes first."""
        act, code = create_act(session), journal.new_code()
        assert act.id is not None and act.regnum is not None and act.regdate is not None
        entry = journal.append(session, act.id, act.office_id, act.regnum, act.regdate, "ab" * 32, code)
        assert entry.code == code and journal.code_of_act(session, act.id) == code
        assert journal.code_of_act(session, create_act(session).id or 0) is None


class TestVerifyChain:
    def test_an_intact_chain(self, session):
        _append(session, 5)
        assert journal.verify_chain(session) == journal.ChainReport(entries=5, ok=True, first_broken_seq=None)

    def test_an_empty_journal_holds(self, session):
        assert journal.verify_chain(session) == journal.ChainReport(entries=0, ok=True, first_broken_seq=None)

    def test_an_edited_entry_breaks_the_chain_at_it(self, session):
        entries = _append(session, 4)
        _bypass_the_trigger(session)
        _tamper(session, 2, regnum="9999999")
        assert journal.verify_chain(session) == journal.ChainReport(entries=4, ok=False, first_broken_seq=2)
        assert [journal.holds_at(session, entry) for entry in entries] == [True, False, True, True]

    def test_an_edit_that_rehashes_its_entry_breaks_the_link_after_it(self, session):
        entries = _append(session, 4)
        _bypass_the_trigger(session)
        entries[1].regdate = date(2020, 1, 1)
        _tamper(session, 2, regdate="2020-01-01", hash=journal.entry_hash(entries[1]))
        assert journal.verify_chain(session) == journal.ChainReport(entries=4, ok=False, first_broken_seq=3)
        assert [journal.holds_at(session, entry) for entry in entries] == [True, False, False, True]


class TestAppendOnly:
    @pytest.mark.parametrize(
        "statement", ["UPDATE journal_entry SET regnum = '1' WHERE seq = 1", "DELETE FROM journal_entry WHERE seq = 1"]
    )
    def test_the_database_refuses_to_change_an_entry(self, session, statement):
        _append(session, 1)
        with pytest.raises(DBAPIError, match="append-only"), session.begin_nested():
            session.execute(text(statement))
        assert journal.verify_chain(session).entries == 1
