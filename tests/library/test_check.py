"""RawModule(check=...): cuport check's tools on kernels launched from Python; errors raise
CheckError carrying compute-sanitizer-shaped reports (runtime/_safe.py runs the launches in a
worker process that loads the sanitizer's runtime first)."""

from __future__ import annotations

import re
import warnings

import cuport
import numpy as np
import pytest
from cuport.backends import get

pytestmark = pytest.mark.skipif(bool(get("cpu").available()), reason="no C++ compiler")

KERNELS = r"""
__global__ void fill_past_end(float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = 1.0f;
}
__global__ void fill(float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2.0f;
}
"""

# A block sum whose first thread reads the stage with no barrier after the others wrote it.
RACE = r"""
__global__ void block_sum(const float* in, float* out, int barrier) {
  __shared__ float stage[64];
  stage[threadIdx.x] = in[threadIdx.x];
  if (barrier) __syncthreads();
  if (threadIdx.x == 0) {
    float total = 0;
    for (int i = 0; i < 64; ++i) total += stage[i];
    out[0] = total;
  }
}
"""


def _normalized(report: str) -> str:
    return re.sub(r"0x[0-9a-f]+", "0x?", report)


def test_memcheck_raises_check_error_with_the_report_and_copies_results_back():
    module = cuport.RawModule(code=KERNELS, check="memcheck", filename="fills.cu")
    out = np.zeros(100, np.float32)
    module.get_function("fill")((1,), (128,), (out, 100))  # correct: no error
    assert out.tolist() == [2.0] * 100
    with pytest.raises(cuport.CheckError) as info:
        module.get_function("fill_past_end")((1,), (128,), (out, 100))
    error = info.value
    assert error.tool == "memcheck"
    assert [_normalized(r) for r in error.reports] == [
        "========= Invalid __global__ write of size 4 bytes\n"
        "=========     at fill_past_end(float*, int) in fills.cu:4\n"
        "=========     by thread (100,0,0) in block (0,0,0)\n"
        "=========     Address 0x? is out of bounds\n"
        "=========     and is 0 bytes after the nearest allocation at 0x? of size 400 bytes"
    ]
    assert "launch of fill_past_end: cuport check (memcheck) reported 1 error" in str(error)
    assert out.tolist() == [1.0] * 100  # the launch completed, as under compute-sanitizer


def test_racecheck_reports_both_accesses_of_a_shared_memory_race():
    with warnings.catch_warnings():  # CP4005: the translator's __syncwarp() for the warp
        warnings.simplefilter("ignore", cuport.TranslationWarning)
        module = cuport.RawModule(code=RACE, check="racecheck,initcheck,synccheck")
        block_sum = module.get_function("block_sum")
    out = np.zeros(1, np.float32)
    block_sum((1,), (64,), (np.ones(64, np.float32), out, 1))  # with its barrier: no error
    assert out.tolist() == [64.0]
    with pytest.raises(cuport.CheckError) as info:
        block_sum((1,), (64,), (np.ones(64, np.float32), out, 0))
    assert info.value.tool == "racecheck,initcheck,synccheck"
    first = info.value.reports[0]
    # Thread 0 reads the stage while the others write it: which comes first is the run's order.
    lines = first.splitlines()
    assert lines[0].startswith("========= Error: Race reported between "), first
    accesses = {
        line.split(" access at ")[0].split()[-1]: line.split(" in ")[-1] for line in lines[:2]
    }
    assert accesses == {"Write": "kernel.cu:4", "Read": "kernel.cu:8"}, first
    assert "into the __shared__ variable stage of size 256 bytes" in lines[-1], first


@pytest.mark.parametrize(
    "check,why",
    [
        ("all", "needs 2 builds"),
        ("memcheck,racecheck", "needs 2 builds"),
        ("memchek", "name one or more of"),
        ("", None),
    ],
)
def test_check_values_that_no_single_build_holds_are_refused(check, why):
    if why is None:
        assert cuport.RawModule(code=KERNELS, check=check).check == ""
        return
    with pytest.raises(ValueError, match=why):
        cuport.RawModule(code=KERNELS, check=check)


def test_check_needs_the_cpu_backend():
    with pytest.raises(ValueError, match="backend='cpu'"):
        cuport.RawModule(code=KERNELS, check="memcheck", backend="rocm")
