"""CPU backend: cuBLAS's status codes for bad arguments, pointer mode device, Set/Get
Vector/Matrix, the 64-bit-index forms' limits, and stream order (a kernel on a stream writes what
a cuBLAS call on that stream, or on the legacy default stream, reads): inputs/cublas_driver.cu run
without arguments prints one "name value" line per check."""

from __future__ import annotations

import subprocess

import pytest
from support.cuda_program import build, skip_reason

pytestmark = pytest.mark.skipif(skip_reason() is not None, reason=str(skip_reason()))


def _semantics() -> dict[str, str]:
    program = build("cublas_driver.cu")
    ran = subprocess.run([str(program)], check=True, capture_output=True, text=True, timeout=60)
    return dict(line.split(" ", 1) for line in ran.stdout.splitlines())


INVALID_VALUE = "7"


def test_bad_arguments_give_cublas_status_codes():
    got = _semantics()
    assert got["create"] == "0" and got["destroy"] == "0"
    assert got["null_handle"] == "1"  # CUBLAS_STATUS_NOT_INITIALIZED
    for name in (
        "negative_m", "small_lda", "small_lda_t", "small_ldb", "small_ldc", "bad_op",
        "conjg_op", "bad_fill", "bad_side", "bad_diag", "gemv_incx0", "herk_op_t",
        "csyrk_op_c", "null_alpha", "batch_negative", "set_vector_incx0",
        "set_matrix_small_lda", "trmm_inplace_ld", "bad_math_mode",
    ):  # fmt: skip
        assert got[name] == INVALID_VALUE, name
    assert got["gemmex_half"] == "15"  # CUBLAS_STATUS_NOT_SUPPORTED, with a message
    assert got["zero_size"] == "0"
    assert got["amax_64"] == "0 2"  # 1-based, through an int64_t result
    assert got["gemm_64_huge_ldc"] == "15"  # NOT_SUPPORTED, not truncated
    assert got["getrs_bad_n"] == "7 -3"  # info names the third argument
    assert got["version"] == "130000"
    assert got["status_name"] == "CUBLAS_STATUS_INVALID_VALUE"
    assert got["math_mode"] == "3"
    assert got["migrate"] == "0 70"  # CUBLAS_COMPUTE_64F for double complex data
    assert got["sgemmex_half"] == "15"
    assert got["gels_wide"] == "15"  # m < n: not supported, as cuBLAS documents
    assert got["geqrf_bad_lda"] == "7 -5"


def test_copies_pointer_mode_device_and_stream_order():
    got = _semantics()
    assert got["vector"] == "1 5 9"
    assert got["matrix"] == "1 2 9 5 6 9 10"
    assert got["pointer_mode"] == "1"
    assert got["device_results"] == "10 100"
    assert got["stream_set"] == "1"
    n = 1 << 16
    assert float(got["stream_asum"]) == pytest.approx(n * (n + 1), rel=1e-6)
    assert got["default_stream_amax"] == str(n)
