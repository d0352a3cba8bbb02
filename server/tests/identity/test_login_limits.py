"""The login's rate limits seen from many addresses (identity/limits.py): look-ups limited per passport and per pin as
well as per address, with one answer whichever limit applies; failed face matches delaying only the address they
come from; the passport's ceiling, which slows every attempt on it but never locks its owner out, and the one SMS
that tells the owner."""

from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlmodel import col, select

from notary.core import jobs
from notary.models import AuditEvent, LoginFailure, SandboxSms, User
from tests.people import DILNOZA, MALIKA

DILNOZA_PHONE = "901234567"  # the sandbox registry's
WRONG_PINS = [f"4140385023{n:04d}" for n in range(100, 120)]
WRONG_PASSPORTS = [{"passserial": "AZ", "passnum": f"{n:07d}"} for n in range(1000, 1020)]


@pytest.fixture
def from_address(app):
    """A client whose requests come from the given address."""

    def _client(address: str) -> TestClient:
        return TestClient(app, raise_server_exceptions=False, client=(address, 50000))

    return _client


@pytest.fixture
def mismatch(from_address, sign, faces):
    """A login attempt on Dilnoza's passport and pin whose face is someone else's, from the given address."""

    def _attempt(address: str) -> int:
        return from_address(address).post("/api/auth", json={**DILNOZA, "jwt": sign(faces["hopper"])}).status_code

    return _attempt


def _check(client: TestClient, **login: str):
    return client.post("/api/check_before_auth", json=login)


def _shape(answer) -> tuple[int, str, str, str | None]:
    return answer.status_code, answer.headers["content-type"], answer.text, answer.headers.get("retry-after")


def _limited_by(session) -> list[str]:
    statement = select(AuditEvent).where(AuditEvent.result == "rate_limited").order_by(col(AuditEvent.id))
    return [event.details["limit"] for event in session.exec(statement)]


def _age(session, seconds: int) -> None:
    """As if everything counted so far had happened `seconds` earlier."""
    for row in [*session.exec(select(LoginFailure)), *session.exec(select(AuditEvent))]:
        row.at -= timedelta(seconds=seconds)
        session.add(row)
    session.flush()


def _outbox(session, phone: str = DILNOZA_PHONE) -> list[str]:
    session.flush()
    jobs.run_due(session.connection())
    statement = select(SandboxSms).where(SandboxSms.phone == phone).order_by(col(SandboxSms.id))
    return [sms.text for sms in session.exec(statement)]


class TestLookupLimits:
    def test_many_pins_against_one_passport_from_many_addresses_are_refused(
        self, from_address, session, identity_config
    ):
        identity_config(lookup_max_failures=5)
        for number, pin in enumerate(WRONG_PINS[:5]):
            assert _check(from_address(f"10.0.0.{number}"), **{**DILNOZA, "pin": pin}).status_code == 400
        refusals = [_check(from_address(f"10.0.1.{n}"), **{**DILNOZA, "pin": pin}) for n, pin in enumerate(WRONG_PINS)]
        # The right pin is refused all the same: the limit confirms nothing.
        refusals.append(_check(from_address("10.0.2.1"), **DILNOZA))
        assert {answer.status_code for answer in refusals} == {429}
        assert {_shape(answer) for answer in refusals} == {_shape(refusals[0])}
        assert set(_limited_by(session)) == {"passport"}
        # The login itself is held back too, and another passport is not.
        assert from_address("10.0.2.2").post("/api/auth", json={**DILNOZA, "jwt": "x"}).status_code == 429
        assert _check(from_address("10.0.2.3"), **MALIKA).status_code == 200

    def test_many_passports_against_one_pin_from_many_addresses_are_refused(
        self, from_address, session, identity_config
    ):
        identity_config(lookup_max_failures=5)
        for number, passport in enumerate(WRONG_PASSPORTS[:5]):
            assert _check(from_address(f"10.0.0.{number}"), **{**DILNOZA, **passport}).status_code == 400
        answer = _check(from_address("10.0.1.1"), **{**DILNOZA, **WRONG_PASSPORTS[5]})
        assert answer.status_code == 429
        assert _check(from_address("10.0.1.2"), **DILNOZA).status_code == 429
        assert set(_limited_by(session)) == {"pin"}

    def test_a_wrong_pin_and_a_wrong_passport_get_identical_answers(self, from_address, sign, faces):
        wrong_pin = {**DILNOZA, "pin": WRONG_PINS[0]}
        wrong_passport = {**DILNOZA, **WRONG_PASSPORTS[0]}
        checked = [
            _check(from_address(address), **login)
            for address, login in [("1.1.1.1", wrong_pin), ("2.2.2.2", wrong_passport)]
        ]
        assert _shape(checked[0]) == _shape(checked[1])
        assert checked[0].status_code == 400
        logins = [
            from_address(address).post("/api/auth", json={**login, "jwt": sign(faces["astronaut"])})
            for address, login in [("1.1.1.1", wrong_pin), ("2.2.2.2", wrong_passport)]
        ]
        assert logins[0].json() == logins[1].json()
        assert logins[0].json()["resultCode"] == 2

    def test_the_refusal_is_the_same_whichever_limit_applies(self, from_address, session, identity_config):
        identity_config(lookup_max_failures=2, lookup_window_seconds=600, address_max_failures=2)
        refusals = []
        # The passport's limit, from many addresses.
        for address, pin in [("10.1.0.1", WRONG_PINS[0]), ("10.1.0.2", WRONG_PINS[1])]:
            _check(from_address(address), **{**DILNOZA, "pin": pin})
        refusals.append(_check(from_address("10.1.0.3"), **{**DILNOZA, "pin": WRONG_PINS[2]}))
        # The pin's limit, from many addresses.
        for address, passport in [("10.2.0.1", WRONG_PASSPORTS[0]), ("10.2.0.2", WRONG_PASSPORTS[1])]:
            _check(from_address(address), **{**MALIKA, **passport})
        refusals.append(_check(from_address("10.2.0.3"), **{**MALIKA, **WRONG_PASSPORTS[2]}))
        # The address's limit, with numbers never tried before.
        attacker = from_address("10.3.0.1")
        for pin, passport in zip(WRONG_PINS[10:12], WRONG_PASSPORTS[10:12], strict=True):
            _check(attacker, **{"pin": pin, **passport})
        refusals.append(_check(attacker, **{"pin": WRONG_PINS[12], **WRONG_PASSPORTS[12]}))
        assert _limited_by(session) == ["passport", "pin", "address"]
        assert {_shape(answer) for answer in refusals} == {_shape(refusals[0])}
        assert refusals[0].status_code == 429


