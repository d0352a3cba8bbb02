"""Admission of face-check sessions: concurrent sessions, per address, starts per minute; in the shared Redis (for
every process and host) and in one process's memory (the embedded default), by the same rules."""

from collections.abc import Callable, Iterator

import pytest

from notary.core.sections import FaceCheckConfig
from notary.core.settings import get_settings
from notary.facecheck.limits import (
    PLACE_SECONDS,
    Admission,
    MemoryAdmission,
    NotAdmitted,
    RedisAdmission,
    admission,
)
from tests.shared_redis import use_shared_redis

CONFIG = FaceCheckConfig(max_sessions=3, max_sessions_per_address=2, max_starts_per_address_per_minute=3)
BUSY, PER_ADDRESS, TOO_OFTEN = (
    "server busy",
    "too many sessions from this address",
    "sessions started too often from this address",
)


@pytest.fixture
def redis(monkeypatch):
    yield from use_shared_redis(monkeypatch)


@pytest.fixture(params=["redis", "memory"])
def new_admission(request) -> Iterator[Callable[[], Admission]]:
    """Makes admissions that share their places, as the processes of one deployment do."""
    if request.param == "memory":
        memory = MemoryAdmission()
        yield lambda: memory
    else:
        request.getfixturevalue("redis")
        yield admission


def _refusal(limits: Admission, address: str, now: float) -> str | None:
    try:
        limits.admit(address, CONFIG, now=now)
    except NotAdmitted as refused:
        return refused.reason
    return None


class TestAdmission:
    def test_concurrent_sessions_are_capped(self, new_admission):
        limits = new_admission()
        places = [limits.admit(address, CONFIG, now=0) for address in ("a", "b", "c")]
        assert _refusal(limits, "d", now=0) == BUSY
        limits.release(places[0])
        assert _refusal(limits, "d", now=0) is None

    def test_sessions_of_one_address_are_capped(self, new_admission):
        limits = new_admission()
        assert [_refusal(limits, "a", now=0) for _ in range(3)] == [None, None, PER_ADDRESS]
        assert _refusal(limits, "b", now=0) is None

    def test_starts_per_minute_of_one_address_are_capped(self, new_admission):
        limits = new_admission()
        for second in (0, 1, 2):
            limits.release(limits.admit("a", CONFIG, now=second))
        assert _refusal(limits, "a", now=30) == TOO_OFTEN
        assert _refusal(limits, "a", now=60.5) is None  # the first start has left the minute

    def test_a_place_not_refreshed_frees_itself(self, new_admission):
        """A process that dies holds no place for long: its sessions stop refreshing them."""
        limits = new_admission()
        limits.admit("a", CONFIG, now=0)
        kept = limits.admit("a", CONFIG, now=0)
        limits.refresh(kept, now=PLACE_SECONDS - 1)
        assert _refusal(limits, "a", now=PLACE_SECONDS + 1) is None  # the first place has expired
        assert _refusal(limits, "a", now=PLACE_SECONDS + 1) == PER_ADDRESS  # the refreshed one is still held

    def test_a_released_place_is_not_taken_back_by_a_late_refresh(self, new_admission):
        limits = new_admission()
        place = limits.admit("a", CONFIG, now=0)
        limits.release(place)
        limits.refresh(place, now=1)
        assert [_refusal(limits, "a", now=2) for _ in range(3)] == [None, None, PER_ADDRESS]


class TestSharedAcrossProcesses:
    def test_two_processes_count_the_same_places(self, redis):
        first, second = admission(), admission()
        assert isinstance(first, RedisAdmission)
        first.admit("a", CONFIG)
        second.admit("a", CONFIG)
        assert _refusal(first, "a", now=None) == PER_ADDRESS
        second.admit("b", CONFIG)
        assert _refusal(second, "c", now=None) == BUSY

    def test_the_keys_expire(self, redis):
        admission().admit("a", CONFIG)
        keys = list(redis.scan_iter(match=get_settings().redis_key_prefix + "*"))
        assert keys
        assert all(0 < redis.ttl(key) <= 60 for key in keys)

    def test_without_redis_the_embedded_default_keeps_them_in_memory(self):
        assert isinstance(admission(), MemoryAdmission)
