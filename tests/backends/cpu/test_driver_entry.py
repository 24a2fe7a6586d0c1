"""CPU backend driver entry points (cudaGetDriverEntryPoint, ...ByVersion): the CPU device has no
driver functions, so each lookup answers as CUDA does for a function the platform lacks."""

from __future__ import annotations

import pytest
from support.cuda_program import lines_by_key, run


@pytest.fixture(scope="module")
def out():
    return lines_by_key(run("driver_entry.cu").stdout)


def test_a_lookup_is_success_with_no_function(out):
    assert out["by_version"] == "1 1"  # null pointer, cudaDriverEntryPointSymbolNotFound
    assert out["deprecated_form"] == "1 1"


def test_error_codes(out):
    assert out["null_symbol"] == "cudaErrorInvalidValue"
    assert out["null_result"] == "cudaErrorInvalidValue"
    assert out["bad_flags"] == "cudaErrorInvalidValue"
