"""Signed health reports: the diagnostics a kiosk sends as a compact JWS, checked against its enrolled key and kept
(the newest `[kiosks] reports_kept` per kiosk) with whether the signature verified."""

import json

import jwt
from pydantic import ValidationError
from sqlmodel import Session, col, delete, func, select

from notary.core.errors import BadRequest
from notary.core.settings import get_settings
from notary.kiosks.schemas import KioskDiagnostics, KioskReportSummary
from notary.kit.jwk import public_key_of
from notary.models import Kiosk, KioskReport


def read_report(signed: str) -> KioskDiagnostics:
    """The report the JWS carries, before its signature is judged; a payload that is no report is a 400."""
    try:
        payload = jwt.api_jws.decode_complete(signed, options={"verify_signature": False})["payload"]
        return KioskDiagnostics.model_validate(json.loads(payload))
    except (jwt.PyJWTError, ValueError, ValidationError):
        raise BadRequest("error_kiosk_report_invalid") from None


def signature_verifies(kiosk: Kiosk, signed: str, report: KioskDiagnostics) -> bool:
    """Signed with the kiosk's current key (kid and signature) and about this kiosk."""
    key = public_key_of(kiosk.public_jwk)
    if key is None or report.kioskId not in (None, kiosk.id):
        return False
    try:
        header = jwt.get_unverified_header(signed)
        jwt.api_jws.decode_complete(signed, key, algorithms=["ES256"])
    except jwt.PyJWTError:
        return False
    return header.get("kid") == kiosk.kid


def keep(session: Session, kiosk: Kiosk, signed: str, report: dict, verified: bool) -> KioskReport:
    """Store the report and drop this kiosk's reports beyond the newest `reports_kept`."""
    row = KioskReport(kiosk_id=kiosk.id, report=report, signature=signed, verified=verified)
    session.add(row)
    session.flush()
    newest = (
        select(KioskReport.id)
        .where(KioskReport.kiosk_id == kiosk.id)
        .order_by(col(KioskReport.id).desc())
        .limit(get_settings().kiosks.reports_kept)
    )
    kept_ids = list(session.exec(newest))
    session.exec(delete(KioskReport).where(col(KioskReport.kiosk_id) == kiosk.id, col(KioskReport.id).not_in(kept_ids)))
    return row


def summary(row: KioskReport) -> KioskReportSummary:
    assert row.id is not None
    return KioskReportSummary(id=row.id, receivedAt=row.received_at, verified=row.verified)


def latest_by_kiosk(session: Session) -> dict[str, KioskReport]:
    newest = select(func.max(KioskReport.id)).group_by(col(KioskReport.kiosk_id))
    rows = session.exec(select(KioskReport).where(col(KioskReport.id).in_(newest)))
    return {row.kiosk_id: row for row in rows}


def unverified_counts(session: Session) -> dict[str, int]:
    statement = (
        select(KioskReport.kiosk_id, func.count())
        .where(col(KioskReport.verified).is_(False))
        .group_by(col(KioskReport.kiosk_id))
    )
    return dict(session.exec(statement).all())


def of_kiosk(session: Session, kiosk_id: str, limit: int) -> list[KioskReport]:
    statement = (
        select(KioskReport).where(KioskReport.kiosk_id == kiosk_id).order_by(col(KioskReport.id).desc()).limit(limit)
    )
    return list(session.exec(statement))
