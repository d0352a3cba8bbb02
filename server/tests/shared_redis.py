"""The shared Redis for tests that need it: started when it is down, and each test under a key prefix of its own,
whose keys are deleted afterwards."""

import subprocess
import time
import uuid
from collections.abc import Iterator

import pytest
from redis import Redis
from redis.exceptions import ConnectionError as RedisConnectionError

REDIS_URL = "redis://127.0.0.1:6379/0"


def ensure_redis() -> Redis:
    client = Redis.from_url(REDIS_URL, decode_responses=True)
    try:
        client.ping()
    except RedisConnectionError:
        subprocess.run(
            ["redis-server", "--daemonize", "yes", "--port", "6379", "--save", "", "--appendonly", "no"], check=True
        )
        deadline = time.monotonic() + 10
        while True:
            try:
                client.ping()
                break
            except RedisConnectionError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
    return client


def fresh_prefix() -> str:
    return f"notary-test-{uuid.uuid4().hex[:12]}:"


def forget(client: Redis, prefix: str) -> None:
    keys = list(client.scan_iter(match=prefix + "*"))
    if keys:
        client.delete(*keys)


def use_shared_redis(monkeypatch: pytest.MonkeyPatch) -> Iterator[Redis]:
    """The server's settings pointed at the shared Redis under a fresh prefix, for one test."""
    from notary.core.redis import shared_redis
    from notary.core.settings import get_settings

    client, prefix = ensure_redis(), fresh_prefix()
    monkeypatch.setenv("NOTARY_REDIS_URL", REDIS_URL)
    monkeypatch.setenv("NOTARY_REDIS_KEY_PREFIX", prefix)
    get_settings.cache_clear()
    shared_redis.cache_clear()
    try:
        yield client
    finally:
        forget(client, prefix)
        monkeypatch.delenv("NOTARY_REDIS_URL")
        monkeypatch.delenv("NOTARY_REDIS_KEY_PREFIX")
        get_settings.cache_clear()
        shared_redis.cache_clear()
