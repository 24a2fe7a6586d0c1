"""CPU backend capability queries of CUDA 13: atomic operations between the device and the host
(the same memory and the same CPU's atomics) or a peer (none), and thread block cluster occupancy
on a compute capability 8.0 device (clusters of one block)."""

from __future__ import annotations

import pytest
from support.cuda_program import lines_by_key, run

SIGNED, UNSIGNED, REDUCTION, SCALAR32, SCALAR64 = 0x1, 0x2, 0x4, 0x8, 0x10
INTEGER = SIGNED | UNSIGNED | REDUCTION | SCALAR32 | SCALAR64


def test_host_atomic_capabilities_are_what_the_atomics_support():
    out = lines_by_key(run("atomic_capabilities.cu").stdout)
    assert out["host"] == "cudaSuccess"
    # add, min, max, and, or, xor: 32/64-bit signed and unsigned, usable as reductions
    for op in (0, 1, 2, 5, 6, 7):
        assert int(out[f"op{op}"], 16) == INTEGER
    # atomicInc/atomicDec: unsigned int only
    assert int(out["op3"], 16) == int(out["op4"], 16) == UNSIGNED | REDUCTION | SCALAR32
    # exchange and CAS return the old value: not reductions
    assert int(out["op8"], 16) == int(out["op9"], 16) == SIGNED | UNSIGNED | SCALAR32 | SCALAR64
    # float add/min/max: float and double
    for op in (10, 11, 12):
        assert int(out[f"op{op}"], 16) == REDUCTION | SCALAR32 | SCALAR64


def test_atomic_capability_errors_are_cudas():
    out = lines_by_key(run("atomic_capabilities.cu").stdout)
    assert out["bad_op"] == "cudaErrorInvalidValue 77"  # nothing written when one op is invalid
    assert out["null_caps"] == out["null_ops"] == out["zero_count"] == "cudaErrorInvalidValue"
    assert out["other_device"] == "cudaErrorInvalidDevice"
    assert out["p2p_same"] == out["p2p_other"] == "cudaErrorInvalidDevice"


@pytest.mark.parametrize("mode", ["deterministic", "parallel"])
def test_kernel_and_host_thread_add_atomically_to_one_counter(mode):
    out = lines_by_key(run("atomic_capabilities.cu", mode=mode).stdout)
    assert out["sync"] == "cudaSuccess"
    assert out["counter"] == str(8 * 64 * 500 + 256000)


def test_cluster_occupancy_on_a_device_without_clusters():
    out = lines_by_key(run("cluster_occupancy.cu").stdout)
    assert out["size"] == "cudaSuccess 1"
    assert out["size_ignores_dims"] == "cudaSuccess 1"
    assert out["active"] == "cudaSuccess"
    assert out["active_is_blocks_times_sms"] == "1"
    assert out["blocks_per_sm"] == str(2048 // 256)  # maxThreadsPerMultiProcessor / block
    assert out["with_shared"] == "4"  # a quarter of the multiprocessor's shared memory each
    assert out["no_cluster_size"] == "cudaSuccess 1"  # one block a cluster (CUDA 13.0 on H200)
    assert out["size_block_too_big"] == "cudaSuccess 1"  # the block is ignored, as CUDA 13.0
    assert out["cluster_of_2"] == out["cluster_of_0"] == "cudaErrorInvalidClusterSize"
    assert out["null_config"] == out["null_out"] == "cudaErrorInvalidValue"
    assert out["active_block_too_big"] == "cudaErrorInvalidValue"
