"""CPU backend: cuBLAS dots that a float running sum gets wrong. Single-precision dots of 2^20
terms (Sdot, Cdotu/Cdotc, DotEx, DotcEx; strided, negative increments included) and DotEx of
half and bfloat16 vectors, sent to inputs/cublas_driver.cu as test_cublas.py's records and
compared with NumPy's float64 dot."""

from __future__ import annotations

import numpy as np
import pytest
from support import cublas_records
from support.blas_storage import random, vector
from support.cublas_records import Case
from support.cuda_program import skip_reason

# Each single-precision type: its NumPy type and the driver's index for it (test_cublas.TYPES).
TYPES = {"S": (np.float32, 0), "C": (np.complex64, 2)}

pytestmark = pytest.mark.skipif(skip_reason() is not None, reason=str(skip_reason()))

LONG = 1 << 20


def _positive(rng, dtype):
    """A vector of 2 LONG whose real parts are in [0.5, 1.5): no cancellation hides a drift."""
    values = random(rng, (2 * LONG,), dtype)
    values.real = np.abs(values.real) + np.float32(0.5)
    return values


@pytest.mark.parametrize("letter", TYPES)
def test_single_precision_dots_of_2_20_terms_sum_in_double(letter, tmp_path):
    """Sdot, Cdotu/Cdotc, DotEx and DotcEx. A float running sum of 2^20 terms is thousands of ulps
    off (a constant vector: about 16 in 65504, past HeCBench blas-dot's 0.1); summed in double,
    each dot is NumPy's float64 dot rounded to float, give or take an ulp."""
    dtype, index = TYPES[letter]
    wide = np.complex128 if letter == "C" else np.float64
    rng = np.random.default_rng(20)
    constant = np.full(LONG, np.sqrt(np.float32(65504) / LONG), dtype)
    vectors = [(constant, constant, 1, 1), (_positive(rng, dtype), _positive(rng, dtype), 2, -2)]
    long_cases, wants = [], []
    for X, Y, incx, incy in vectors:
        x, y = vector(X, LONG, incx).astype(wide), vector(Y, LONG, incy).astype(wide)
        for conj in (0, 1) if letter == "C" else (0,):
            ints = [LONG, incx, incy]
            arrays = [X, Y, np.zeros(1, dtype)]
            ex, ex_name = (1, "DotcEx") if conj else (4, "DotEx")
            name = f"{incx},{incy}"
            long_cases += [
                Case(f"dot c{conj} {name}", "dot", [conj, *ints], [], arrays, None),
                Case(f"{ex_name} {name}", "level1_ex", [ex, *ints, index], [], arrays, None),
            ]
            wants += [np.sum((x.conj() if conj else x) * y)] * 2
    results = cublas_records.run(long_cases, index, dtype, tmp_path)
    for case, want, (status, got) in zip(long_cases, wants, results, strict=True):
        assert status == 0, case.name
        for have, exact in ((got[2][0].real, want.real), (got[2][0].imag, want.imag)):
            ulp = np.spacing(np.abs(np.float32(exact)))
            assert abs(float(have) - exact) <= ulp, f"{case.name}: {have} for {exact}"


@pytest.mark.parametrize(("bfloat16", "bits"), [(0, 11), (1, 8)])
def test_dotex_of_half_and_bfloat16_vectors(bfloat16, bits, tmp_path):
    """DotEx of CUDA_R_16F (16BF) vectors and result with a float execution type: NumPy's
    float64 dot of the 16-bit values, rounded to the 16-bit type."""
    rng = np.random.default_rng(16 + bfloat16)
    n, incx, incy = 3000, 1, -3
    # Values with `bits` significant bits, so that the 16-bit copies are the same numbers.
    X, Y = (np.round(rng.uniform(0.5, 1, 3 * n) * 2.0**bits) / 2.0**bits for _ in range(2))
    X, Y = X.astype(np.float32), Y.astype(np.float32)
    ints = [5, n, incx, incy, 0, bfloat16]
    dot = Case("DotEx 16", "level1_ex", ints, [], [X, Y, np.zeros(1, np.float32)], None)
    ((status, got),) = cublas_records.run([dot], 0, np.float32, tmp_path)
    assert status == 0
    exact = float(np.sum(vector(X, n, incx).astype(np.float64) * vector(Y, n, incy)))
    step = 2.0 ** (np.floor(np.log2(exact)) - (bits - 1))  # the 16-bit type's spacing there
    # Rounded to float first, then to the 16-bit type: half a step, and a float ulp.
    assert abs(float(got[2][0]) - exact) <= step / 2 + np.spacing(np.float32(exact))
    assert float(got[2][0]) % step == 0  # a value of the 16-bit type
