"""CPU backend: NVTX annotations (nvToolsExt.h, nvtx3/) build unchanged and answer as NVTX does
with no profiler attached (pushes and pops report NVTX_NO_PUSH_POP_TRACKING, no domain is made),
and the annotated program computes what it would without them."""

from __future__ import annotations

from support.cuda_program import run


def test_nvtx_ranges_are_no_ops_and_the_program_runs():
    lines = run("nvtx_ranges.cu").stdout.splitlines()
    assert "push: -2" in lines and "pop: -2" in lines
    assert "domain_null: 1" in lines
    assert "x31: 62" in lines
