"""What a face-check session records and signs (the result token of a passed session, the audit trail), and what
login asks of it: is this result token one to accept, once?"""

from typing import Any

from sqlmodel import Session

from notary.audit import service as audit
from notary.core.settings import get_settings
from notary.facecheck import keys, replay, tokens
from notary.facecheck.tokens import ResultClaims, TokenRejected

__all__ = ["ResultClaims", "TokenRejected", "accept_result_token", "issue_result_token", "record_end"]


def accept_result_token(session: Session, token: str) -> ResultClaims:
    """The claims of a result token this server or an active kiosk signed, consumed so it is accepted only once
    across all instances; TokenRejected (with the reason for the audit log) otherwise."""
    leeway = get_settings().face_check.token_leeway_seconds
    claims = tokens.verify(token, tokens.default_resolver(session), leeway)
    if not replay.consume(session, claims, leeway):
        raise TokenRejected("token used before", claims)
    return claims


def issue_result_token(session: Session, session_id: str, bestshot_jpeg: bytes) -> str:
    key = keys.signing_key()
    keys.register(session, key)
    token = tokens.issue(key, session_id, bestshot_jpeg, get_settings().face_check.token_ttl_seconds)
    audit.record(session, "face_check", "passed", target=session_id, details={"kid": key.kid})
    return token


def record_end(session: Session, session_id: str, result: str, details: dict[str, Any]) -> None:
    audit.record(session, "face_check", result, target=session_id, details=details)


def record_refusal(session: Session, reason: str, origin: str | None) -> None:
    audit.refusal(session, "face_check_refused", details={"reason": reason, "origin": origin})
