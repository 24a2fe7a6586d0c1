"""Helpers the tests share (importable as `support`: pyproject.toml puts tests/ on pytest's path).

Folders: REPO (the checkout), SAMPLES (the conformance samples). Helper modules beside this one:
cuda_program (build and run a CUDA program on the CPU backend), gpu_backend (the rocm and cuda
backends' shared checks).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SAMPLES = REPO / "samples"


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
