"""The shared HTTP plumbing of the real state-system clients: timeouts, retries, one error type."""

from typing import Any

import httpx
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

from notary.core.errors import ExternalSystemError
from notary.core.sections import StateSystemConfig
from notary.core.settings import get_settings


def configuration(system: str) -> StateSystemConfig:
    """`[state_systems.<system>]` of the server's configuration."""
    return getattr(get_settings().state_systems, system)


def sandboxed(system: str) -> bool:
    """Whether the state system answers from the sandbox's seeded data."""
    return configuration(system).mode == "sandbox"


class StateSystemClient:
    def __init__(self, system: str, config: StateSystemConfig, transport: httpx.BaseTransport | None = None) -> None:
        if not config.url:
            raise ExternalSystemError(system)
        self.system = system
        headers = {"Authorization": f"Bearer {config.token}"} if config.token else {}
        self._client = httpx.Client(
            base_url=config.url, timeout=config.timeout_seconds, headers=headers, transport=transport
        )

    @classmethod
    def configured(cls, system: str) -> "StateSystemClient":
        return cls(system, configuration(system))

    @retry(
        retry=retry_if_exception_type(httpx.TransportError),
        stop=stop_after_attempt(3),
        wait=wait_exponential(multiplier=0.2, max=2),
        reraise=True,
    )
    def _get(self, path: str, params: dict[str, Any]) -> httpx.Response:
        return self._client.get(path, params=params)

    @retry(
        retry=retry_if_exception_type(httpx.ConnectError),
        stop=stop_after_attempt(3),
        wait=wait_exponential(multiplier=0.2, max=2),
        reraise=True,
    )
    def _post(self, path: str, data: dict[str, str]) -> httpx.Response:
        # Only a connection that never opened is retried: a request that may have arrived is not sent twice.
        return self._client.post(path, data=data)

    def post_form(self, path: str, **fields: str) -> Any:
        """POST a form, answer the JSON document of a 200 or 201; ExternalSystemError for anything else, 404 too."""
        try:
            response = self._post(path, fields)
        except httpx.HTTPError as exc:
            raise ExternalSystemError(self.system) from exc
        if response.status_code not in (200, 201):
            raise ExternalSystemError(self.system)
        try:
            return response.json()
        except ValueError as exc:
            raise ExternalSystemError(self.system) from exc

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
