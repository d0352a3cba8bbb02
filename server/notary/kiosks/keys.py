"""Kiosk public keys: the lookups token verifiers use."""

from cryptography.hazmat.primitives.asymmetric.ec import EllipticCurvePublicKey
from sqlmodel import Session, select

from notary.kit.jwk import public_key_of
from notary.models import Kiosk, KioskState


def active_kiosk_by_kid(session: Session, kid: str) -> Kiosk | None:
    kiosk = session.exec(select(Kiosk).where(Kiosk.kid == kid)).first()
    return kiosk if kiosk is not None and kiosk.state == KioskState.active else None


def kiosk_verification_key(session: Session, kiosk_id: str, kid: str | None = None) -> EllipticCurvePublicKey | None:
    """The key that verifies tokens issued as `kiosk:<kiosk_id>`, only while that kiosk is enrolled and active.

    With `kid` (the token header's), the key must also be that one, so a token signed with a key the kiosk had
    before re-enrolment is refused. Read from the database on every call: a revocation takes effect at once."""
    kiosk = session.get(Kiosk, kiosk_id)
    if kiosk is None or kiosk.state != KioskState.active or (kid is not None and kid != kiosk.kid):
        return None
    return public_key_of(kiosk.public_jwk)
