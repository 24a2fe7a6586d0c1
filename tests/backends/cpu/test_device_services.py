"""CPU backend pool access, the 1D linear texture width, the GPUDirect RDMA flush and async
notification callbacks: CUDA's answers for a single device and CUDA's codes for bad arguments."""

from __future__ import annotations

import pytest
from support.cuda_program import lines_by_key, run


@pytest.fixture(scope="module")
def out():
    return lines_by_key(run("device_services.cu").stdout)


def test_pool_access_is_the_owning_devices(out):
    assert out["device_access"] == "3"  # cudaMemAccessFlagsProtReadWrite
    assert out["host_access"] == "0"
    assert out["set_read_write"] == "cudaSuccess"
    assert out["lower_owner_access"] == "cudaErrorInvalidValue"
    assert out["set_other_device"] == "cudaErrorInvalidDevice"
    assert out["set_null_list"] == "cudaErrorInvalidValue"
    assert out["get_null_flags"] == "cudaErrorInvalidValue"
    assert out["get_other_device"] == "cudaErrorInvalidDevice"


def test_linear_texture_width(out):
    assert out["linear_width"] == str(1 << 28)
    assert out["linear_width_bad_format"] == "cudaErrorInvalidValue"
    assert out["linear_width_bad_device"] == "cudaErrorInvalidDevice"


def test_rdma_flush_is_a_validated_no_op(out):
    assert out["flush_bad_scope"] == "cudaErrorInvalidValue"
    assert out["rdma_ordering"] == "200"  # cudaGPUDirectRDMAWritesOrderingAllDevices


def test_async_notifications_register_and_unregister(out):
    assert out["distinct_handles"] == "1"
    assert out["unregister_twice"] == "cudaErrorInvalidValue"
    assert out["register_bad_device"] == "cudaErrorInvalidDevice"
    assert out["register_no_callback"] == "cudaErrorInvalidValue"
    assert out["notified"] == "0"  # no device memory budget to go over
