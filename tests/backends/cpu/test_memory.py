"""CPU backend memory API: a CUDA program using every copy kind, pitched/2D/3D memory, symbols,
pinned/mapped/registered/managed memory and async copies, checked against NumPy in both modes."""

from __future__ import annotations

import numpy as np
import pytest
from support.cuda_program import MODES, lines_by_key, read_array, run

PROGRAM = "memory.cu"


@pytest.fixture(scope="module", params=MODES)
def result(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(f"memory-{request.param}")
    proc = run(PROGRAM, mode=request.param, cwd=folder)
    return folder, lines_by_key(proc.stdout)


def _coef(n: int) -> np.ndarray:
    return np.array([1, 2, 3, 4], dtype=np.float32)[np.arange(n) % 4]


def test_linear_copies_of_every_kind(result):
    folder, out = result
    n = 1000
    h = np.arange(n, dtype=np.float32) * np.float32(0.5)
    np.testing.assert_array_equal(read_array(folder / "scaled.bin", np.float32), h * 2 + _coef(n))
    assert out["host_to_host_equal"] == "1"
    assert out["memset_bytes"] == "63 63 0"


def test_pitched_2d_copy_and_set(result):
    folder, out = result
    w, h = 37, 19
    assert int(out["pitch"]) % 512 == 0 and int(out["pitch"]) >= w * 4
    expected = np.arange(w * h, dtype=np.float32) + 1
    np.testing.assert_array_equal(read_array(folder / "pitched.bin", np.float32), expected)


def test_3d_copy_and_set(result):
    folder, _ = result
    w, h, d = 5, 4, 3
    v = np.arange(w * h * d, dtype=np.float32).reshape(d, h, w)
    expected = v * 2 + np.arange(d, dtype=np.float32)[:, None, None]
    got = read_array(folder / "volume.bin", np.float32).reshape(d, h, w)
    np.testing.assert_array_equal(got, expected)


def test_symbols_and_managed_variables(result):
    _, out = result
    assert out["counter"] == "200"
    assert out["managed_total"] == str(sum(range(200)))
    assert out["table_offset"] == "4 11"  # 8 floats read from element offset 4
    assert out["symbol_size"] == str(64 * 4)
    assert out["symbol_address_read"] == "5"


def test_pinned_mapped_registered_and_managed(result):
    _, out = result
    assert out["mapped"] == "1 766"
    assert out["managed"] == "4 601"
    # device, pinned host, managed, unregistered, registered host (CUDA's cudaMemoryType values)
    assert out["pointer_types"] == "2 1 3 0 1"
    assert out["device_ptr_host_view"] == "1"


def test_stream_ordered_allocation_and_async_copies(result):
    folder, _ = result
    n = 1000
    x = np.zeros(n, dtype=np.float32)
    x[:10] = np.arange(10, dtype=np.float32) * np.float32(0.5)
    np.testing.assert_array_equal(read_array(folder / "async.bin", np.float32), x * 3 + _coef(n))


def test_memory_pools_and_array_copies(result):
    _, out = result
    assert out["pool_used_before"] == "0"
    assert out["pool_used"] == "1000 3000"
    assert out["pool_after_free"] == "0 3000 1"
    # rows 1-2, ints 4-11 of a 16x4 int array copied to the origin of a zeroed one
    assert out["array_to_array"] == "20 27 36 43"
    assert out["channel_desc"] == "32 0 0"


def test_memory_info_is_the_systems(result):
    _, out = result
    free, total = map(int, out["meminfo"].split())
    assert 0 < free <= total
    with open("/proc/meminfo") as f:
        first = f.readline().split()
    assert abs(total - int(first[1]) * 1024) < 64 << 20  # MemTotal, within page rounding
    assert out["done"] == "1"


# What memory_ranges.cu prints: CUDA's answers per the Runtime API's cudaMemRangeGetAttribute
# (cudaInvalidDeviceId -2 where pages differ or nothing was said, cudaCpuDeviceId -1 for the host,
# cudaMemLocationType 0 invalid / 1 device / 2 host) and cudaMemcpy3DPeer.
MEMORY_RANGES = {
    "fresh read_mostly": "0",
    "fresh preferred": "-2",
    "fresh preferred_type": "0",
    "fresh prefetch": "-2",
    "read_mostly inside": "1",  # every page of the range was advised
    "read_mostly across": "0",  # one page was not
    "read_mostly unset": "0",
    "read_mostly rest": "1",
    "preferred device": "0",
    "preferred host page": "-1",
    "preferred mixed": "-2",
    "preferred type device": "1",
    "preferred id device": "0",
    "preferred type host": "2",
    "accessed_by": "cudaSuccess 0 -2 -2",  # the devices, then cudaInvalidDeviceId
    "prefetch device": "0",
    "prefetch host": "-1",
    "prefetch mixed": "-2",
    "prefetch type host": "2",
    "attributes": "cudaSuccess 1 0",
    "device memory": "cudaErrorInvalidValue",  # not managed memory
    "past the end": "cudaErrorInvalidValue",
    "wrong size": "cudaErrorInvalidValue",
    "unknown attribute": "cudaErrorInvalidValue",
    "peer copy": "cudaSuccess",
    "peer copy same": "1",
    "peer async": "cudaSuccess",
    "peer async sync": "cudaSuccess",
    "peer other device": "cudaErrorInvalidDevice",
    "peer null": "cudaErrorInvalidValue",
}


def test_memory_range_attributes_and_3d_peer_copies():
    out = lines_by_key(run("memory_ranges.cu").stdout)
    assert out == MEMORY_RANGES
