"""CPU backend cudaGetKernel and cudaGetFuncBySymbol: a unique, stable handle per kernel that the
runtime API accepts as the kernel, and CUDA's codes for a null output or an address that is not
a kernel."""

from __future__ import annotations

from support.cuda_program import lines_by_key, run


def test_one_stable_handle_per_kernel():
    out = lines_by_key(run("kernel_handles.cu").stdout)
    assert out["get_kernel"] == out["get_func"] == "cudaSuccess"
    assert out["same_kernel_same_handle"] == out["kernels_differ"] == "1"
    assert out["same_func_same_handle"] == out["funcs_differ"] == "1"


def test_handles_stand_for_the_kernel():
    out = lines_by_key(run("kernel_handles.cu").stdout)
    assert out["name_by_handle"] == "cudaSuccess _Z5shiftPff"
    assert out["attributes_by_handle"] == "cudaSuccess 1"


def test_handle_errors_are_cudas():
    out = lines_by_key(run("kernel_handles.cu").stdout)
    assert out["null_out"] == "cudaErrorInvalidValue"
    assert out["null_entry"] == "cudaErrorInvalidDeviceFunction"
    assert out["host_variable"] == out["device_variable"] == "cudaErrorInvalidDeviceFunction"
    assert out["untouched"] == "1"
