"""NumPy views of BLAS storage for tests that check BLAS-like libraries (cuBLAS, cuSOLVER):
column-major matrices with a leading dimension, strided vectors (negative strides as BLAS reads
them), triangles, packed and band storage."""

from __future__ import annotations

import numpy as np

N, T, C = 0, 1, 2  # cublasOperation_t
LOWER, UPPER = 0, 1  # cublasFillMode_t
UNIT = 1  # cublasDiagType_t


def random(rng, shape, dtype):
    values = rng.uniform(-1, 1, shape)
    if np.issubdtype(dtype, np.complexfloating):
        values = values + 1j * rng.uniform(-1, 1, shape)
    return values.astype(dtype)


def matrix(buffer, rows, cols, ld, offset=0):
    """The rows x cols matrix stored column-major at buffer[offset:] with leading dimension ld."""
    return buffer[offset : offset + ld * cols].reshape(cols, ld).T[:rows]


def vector(buffer, n, inc):
    """x as BLAS reads it: with a negative inc, element 0 is at the far end."""
    if inc > 0:
        return buffer[: 1 + (n - 1) * inc : inc]
    return buffer[: 1 + (n - 1) * -inc : -inc][::-1]


def op(a, trans):
    return a if trans == N else a.T if trans == T else a.conj().T


def full_from_triangle(a, uplo, hermitian):
    """The symmetric (hermitian) matrix BLAS reads from a's uplo triangle."""
    tri = np.tril(a) if uplo == LOWER else np.triu(a)
    strict = np.tril(a, -1) if uplo == LOWER else np.triu(a, 1)
    other = strict.conj().T if hermitian else strict.T
    full = tri + other
    if hermitian:
        full[np.diag_indices_from(full)] = full.diagonal().real
    return full


def triangle(a, uplo, diag):
    t = np.tril(a) if uplo == LOWER else np.triu(a)
    if diag == UNIT:
        t = t.copy()
        t[np.diag_indices_from(t)] = 1
    return t


def packed(a, uplo):
    n = a.shape[0]
    if uplo == UPPER:
        return np.concatenate([a[: j + 1, j] for j in range(n)])
    return np.concatenate([a[j:, j] for j in range(n)])


def unpack(ap, n, uplo):
    a = np.zeros((n, n), ap.dtype)
    pos = 0
    for j in range(n):
        rows = range(j + 1) if uplo == UPPER else range(j, n)
        for i in rows:
            a[i, j] = ap[pos]
            pos += 1
    return a


def band(a, kl, ku, ld):
    """General band storage (ld >= kl + ku + 1) of a's band."""
    m, n = a.shape
    b = np.zeros((ld, n), a.dtype)
    for j in range(n):
        for i in range(max(0, j - ku), min(m, j + kl + 1)):
            b[ku + i - j, j] = a[i, j]
    return b


def banded(a, kl, ku):
    m, n = a.shape
    mask = np.zeros((m, n), bool)
    for j in range(n):
        mask[max(0, j - ku) : min(m, j + kl + 1), j] = True
    return np.where(mask, a, 0)
