"""Admission of face-check sessions in one process: concurrent sessions, per address, starts per minute."""

from notary.core.sections import FaceCheckConfig
from notary.facecheck.limits import SessionLimits

CONFIG = FaceCheckConfig(max_sessions=3, max_sessions_per_address=2, max_starts_per_address_per_minute=3)


class TestSessionLimits:
    def test_concurrent_sessions_of_the_process_are_capped(self):
        limits = SessionLimits()
        assert [limits.admit(address, CONFIG, now=0) for address in ("a", "b", "c")] == [None] * 3
        assert limits.admit("d", CONFIG, now=0) == "server busy"
        limits.release("a")
        assert limits.admit("d", CONFIG, now=0) is None

    def test_sessions_of_one_address_are_capped(self):
        limits = SessionLimits()
        assert limits.admit("a", CONFIG, now=0) is None
        assert limits.admit("a", CONFIG, now=0) is None
        assert limits.admit("a", CONFIG, now=0) == "too many sessions from this address"
        assert limits.admit("b", CONFIG, now=0) is None

    def test_starts_per_minute_of_one_address_are_capped(self):
        limits = SessionLimits()
        for second in (0, 1, 2):
            assert limits.admit("a", CONFIG, now=second) is None
            limits.release("a")
        assert limits.admit("a", CONFIG, now=30) == "sessions started too often from this address"
        assert limits.admit("a", CONFIG, now=60.5) is None  # the first start has left the minute
