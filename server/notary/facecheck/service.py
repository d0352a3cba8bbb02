"""What a face-check session records and signs: the result token of a passed session, and the audit trail."""

from typing import Any

from sqlmodel import Session

from notary.audit import service as audit
from notary.core.settings import get_settings
from notary.facecheck import keys, tokens


def issue_result_token(session: Session, session_id: str, bestshot_jpeg: bytes) -> str:
    key = keys.signing_key()
    keys.register(session, key)
    token = tokens.issue(key, session_id, bestshot_jpeg, get_settings().face_check.token_ttl_seconds)
    audit.record(session, "face_check", "passed", subject=session_id, details={"kid": key.kid})
    return token


def record_end(session: Session, session_id: str, result: str, details: dict[str, Any]) -> None:
    audit.record(session, "face_check", result, subject=session_id, details=details)


def record_refusal(session: Session, reason: str, origin: str | None) -> None:
    audit.record(session, "face_check_refused", "refused", details={"reason": reason, "origin": origin})
