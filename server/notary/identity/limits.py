"""Rate limits of login, shared by all instances through the database ([identity] settings):

- look-ups: one passport, one pin (from every address) and one address may each fail only so often in a sliding
  window, so nobody can enumerate or confirm pin/passport pairs, however many addresses they use;
- face matches: after a few failed matches of one passport from one address each further attempt on it from there
  waits (30 s, doubling), so an attacker elsewhere cannot lock the owner out;
- the passport's ceiling, counting failed matches from every address: beyond it each attempt on that passport waits
  a short fixed delay, never longer (and login.py tells the owner).

Whichever limit applies, the refusal is the same; which one it was goes to the audit log only."""

import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import ColumnElement, delete, or_
from sqlmodel import Session, col, select

from notary.core.db import keep_on_rollback
from notary.core.errors import TooManyAttempts
from notary.core.sections import IdentityConfig
from notary.models import LoginFailure
from notary.models._base import utcnow

FACE_MISMATCH = "face_mismatch"
# The failures that say the three numbers name no living person: what enumerating or confirming pairs produces.
LOOKUP_FAILURES = ("not_found", "deceased")


@dataclass(frozen=True)
class Attempt:
    """What one login attempt is counted by."""

    passport: str
    pin: str
    address: str


class Limited(TooManyAttempts):
    """The one answer of every limit; `limit` names the one that applied, for the audit log."""

    def __init__(self, limit: str, retry_after: int) -> None:
        super().__init__("error_too_many_attempts", retry_after=retry_after)
        self.limit = limit


def check(session: Session, attempt: Attempt, config: IdentityConfig) -> None:
    """Raise Limited (with the longest wait) when this attempt must wait before it is tried."""
    now = utcnow()
    waits = {
        "address": _address_wait(session, attempt.address, config, now),
        "passport": _lookup_wait(session, col(LoginFailure.passport) == attempt.passport, config, now),
        "pin": _lookup_wait(session, col(LoginFailure.pin) == attempt.pin, config, now),
        **_match_waits(session, attempt, config, now),
    }
    limit = max(waits, key=waits.__getitem__)
    if waits[limit] > 0:
        raise Limited(limit, math.ceil(waits[limit]))


def _address_wait(session: Session, address: str, config: IdentityConfig, now: datetime) -> float:
    """Every kind of failure counts here: one address fails only so often, whatever it tries."""
    conditions = [col(LoginFailure.address) == address]
    return _sliding_wait(session, conditions, config.address_max_failures, config.address_window_seconds, now)


def _lookup_wait(session: Session, names: ColumnElement[bool], config: IdentityConfig, now: datetime) -> float:
    conditions = [names, col(LoginFailure.kind).in_(LOOKUP_FAILURES)]
    return _sliding_wait(session, conditions, config.lookup_max_failures, config.lookup_window_seconds, now)


def _sliding_wait(
    session: Session, conditions: list[ColumnElement[bool]], limit: int, window_seconds: int, now: datetime
) -> float:
    window = timedelta(seconds=window_seconds)
    query = select(LoginFailure.at).where(*conditions, col(LoginFailure.at) >= now - window)
    failures = sorted(session.exec(query).all())
    excess = len(failures) - limit
    if excess < 0:
        return 0
    # Below the limit again once the oldest failures beyond it have left the window.
    return (failures[excess] + window - now).total_seconds()


def _match_waits(session: Session, attempt: Attempt, config: IdentityConfig, now: datetime) -> dict[str, float]:
    """The doubling delay of this passport from this address, and the fixed one of the passport's ceiling."""
    failures = _mismatches(session, attempt.passport, config, now)
    here = sorted(at for at, address in failures if address == attempt.address)
    beyond = len(here) - config.failed_matches_before_delay
    delay = 0.0
    if beyond >= 0:
        seconds = min(config.failed_match_delay_seconds * 2**beyond, config.failed_match_delay_max_seconds)
        delay = (here[-1] + timedelta(seconds=seconds) - now).total_seconds()
    ceiling = 0.0
    if len(failures) >= config.passport_ceiling_failures:
        last = max(at for at, _ in failures)
        ceiling = (last + timedelta(seconds=config.passport_ceiling_delay_seconds) - now).total_seconds()
    return {"face_mismatch": delay, "passport_ceiling": ceiling}


def _mismatches(session: Session, passport: str, config: IdentityConfig, now: datetime) -> list[tuple[datetime, str]]:
    """When and from where the passport's face matches failed within the window."""
    since = now - timedelta(seconds=config.failure_window_seconds)
    query = select(LoginFailure.at, LoginFailure.address).where(
        LoginFailure.passport == passport, LoginFailure.kind == FACE_MISMATCH, col(LoginFailure.at) >= since
    )
    return [(at, address) for at, address in session.exec(query).all()]


def ceiling_reached(session: Session, passport: str, config: IdentityConfig) -> datetime | None:
    """When the passport's failed face matches within the window began, if they reach its ceiling."""
    failures = _mismatches(session, passport, config, utcnow())
    if len(failures) < config.passport_ceiling_failures:
        return None
    return min(at for at, _ in failures)


def record_failure(session: Session, kind: str, attempt: Attempt) -> None:
    """Counted even when the request that failed is rolled back."""
    failure = LoginFailure(kind=kind, passport=attempt.passport, pin=attempt.pin, address=attempt.address)
    keep_on_rollback(session, failure)
    session.flush()


def forget_owner(session: Session, attempt: Attempt, config: IdentityConfig) -> None:
    """A successful login clears the owner's failures from that address (failures elsewhere keep counting towards
    the passport's ceiling); rows too old to count anywhere go as well."""
    owners = or_(col(LoginFailure.passport) == attempt.passport, col(LoginFailure.pin) == attempt.pin)
    session.exec(delete(LoginFailure).where(owners, col(LoginFailure.address) == attempt.address))
    longest = max(config.failure_window_seconds, config.address_window_seconds, config.lookup_window_seconds)
    session.exec(delete(LoginFailure).where(col(LoginFailure.at) < utcnow() - timedelta(seconds=longest)))
