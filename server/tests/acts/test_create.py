"""A citizen creates an act: step 1, a draft, the caller its applicant, the notary chosen automatically or by hand."""

from sqlmodel import Session, select

from notary.auth import sessions
from notary.models import ActState, AuditEvent, LicenceStatus, NotarialAct, NotaryState, User
from notary.notaries.service import receiving_notaries
from tests.conftest import bearer
from tests.factories import create_act, create_notary, create_office, create_user

SAMARKAND, SAMARKAND_CITY = 1718, 1718401


def _token(session: Session, user: User) -> str:
    token = sessions.open_session(session, user)
    session.commit()
    return token


def _create(client, token: str, **body):
    return client.post("/api/notarial_act", json={"type": 1, "notary": {"mode": "auto"}, **body}, headers=bearer(token))


class TestCreate:
    def test_the_caller_is_the_accepted_applicant_of_a_draft(self, client, session):
        dilnoza = create_user(session, regionid=SAMARKAND)
        notary = create_notary(session, create_office(session, region_id=SAMARKAND, district_id=SAMARKAND_CITY))
        answer = _create(client, _token(session, dilnoza), notary={"mode": "manual", "id": notary.id})
        assert answer.status_code == 201, answer.text
        act = answer.json()
        assert (act["type"], act["step"], act["state"], act["registration_type"]) == (1, 1, "draft", 1)
        assert act["notary"]["id"] == notary.id and act["regnum"] is None
        [applicant] = act["parties"]
        assert (applicant["pin"], applicant["role"], applicant["applicant"], applicant["status"]) == (
            dilnoza.pin,
            "seller",
            True,
            "accepted",
        )
        assert act["actions"] == ["send_for_check", "delete", "change_notary"]
        [event] = session.exec(select(AuditEvent).where(AuditEvent.target == act["uuid"])).all()
        assert event.action == "act_created"

    def test_auto_picks_the_least_busy_receiving_notary_of_the_region(self, client, session):
        office = create_office(session, region_id=SAMARKAND, district_id=SAMARKAND_CITY)
        for busy in receiving_notaries(session, SAMARKAND):  # the directory's, each with an act in progress
            create_act(session, notary=busy, state=ActState.in_progress)
        free = create_notary(session, office, id=10**6)  # last by id: chosen for its load alone
        create_notary(session, office, state=NotaryState.vacation)
        create_notary(session, office, licence_status=LicenceStatus.terminated)
        answer = _create(client, _token(session, create_user(session, regionid=SAMARKAND)))
        assert answer.json()["notary"]["id"] == free.id

    def test_a_notary_who_does_not_receive_is_refused(self, client, session):
        away = create_notary(session, state=NotaryState.vacation)
        answer = _create(client, _token(session, create_user(session)), notary={"mode": "manual", "id": away.id})
        assert (answer.status_code, answer.text) == (
            400,
            "Bu notarius hozir fuqarolarni qabul qilmaydi. Boshqa notariusni tanlang",
        )

    def test_bad_input_is_refused_and_creates_nothing(self, client, session):
        token = _token(session, create_user(session))
        before = len(session.exec(select(NotarialAct)).all())
        assert _create(client, token, type=999).status_code == 400
        assert _create(client, token, notary={"mode": "manual"}).status_code == 400
        assert _create(client, token, registration_type=3).status_code == 400
        assert len(session.exec(select(NotarialAct)).all()) == before

    def test_a_draft_is_never_in_the_registry(self, client, session):
        token = _token(session, create_user(session))
        _create(client, token)
        drafts = session.exec(select(NotarialAct).where(NotarialAct.regnum == None)).all()  # noqa: E711
        assert drafts and all(act.state == "draft" for act in drafts)
