"""Enrolment on the kiosk's side: a new key pair, its public half sent with the one-time code, kept on success."""

import time

from camera_agent.service.identity import Enrolment, KioskIdentity, new_private_key, public_jwk
from camera_agent.service.server_api import ServerApi


def enrol(identity: KioskIdentity, server: ServerApi, code: str) -> Enrolment:
    """Raises ServerRefused (bad code, ...) or ServerUnreachable; the earlier identity stays until success."""
    key = new_private_key()
    answer = server.enrol(code.strip(), public_jwk(key))
    enrolment = Enrolment(
        kiosk_id=answer["kioskId"],
        kid=answer["kid"],
        location=answer["location"],
        office=answer["office"],
        server_url=server.base_url,
        enrolled_at=time.time(),
    )
    identity.save(key, enrolment)
    return enrolment
