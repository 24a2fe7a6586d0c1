"""CPU backend kernel faults: a null, wild or freed pointer, or a device stack overflow, stops the
kernel with CUDA's sticky error instead of ending the program (CUDA Runtime API, enum
cudaError: cudaErrorIllegalAddress "leaves the process in an inconsistent state and any further
CUDA work will return the same error"), on the fiber and the lowered path, in both modes. A fault
in host code still crashes the program."""

from __future__ import annotations

import re
import signal

import pytest
from support.cuda_program import MODES, run

ILLEGAL = "cudaErrorIllegalAddress"
FAILURE = "cudaErrorLaunchFailure"
PATHS = {"lowered": {}, "fibers": {"CUPORT_LOWERING": "0"}}


def expected(error: str, before: tuple = ()) -> list[str]:
    """What faults.cu prints when its kernel faulted with error (CUDA's sticky semantics)."""
    return [
        "malloc: cudaSuccess",
        *before,
        "launch: cudaSuccess",  # the launch itself is fine; the fault is asynchronous
        f"sync: {error}",  # reported by the next synchronizing call
        f"sync_again: {error}",  # sticky
        f"get_last: {error}",  # cudaGetLastError cannot clear it
        f"peek: {error}",
        f"malloc_after: {error}",  # every call that uses the context returns it
        f"memcpy_after: {error}",
        f"stream_create_after: {error}",
        f"event_create_after: {error}",
        f"launch_after: {error}",
        f"free_after: {error}",
        "device_count_after: cudaSuccess",  # device queries do not need the context
        "string: "
        + {
            ILLEGAL: "an illegal memory access was encountered",
            FAILURE: "unspecified launch failure",
        }[error],
        "reset: cudaSuccess",
        "malloc_after_reset: cudaSuccess",
        "sync_after_reset: cudaSuccess",
        "exit: 3",
    ]


CASES = {
    "null": (ILLEGAL, (), r"write to address 0x0;"),
    "wild": (ILLEGAL, (), r"write to address 0x5ead0000;"),
    "freed": (ILLEGAL, ("before_free: cudaSuccess",), r"write to address 0x[0-9a-f]+;"),
    "overflow": (FAILURE, (), r"stack overflow \(address 0x[0-9a-f]+\);"),
}


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("fault", CASES)
def test_kernel_fault_is_a_sticky_cuda_error(fault, mode, path):
    error, before, what = CASES[fault]
    proc = run("faults.cu", fault, mode=mode, env=PATHS[path], check=False)
    assert proc.returncode == 3, proc.stderr  # the program's own exit, no signal
    assert proc.stdout.splitlines() == expected(error, before)
    kernel = {"null": "one_thread_writes", "wild": "one_thread_writes"}.get(fault)
    kernel = kernel or ("write_through" if fault == "freed" else "recurse")
    block = "block (2,0,0)" if fault in ("null", "wild") else "block (0,0,0)"
    lines = [line for line in proc.stderr.splitlines() if line.startswith("cuport: kernel")]
    assert len(lines) == 1, proc.stderr  # one report: the fault that stopped the grid
    assert re.search(f"^cuport: kernel {kernel} faulted: .*{what} {re.escape(block)}", lines[0])
    assert lines[0].endswith(f"; {error} is sticky")
    if path == "fibers":  # a fiber runs one CUDA thread: the report names it
        thread = "thread (37,0,0)" if fault in ("null", "wild") else "thread (0,0,0)"
        assert f", {thread}" in lines[0]


def test_fault_report_names_the_device_function():
    proc = run("faults.cu", "overflow", env=PATHS["fibers"], check=False)
    assert ", in deep(int*, int);" in proc.stderr


def test_fault_log_can_be_turned_off():
    proc = run("faults.cu", "null", env={"CUPORT_FAULT_LOG": "0"}, check=False)
    assert proc.returncode == 3
    assert "cuport:" not in proc.stderr
    assert proc.stdout.splitlines() == expected(ILLEGAL)


def test_a_fault_in_host_code_still_crashes():
    proc = run("faults.cu", "host", check=False)
    assert proc.returncode == -signal.SIGSEGV
    assert proc.stdout.splitlines() == ["malloc: cudaSuccess"]
