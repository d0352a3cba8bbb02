"""Property-based fuzzing of the whole API in-process: every operation of the OpenAPI schema, with data generated from
it (valid and invalid), anonymously and as logged-in people. No answer may be a 5xx and every answer must match the
schema. Seeded, so a run sends the same requests every time; bounded to a few minutes on SQLite."""

import time
import zlib
from collections.abc import Callable

import pytest
import schemathesis
from hypothesis import HealthCheck, given, seed, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.core.failures import FailureGroup
from schemathesis.specs.openapi.checks import response_schema_conformance

from tests.conftest import ADMIN, bearer

CHECKS = [not_a_server_error, response_schema_conformance]
# Per operation, per generation mode and per caller: enough to reach every parameter's edges in about a minute.
EXAMPLES = 6
FUZZ = settings(
    database=None,  # no examples remembered between runs: each run is only its seeds
    deadline=None,
    max_examples=EXAMPLES,
    suppress_health_check=list(HealthCheck),
    print_blob=False,
)


class Fuzzer:
    """Runs every operation in both generation modes, keeps going past a failure, and counts what it sent."""

    def __init__(self, schema: schemathesis.BaseSchema, caller: str, headers: dict[str, str]) -> None:
        self.schema = schema
        self.caller = caller
        self.headers = headers
        self.requests = 0
        self.failures: dict[str, str] = {}

    def _call(self, case: schemathesis.Case) -> None:
        self.requests += 1
        case.call_and_validate(headers=self.headers, checks=CHECKS)

    def run(self) -> None:
        for result in self.schema.get_all_operations():
            operation = result.ok()
            for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
                self._run(operation.label, mode, given(case=operation.as_strategy(generation_mode=mode)))

    def _run(self, label: str, mode: GenerationMode, strategy: Callable) -> None:
        # A fixed seed per caller, operation and mode: the same requests on every run, different ones for each caller.
        @seed(zlib.crc32(f"{self.caller} {label} {mode.value}".encode()))
        @FUZZ
        @strategy
        def fuzz(case: schemathesis.Case) -> None:
            self._call(case)

        try:
            fuzz()
        except Unsatisfiable:
            pass  # an operation without parameters has no invalid requests to make
        except (FailureGroup, Exception) as failure:  # every operation is fuzzed, the failures reported together
            self.failures[f"{label} ({mode.value})"] = str(failure)[:2000]


# Each caller by the passport of a sandbox person (docs/contracts/sandbox.md#demo-people), or none.
CALLERS = {"anonymous": None, "citizen": ("AA", "1234567"), "admin": ADMIN}


@pytest.mark.parametrize("caller", CALLERS)
def test_no_server_error_and_answers_match_the_schema(app, login, caller: str) -> None:
    passport = CALLERS[caller]
    headers = bearer(login(*passport)) if passport else {}
    fuzzer = Fuzzer(schemathesis.openapi.from_asgi("/api/openapi.json", app), caller, headers)
    started = time.monotonic()
    fuzzer.run()
    elapsed = time.monotonic() - started
    print(f"\n{caller}: {fuzzer.requests} requests in {elapsed:.0f} s, {len(fuzzer.failures)} operations failing")
    assert not fuzzer.failures, "\n\n".join(f"{label}:\n{text}" for label, text in fuzzer.failures.items())
