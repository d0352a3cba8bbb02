"""Face liveness engine shared by the server's face-check service and the kiosk camera agent.

It knows nothing of sockets, tokens or HTTP: frames go in, guidance codes and challenge progress come out.

    from liveness import LivenessConfig, FaceCheckSession, FrameResult, decode_frame, FrameRejected, encode_jpeg

    session = FaceCheckSession(LivenessConfig(), rng=random.Random(seed))  # one per socket session
    try:
        image = decode_frame(body)               # base64 JPEG/PNG, optional data-URL prefix -> BGR image
    except FrameRejected as rejected:
        answer = {"type": "REJECTED", "reason": rejected.reason}
    result = session.process(image)              # FrameResult
    result.errors          # <= 2 codes (docs/contracts/errors-and-limits.md#camera-hints), most important first
    result.face_rect       # {"x", "y", "width", "height"} in frame pixels, or None without a face
    result.is_ok           # no quality or pose problem held this frame back (a prompt such as 64 may remain)
    result.challenge_step  # completed steps: 0 until the neutral pose is captured, then +1 per finished turn
    result.challenge_of    # 1 + number of turns (3 by default)
    result.passed          # the whole liveness passed on this frame (session.passed stays true)
    result.as_stats()      # the STATS body of docs/contracts/face-check.md#stats
    session.best_shot_jpeg()  # sharpest well-lit frontal face (cropped with margin) as JPEG bytes, or None
    session.close()

How a session passes (docs/contracts/face-check.md#liveness):
1. Every frame goes through the quality gates: one face (8, 9), size (12, 13, 38), centring (14-17), blur (3),
   light (4-7) and pose (19-24 before the neutral pose is known; 21-24 and 66 relative to it afterwards).
   A frame with any of these codes does not count and breaks any hold in progress.
2. `neutral_frames` steady frontal frames fix the neutral pose. Then, per turn in a random order, the prompt
   (65 turn left, 64 turn right) must be answered by a yaw of `turn_yaw_deg` from neutral held for `hold_frames`
   frames seen after the prompt, then by looking straight (63) for `hold_frames` frames.
3. A held turn counts only if one homography cannot explain the face's motion from the neutral frame (see
   `depth_check`): a tilted flat picture never turns; a still one never moves at all.
4. Straight frames are compared with the neutral face; `identity_frames` foreign frames in a row restart the
   challenge with a new random order and a fresh best shot.
5. The best shot is the sharpest frame that passed every gate while frontal, from the current person.

Directions are the subject's own, in the unmirrored camera frame: turning left moves the nose to image right.
Guidance codes 26 (occlusion) and 28 (glasses) are never sent: docs/contracts/face-check.md#liveness makes them
hints and no reliable detector for them ships with the installed libraries.

The engine keeps OpenCV to the calling thread (`cv2.setNumThreads(1)` on import, process-wide).
Face meshes come from a process-wide pool (`landmarks.default_pool()`, one MediaPipe graph per core, about
18 MB each), so sessions are cheap; a session itself must be fed from one thread at a time.
`liveness.synthetic` renders test subjects and attacks (see its package docstring).
"""

import cv2

from liveness.config import LivenessConfig
from liveness.frames import FrameRejected, decode_frame, encode_jpeg
from liveness.session import FaceCheckSession, FrameResult

# A frame's OpenCV work is a few milliseconds and callers already run sessions side by side, a thread each: OpenCV's
# worker threads would only compete with them and spin between calls, costing CPU time (MediaPipe runs each graph
# on one thread already, and numpy's BLAS sees no matrix big enough to split).
cv2.setNumThreads(1)

__all__ = ["FaceCheckSession", "FrameRejected", "FrameResult", "LivenessConfig", "decode_frame", "encode_jpeg"]
