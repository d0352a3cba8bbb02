"""Admission of face-check sessions in one server process: a cap on concurrent sessions, per address, and on how
often one address may start one. Each session costs CPU on every frame, so these protect the instance."""

import os
import time
from collections import Counter, deque
from dataclasses import dataclass, field

import anyio

from notary.core.sections import FaceCheckConfig

_MINUTE = 60.0
_PRUNE_AT = 10_000  # addresses remembered before the quiet ones are forgotten


@dataclass
class SessionLimits:
    active: Counter[str] = field(default_factory=Counter)
    starts: dict[str, deque[float]] = field(default_factory=dict)

    def admit(self, address: str, config: FaceCheckConfig, now: float | None = None) -> str | None:
        """Take a place for a new session from `address`; the reason for refusing it otherwise."""
        now = time.monotonic() if now is None else now
        if self.active.total() >= config.max_sessions:
            return "server busy"
        if self.active[address] >= config.max_sessions_per_address:
            return "too many sessions from this address"
        if len(self.starts) > _PRUNE_AT:
            self._forget_quiet_addresses(now)
        recent = self.starts.setdefault(address, deque())
        while recent and now - recent[0] >= _MINUTE:
            recent.popleft()
        if len(recent) >= config.max_starts_per_address_per_minute:
            return "sessions started too often from this address"
        recent.append(now)
        self.active[address] += 1
        return None

    def _forget_quiet_addresses(self, now: float) -> None:
        self.starts = {address: times for address, times in self.starts.items() if times and now - times[-1] < _MINUTE}

    def release(self, address: str) -> None:
        self.active[address] -= 1
        if self.active[address] <= 0:
            del self.active[address]


class SocketState:
    """What the sessions of one process share: admission and the threads that process frames. Frames are CPU work,
    so no more of them run at once than there are cores; the rest wait their turn rather than thrash."""

    def __init__(self) -> None:
        self.limits = SessionLimits()
        self.frame_workers = anyio.CapacityLimiter(os.cpu_count() or 1)
