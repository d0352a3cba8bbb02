"""The citizen's profile (docs/contracts/portal.md#profile): the e-mail and phone the citizen edits, and the consent to
personal data processing given with the public offer, withdrawn and given again, each change timed and audited; while
it is withdrawn nothing new is started: an act, a yes to an invitation, a booking."""

from sqlmodel import Session, select

from notary.auth import sessions
from notary.core import clock
from notary.models import AuditEvent, Notary, User
from tests.acts.test_workflow import Cast
from tests.conftest import bearer
from tests.factories import create_user
from tests.people import DILNOZA, MALIKA
from tests.queue.conftest import Citizen

WITHDRAWN_RU = (
    "Вы отозвали согласие на обработку персональных данных. Чтобы создать нотариальное действие, принять приглашение "
    "или записаться в электронную очередь, снова дайте согласие на странице «Профиль»"
)


def _login_as(session: Session, user: User) -> str:
    token = sessions.open_session(session, user)
    session.commit()
    return token


def _events(session: Session, user: User, action: str) -> list[AuditEvent]:
    statement = select(AuditEvent).where(AuditEvent.action == action, AuditEvent.target == user.pin)
    return list(session.exec(statement))


def _headers(token: str) -> dict[str, str]:
    return bearer(token) | {"Accept-Language": "ru"}


def _contacts(client, token: str, **body):
    return client.patch("/api/user/me/contacts", json=body, headers=_headers(token))


def _consent(client, token: str, given: bool):
    return client.put("/api/user/me/consent", json={"given": given}, headers=_headers(token))


class TestContacts:
    def test_the_citizen_sets_e_mail_and_phone_and_the_change_is_audited(self, client, session):
        user = create_user(session, phone="901112233", email="")
        answer = _contacts(client, _login_as(session, user), email="dilnoza@example.uz", phone="935556677")
        assert answer.status_code == 200, answer.text
        assert (answer.json()["email"], answer.json()["phone"]) == ("dilnoza@example.uz", "935556677")
        session.refresh(user)
        assert (user.email, user.phone) == ("dilnoza@example.uz", "935556677")
        [event] = _events(session, user, "contacts_changed")
        assert event.details == {"fields": ["email", "phone"]}  # which fields, never their values

    def test_either_may_be_cleared(self, client, session):
        user = create_user(session, phone="901112233", email="old@example.uz")
        answer = _contacts(client, _login_as(session, user), email="", phone=" ")
        assert answer.status_code == 200, answer.text
        session.refresh(user)
        assert (user.email, user.phone) == ("", "")

    def test_the_same_contacts_change_nothing(self, client, session):
        user = create_user(session, phone="901112233", email="a@example.uz")
        assert _contacts(client, _login_as(session, user), email="a@example.uz", phone="901112233").status_code == 200
        assert _events(session, user, "contacts_changed") == []

    def test_a_phone_not_of_9_digits_is_refused_and_nothing_changes(self, client, session):
        user = create_user(session, phone="901112233", email="a@example.uz")
        token = _login_as(session, user)
        for phone in ("12345", "90111223a", "9011122334"):
            answer = _contacts(client, token, email="b@example.uz", phone=phone)
            assert (answer.status_code, answer.text) == (400, "Номер телефона должен состоять из 9 цифр")
        session.refresh(user)
        assert (user.email, user.phone) == ("a@example.uz", "901112233")
        assert _events(session, user, "contacts_changed") == []

    def test_a_bad_or_too_long_e_mail_is_refused(self, client, session):
        user = create_user(session, email="a@example.uz")
        token = _login_as(session, user)
        for email in ("not-an-address", "a@", "x" * 244 + "@example.uz"):
            answer = _contacts(client, token, email=email, phone="")
            assert answer.status_code == 400
            assert answer.text == "Введите правильный адрес электронной почты (не длиннее 254 символов)"
        session.refresh(user)
        assert user.email == "a@example.uz"

    def test_an_address_of_254_characters_is_taken(self, client, session):
        user = create_user(session)
        email = "x" * 64 + "@" + ".".join(["a" * 62, "b" * 62, "c" * 60]) + ".uz"
        assert len(email) == 254
        assert _contacts(client, _login_as(session, user), email=email, phone="").status_code == 200

    def test_a_later_login_keeps_the_citizens_own_contacts(self, client, session, login):
        token = login(DILNOZA["passserial"], DILNOZA["passnum"])
        assert _contacts(client, token, email="mine@example.uz", phone="977778899").status_code == 200
        fresh = login(DILNOZA["passserial"], DILNOZA["passnum"])
        me = client.get("/api/user/me", headers=bearer(fresh)).json()
        assert (me["email"], me["phone"]) == ("mine@example.uz", "977778899")

    def test_without_a_session(self, client):
        answer = client.patch("/api/user/me/contacts", json={"email": "", "phone": ""})
        assert answer.status_code == 403


