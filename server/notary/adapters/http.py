"""The shared HTTP plumbing of the real state-system clients: timeouts, retries, one error type."""

from typing import Any

import httpx
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

from notary.core.errors import ExternalSystemError


class StateSystemClient:
    def __init__(self, system: str, base_url: str, token: str, timeout: float) -> None:
        if not base_url:
            raise ExternalSystemError(system)
        self.system = system
        self._client = httpx.Client(
            base_url=base_url, timeout=timeout, headers={"Authorization": f"Bearer {token}"} if token else {}
        )

    @retry(
        retry=retry_if_exception_type(httpx.TransportError),
        stop=stop_after_attempt(3),
        wait=wait_exponential(multiplier=0.2, max=2),
        reraise=True,
    )
    def _get(self, path: str, params: dict[str, Any]) -> httpx.Response:
        return self._client.get(path, params=params)

    def get_json(self, path: str, **params: Any) -> Any | None:
        """GET a JSON document; None when the system says 404; ExternalSystemError for anything else."""
        try:
            response = self._get(path, params)
        except httpx.HTTPError as exc:
            raise ExternalSystemError(self.system) from exc
        if response.status_code == 404:
            return None
        if response.status_code != 200:
            raise ExternalSystemError(self.system)
        try:
            return response.json()
        except ValueError as exc:
            raise ExternalSystemError(self.system) from exc

    def get_bytes(self, path: str, **params: Any) -> bytes | None:
        try:
            response = self._get(path, params)
        except httpx.HTTPError as exc:
            raise ExternalSystemError(self.system) from exc
        if response.status_code == 404:
            return None
        if response.status_code != 200:
            raise ExternalSystemError(self.system)
        return response.content
