"""CPU backend device runtime: printf at synchronization, device malloc, clock64, block votes,
yielding spin-waits, and assert/__trap/deadlock reported as launch errors (no crash, no hang)."""

from __future__ import annotations

import pytest
from support import cuda_program


@pytest.mark.parametrize("mode", cuda_program.MODES)
def test_printf_malloc_clock_votes_handoff(mode):
    proc = cuda_program.run("device_runtime.cu", mode=mode)
    lines = proc.stdout.splitlines()
    # Kernel output appears between the host's prints around the synchronization.
    first, last = lines.index("before"), lines.index("after")
    hello = sorted(lines[first + 1 : last])
    want = [
        f"hello from block {b} thread {t}: {100 + t} {0.5 * t:.2f} ok {1 << 40}"
        for b in range(2)
        for t in range(2)
    ]
    assert hello == want
    out = cuda_program.lines_by_key(proc.stdout)
    # Each of 4 x 64 threads sums 0..t from its own heap block.
    assert out["heap"] == str(4 * sum(t * (t + 1) // 2 for t in range(64)))
    assert out["votes"] == f"{len(range(0, 100, 3))} 1 0 1 0"
    assert out["clock64"] == "1"
    assert out["handoff"] == "1"
    assert out["status"].endswith("Success")


@pytest.mark.parametrize(
    "case,error",
    [("assert", "ErrorAssert"), ("trap", "ErrorLaunchFailure"), ("deadlock", "ErrorLaunchFailure")],
)
def test_kernel_faults_are_sticky_errors(case, error):
    proc = cuda_program.run("device_runtime.cu", case, mode="parallel", timeout=60)
    out = cuda_program.lines_by_key(proc.stdout)
    assert out[case].endswith(error)
    assert out[f"{case} sticky"].endswith(error)
    if case == "assert":
        assert "block: [0,0,0], thread: [5,0,0] Assertion `threadIdx.x != 5` failed." in proc.stderr
    if case == "deadlock":
        assert "deadlock in block (0,0,0)" in proc.stderr


@pytest.mark.parametrize("mode", cuda_program.MODES)
def test_device_sync_waits_for_every_nested_launch(mode):
    """Kernels launched from kernels on streams they create (cdpSimpleQuicksort) have all
    finished when the host's cudaDeviceSynchronize returns."""
    out = cuda_program.lines_by_key(cuda_program.run("nested_launches.cu", mode=mode).stdout)
    assert out["sync"] == "cudaSuccess"
    assert out["nested_grids"] == "1"
    assert out["out_of_order"] == "0"
