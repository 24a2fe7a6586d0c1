"""CPU backend: CUB (cub/cub.cuh and its block, warp and device headers -> cuport/cub.h).

inputs/cub_device.cu checks the device-wide algorithms against plain C++ references
(std::stable_sort, std::partial_sum, loops): radix sorts of every integer and float key type
(descending, bit ranges, DoubleBuffer, -0.0 == +0.0 kept stable), DeviceReduce, DeviceScan,
DeviceSelect, the segmented reduce and sorts (DeviceSegmentedRadixSort, DeviceSegmentedSort),
DeviceHistogram (float boundary samples against NumPy float32 arithmetic of CUB's bin formula),
DeviceRunLengthEncode, DevicePartition (rejected items in reverse order), the temporary-storage
protocol (query, too small a buffer -> cudaErrorInvalidValue and no work) and stream order
after a kernel.
inputs/cub_block.cu checks BlockReduce, BlockScan, WarpReduce, WarpScan, BlockLoad/BlockStore,
BlockRadixSort and BlockExchange in kernels against host loops; inputs/cub_block_lowered.cu the
collectives the lowering splits kernels at (BlockReduce, BlockScan, WarpReduce, WarpScan,
BlockRadixSort, BlockExchange; BlockLoad/BlockStore per thread).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from cuport.backends import BuildOptions, get
from cuport.translator.pipeline import translate_program
from support.cuda_program import CPU_INPUTS, MODES, run, skip_reason
from support.lowering import lowered_output

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
    assert len(checks) == 141
    assert "ok too small temp storage: cudaErrorInvalidValue" in checks
    assert "ok radix SortKeys DoubleBuffer bits [4, 12) n=100000" in checks
    assert "ok radix SortKeys float: -0.0 and +0.0 in input order" in checks
    assert "ok DeviceHistogram::HistogramEven float [0, 0.3): CUB's rounded reciprocal" in checks
    assert "ok DevicePartition::If n=1000 x < 1" in checks
    assert "ok DeviceRunLengthEncode::NonTrivialRuns n=5000 one run" in checks
    assert "ok DeviceSegmentedSort::SortPairsDescending DoubleBuffer" in checks


def test_radix_sort_is_right_at_a_size_that_uses_every_worker():
    ran = run("cub_device.cu", "bench", 3_000_000, mode="parallel", env=WORKERS)
    assert ran.stdout.startswith("bench n=3000000 ")
    assert ran.stdout.rstrip().endswith("equal 1")


@pytest.mark.parametrize("mode", MODES)
def test_block_and_warp_collectives_equal_host_loops(mode):
    checks = _checks(run("cub_block.cu", mode=mode).stdout)
    assert len(checks) == 23


def _lowering_log(source: Path) -> str:
    program = translate_program([source])
    return get("cpu").prepare_sources(program.sources, program.units, BuildOptions())[1]


def test_cub_uses_the_lowering_cannot_split_keep_fibers(tmp_path):
    """A barrier inside a CUB call is invisible to split.py unless collectives.py knows the call:
    a named collective, WarpScan::Broadcast and a template's dependent calls keep fibers;
    BlockReduce through a file-scope typedef and __shared__ storage, a BlockScan with a block
    prefix callback, the warp collectives and BlockExchange are split."""
    if skip_reason():
        pytest.skip(skip_reason())
    log = _lowering_log(CPU_INPUTS / "cub_block.cu")
    assert "kernel block_reduce: split at barriers and CUB collectives" in log
    assert "kernel block_scan: split at barriers and CUB collectives" in log  # (a callback)
    assert "kernel exchange_forms: split at barriers and CUB collectives" in log
    assert "kernel warp_collectives: split at CUB collectives" in log
    assert "kernel load_sort_store: fiber path (uses CUB in a template" in log
    source = tmp_path / "typedef.cu"
    source.write_text(
        """#include <cub/block/block_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
typedef cub::BlockReduce<float, 64> Reduce;
__shared__ Reduce::TempStorage file_scope_temp;
__global__ void sum_blocks(const float* in, float* out) {
  float s = Reduce(file_scope_temp).Sum(in[blockIdx.x * 64 + threadIdx.x]);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
__global__ void named(const float* in, float* out) {
  Reduce reduce(file_scope_temp);
  float s = reduce.Sum(in[threadIdx.x]);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
typedef cub::WarpScan<int> Scan;
__global__ void broadcasts(int* v) {
  __shared__ Scan::TempStorage temp;
  v[threadIdx.x] = Scan(temp).Broadcast(v[threadIdx.x], 0);
}
"""
    )
    log = _lowering_log(source)
    assert "kernel sum_blocks: split at CUB collectives into thread loops" in log
    assert "kernel named: fiber path (calls cub::BlockReduce::Sum on an object, not on a" in log
    assert "kernel broadcasts: fiber path (uses cub::WarpScan::Broadcast" in log


@pytest.mark.parametrize("mode", MODES)
def test_lowered_block_collectives_equal_host_loops_and_fibers(mode):
    """BlockReduce, BlockScan, WarpReduce, WarpScan, BlockRadixSort, BlockLoad and BlockStore in
    kernels split into thread loops: every form against host loops, and the output the same as
    on fibers (CUPORT_LOWERING=0)."""
    log = _lowering_log(CPU_INPUTS / "cub_block_lowered.cu")
    kernels = ("reduce_forms", "scan_forms", "scan_items", "scan_tiles", "sort_forms", "warp_forms")
    for kernel in kernels:
        assert re.search(rf"kernel {kernel}: split at [\w ]*CUB collectives into thread loops", log)
    stdout = lowered_output(CPU_INPUTS / "cub_block_lowered.cu", mode)
    assert len(_checks(stdout)) == 26


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
