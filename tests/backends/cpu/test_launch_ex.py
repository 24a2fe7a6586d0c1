"""CPU backend launches with a cudaLaunchConfig_t (cudaLaunchKernelEx, cudaLaunchKernelExC):
arguments, attributes (cooperative, completion event, hints) and CUDA's codes."""

from __future__ import annotations

import pytest
from support.cuda_program import MODES, lines_by_key, run


@pytest.fixture(scope="module", params=MODES)
def proc(request):
    return run("launch_ex.cu", mode=request.param)


@pytest.fixture(scope="module")
def out(proc):
    return lines_by_key(proc.stdout)


def test_launch_ex_converts_arguments_to_the_parameter_types(out):
    assert out["launch_ex"] == "0 2 2497"  # (int)(i * 2.5f): a double passed for a float


def test_launch_ex_c_with_an_argument_array(out):
    assert out["launch_ex_c"] == "3 2997"


def test_cooperative_attribute_gives_a_grid_that_can_sync(out):
    assert out["cooperative_sum"] == "36"  # 1 + ... + 8, summed after grid.sync()


def test_bad_configurations_get_cudas_codes(out):
    assert out["null_config"] == "cudaErrorInvalidValue"
    assert out["attrs_missing"] == "cudaErrorInvalidValue"
    assert out["stream_only_attribute"] == "cudaErrorInvalidValue"
    assert out["cluster_of_zero"] == "cudaErrorInvalidValue"
    assert out["cluster_of_two"] == "cudaErrorNotSupported"  # compute capability 8.0
    assert out["cluster_of_one"] == "cudaSuccess"
    assert out["timed_completion_event"] == "cudaErrorInvalidValue"
    assert out["carveout_over_100"] == "cudaErrorInvalidValue"
    assert out["block_too_large"] == "cudaErrorInvalidConfiguration"
    assert out["usable_after_errors"] == "cudaSuccess"


def test_a_void_pointer_kernel_is_refused_saying_why(proc, out):
    assert out["void_kernel"] == "cudaErrorInvalidDeviceFunction"
    assert "cudaLaunchKernelExC needs the kernel itself" in proc.stderr


def test_set_double_is_a_no_op(out):
    assert out["set_double"] == "cudaSuccess"


def test_param_info_is_cudas_parameter_layout(out):
    # mixed(int, double, char, float4, int*): each at the next multiple of its alignment.
    got = [out[f"param_{i}"] for i in range(5)]
    assert got == ["0 4", "8 8", "16 1", "32 16", "48 8"]
    assert out["param_past_end"] == "cudaErrorInvalidValue"
    assert out["param_void_kernel"] == "cudaErrorInvalidDeviceFunction"
