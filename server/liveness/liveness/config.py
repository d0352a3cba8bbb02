"""Tunable limits of the liveness check, validated with documented bounds."""

from pydantic import BaseModel, ConfigDict, Field


class LivenessConfig(BaseModel):
    """Every threshold of a face-check session. Defaults follow docs/contracts/face-check.md#liveness; bounds keep a
    setting meaningful.

    Face sizes and offsets are fractions of the frame; angles are degrees; light is 8-bit grey level.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    # The challenge (docs/contracts/face-check.md#liveness: at least two turns, about 20 degrees, each followed by
    # looking straight).
    turns: int = Field(2, ge=2, le=6, description="Head turns asked for; both directions always appear.")
    turn_yaw_deg: float = Field(20.0, ge=12.0, le=40.0, description="Turn from the neutral pose that counts.")
    straight_yaw_deg: float = Field(8.0, ge=3.0, le=15.0, description="Within this of neutral is looking straight.")
    hold_frames: int = Field(2, ge=2, le=10, description="Consecutive frames a turn or a straight look must last.")
    neutral_frames: int = Field(3, ge=1, le=10, description="Steady frontal frames that fix the neutral pose.")
    max_turn_yaw_deg: float = Field(55.0, ge=30.0, le=80.0, description="Beyond this the face is lost: look back.")
    max_tilt_change_deg: float = Field(20.0, ge=8.0, le=40.0, description="Nod or lean allowed from neutral.")

    # Pose limits for the neutral (frontal) pose, measured absolutely.
    frontal_yaw_deg: float = Field(15.0, ge=5.0, le=30.0)
    frontal_pitch_deg: float = Field(20.0, ge=5.0, le=35.0)
    frontal_roll_deg: float = Field(15.0, ge=5.0, le=30.0)

    # Distance and centring.
    min_face_width: float = Field(0.18, ge=0.05, le=0.5, description="Below this: come closer (13).")
    far_face_width: float = Field(0.12, ge=0.03, le=0.4, description="Below this: much closer (12).")
    max_face_width: float = Field(0.6, ge=0.3, le=1.0, description="Above this: move farther (38).")
    max_centre_offset: float = Field(0.2, ge=0.05, le=0.45, description="Face centre off the frame centre.")

    # Image quality of the face region.
    min_sharpness: float = Field(40.0, ge=0.0, description="Laplacian variance of the face at 128 px wide.")
    min_brightness: float = Field(70.0, ge=0.0, le=255.0)
    max_brightness: float = Field(200.0, ge=0.0, le=255.0)
    max_unevenness: float = Field(0.5, ge=0.05, le=1.0, description="Left-right brightness gap / mean.")
    max_glare: float = Field(0.05, ge=0.0, le=1.0, description="Share of saturated face pixels.")

    # Three-dimensional check and same-person rule.
    flat_agreement: float = Field(
        0.85, ge=0.5, le=0.99, description="Strip correlation after one homography at or above which it is flat."
    )
    identity_distance: float = Field(0.12, gt=0.0, le=1.0, description="Descriptor distance of another person.")
    identity_frames: int = Field(2, ge=1, le=10, description="Consecutive foreign frames that restart the check.")
