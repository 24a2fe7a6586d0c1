"""CUDA 13's pools by location and allocation type on the CPU backend (cudaMemGetDefaultMemPool,
cudaMemGetMemPool, cudaMemSetMemPool): device 0's pinned pool, host and managed pools refused."""

from __future__ import annotations

import pytest
from support.cuda_program import lines_by_key, run


@pytest.fixture(scope="module")
def out():
    return lines_by_key(run("mempool_location.cu").stdout)


def test_device_pinned_pools_are_the_devices(out):
    assert out["default_is_the_devices"] == "1"
    assert out["set_is_current"] == "1 1"  # cudaDeviceGetMemPool sees it too
    assert out["allocation_from_set_pool"] == "1024"  # cudaMallocAsync allocates from it


def test_host_and_managed_pools_are_not_supported(out):
    assert out["host_pinned"] == "cudaErrorNotSupported"
    assert out["managed"] == "cudaErrorNotSupported"
    assert out["managed_no_location"] == "cudaErrorNotSupported"


def test_cudas_codes(out):
    for key in (
        "pinned_no_location",
        "other_device",
        "bad_type",
        "null_pool",
        "set_device_pool_for_host",
        "set_destroyed_pool",
    ):
        assert out[key] == "cudaErrorInvalidValue", key
    assert out["current_after_errors"] == "1"
