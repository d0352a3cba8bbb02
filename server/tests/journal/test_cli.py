"""`notary journal verify` prints the chain's state and exits 1 when it is broken."""

import hashlib

import pytest
from sqlalchemy import text

from notary import cli
from notary.core import db
from notary.journal import service as journal
from tests.factories import create_act


@pytest.fixture
def journaled(session, monkeypatch):
    """Two entries in the test's transaction, which the command reads through the application's engine."""
    for number in range(2):
        act = create_act(session)
        assert act.id is not None and act.regnum is not None and act.regdate is not None
        digest = hashlib.sha256(bytes([number])).hexdigest()
        journal.append(session, act.id, act.office_id, act.regnum, act.regdate, digest)
    monkeypatch.setattr(db, "get_engine", lambda: session.connection())
    return session


def test_an_intact_journal_is_ok(journaled, capsys):
    cli.main(["journal", "verify"])
    assert capsys.readouterr().out == "journal ok: 2 entries\n"


def test_a_broken_journal_exits_1(journaled, capsys):
    if journaled.get_bind().dialect.name == "postgresql":
        journaled.execute(text("ALTER TABLE journal_entry DISABLE TRIGGER journal_entry_append_only"))
    else:
        journaled.execute(text("DROP TRIGGER journal_entry_no_update"))
    journaled.execute(text("UPDATE journal_entry SET pdf_sha256 = :forged WHERE seq = 1"), {"forged": "0" * 64})
    with pytest.raises(SystemExit) as exit_:
        cli.main(["journal", "verify"])
    assert exit_.value.code == 1
    assert capsys.readouterr().out == "journal BROKEN at seq 1 (2 entries)\n"
