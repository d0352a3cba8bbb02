import pytest

from tests.shared_redis import use_shared_redis


@pytest.fixture
def redis(monkeypatch):
    """The shared Redis, under a key prefix of this test's own."""
    yield from use_shared_redis(monkeypatch)
