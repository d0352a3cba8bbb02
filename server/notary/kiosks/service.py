"""Kiosk enrolment (one-time codes → a registered public key), the kiosk list, revocation and heartbeats; the key
that verifies what an active kiosk signs (for the face check)."""

import hashlib
import re
import secrets
from datetime import datetime, timedelta
from typing import Any

from sqlmodel import Session, col, select

from notary.audit import service as audit
from notary.core.errors import BadRequest, NotFound
from notary.core.settings import get_settings
from notary.kiosks import reports
from notary.kiosks.auth import CurrentKiosk
from notary.kiosks.keys import kiosk_verification_key
from notary.kiosks.schemas import (
    EnrolmentCodeCreate,
    EnrolmentCodeIssued,
    HeartbeatAccepted,
    KioskDiagnostics,
    KioskEnrol,
    KioskEnrolled,
    KioskPublic,
    KioskReportPublic,
)
from notary.kit.jwk import jwk_thumbprint, public_key_of
from notary.models import Kiosk, KioskEnrolmentCode, KioskReport, KioskState, User
from notary.models._base import utcnow

__all__ = [
    "CurrentKiosk",
    "enrol",
    "heartbeat",
    "issue_code",
    "kiosk_reports",
    "kiosk_verification_key",
    "list_kiosks",
    "revoke",
    "to_public",
]

# No 0/O, 1/I/L: the technician types the code on a kiosk. 12 characters of 31 are about 59 bits.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 12


def _new_code() -> str:
    raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return "-".join(raw[i : i + 4] for i in range(0, CODE_LENGTH, 4))


def _code_hash(code: str) -> str:
    normalised = re.sub(r"[^A-Z0-9]", "", code.upper())
    return hashlib.sha256(normalised.encode("ascii")).hexdigest()


def issue_code(session: Session, request: EnrolmentCodeCreate, admin: User) -> EnrolmentCodeIssued:
    """A new code for the kiosk; any earlier unused code for the same kiosk stops working."""
    now = utcnow()
    earlier = select(KioskEnrolmentCode).where(
        KioskEnrolmentCode.kiosk_id == request.kioskId,
        col(KioskEnrolmentCode.used_at).is_(None),
    )
    for code_row in session.exec(earlier):
        code_row.expires_at = min(code_row.expires_at, now)
        session.add(code_row)
    code = _new_code()
    row = KioskEnrolmentCode(
        code_hash=_code_hash(code),
        kiosk_id=request.kioskId,
        location=request.location,
        office=request.office,
        issued_by=admin.id,
        expires_at=now + timedelta(seconds=get_settings().kiosks.enrolment_code_ttl_seconds),
    )
    session.add(row)
    session.flush()
    audit.record(
        session,
        "kiosk_code_issued",
        actor_user_id=admin.id,
        target=request.kioskId,
        details={"location": request.location, "office": request.office, "expiresAt": row.expires_at.isoformat()},
    )
    return EnrolmentCodeIssued(kioskId=row.kiosk_id, code=code, expiresAt=row.expires_at)


def _refuse_enrolment(session: Session, reason: str, message_key: str, kiosk_id: str = "") -> BadRequest:
    audit.refusal(session, "kiosk_enrolment_refused", target=kiosk_id, details={"reason": reason})
    return BadRequest(message_key)


def enrol(session: Session, request: KioskEnrol) -> KioskEnrolled:
    """Redeem a one-time code: register the agent's public key for the code's kiosk (replacing any earlier key)."""
    code_row = session.exec(
        select(KioskEnrolmentCode).where(KioskEnrolmentCode.code_hash == _code_hash(request.code))
    ).first()
    now = utcnow()
    if code_row is None or code_row.used_at is not None or code_row.expires_at <= now:
        raise _refuse_enrolment(session, "unknown, used or expired code", "error_kiosk_code_invalid")
    jwk = request.publicJwk.model_dump(include={"kty", "crv", "x", "y"})
    if public_key_of(jwk) is None:
        raise _refuse_enrolment(session, "not a P-256 public key", "error_kiosk_key_invalid", code_row.kiosk_id)
    kid = jwk_thumbprint(jwk)
    holder = session.exec(select(Kiosk).where(Kiosk.kid == kid)).first()
    if holder is not None and holder.id != code_row.kiosk_id:
        raise _refuse_enrolment(session, "key already registered", "error_kiosk_key_in_use", code_row.kiosk_id)
    kiosk = session.get(Kiosk, code_row.kiosk_id)
    re_enrolled = kiosk is not None
    kiosk = kiosk or Kiosk(id=code_row.kiosk_id, location="", office="", public_jwk={}, kid=kid)
    kiosk.sqlmodel_update(
        {
            "location": code_row.location,
            "office": code_row.office,
            "public_jwk": jwk,
            "kid": kid,
            "state": KioskState.active,
            "enrolled_at": now,
            "revoked_at": None,
        }
    )
    code_row.used_at = now
    session.add_all([kiosk, code_row])
    session.flush()
    audit.record(session, "kiosk_enrolled", target=kiosk.id, details={"kid": kid, "reEnrolment": re_enrolled})
    return KioskEnrolled(
        kioskId=kiosk.id,
        kid=kid,
        location=kiosk.location,
        office=kiosk.office,
        heartbeatSeconds=get_settings().kiosks.heartbeat_seconds,
    )


