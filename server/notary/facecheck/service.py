"""What a face-check session records and signs (the result token of a passed session, the audit trail), and what
login asks of it: is this result token one to accept, once?"""

from typing import Any

from sqlmodel import Session

from notary.audit import service as audit
from notary.core.errors import BadRequest
from notary.core.settings import get_settings
from notary.facecheck import evidence, keys, replay, tokens
from notary.facecheck.evidence import EvidenceRefused
from notary.facecheck.tokens import ResultClaims, TokenRejected

__all__ = [
    "ResultClaims",
    "TokenRejected",
    "accept_kiosk_evidence",
    "accept_result_token",
    "issue_result_token",
    "record_end",
]


def accept_result_token(session: Session, token: str) -> ResultClaims:
    """The claims of a result token this server or an active kiosk signed, consumed so it is accepted only once
    across all instances; TokenRejected (with the reason for the audit log) otherwise."""
    leeway = get_settings().face_check.token_leeway_seconds
    claims = tokens.verify(token, tokens.default_resolver(session), leeway)
    if claims.from_kiosk:
        # A kiosk's word alone is not enough: its evidence must have passed the server's own re-check.
        try:
            evidence.verified(session, claims)
        except EvidenceRefused as refused:
            raise TokenRejected(refused.reason) from None
    if not replay.consume(session, claims, leeway):
        raise TokenRejected("token used before", claims)
    return claims


def accept_kiosk_evidence(session: Session, kiosk_id: str, token: str, seed: int, frames: list[str]) -> int:
    """Re-check a kiosk's result token against the evidence of its session (facecheck/evidence.py) and remember it
    passed; the number of frames re-checked. A refusal is audited with its reason and answered 400."""
    leeway = get_settings().face_check.token_leeway_seconds
    sid = ""
    try:
        claims = tokens.verify(token, tokens.KioskKeys(session), leeway)
        sid = claims.sid
        if claims.issuer != f"{tokens.KIOSK_ISSUER_PREFIX}{kiosk_id}":
            raise EvidenceRefused("the token is another kiosk's")
        if claims.evidence is None:
            raise EvidenceRefused("the token names no evidence")
        received = evidence.decoded(seed, frames)
        if evidence.digest(received) != claims.evidence:
            raise EvidenceRefused("the evidence does not match the token's hash")
        evidence.recheck(received, claims.bestshot)
    except (TokenRejected, EvidenceRefused) as refused:
        details = {"reason": refused.reason, "sid": sid}
        audit.refusal(session, "face_check_evidence", target=kiosk_id, details=details)
        raise BadRequest("error_face_check_refused") from None
    evidence.record(session, claims, received)
    audit.record(
        session, "face_check_evidence", "verified", target=kiosk_id, details={"sid": sid, "frames": len(frames)}
    )
    return len(received.frames)


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
