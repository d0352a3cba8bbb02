"""The API fuzzing runs only when its directory is asked for by path (`make test-fuzz`), so the server's test runs
(`pytest server/tests`) do not run it a second time."""

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool:
    asked = [Path(arg.split("::")[0]).resolve() for arg in config.args]
    return not any(path == HERE or HERE in path.parents for path in asked)
