"""CPU backend errors: invalid launch configurations rejected without running, last error versus
peek, and every invalid argument or handle reported with CUDA's code, never a crash."""

from __future__ import annotations

import pytest
from cuport.translator import api
from support.cuda_program import MODES, lines_by_key, run

SUCCESS = "0"
INVALID_VALUE = "1"
INVALID_CONFIGURATION = "9"
INVALID_PITCH = "12"
INVALID_DIRECTION = "21"
INVALID_DEVICE = "101"
INVALID_HANDLE = "400"
NOT_REGISTERED = "713"
ASSERT = "710"


@pytest.fixture(scope="module", params=MODES)
def out(request):
    return lines_by_key(run("errors.cu", mode=request.param).stdout)


def test_invalid_launch_configurations_are_rejected_without_running(out):
    assert out["block_too_large_peek"] == INVALID_CONFIGURATION
    assert out["block_too_large_get"] == INVALID_CONFIGURATION
    assert out["after_get"] == SUCCESS  # cudaGetLastError cleared it; peek did not
    assert out["zero_grid"] == INVALID_CONFIGURATION
    assert out["block_z_too_large"] == INVALID_CONFIGURATION
    assert out["too_much_shared"] == INVALID_VALUE
    assert out["invalid_launches_ran"] == "0"
    assert out["launch_bad_stream"] == INVALID_HANDLE


def test_valid_launch_after_errors_works(out):
    assert out["valid_launch"] == SUCCESS
    assert out["shared_result"] == "31 0"


@pytest.mark.parametrize(
    "key, code",
    [
        ("malloc_null", INVALID_VALUE),
        ("memcpy_bad_kind", INVALID_DIRECTION),
        ("memcpy_null", INVALID_VALUE),
        ("memcpy_past_end", INVALID_VALUE),
        ("memset_null", INVALID_VALUE),
        ("free_not_allocated", INVALID_VALUE),
        ("free_interior", INVALID_VALUE),
        ("free_host_with_free", INVALID_VALUE),
        ("set_device_bad", INVALID_DEVICE),
        ("props_bad_device", INVALID_DEVICE),
        ("stream_bad_handle", INVALID_HANDLE),
        ("stream_destroy_bad", INVALID_HANDLE),
        ("event_bad_handle", INVALID_HANDLE),
        ("event_query_bad", INVALID_HANDLE),
        ("stream_create_null", INVALID_VALUE),
        ("host_unregister_unknown", NOT_REGISTERED),
        ("host_func_null", INVALID_VALUE),
        ("memcpy2d_bad_pitch", INVALID_PITCH),
        ("malloc_too_large", "2"),  # cudaErrorMemoryAllocation
        ("not_sticky_after_oom", SUCCESS),
        ("symbol_too_large", INVALID_VALUE),
        ("symbol_offset_past_end", INVALID_VALUE),
        ("symbol_bad_kind", INVALID_DIRECTION),
        ("symbol_ok", SUCCESS),
        ("free_pinned_with_free", INVALID_VALUE),
        ("register_twice", "712"),  # cudaErrorHostMemoryAlreadyRegistered
    ],
)
def test_invalid_arguments_are_reported(out, key, code):
    assert out[key] == code


def test_error_strings_and_last_error(out):
    assert out["error_string"] == "invalid configuration argument"
    assert out["error_name"] == "cudaErrorInvalidValue"  # CUDA's spelling: programs print it
    assert out["last_error_is_latest"] == INVALID_DEVICE
    assert out["cleared"] == SUCCESS
    assert out["sync_ok"] == SUCCESS
    assert out["done"] == "1"


@pytest.mark.parametrize("mode", MODES)
def test_kernel_fault_is_sticky_until_reset(mode):
    """A device assert: the launch succeeds, every later sync and call reports it until reset."""
    out = lines_by_key(run("sticky.cu", mode=mode).stdout)
    assert out["launch"] == SUCCESS
    for key in ("stream_sync", "device_sync", "memcpy_after_fault", "get_last", "get_last_again"):
        assert out[key] == ASSERT, key
    assert out["peek"] == ASSERT
    assert out["launch_after_fault_ran"] == "0"
    assert out["reset"] == SUCCESS and out["after_reset"] == SUCCESS
    assert out["sync_after_reset"] == SUCCESS and out["works_after_reset"] == "1"


def test_every_error_name_and_string_is_cudas():
    """cudaGetErrorName/String answer with the table's name and text (checked against CUDA 13's
    libcudart by tests/tools/test_sync_api.py), and "unrecognized error code" for other codes."""
    known = {e.code: (e.name, e.text) for e in api.load().entries() if e.family == "errors"}
    printed = run("error_names.cu").stdout.splitlines()
    codes = [*range(0, 1101), *range(9990, 10011)]
    assert len(printed) == len(codes)
    for code, line in zip(codes, printed, strict=True):
        name, text = known.get(code, ("unrecognized error code", "unrecognized error code"))
        assert line == f"{code}\t{name}\t{text}"
    assert "700\tcudaErrorIllegalAddress\tan illegal memory access was encountered" in printed
