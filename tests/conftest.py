"""Shared fixtures: an isolated compile cache and helpers to run the CLI in-process or as a command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SAMPLES = REPO / "samples"
INPUTS = Path(__file__).resolve().parent / "inputs"


@pytest.fixture(scope="session", autouse=True)
def _session_cache(tmp_path_factory):
    """Builds in tests go to a cache of their own, shared by the session for speed."""
    if "CUPORT_CACHE_DIR" not in os.environ:
        os.environ["CUPORT_CACHE_DIR"] = str(tmp_path_factory.mktemp("cuport-cache"))
    yield


def run_translate(*args, env=None, cwd=None, timeout=600) -> subprocess.CompletedProcess:
    """Run the `translate` command as a user would (a real process, real exit code)."""
    merged = dict(os.environ, **(env or {}))
    return subprocess.run(
        [sys.executable, "-m", "cuport.cli.translate", *map(str, args)],
        capture_output=True,
        text=True,
        env=merged,
        cwd=cwd,
        timeout=timeout,
    )


def pytest_addoption(parser):
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite tests/golden/**/*.expected.cpp from the translator's output (review the diff)",
    )
