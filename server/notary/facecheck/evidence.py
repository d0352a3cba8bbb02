"""The evidence of a kiosk's face check, so the server does not take the kiosk's word alone.

A kiosk's camera agent judges its camera frames locally. With its result token it sends what it judged: the frames
(JPEG, in order) and the seed of the challenge order it drew. The token's `evidence` claim is their SHA-256
(`digest`). The server re-runs the same liveness check on them (the 3-D turn check and the challenge included) and
requires the token's best shot to be the one that run picks from those frames; a kiosk token logs in only once its
evidence passed here (`verified`)."""

import base64
import hashlib
import random
from dataclasses import dataclass
from datetime import timedelta

import cv2
import numpy as np
from sqlalchemy import delete
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col

from liveness import FaceCheckSession, FrameRejected, LivenessConfig, decode_frame
from notary.facecheck.tokens import ResultClaims
from notary.models import KioskEvidence
from notary.models._base import utcnow

# A session the agent judged: 160 frames is 48 s at one frame per 300 ms; the agent starts a fresh challenge (new
# seed, no frames) rather than exceed it. Frames are 480-line JPEG, some 25-60 KB each. In base64 the whole stays
# under the 16 MB upload limit of [requests] max_upload_mb (core/edge.py).
MAX_FRAMES = 160
MAX_FRAME_BYTES = 256 * 1024
MAX_EVIDENCE_BYTES = 10 * 1024 * 1024
MAX_SEED = 2**63 - 1
# Mean grey-level difference tolerated between the token's best shot and the re-run's (two JPEG encodings of the
# same crop differ by about 1; another frame or another face by far more).
BEST_SHOT_TOLERANCE = 4.0


class EvidenceRefused(Exception):
    """The evidence does not back the token; `reason` is for the audit log."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Evidence:
    seed: int
    frames: list[bytes]  # JPEG, in the order they were judged


def digest(evidence: Evidence) -> str:
    """SHA-256 (hex) of the seed as decimal text and a line feed, then each frame's SHA-256 (32 bytes), in order."""
    whole = hashlib.sha256(f"{evidence.seed}\n".encode("ascii"))
    for frame in evidence.frames:
        whole.update(hashlib.sha256(frame).digest())
    return whole.hexdigest()


def decoded(seed: int, frames: list[str]) -> Evidence:
    """The evidence from its wire form (base64 frames), within the size bounds."""
    raw = [_base64(index, frame) for index, frame in enumerate(frames)]
    if not raw or len(raw) > MAX_FRAMES:
        raise EvidenceRefused(f"{len(raw)} frames, 1 to {MAX_FRAMES} expected")
    if max(map(len, raw)) > MAX_FRAME_BYTES or sum(map(len, raw)) > MAX_EVIDENCE_BYTES:
        raise EvidenceRefused("evidence too large")
    return Evidence(seed, raw)


def recheck(evidence: Evidence, bestshot_jpeg: bytes) -> None:
    """Re-run the liveness check the kiosk ran on the same frames with the same challenge order; it must pass, and
    its best shot must be the token's."""
    session = FaceCheckSession(LivenessConfig(), rng=random.Random(evidence.seed))
    try:
        for index, frame in enumerate(evidence.frames):
            session.process(_image(index, frame))
        if not session.passed:
            raise EvidenceRefused(
                f"the liveness re-check did not pass (turns refused as flat: {session.flat_refusals})"
            )
        ours = session.best_shot_jpeg()
    finally:
        session.close()
    if ours is None or not _same_picture(ours, bestshot_jpeg):
        raise EvidenceRefused("the best shot is not the evidence's best shot")


def record(session: Session, claims: ResultClaims, evidence: Evidence) -> None:
    """Remember that this token's evidence passed (a second upload of the same token changes nothing)."""
    _forget_expired(session)
    if session.get(KioskEvidence, (claims.issuer, claims.jti)) is not None:
        return
    row = KioskEvidence(
        issuer=claims.issuer,
        jti=claims.jti,
        evidence_sha256=digest(evidence),
        frames=len(evidence.frames),
        expires_at=claims.expires_at,
    )
    try:
        with session.begin_nested():
            session.add(row)
    except IntegrityError:  # the same upload on another instance at the same moment
        pass


def verified(session: Session, claims: ResultClaims) -> None:
    """EvidenceRefused unless this token's evidence, with the hash the token names, passed the re-check."""
    row = session.get(KioskEvidence, (claims.issuer, claims.jti))
    if row is None:
        raise EvidenceRefused("no verified evidence for this kiosk token")
    if row.evidence_sha256 != claims.evidence:
        raise EvidenceRefused("the verified evidence is not the one the token names")


def _base64(index: int, frame: str) -> bytes:
    try:
        return base64.b64decode(frame, validate=True)
    except ValueError:
        raise EvidenceRefused(f"frame {index} is not base64") from None


def _image(index: int, frame: bytes) -> np.ndarray:
    try:
        return decode_frame(base64.b64encode(frame).decode("ascii"))
    except FrameRejected as rejected:
        raise EvidenceRefused(f"frame {index}: {rejected.reason}") from None


def _same_picture(first_jpeg: bytes, second_jpeg: bytes) -> bool:
    first, second = (
        cv2.imdecode(np.frombuffer(jpeg, np.uint8), cv2.IMREAD_GRAYSCALE) for jpeg in (first_jpeg, second_jpeg)
    )
    if first is None or second is None or first.shape != second.shape:
        return False
    return float(np.mean(cv2.absdiff(first, second))) <= BEST_SHOT_TOLERANCE


def _forget_expired(session: Session) -> None:
    """An expired token is refused by its `exp` anyway, so its row is no longer needed."""
    cutoff = utcnow() - timedelta(minutes=10)
    session.exec(delete(KioskEvidence).where(col(KioskEvidence.expires_at) < cutoff))
