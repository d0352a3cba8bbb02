"""Face guidance codes (docs/contracts/errors-and-limits.md#camera-hints) that the engine reports, in the order of
importance docs/contracts/face-check.md#liveness gives its gates."""

from enum import IntEnum


class Guidance(IntEnum):
    """A code the client turns into a localised instruction; the value is what goes on the wire."""

    BLURRED = 3
    LESS_LIGHT = 4
    MORE_LIGHT = 5
    UNEVEN_LIGHT = 6
    GLARE = 7
    NO_FACE = 8
    ONE_FACE_ONLY = 9
    MUCH_CLOSER = 12
    CLOSER = 13
    CAMERA_LOWER = 14
    CAMERA_LEFT = 15
    CAMERA_HIGHER = 16
    CAMERA_RIGHT = 17
    FACE_RIGHT = 19
    FACE_LEFT = 20
    TILTED_RIGHT = 21
    TILTED_LEFT = 22
    RAISE_CHIN = 23
    LOWER_CHIN = 24
    FARTHER = 38
    LOOK_STRAIGHT = 63
    TURN_RIGHT = 64
    TURN_LEFT = 65
    LOOK_STRAIGHT_AT_CAMERA = 66


# Lower rank is more important: face count, distance, centring, blur, light, pose, then the challenge.
# (Occlusion and glasses, 26 and 28, are hints docs/contracts/face-check.md#liveness lets us omit: no reliable
# detector exists.)
_RANK = {
    code: rank
    for rank, group in enumerate(
        [
            (Guidance.NO_FACE, Guidance.ONE_FACE_ONLY),
            (Guidance.MUCH_CLOSER, Guidance.CLOSER, Guidance.FARTHER),
            (Guidance.CAMERA_LOWER, Guidance.CAMERA_LEFT, Guidance.CAMERA_HIGHER, Guidance.CAMERA_RIGHT),
            (Guidance.BLURRED,),
            (Guidance.LESS_LIGHT, Guidance.MORE_LIGHT, Guidance.UNEVEN_LIGHT, Guidance.GLARE),
            (
                Guidance.FACE_RIGHT,
                Guidance.FACE_LEFT,
                Guidance.TILTED_RIGHT,
                Guidance.TILTED_LEFT,
                Guidance.RAISE_CHIN,
                Guidance.LOWER_CHIN,
                Guidance.LOOK_STRAIGHT_AT_CAMERA,
            ),
            (Guidance.LOOK_STRAIGHT, Guidance.TURN_RIGHT, Guidance.TURN_LEFT),
        ]
    )
    for code in group
}

MAX_CODES = 2


def most_important(codes: list[Guidance]) -> list[int]:
    """The codes a STATS answer carries: at most two, most important first (stable within a rank)."""
    ranked = sorted(dict.fromkeys(codes), key=lambda code: _RANK[code])
    return [int(code) for code in ranked[:MAX_CODES]]
