"""CPU backend: cuSOLVER's dense API (cusolverDn.h -> cuport/cusolverDn.h, on LAPACK).
inputs/cusolver_dense.cu prints its matrices column-major with each result; numpy.linalg checks:
LU solves op(A) X = B (N, T, and C for complex; pivoted and not), the factors multiply back to A,
a zero column gives devInfo = its 1-based index; Cholesky factors equal numpy's (lower and upper)
and solve, an indefinite matrix gives devInfo > 0; QR's R has numpy's |diagonal| and Q^H A = R;
SVD's singular values equal numpy's and U S V^T = A. Bad arguments give cuSOLVER's statuses and
leave devInfo alone.
"""

from __future__ import annotations

import functools

import numpy as np
import pytest
from support.cuda_program import MODES, run

OP_N, OP_T, OP_C = 0, 1, 2
NOT_INITIALIZED, INVALID_VALUE = 1, 3


@functools.cache
def _output(mode: str) -> tuple[str, ...]:
    return tuple(run("cusolver_dense.cu", mode=mode).stdout.splitlines())


def _fields(line: str) -> dict[str, str]:
    return dict(word.split("=", 1) for word in line.split() if "=" in word)


def _matrix(line: str, rows: int) -> np.ndarray:
    values = np.array([complex(word) for word in line.split()[1:]])
    return values.reshape(-1, rows).T  # column-major


def _cases(lines, kind: str, count: int):
    for i, line in enumerate(lines):
        if line.startswith(kind + " "):
            yield line, _fields(line), lines[i + 1 : i + 1 + count]


def _tolerance(header: str) -> float:
    return 2e-4 if header.split()[1] == "s" else 1e-10


def _op(a: np.ndarray, op: int) -> np.ndarray:
    return {OP_N: a, OP_T: a.T, OP_C: a.conj().T}[op]


def check_lu(lines) -> int:
    count = 0
    for header, f, (a_line, b_line, lu_line, x_line) in _cases(lines, "lu", 4):
        n, tol = int(f["n"]), _tolerance(header)
        a, b, x = _matrix(a_line, n), _matrix(b_line, n), _matrix(x_line, n)
        lu = _matrix(lu_line, n)
        assert f["status"] == "0,0", header
        singular = not np.any(a[:, 3]) and f["info"].startswith("4,")
        if singular:  # column 3 is zero: U(4,4) = 0, reported 1-based
            count += 1
            continue
        assert f["info"] == "0,0", header
        np.testing.assert_allclose(_op(a, int(f["op"])) @ x, b, rtol=tol, atol=tol, err_msg=header)
        if f["pivot"] == "0":  # no pivoting: L U is A itself
            lower = np.tril(lu, -1) + np.eye(n)
            np.testing.assert_allclose(lower @ np.triu(lu), a, rtol=tol, atol=tol, err_msg=header)
        count += 1
    return count


def check_cholesky(lines) -> int:
    count = 0
    for header, f, (a_line, b_line, factor_line, x_line) in _cases(lines, "cholesky", 4):
        n, tol = int(f["n"]), _tolerance(header)
        a, b = _matrix(a_line, n).real, _matrix(b_line, n).real
        factor, x = _matrix(factor_line, n).real, _matrix(x_line, n).real
        if np.all(np.linalg.eigvalsh(a) > 0):
            assert f["status"] == "0,0,0" and f["info"] == "0,0", header
            lower = np.linalg.cholesky(a)
            got = np.tril(factor) if f["uplo"] == "0" else np.triu(factor).T
            np.testing.assert_allclose(got, lower, rtol=tol, atol=tol, err_msg=header)
            np.testing.assert_allclose(a @ x, b, rtol=tol, atol=tol, err_msg=header)
        else:  # not positive definite: devInfo names the first minor that is not
            assert int(f["info"].split(",")[0]) > 0, header
        count += 1
    return count


def check_qr(lines) -> int:
    count = 0
    for header, f, (a_line, qr_line, qha_line) in _cases(lines, "qr", 3):
        m, n, tol = int(f["m"]), int(f["n"]), _tolerance(header)
        assert f["status"] == "0,0,0,0" and f["info"] == "0,0" and f["lwork"] == "1,1", header
        a, qr, qha = _matrix(a_line, m), _matrix(qr_line, m), _matrix(qha_line, m)
        r = np.triu(qr[:n, :n])
        np.testing.assert_allclose(np.abs(np.diag(r)), np.abs(np.diag(np.linalg.qr(a)[1])),
                                   rtol=tol, atol=tol, err_msg=header)
        expected = np.vstack([r, np.zeros((m - n, n))])
        np.testing.assert_allclose(qha, expected, rtol=tol, atol=tol, err_msg=header)
        count += 1
    return count


def check_svd(lines) -> int:
    count = 0
    for header, f, (a_line, s_line, u_line, vt_line) in _cases(lines, "svd", 4):
        m, n = int(f["m"]), int(f["n"])
        assert f["status"] == "0,0" and f["info"] == "0", header
        a = _matrix(a_line, m).real
        s = np.array([float(w) for w in s_line.split()[1:]])
        u, vt = _matrix(u_line, m).real, _matrix(vt_line, n).real
        np.testing.assert_allclose(s, np.linalg.svd(a, compute_uv=False), rtol=1e-12)
        np.testing.assert_allclose(u[:, :n] @ np.diag(s) @ vt, a, atol=1e-12)
        np.testing.assert_allclose(u.T @ u, np.eye(m), atol=1e-12)
        count += 1
    return count


@pytest.mark.parametrize("mode", MODES)
def test_factorizations_and_solves_equal_numpy(mode):
    lines = _output(mode)
    assert lines[0] == "version 12401 stream_kept 1"  # CUDA 13's cuSOLVER 12.4.1
    assert (check_lu(lines), check_cholesky(lines), check_qr(lines), check_svd(lines)) == (
        6,
        4,
        3,
        1,
    )
    assert lines[-1] == "destroy 0"


def test_bad_arguments_give_documented_statuses():
    bad = [line.split() for line in _output("deterministic") if line.startswith("bad ")]
    assert {words[1]: int(words[2]) for words in bad} == {
        "null_handle": NOT_INITIALIZED,
        "small_lda": INVALID_VALUE,
        "negative_n": INVALID_VALUE,
        "bad_fill": INVALID_VALUE,
        "null_lwork": INVALID_VALUE,
        "svd_m_below_n": INVALID_VALUE,
        "info_untouched": 12345,
    }
