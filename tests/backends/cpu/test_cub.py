"""CPU backend: CUB (cub/cub.cuh and its block, warp and device headers -> cuport/cub.h).

inputs/cub_device.cu checks the device-wide algorithms against plain C++ references
(std::stable_sort, std::partial_sum, loops): radix sorts of every integer and float key type
(descending, bit ranges, DoubleBuffer, -0.0 == +0.0 kept stable), DeviceReduce, DeviceScan,
DeviceSelect, the segmented reduce and sort, the temporary-storage protocol (query, too small a
buffer -> cudaErrorInvalidValue and no work) and stream order after a kernel.
inputs/cub_block.cu checks BlockReduce, BlockScan, WarpReduce, WarpScan, BlockLoad/BlockStore and
BlockRadixSort in kernels against host loops. Kernels that use CUB's collectives stay on fibers.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from cuport.backends import BuildOptions, get
from cuport.translator.pipeline import translate_program
from support.cuda_program import CPU_INPUTS, MODES, run, skip_reason

# Parallel mode with 4 workers splits the sorts, reductions and scans into parts even on a
# machine with fewer cores (the parts' seams are where a parallel algorithm goes wrong).
WORKERS = {"CUPORT_NUM_THREADS": "4"}


def _checks(stdout: str) -> list[str]:
    lines = stdout.splitlines()
    failed = [line for line in lines if line.startswith("FAIL")]
    assert not failed, "\n".join(failed)
    assert lines[-1] == "done, 0 failed"
    return [line for line in lines if line.startswith("ok ")]


@pytest.mark.parametrize("mode", MODES)
def test_device_algorithms_equal_plain_cpp(mode):
    checks = _checks(run("cub_device.cu", mode=mode, env=WORKERS).stdout)
    assert len(checks) == 82
    assert "ok too small temp storage: cudaErrorInvalidValue" in checks
    assert "ok radix SortKeys DoubleBuffer bits [4, 12) n=100000" in checks
    assert "ok radix SortKeys float: -0.0 and +0.0 in input order" in checks


def test_radix_sort_is_right_at_a_size_that_uses_every_worker():
    ran = run("cub_device.cu", "bench", 3_000_000, mode="parallel", env=WORKERS)
    assert ran.stdout.startswith("bench n=3000000 ")
    assert ran.stdout.rstrip().endswith("equal 1")


@pytest.mark.parametrize("mode", MODES)
def test_block_and_warp_collectives_equal_host_loops(mode):
    checks = _checks(run("cub_block.cu", mode=mode).stdout)
    assert len(checks) == 18


def _lowering_log(source: Path) -> str:
    program = translate_program([source])
    return get("cpu").prepare_sources(program.sources, program.units, BuildOptions())[1]


def test_kernels_with_cub_collectives_keep_fibers(tmp_path):
    """A barrier inside a CUB call is invisible to split.py: such kernels must not be lowered,
    even when the collective is reached through a file-scope typedef and __shared__ storage."""
    if skip_reason():
        pytest.skip(skip_reason())
    log = _lowering_log(CPU_INPUTS / "cub_block.cu")
    for kernel in ("block_reduce", "block_scan", "warp_collectives", "load_sort_store"):
        assert f"kernel {kernel}: fiber path (uses cub::" in log
    source = tmp_path / "typedef.cu"
    source.write_text(
        """#include <cub/block/block_reduce.cuh>
typedef cub::BlockReduce<float, 64> Reduce;
__shared__ Reduce::TempStorage file_scope_temp;
__global__ void sum_blocks(const float* in, float* out) {
  float s = Reduce(file_scope_temp).Sum(in[blockIdx.x * 64 + threadIdx.x]);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
__global__ void plain(float* out) { out[threadIdx.x] = 1.0f; }
"""
    )
    log = _lowering_log(source)
    assert "kernel sum_blocks: fiber path (uses cub::" in log
    assert "kernel plain: lowered to thread loops" in log


def test_query_api_answers_for_cub():
    out = subprocess.run(
        ["translate", "--query-api", "cub::BlockReduce"], capture_output=True, text=True, check=True
    ).stdout
    assert "cpu     ok" in out and "family  libraries / 3c. CUB" in out
    out = subprocess.run(
        ["translate", "--query-api", "cub/device/device_radix_sort.cuh"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "cuport  cuport/cub.h" in out
