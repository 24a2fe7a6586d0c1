"""CPU backend device management: properties and attributes (documented values), occupancy,
function attributes, limits, versions; at warp widths 32 and 64 and with a set worker count."""

from __future__ import annotations

import pytest
from support.cuda_program import MODES, lines_by_key, run


@pytest.fixture(scope="module", params=MODES)
def out(request):
    proc = run("device.cu", mode=request.param, env={"CUPORT_NUM_THREADS": "3"})
    return lines_by_key(proc.stdout)


def test_one_device(out):
    assert out["count"] == "1" and out["device"] == "0"


def test_properties(out):
    assert out["name_nonempty"] == "1"
    assert out["cc"] == "8.0" and out["attr_cc"] == "8.0"
    assert out["warp"] == "32" and out["attr_warp"] == "32"
    assert out["max_threads"] == "1024"
    assert out["threads_dim"] == "1024 1024 64"
    assert out["grid"] == "2147483647 65535 65535"
    assert out["shared_per_block"] == str(48 * 1024) == out["attr_shared"]
    assert out["sms"] == "3" == out["attr_sms"]  # the worker count
    assert out["clock_positive"] == "1" and out["managed"] == "1"
    with open("/proc/meminfo") as f:
        total_kb = int(f.readline().split()[1])
    assert abs(int(out["total_mem"]) - total_kb * 1024) < 64 << 20
    assert out["attr_bad"] == "1"  # cudaErrorInvalidValue


def test_occupancy_and_function_attributes(out):
    assert out["occupancy_256"] == "8"  # 2048 threads per multiprocessor / 256
    assert out["occupancy_1024"] == "2"
    assert out["potential"] == "6 1024"  # 2 blocks x 3 multiprocessors, largest best block
    assert out["func_attr"] == "0" and out["func_max_threads"] == "1024"
    assert out["set_attr"] == "0"
    assert out["launch_optin_shared_error"] == "0"  # 64 KiB allowed after the opt-in
    assert out["cache_config"] == "0" and out["device_cache_config"] == "0"


def test_pci_peers_profiler_streams(out):
    assert out["pci"] == "0000:00:00.0 0"
    assert out["peer_self"] == "101"  # cudaErrorInvalidDevice: a device is not its own peer
    assert out["can_access_peer"] == "0"
    assert out["profiler"] == "0 0"
    # 64 bytes of shared memory per thread (allowed by the earlier 64 KiB opt-in): 164 KiB per
    # multiprocessor holds 2 blocks of 1024, so the largest block still fills it
    assert out["potential_variable_smem"] == "6 1024"
    assert out["stream_ids"] == "1 0"


def test_limits_versions_reset(out):
    assert out["heap_limit"] == str(64 << 20)
    assert out["versions_positive"] == "1"
    assert out["versions_macro"] == "1"
    assert out["reset"] == "0"
    assert out["done"] == "1"


def test_warp_size_64_build():
    out = lines_by_key(run("device.cu", warp_size=64).stdout)
    assert out["warp"] == "64" and out["attr_warp"] == "64"


def test_func_get_name_returns_the_kernels_symbol_name():
    """cudaFuncGetName: the mangled name (as nvcc's host stubs name the kernels: _Z5scalePfi,
    _Z4fillIiEvPT_i, _ZN3lib6nestedEPd), the plain name for extern "C", InvalidValue for a null
    name; on both execution paths."""
    for env in ({}, {"CUPORT_LOWERING": "0"}):
        proc = run("func_name.cu", env=env)
        assert proc.stdout.splitlines() == [
            "scale: cudaSuccess _Z5scalePfi",
            "plain: cudaSuccess plain",
            "fill<int>: cudaSuccess _Z4fillIiEvPT_i",
            "lib::nested: cudaSuccess _ZN3lib6nestedEPd",
            "null name: cudaErrorInvalidValue",
            "scaled: 0 2 4 6",
        ]
