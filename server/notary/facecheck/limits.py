"""Admission of face-check sessions: a cap on concurrent sessions, per address, and on how often one address may
start one. Each session costs CPU on every frame, so these protect the service. The places are counted in the shared
Redis, so the caps hold across every server process and host; a place expires unless its live session refreshes it,
so the places of a process that dies free themselves. Without Redis (the embedded default, one process) the same
rules are kept in this process's memory."""

import asyncio
import os
import threading
import time
import uuid
from collections import deque
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Protocol

import anyio
from redis import Redis, RedisError

from notary.core import redis as shared
from notary.core.logging import log
from notary.core.sections import FaceCheckConfig

MINUTE = 60
PLACE_SECONDS = 30  # a place not refreshed for this long is free again
REFRESH_SECONDS = PLACE_SECONDS / 3


class NotAdmitted(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Place:
    """One admitted session's place, held until released or no longer refreshed."""

    address: str
    id: str = field(default_factory=lambda: uuid.uuid4().hex)


class Admission(Protocol):
    def admit(self, address: str, config: FaceCheckConfig, now: float | None = None) -> Place:
        """Take a place for a new session from `address`; NotAdmitted with the reason otherwise."""

    def refresh(self, place: Place, now: float | None = None) -> None: ...

    def release(self, place: Place) -> None: ...


# One script, so that checking the caps and taking the place are one atomic step for all hosts. Times are Redis's
# own clock (unless a test gives one), so the hosts' clocks need not agree.
_ADMIT = """
local now = tonumber(ARGV[1])
if not now then local t = redis.call('TIME'); now = t[1] + t[2] / 1000000 end
local place, window = tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 'server busy' end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 'too many sessions from this address' end
if redis.call('ZCARD', KEYS[3]) >= tonumber(ARGV[6]) then return 'sessions started too often from this address' end
redis.call('ZADD', KEYS[1], now + place, ARGV[7])
redis.call('ZADD', KEYS[2], now + place, ARGV[7])
redis.call('ZADD', KEYS[3], now, ARGV[7])
redis.call('EXPIRE', KEYS[1], place)
redis.call('EXPIRE', KEYS[2], place)
redis.call('EXPIRE', KEYS[3], window)
return false
"""

# XX: a place already released or expired is not taken again by a late refresh.
_REFRESH = """
local now = tonumber(ARGV[1])
if not now then local t = redis.call('TIME'); now = t[1] + t[2] / 1000000 end
local place = tonumber(ARGV[2])
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, 'XX', now + place, ARGV[3])
  redis.call('EXPIRE', key, place)
end
return false
"""


class RedisAdmission:
    """Sorted sets in Redis: every place by its expiry, the places of each address, the starts of each address."""

    def __init__(self, client: Redis) -> None:
        self._admit = client.register_script(_ADMIT)
        self._refresh = client.register_script(_REFRESH)
        self.client = client

    @staticmethod
    def _keys(address: str) -> list[str]:
        return [shared.key("facecheck", "places"), shared.key("facecheck", "places", address)]

    def admit(self, address: str, config: FaceCheckConfig, now: float | None = None) -> Place:
        place = Place(address)
        keys = [*self._keys(address), shared.key("facecheck", "starts", address)]
        limits = (config.max_sessions, config.max_sessions_per_address, config.max_starts_per_address_per_minute)
        refused = self._admit(keys, ["" if now is None else now, PLACE_SECONDS, MINUTE, *limits, place.id])
        if refused:
            raise NotAdmitted(refused)
        return place

    def refresh(self, place: Place, now: float | None = None) -> None:
        self._refresh(self._keys(place.address), ["" if now is None else now, PLACE_SECONDS, place.id])

    def release(self, place: Place) -> None:
        with self.client.pipeline() as pipeline:
            for key in self._keys(place.address):
                pipeline.zrem(key, place.id)
            pipeline.execute()


class MemoryAdmission:
    """The same rules in one process's memory, for the embedded default without Redis."""

    def __init__(self) -> None:
        self.places: dict[str, tuple[str, float]] = {}  # place id: address, expiry
        self.starts: dict[str, deque[float]] = {}
        self.lock = threading.Lock()

    def admit(self, address: str, config: FaceCheckConfig, now: float | None = None) -> Place:
        now = time.monotonic() if now is None else now
        with self.lock:
            self.places = {id_: held for id_, held in self.places.items() if held[1] > now}
            self.starts = {where: times for where, times in self.starts.items() if times and now - times[-1] < MINUTE}
            recent = self.starts.setdefault(address, deque())
            while recent and now - recent[0] >= MINUTE:
                recent.popleft()
            if len(self.places) >= config.max_sessions:
                raise NotAdmitted("server busy")
            if sum(held[0] == address for held in self.places.values()) >= config.max_sessions_per_address:
                raise NotAdmitted("too many sessions from this address")
            if len(recent) >= config.max_starts_per_address_per_minute:
                raise NotAdmitted("sessions started too often from this address")
            recent.append(now)
            place = Place(address)
            self.places[place.id] = (address, now + PLACE_SECONDS)
            return place

    def refresh(self, place: Place, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        with self.lock:
            if place.id in self.places:
                self.places[place.id] = (place.address, now + PLACE_SECONDS)

    def release(self, place: Place) -> None:
        with self.lock:
            self.places.pop(place.id, None)


def admission() -> Admission:
    client = shared.shared_redis()
    return MemoryAdmission() if client is None else RedisAdmission(client)


@asynccontextmanager
async def held(admission: Admission, place: Place) -> AsyncIterator[None]:
    """Keep the place while the session lives (refreshed), and free it when the session ends."""
    refresher = asyncio.create_task(_refresh_until_cancelled(admission, place))
    try:
        yield
    finally:
        refresher.cancel()
        # At once, not on a worker thread: an await here would be skipped in a cancelled session and would let the
        # next session be refused while this place is still held; one Redis call is short.
        try:
            admission.release(place)
        except RedisError:  # the place expires by itself
            log.warning("face_check_place_not_released", place=place.id)


async def _refresh_until_cancelled(admission: Admission, place: Place) -> None:
    while True:
        await asyncio.sleep(REFRESH_SECONDS)
        try:
            await anyio.to_thread.run_sync(admission.refresh, place)
        except RedisError:  # the session goes on; its place is refreshed at the next turn if Redis is back
            log.warning("face_check_place_not_refreshed", place=place.id)


class SocketState:
    """What the sessions of one process share: admission and the threads that process frames. Frames are CPU work,
    so no more of them run at once than there are cores; the rest wait their turn rather than thrash."""

    def __init__(self) -> None:
        self.admission = admission()
        self.frame_workers = anyio.CapacityLimiter(os.cpu_count() or 1)
