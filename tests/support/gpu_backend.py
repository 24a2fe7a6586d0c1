"""Shared checks for the rocm and cuda backend tests (a helper module, not collected itself)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from cuport.backends import BackendError, BuildOptions, get

from support import REPO

DEVICE_FEATURES = REPO / "tests" / "backends" / "inputs" / "device_features.cpp"


def backend_or_skip(name: str):
    backend = get(name)
    reason = backend.available()
    if reason:
        pytest.skip(reason)
    return backend


def build(backend, path: Path = DEVICE_FEATURES, options: BuildOptions | None = None):
    return backend.build({path.name: path.read_text()}, path.name, options or BuildOptions())


def translate_run(backend_name: str, tmp_path: Path) -> subprocess.CompletedProcess:
    """`translate SAMPLE --run --backend NAME` as a user types it."""
    sample = REPO / "samples/vector_add/vector_add.cu"
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "cuport.cli.translate",
            str(sample),
            "--run",
            "--backend",
            backend_name,
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=dict(os.environ),
        timeout=600,
    )


def expect_build_error(backend, exit_code: int, *needles: str) -> BackendError:
    with pytest.raises(BackendError) as info:
        build(backend)
    error = info.value
    text = f"{error}\n{error.log}"
    assert error.exit_code == exit_code, text
    for needle in needles:
        assert needle in text, text
    return error
