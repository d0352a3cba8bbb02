"""Rate limits of login, shared by all instances through the database: after a few failed face matches for one
passport each further attempt waits (30 s, doubling), and one address may fail only so often in a sliding window."""

import math
from datetime import datetime, timedelta

from sqlalchemy import delete
from sqlmodel import Session, col, select

from notary.core.db import keep_on_rollback
from notary.core.errors import TooManyAttempts
from notary.core.sections import IdentityConfig
from notary.models import LoginFailure
from notary.models._base import utcnow

FACE_MISMATCH = "face_mismatch"


def check(session: Session, passport: str, address: str, config: IdentityConfig) -> None:
    """Raise TooManyAttempts (with the wait) when this passport or this address must wait before trying again."""
    now = utcnow()
    wait = max(_passport_wait(session, passport, config, now), _address_wait(session, address, config, now))
    if wait > 0:
        raise TooManyAttempts("error_too_many_attempts", retry_after=math.ceil(wait))


def _passport_wait(session: Session, passport: str, config: IdentityConfig, now: datetime) -> float:
    since = now - timedelta(seconds=config.failure_window_seconds)
    query = select(LoginFailure.at).where(
        LoginFailure.passport == passport, LoginFailure.kind == FACE_MISMATCH, LoginFailure.at >= since
    )
    failures = sorted(session.exec(query).all())
    beyond = len(failures) - config.failed_matches_before_delay
    if beyond < 0:
        return 0
    delay = min(config.failed_match_delay_seconds * 2**beyond, config.failed_match_delay_max_seconds)
    return (failures[-1] + timedelta(seconds=delay) - now).total_seconds()


def _address_wait(session: Session, address: str, config: IdentityConfig, now: datetime) -> float:
    window = timedelta(seconds=config.address_window_seconds)
    query = select(LoginFailure.at).where(LoginFailure.address == address, LoginFailure.at >= now - window)
    failures = sorted(session.exec(query).all())
    excess = len(failures) - config.address_max_failures
    if excess < 0:
        return 0
    # Sliding window: below the limit again once the oldest failures beyond it have left the window.
    return (failures[excess] + window - now).total_seconds()


def record_failure(session: Session, kind: str, passport: str, address: str) -> None:
    """Counted even when the request that failed is rolled back."""
    keep_on_rollback(session, LoginFailure(kind=kind, passport=passport, address=address))
    session.flush()


def forget_passport(session: Session, passport: str, config: IdentityConfig) -> None:
    """A successful login ends the passport's delay; rows too old to count anywhere go as well."""
    session.exec(delete(LoginFailure).where(col(LoginFailure.passport) == passport))
    oldest_counted = utcnow() - timedelta(seconds=max(config.failure_window_seconds, config.address_window_seconds))
    session.exec(delete(LoginFailure).where(col(LoginFailure.at) < oldest_counted))
