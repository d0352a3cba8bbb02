"""Redis: the short-lived state every server process and host shares, so that limits hold across all of them.
Every key starts with the configured prefix and expires, so nothing outlives its use, even when a process dies."""

from functools import lru_cache

from redis import Redis

from notary.core.settings import get_settings


@lru_cache
def shared_redis() -> Redis | None:
    """The shared Redis, or None in the embedded default without one (settings refuse that in production)."""
    url = get_settings().redis_url
    # Short timeouts: a call waits on Redis only as long as a request can afford to.
    return Redis.from_url(url, decode_responses=True, socket_timeout=2, socket_connect_timeout=2) if url else None


def key(*parts: str) -> str:
    return get_settings().redis_key_prefix + ":".join(parts)
