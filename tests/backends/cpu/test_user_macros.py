"""CPU backend: a program may #define short names (N, M, K, X, ...) before it includes CUDA's
headers, or pass them with -D, as nvcc allows: every one-letter name but T and U (which nvcc's own
headers use). cuport's runtime headers, its parser stub and the lowering's parse of the runtime
must not use such names, or the build breaks (`template <int N>` becomes `template <int 1024>`)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from support.cuda_program import CPU_INPUTS, skip_reason


def test_short_macro_names_before_the_includes_and_on_the_command_line(tmp_path):
    if skip_reason():
        pytest.skip(skip_reason())
    program = tmp_path / "user_macros"
    defines = ["-DEXTRA_FROM_COMMAND_LINE=99", "-DCOLS=3", "-DROWS=4", "-DNUM_THREADS=8"]
    build = subprocess.run(
        [sys.executable, "-m", "cuport.cli.nvcc.cli", "-v", *defines,
         str(CPU_INPUTS / "user_macros.cu"), "-o", str(program)],
        capture_output=True, text=True, timeout=600,
    )
    assert build.returncode == 0, build.stderr[-4000:]
    # The lowering parsed the unit with the user's macros (no "cannot parse" fallback) and
    # lowered the kernel it can lower.
    assert "lowering skipped" not in build.stderr
    assert "kernel warp_sum_kernel: split at barriers" in build.stderr
    run = subprocess.run([str(program)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    # sum over i < 1024 of (i % 8) * K, K = 13: 128 * 28 * 13
    assert run.stdout.splitlines() == [
        "sum 46592.0",
        "lowered_sum 46592.0",
        "uniform_in_range 1",
        "macros 7 552 99",
    ]
