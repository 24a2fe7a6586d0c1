"""CPU backend: cuSPARSE (cusparse.h -> cuport/cusparse.h). inputs/cusparse_products.cu stores
one 7x5 sparse matrix as CSR, CSC and COO with index base 0 and 1, and prints the inputs and
results of SpMV (float, double, complex double; transposes and the conjugate transpose) and SpMM
(transposes of A and B, column- and row-major with padded leading dimensions); beta == 0 cases
start from NaN, which must not leak into the result. NumPy recomputes every result from a dense
matrix built from the printed triplets. Bad arguments must give cuSPARSE's documented statuses.
"""

from __future__ import annotations

import functools

import numpy as np
import pytest
from support.cuda_program import MODES, run

SUCCESS, NOT_INITIALIZED, INVALID_VALUE, NOT_SUPPORTED = 0, 1, 3, 10
NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE = 0, 1, 2
ORDER_COL = 1


@functools.cache
def _output(mode: str) -> tuple[str, ...]:
    return tuple(run("cusparse_products.cu", mode=mode).stdout.splitlines())


def _fields(line: str) -> dict[str, str]:
    return dict(word.split("=", 1) for word in line.split() if "=" in word)


def _numbers(line: str) -> np.ndarray:
    return np.array([complex(word) for word in line.split()[1:]])


def _dense(lines) -> np.ndarray:
    rows, cols, nnz = map(int, next(l for l in lines if l.startswith("matrix ")).split()[1:])
    triplets = [l.split()[1:] for l in lines if l.startswith("t ")]
    assert len(triplets) == nnz
    dense = np.zeros((rows, cols), dtype=complex)
    for k, (r, c, v) in enumerate(triplets):
        # The program's complex values: imaginary part 0.25 * (k % 5) - 0.5 (see value_of).
        dense[int(r), int(c)] = float(v)
    return dense, [0.25 * (k % 5) - 0.5 for k in range(nnz)], triplets


def _matrix(lines, complex_values: bool) -> np.ndarray:
    dense, imaginary, triplets = _dense(lines)
    if complex_values:
        for k, (r, c, _) in enumerate(triplets):
            dense[int(r), int(c)] += 1j * imaginary[k]
    return dense


def _op(a: np.ndarray, op: int) -> np.ndarray:
    return {NON_TRANSPOSE: a, TRANSPOSE: a.T, CONJUGATE_TRANSPOSE: a.conj().T}[op]


def _cases(lines, kind: str):
    for i, line in enumerate(lines):
        if line.startswith(kind + " "):
            yield line, lines[i + 1 : i + 4]


@pytest.mark.parametrize("mode", MODES)
def test_spmv_equals_numpy(mode):
    lines = _output(mode)
    count = 0
    for header, (x_line, y0_line, y_line) in _cases(lines, "spmv"):
        f = _fields(header)
        assert f["status"] == "0,0", header
        a = _op(_matrix(lines, header.split()[1] == "c64"), int(f["op"]))
        x, y0, y = _numbers(x_line), _numbers(y0_line), _numbers(y_line)
        alpha, beta = float(f["alpha"]), float(f["beta"])
        expected = alpha * (a @ x) + (0 if beta == 0 else beta * y0)
        assert np.all(np.isfinite(y)), header  # beta == 0: the NaN in y is never read
        rtol = 1e-6 if header.split()[1] == "f32" else 1e-12
        np.testing.assert_allclose(y, expected, rtol=rtol, atol=rtol, err_msg=header)
        count += 1
    assert count == 3 * (8 + 2)


