"""Translator output that needs the CPU backend's help really runs: cudaLaunchKernel through a
typed kernel, file-scope and template dynamic shared memory, __noinline__ (CUPORT_NOINLINE)."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.cuda_program import lines_by_key, run

LAUNCH_API = Path(__file__).resolve().parent / "inputs" / "launch_api.cu"


@pytest.mark.parametrize("mode", ["deterministic", "parallel"])
def test_launch_api_shared_memory_and_noinline_run(mode):
    out = lines_by_key(run(LAUNCH_API, mode=mode).stdout)
    assert out["scaled"] == "3 93"
    assert out["reversed"] == "93 0"
    assert out["doubled"] == "0 186"