class TestConsent:
    def test_accepting_the_offer_gives_the_consent(self, client, session):
        user = create_user(session, termsofuse=0, personal_data_consent=False, personal_data_consent_at=None)
        token = _login_as(session, user)
        assert client.post("/api/offer_accept", params={"action": 1}, headers=bearer(token)).status_code == 200
        me = client.get("/api/user/me", headers=bearer(token)).json()
        assert me["personal_data_consent"] is True and me["personal_data_consent_at"].endswith("+05:00")
        assert len(_events(session, user, "personal_data_consent_given")) == 1

    def test_accepting_the_offer_again_leaves_the_consent_as_it_was(self, client, session):
        given_at = clock.now().replace(year=2025)
        user = create_user(session, termsofuse=0, personal_data_consent_at=given_at)
        token = _login_as(session, user)
        assert client.post("/api/offer_accept", params={"action": 1}, headers=bearer(token)).status_code == 200
        session.refresh(user)
        assert user.personal_data_consent and user.personal_data_consent_at.year == 2025
        assert _events(session, user, "personal_data_consent_given") == []

    def test_withdrawn_and_given_again_each_with_its_time_and_audit(self, client, session):
        user = create_user(session)
        token = _login_as(session, user)
        before = clock.now()
        withdrawn = _consent(client, token, False)
        assert withdrawn.status_code == 200, withdrawn.text
        assert withdrawn.json()["personal_data_consent"] is False
        session.refresh(user)
        assert not user.personal_data_consent and user.personal_data_consent_at is not None
        withdrawn_at = user.personal_data_consent_at
        assert withdrawn_at.replace(tzinfo=before.tzinfo) >= before.replace(microsecond=0)
        assert len(_events(session, user, "personal_data_consent_withdrawn")) == 1
        given = _consent(client, token, True)
        assert given.json()["personal_data_consent"] is True
        session.refresh(user)
        assert user.personal_data_consent and user.personal_data_consent_at >= withdrawn_at
        assert len(_events(session, user, "personal_data_consent_given")) == 1

    def test_asking_for_the_state_it_is_in_changes_nothing(self, client, session):
        user = create_user(session)
        assert _consent(client, _login_as(session, user), True).status_code == 200
        assert _events(session, user, "personal_data_consent_given") == []

    def test_the_body_is_checked(self, client, session):
        answer = client.put("/api/user/me/consent", json={}, headers=_headers(_login_as(session, create_user(session))))
        assert answer.status_code == 400


class TestWithdrawnConsentRefuses:
    def test_a_new_act_until_given_again(self, client, session):
        user = create_user(session)
        token = _login_as(session, user)
        _consent(client, token, False)
        body = {"type": 1, "notary": {"mode": "auto"}}
        refused = client.post("/api/notarial_act", json=body, headers=_headers(token))
        assert (refused.status_code, refused.text) == (400, WITHDRAWN_RU)
        _consent(client, token, True)
        assert client.post("/api/notarial_act", json=body, headers=_headers(token)).status_code == 201

    def test_a_yes_to_an_invitation_until_given_again_and_a_no_is_still_possible(self, client, session):
        cast = Cast(session, lambda user: _login_as(session, user), 1, awaiting=True)
        token = cast.tokens["party"]
        _consent(client, token, False)
        refused = client.post(cast.path("/actions/accept"), headers=_headers(token))
        assert (refused.status_code, refused.text) == (400, WITHDRAWN_RU)
        assert cast.party.status is None
        _consent(client, token, True)
        assert client.post(cast.path("/actions/accept"), headers=_headers(token)).status_code == 200
        assert cast.party.status == "accepted"

    def test_a_booking_until_given_again(self, client, session, login, monday):
        token = login(DILNOZA["passserial"], DILNOZA["passnum"])
        malika_id = session.exec(select(Notary.id).where(Notary.pin == MALIKA["pin"])).one()
        dilnoza = Citizen(client, token)
        dilnoza.headers["Accept-Language"] = "ru"
        _consent(client, token, False)
        refused = dilnoza.book(malika_id, "2026-12-09", "10:00")
        assert (refused.status_code, refused.text) == (400, WITHDRAWN_RU)
        _consent(client, token, True)
        assert dilnoza.book(malika_id, "2026-12-09", "10:00").status_code == 201