@pytest.mark.parametrize("mode", MODES)
def test_spmm_equals_numpy(mode):
    lines = _output(mode)
    count = 0
    for header, (b_line, c0_line, c_line) in _cases(lines, "spmm"):
        f = _fields(header)
        assert f["status"] == "0,0", header
        a = _op(_matrix(lines, False), int(f["opa"]))
        m, k = a.shape
        col = int(f["order"]) == ORDER_COL
        ldb, ldc, n = int(f["ldb"]), int(f["ldc"]), 3
        b_rows, b_cols = (n, k) if int(f["opb"]) == TRANSPOSE else (k, n)

        def view(flat, rows, cols, ld):
            return (flat.reshape(-1, ld).T if col else flat.reshape(-1, ld))[:rows, :cols]

        b = _op(view(_numbers(b_line), b_rows, b_cols, ldb), int(f["opb"]))
        c0, c_flat = _numbers(c0_line), _numbers(c_line)
        alpha, beta = float(f["alpha"]), float(f["beta"])
        expected = alpha * (a @ b) + (0 if beta == 0 else beta * view(c0, m, n, ldc))
        got = view(c_flat, m, n, ldc)
        assert np.all(np.isfinite(got)), header
        rtol = 1e-6 if header.split()[1] == "f32" else 1e-12
        np.testing.assert_allclose(got, expected, rtol=rtol, atol=rtol, err_msg=header)
        # The padding between leading dimension and rows/columns is left as it was.
        mask = np.ones_like(c0, dtype=bool)
        view(mask, m, n, ldc)[:] = False
        np.testing.assert_array_equal(c_flat[mask], c0[mask], err_msg=header)
        count += 1
    assert count == 3 * 8


@pytest.mark.parametrize("mode", MODES)
def test_large_spmv_split_over_threads_equals_numpy(mode):
    """50,000 rows, 149,998 nonzeros: in parallel mode the rows are split over threads."""
    lines = _output(mode)
    i = next(k for k, line in enumerate(lines) if line.startswith("large "))
    assert _fields(lines[i]) == {"n": "50000", "status": "0"}
    y = _numbers(lines[i + 1]).real
    x = np.arange(50000) % 7 - 3.0
    expected = 2 * x - np.concatenate([[0], x[:-1]]) - np.concatenate([x[1:], [0]])
    np.testing.assert_array_equal(y, expected)


def test_sparse_vector_gather_scatter_axpby():
    lines = _output("deterministic")
    i = lines.index("vectors status=0,0,0")
    y = np.arange(1.0, 9.0)
    at = np.array([1, 4, 6])  # the program's base-one indices 2, 5, 7
    np.testing.assert_array_equal(_numbers(lines[i - 1]).real, y[at])  # gathered
    expected = 0.5 * y  # Axpby scales all of y, then adds alpha * x at x's indices
    expected[at] += 2.0 * np.array([-1.0, -2.0, -3.0])
    np.testing.assert_array_equal(_numbers(lines[i + 1]).real, expected)


def test_handle_descriptor_and_version():
    lines = _output("deterministic")
    assert "version 12904 stream_kept 1" in lines  # CUDA 13's cuSPARSE 12.9.4
    assert "names CUSPARSE_STATUS_INVALID_VALUE invalid value" in lines
    assert "descr 0 1" in lines  # GENERAL, INDEX_BASE_ONE
    assert lines[-1] == "destroy 0"


def test_bad_arguments_give_documented_statuses():
    proc = run("cusparse_products.cu")
    bad = [line.split() for line in proc.stdout.splitlines() if line.startswith("bad ")]
    got = {words[1]: int(words[2]) for words in bad}
    assert got == {
        "null_handle": NOT_INITIALIZED,
        "null_alpha": INVALID_VALUE,
        "null_matrix": INVALID_VALUE,
        "size_mismatch": INVALID_VALUE,
        "compute_type": NOT_SUPPORTED,
        "null_buffer_size": INVALID_VALUE,
        "bad_op": INVALID_VALUE,
        "negative_rows": INVALID_VALUE,
        "nnz_over_size": INVALID_VALUE,
        "index_16u": NOT_SUPPORTED,
        "small_ld": INVALID_VALUE,
        "null_create": INVALID_VALUE,
        "destroyed_handle": NOT_INITIALIZED,
    }
    # What the CPU backend cannot do is said on stderr, naming the function.
    assert "cusparseSpMV: a compute type other than" in proc.stderr
