"""A kiosk's face check as its camera agent runs it, for the tests: the scene's frames, each encoded as the JPEG the
agent sends and judged as decoded from it, under a seeded challenge order; and the result token it signs."""

import base64
import random
import time
import uuid
from dataclasses import dataclass

import cv2
import jwt
import numpy as np

from liveness import FaceCheckSession, LivenessConfig, encode_jpeg
from liveness.synthetic.portraits import head
from liveness.synthetic.scenes import FlatTilt, StillPhoto, Subject
from notary.facecheck.evidence import Evidence, digest

SCENES = {"live": Subject, "still": StillPhoto, "flat": FlatTilt}


@dataclass(frozen=True)
class KioskSession:
    evidence: Evidence
    bestshot: bytes  # the agent's best shot, or a frame of the scene when the check never passed
    passed: bool

    def body(self, token: str) -> dict:
        frames = [base64.b64encode(frame).decode("ascii") for frame in self.evidence.frames]
        return {"jwt": token, "seed": self.evidence.seed, "frames": frames}


def judged_session(
    scene: str = "live", portrait: str = "astronaut", seed: int = 7, max_frames: int = 60
) -> KioskSession:
    rng = random.Random(seed)
    subject = SCENES[scene](head(portrait), rng)
    session = FaceCheckSession(LivenessConfig(), rng=random.Random(seed))
    frames: list[bytes] = []
    for _ in range(max_frames):
        frames.append(encode_jpeg(subject.frame(), quality=85))
        result = session.process(cv2.imdecode(np.frombuffer(frames[-1], np.uint8), cv2.IMREAD_COLOR))
        if result.passed:
            break
        subject.follow(result.errors)
    bestshot = session.best_shot_jpeg() if session.passed else None
    return KioskSession(Evidence(seed, frames), bestshot or frames[0], session.passed)


def result_token(private_key, kiosk_id: str, kid: str, bestshot: bytes, proof: Evidence | None, **overrides) -> str:
    now = int(time.time())
    claims = {
        "iss": f"kiosk:{kiosk_id}",
        "sid": str(uuid.uuid4()),
        "jti": str(uuid.uuid4()),
        "iat": now,
        "exp": now + 120,
        "isOk": True,
        "livenessWasSuccessful": True,
        "bestshot": base64.b64encode(bestshot).decode(),
        **({"evidence": digest(proof)} if proof is not None else {}),
        **overrides,
    }
    return jwt.encode(claims, private_key, algorithm="ES256", headers={"kid": kid})