class TestFaceMatchLimits:
    def test_mismatches_from_one_address_do_not_delay_the_owner_elsewhere(
        self, from_address, mismatch, session, sign, faces
    ):
        for _ in range(5):
            assert mismatch("6.6.6.6") == 200
        attacker = from_address("6.6.6.6").post("/api/auth", json={**DILNOZA, "jwt": sign(faces["hopper"])})
        assert attacker.status_code == 429
        assert 29 <= int(attacker.headers["retry-after"]) <= 30
        owner = from_address("10.9.9.9")
        assert _check(owner, **DILNOZA).text == "Ok"
        assert owner.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}).json()["resultCode"] == 1

    def test_the_passports_ceiling_slows_but_never_locks_out_and_tells_the_owner_once(
        self, from_address, mismatch, session, sign, faces, identity_config
    ):
        identity_config(passport_ceiling_failures=3, passport_ceiling_delay_seconds=10)
        for number in range(3):
            assert mismatch(f"6.6.{number}.1") == 200
        # Every attempt on the passport now waits the short delay, the owner's too, and never longer.
        for round_ in range(4):
            answer = _check(from_address("10.9.9.9"), **DILNOZA)
            assert answer.status_code == 429
            assert 1 <= int(answer.headers["retry-after"]) <= 10
            _age(session, 11)
            assert mismatch(f"6.6.{round_}.2") == 200
        _age(session, 11)
        owner = from_address("10.9.9.9")
        assert _check(owner, **DILNOZA).text == "Ok"
        assert owner.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}).json()["resultCode"] == 1
        [alert] = _outbox(session)
        assert alert.startswith("Notarial xizmat: pasportingiz bilan")  # oz: her language is not known
        [audited] = session.exec(select(AuditEvent).where(AuditEvent.action == "login_alert")).all()
        assert (audited.result, audited.target, audited.details["language"]) == ("ok", DILNOZA["pin"], "oz")

    def test_the_alert_reaches_the_owners_own_phone_in_her_language_once_per_window(
        self, from_address, mismatch, session, sign, faces, identity_config
    ):
        identity_config(passport_ceiling_failures=2, passport_ceiling_delay_seconds=1)
        owner = from_address("10.9.9.9")
        russian = {"Accept-Language": "ru"}
        owner.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}, headers=russian)
        user = session.exec(select(User).where(User.pin == DILNOZA["pin"])).one()
        user.phone = "935556677"  # as her profile set it
        session.add(user)
        for number in range(2):
            mismatch(f"6.6.{number}.1")
        _age(session, 3600)  # the window is over: another attack is told again
        for number in range(2):
            mismatch(f"6.6.{number}.2")
        assert [text.split(":")[0] for text in _outbox(session, "935556677")] == ["Нотариальный сервис"] * 2
        assert _outbox(session) == []


class TestSuccess:
    def test_a_successful_login_clears_the_owners_counters_for_that_address(
        self, from_address, mismatch, session, sign, faces, identity_config
    ):
        identity_config(failed_matches_before_delay=3)
        _check(from_address("10.9.9.9"), **{**DILNOZA, "pin": WRONG_PINS[0]})
        for _ in range(2):
            mismatch("10.9.9.9")
        mismatch("6.6.6.6")
        owner = from_address("10.9.9.9")
        assert owner.post("/api/auth", json={**DILNOZA, "jwt": sign(faces["astronaut"])}).json()["resultCode"] == 1
        left = session.exec(select(LoginFailure.address, LoginFailure.kind)).all()
        assert left == [("6.6.6.6", "face_mismatch")]
        # Two more failures from her address are below its delay again.
        for _ in range(2):
            mismatch("10.9.9.9")
        assert _check(from_address("10.9.9.9"), **DILNOZA).text == "Ok"