def is_offline(kiosk: Kiosk, now: datetime) -> bool:
    """An active kiosk not heard from for longer than `[kiosks] offline_after_seconds`, counted from its enrolment
    while it has never been heard from."""
    if kiosk.state != KioskState.active:
        return False
    silent_since = kiosk.last_heartbeat_at or kiosk.enrolled_at
    return (now - silent_since).total_seconds() > get_settings().kiosks.offline_after


def to_public(
    kiosk: Kiosk, *, now: datetime | None = None, last_report: KioskReport | None = None, unverified: int = 0
) -> KioskPublic:
    return KioskPublic(
        id=kiosk.id,
        location=kiosk.location,
        office=kiosk.office,
        state=kiosk.state,
        kid=kiosk.kid,
        enrolledAt=kiosk.enrolled_at,
        revokedAt=kiosk.revoked_at,
        lastHeartbeatAt=kiosk.last_heartbeat_at,
        lastDiagnostics=KioskDiagnostics.model_validate(kiosk.last_diagnostics) if kiosk.last_diagnostics else None,
        offline=is_offline(kiosk, now or utcnow()),
        lastReport=reports.summary(last_report) if last_report else None,
        unverifiedReports=unverified,
    )


def list_kiosks(session: Session) -> list[KioskPublic]:
    """The fleet: offline kiosks first (they need someone), then the active ones, then the revoked, each by id."""
    now = utcnow()
    latest, unverified = reports.latest_by_kiosk(session), reports.unverified_counts(session)
    fleet = [
        to_public(kiosk, now=now, last_report=latest.get(kiosk.id), unverified=unverified.get(kiosk.id, 0))
        for kiosk in session.exec(select(Kiosk))
    ]
    return sorted(fleet, key=lambda kiosk: (not kiosk.offline, kiosk.state != KioskState.active, kiosk.id))


def kiosk_reports(session: Session, kiosk_id: str, limit: int) -> list[KioskReportPublic]:
    """The kiosk's kept health reports, newest first, each with whether its signature verified."""
    if session.get(Kiosk, kiosk_id) is None:
        raise NotFound("error_kiosk_not_found")
    return [
        KioskReportPublic(**reports.summary(row).model_dump(), report=KioskDiagnostics.model_validate(row.report))
        for row in reports.of_kiosk(session, kiosk_id, limit)
    ]


def revoke(session: Session, kiosk_id: str, admin: User) -> KioskPublic:
    """Revoke a kiosk: from now on nothing signed with its key is accepted (tokens already issued included)."""
    kiosk = session.get(Kiosk, kiosk_id)
    if kiosk is None:
        raise NotFound("error_kiosk_not_found")
    if kiosk.state != KioskState.revoked:
        kiosk.state, kiosk.revoked_at = KioskState.revoked, utcnow()
        session.add(kiosk)
        session.flush()
        audit.record(session, "kiosk_revoked", actor_user_id=admin.id, target=kiosk.id, details={"kid": kiosk.kid})
    return to_public(kiosk)


def _failing_checks(diagnostics: dict[str, Any] | None) -> list[str]:
    checks = (diagnostics or {}).get("checks") or []
    return sorted(str(check.get("code")) for check in checks if isinstance(check, dict) and not check.get("ok"))


def heartbeat(session: Session, kiosk: Kiosk, signed: str) -> HeartbeatAccepted:
    """The kiosk is alive (its request token verified); its signed report is kept either way. Only a report whose
    signature verifies becomes the kiosk's health: a flagged one is audited and leaves the last good health as it
    was."""
    report = reports.read_report(signed)
    diagnostics = report.model_dump(mode="json")
    verified = reports.signature_verifies(kiosk, signed, report)
    row = reports.keep(session, kiosk, signed, diagnostics, verified)
    now = utcnow()
    kiosk.last_heartbeat_at = now
    if verified:
        _update_health(session, kiosk, diagnostics)
    else:
        audit.record(session, "kiosk_report_unverified", "flagged", target=kiosk.id, details={"reportId": row.id})
    session.add(kiosk)
    session.flush()
    return HeartbeatAccepted(serverTime=now, heartbeatSeconds=get_settings().kiosks.heartbeat_seconds)


def _update_health(session: Session, kiosk: Kiosk, diagnostics: dict[str, Any]) -> None:
    """The audit log gets an entry when the set of failing checks changes, not every few minutes, so that it records
    what an operator needs: when a kiosk went wrong and recovered."""
    first = kiosk.last_diagnostics is None
    before, after = _failing_checks(kiosk.last_diagnostics), _failing_checks(diagnostics)
    kiosk.last_diagnostics = diagnostics
    if first or before != after:
        audit.record(session, "kiosk_health_changed", target=kiosk.id, details={"failing": after, "before": before})
