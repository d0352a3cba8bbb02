"""GET /api/verify/{code}: what the QR of a print form leads to, for anyone without a session
(docs/contracts/acts.md#verification)."""

import hashlib
from datetime import date

from sqlalchemy import text
from sqlmodel import Session

from notary.journal import service as journal
from notary.models import ActState, JournalEntry, NotarialAct
from notary.models.journal_entry import GENESIS_HASH
from tests.factories import create_act, create_notary

PDF_SHA256 = hashlib.sha256(b"the signed print form").hexdigest()


def _journaled(session: Session, **values) -> tuple[NotarialAct, JournalEntry]:
    act = create_act(session, **values)
    assert act.id is not None and act.regnum is not None and act.regdate is not None
    return act, journal.append(session, act.id, act.office_id, act.regnum, act.regdate, PDF_SHA256)


class TestVerify:
    def test_a_journaled_registered_act(self, client, session):
        notary = create_notary(session, surname="Rahimova", name="Malika", patronymic="Anvarovna")
        act, entry = _journaled(session, notary=notary, regnum="0000007")
        answer = client.get(f"/api/verify/{entry.code}", headers={"Accept-Language": "ru"})
        assert answer.status_code == 200
        body = answer.json()
        office = body.pop("office")
        assert office.startswith("Тестовая нотариальная контора")
        assert body == {
            "regnum": "0000007",
            "regdate": "2025-06-10",
            "type": 11651,
            "typeName": "Общая доверенность",
            "state": "registered",
            "notary": notary.fullname_uz,
            "sha256": PDF_SHA256,
            "journal": {"seq": entry.seq, "hash": entry.hash, "prev_hash": GENESIS_HASH},
            "chain_holds": True,
        }

    def test_names_in_the_content_language(self, client, session):
        notary = create_notary(session, surname="Rahimova", name="Malika", patronymic="Anvarovna")
        _act, entry = _journaled(session, notary=notary)
        body = client.get(f"/api/verify/{entry.code}", headers={"Accept-Language": "oz"}).json()
        assert body["notary"] == "Rahimova Malika Anvarovna"
        assert body["office"].startswith("Sinov ")

    def test_a_cancelled_act_says_so(self, client, session):
        _act, entry = _journaled(session, state=ActState.cancelled)
        assert client.get(f"/api/verify/{entry.code}").json()["state"] == "cancelled"

    def test_a_broken_chain_is_told(self, client, session):
        _act, entry = _journaled(session)
        if session.get_bind().dialect.name == "postgresql":
            session.execute(text("ALTER TABLE journal_entry DISABLE TRIGGER journal_entry_append_only"))
        else:
            session.execute(text("DROP TRIGGER journal_entry_no_update"))
        session.execute(text("UPDATE journal_entry SET regnum = '0000666' WHERE seq = :seq"), {"seq": entry.seq})
        session.expire_all()
        body = client.get(f"/api/verify/{entry.code}").json()
        assert (body["regnum"], body["chain_holds"]) == ("0000666", False)

    def test_an_unknown_code_is_404(self, client):
        answer = client.get("/api/verify/not-a-code", headers={"Accept-Language": "oz"})
        assert answer.status_code == 404
        assert answer.json()["message"] == "Bu QR kod bo'yicha ro'yxatga olingan notarial harakat topilmadi"

    def test_an_act_not_in_the_registry_is_404(self, client, session):
        """The answer starts from the registered acts, as every reader of the registry does."""
        _act, entry = _journaled(session, state=ActState.annulled, regnum="0000008", regdate=date(2025, 6, 10))
        assert client.get(f"/api/verify/{entry.code}").status_code == 404

    def test_no_session_is_needed_and_none_is_given(self, client, session):
        _act, entry = _journaled(session)
        answer = client.get(f"/api/verify/{entry.code}")
        assert answer.status_code == 200 and "Authorization" not in answer.headers
