"""Fixtures for every test: an isolated compile cache; the --update-golden option."""

from __future__ import annotations

import os

import pytest


@pytest.fixture(scope="session", autouse=True)
def _session_cache(tmp_path_factory):
    """Builds in tests go to a cache of their own, shared by the session for speed."""
    if "CUPORT_CACHE_DIR" not in os.environ:
        base = tmp_path_factory.getbasetemp()
        if os.environ.get("PYTEST_XDIST_WORKER"):
            # pytest-xdist gives each worker basetemp/popen-gwN: the workers share one cache
            # (the cache locks across processes), so the runtime is built once, not per worker.
            base = base.parent
        cache = base / "cuport-cache"
        cache.mkdir(exist_ok=True)
        os.environ["CUPORT_CACHE_DIR"] = str(cache)
    yield


def pytest_addoption(parser):
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite the expected files of golden tests (translator/golden/**/*.expected.cpp, "
        "translator/lowering/inputs/*.lowered.cpp) from cuport's output; review the diff",
    )


@pytest.fixture(scope="session")
def update_golden(request) -> bool:
    return request.config.getoption("--update-golden")
