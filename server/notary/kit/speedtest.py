"""Bandwidth measurement (a kiosk agent's health check, a citizen's device check before a video conference): random
bytes down, any bytes up, both capped in size."""

import os
from collections.abc import AsyncIterator, Iterator

from fastapi import Request
from fastapi.responses import StreamingResponse
from pydantic import BaseModel

from notary.core.errors import BadRequest
from notary.core.settings import get_settings

CHUNK = 64 * 1024


class SpeedTestReceived(BaseModel):
    bytes: int


def checked_size(size: int) -> int:
    limit = get_settings().kiosks.speedtest_max_bytes
    if size > limit:
        raise BadRequest("error_kiosk_speedtest_too_large", limit=limit)
    return size


def random_bytes(size: int) -> Iterator[bytes]:
    """Incompressible, so no proxy on the way can shrink the test."""
    remaining = size
    while remaining > 0:
        chunk = min(CHUNK, remaining)
        remaining -= chunk
        yield os.urandom(chunk)


async def count_upload(request: Request) -> int:
    """Read and drop the body, refusing it as soon as it is larger than the limit."""
    declared = request.headers.get("content-length")
    if declared and declared.isascii() and declared.isdigit():
        checked_size(int(declared))
    received = 0
    stream: AsyncIterator[bytes] = request.stream()
    async for chunk in stream:
        received = checked_size(received + len(chunk))
    return received


def download(size: int) -> StreamingResponse:
    """`size` random bytes, never cached."""
    checked_size(size)
    headers = {"Content-Length": str(size), "Cache-Control": "no-store"}
    return StreamingResponse(random_bytes(size), media_type="application/octet-stream", headers=headers)


# The OpenAPI answer of a download, for both routes that give one.
DOWNLOAD_ANSWER = {
    "description": "`bytes` random bytes",
    "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}},
}
