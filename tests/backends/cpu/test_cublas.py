"""CPU backend: cuBLAS (cublas_v2.h -> cuport/cublas_v2.h, on OpenBLAS) against NumPy.

inputs/cublas_driver.cu runs the records this file writes (routine, integer arguments, scalars,
arrays in column-major order with leading dimensions larger than the rows and random padding,
vectors with strides, negative ones included) and returns every array after the call; each is
compared with NumPy's result (a @ b, np.linalg.solve, ...), padding and untouched triangles
included, in all four types S/D/C/Z. (test_cublas_semantics.py runs it without arguments;
test_cublas_accuracy.py sends it long dots.)
"""

from __future__ import annotations

import numpy as np
import pytest
from support import cublas_records
from support.blas_storage import (
    band,
    banded,
    full_from_triangle,
    matrix,
    op,
    packed,
    random,
    triangle,
    unpack,
    vector,
)
from support.cublas_records import Case
from support.cuda_program import skip_reason

TYPES = {"S": np.float32, "D": np.float64, "C": np.complex64, "Z": np.complex128}
N, T, C = 0, 1, 2  # cublasOperation_t
LOWER, UPPER = 0, 1
LEFT, RIGHT = 0, 1
NON_UNIT, UNIT = 0, 1

pytestmark = pytest.mark.skipif(skip_reason() is not None, reason=str(skip_reason()))


def cases(dtype, rng):  # noqa: PLR0915 - one list of every routine's cases
    cplx = np.issubdtype(dtype, np.complexfloating)
    ops = (N, T, C)
    rand = lambda *shape: random(rng, shape, dtype)  # noqa: E731
    alpha, beta = rand(1)[0], rand(1)[0]
    out = []

    # gemm and GemmEx: every pair of operations, leading dimensions above the rows.
    m, n, k = 5, 4, 3
    for ta in ops:
        for tb in ops:
            ar, ac = (m, k) if ta == N else (k, m)
            br, bc = (k, n) if tb == N else (n, k)
            lda, ldb, ldc = ar + 2, br + 1, m + 3
            A, B, Cm = rand(lda * ac), rand(ldb * bc), rand(ldc * n)

            def check(got, A=A, B=B, Cm=Cm, ta=ta, tb=tb, ar=ar, ac=ac, br=br, bc=bc, lda=lda,
                      ldb=ldb, ldc=ldc):  # fmt: skip
                want = Cm.copy()
                matrix(want, m, n, ldc)[:] = alpha * op(matrix(A, ar, ac, lda), ta) @ op(
                    matrix(B, br, bc, ldb), tb
                ) + beta * matrix(Cm, m, n, ldc)
                return [(got[2], want)]

            ints = [ta, tb, m, n, k, lda, ldb, ldc]
            out.append(Case(f"gemm {ta}{tb}", "gemm", ints, [alpha, beta], [A, B, Cm], check))
            out.append(Case(f"gemm_64 {ta}{tb}", "gemm_64", ints, [alpha, beta], [A, B, Cm], check))
            out.append(Case(f"gemm3m {ta}{tb}", "gemm3m", ints, [alpha, beta], [A, B, Cm], check))
            out.append(Case(f"SgemmEx {ta}{tb}", "gemm_ex_s", ints, [alpha, beta], [A, B, Cm],
                            check))  # fmt: skip
            index = list(TYPES.values()).index(dtype)
            compute = 70 if dtype in (np.float64, np.complex128) else 68
            out.append(Case(f"gemmex {ta}{tb}", "gemmex", [*ints, index, compute],
                            [alpha, beta], [A, B, Cm], check))  # fmt: skip

    # symm / hemm
    for herm in (0, 1) if cplx else (0,):
        for side in (LEFT, RIGHT):
            for uplo in (LOWER, UPPER):
                ka = m if side == LEFT else n
                lda, ldb, ldc = ka + 1, m + 2, m + 1
                A, B, Cm = rand(lda * ka), rand(ldb * n), rand(ldc * n)

                def check(got, A=A, B=B, Cm=Cm, side=side, uplo=uplo, herm=herm, ka=ka,
                          lda=lda, ldb=ldb, ldc=ldc):  # fmt: skip
                    full = full_from_triangle(matrix(A, ka, ka, lda), uplo, herm)
                    b = matrix(B, m, n, ldb)
                    prod = full @ b if side == LEFT else b @ full
                    want = Cm.copy()
                    matrix(want, m, n, ldc)[:] = alpha * prod + beta * matrix(Cm, m, n, ldc)
                    return [(got[2], want)]

                out.append(Case(f"symm h{herm} s{side} u{uplo}", "symm",
                                [herm, side, uplo, m, n, lda, ldb, ldc], [alpha, beta],
                                [A, B, Cm], check))  # fmt: skip

    # syrk / herk and syr2k / her2k: only the uplo triangle of C changes.
    nn, kk = 4, 3
    for herm in (0, 1) if cplx else (0,):
        trans_list = (N, C) if herm else (N, T) if cplx else (N, T, C)
        for trans in trans_list:
            for uplo in (LOWER, UPPER):
                ar, ac = (nn, kk) if trans == N else (kk, nn)
                lda, ldb, ldc = ar + 1, ar + 2, nn + 2
                A, B, Cm = rand(lda * ac), rand(ldb * ac), rand(ldc * nn)
                a_s = alpha.real if herm else alpha
                b_s = beta.real if herm else beta

                def tri_update(full, Cm, uplo=uplo, herm=herm, ldc=ldc):
                    want = Cm.copy()
                    c = matrix(want, nn, nn, ldc)
                    mask = np.tril(np.ones((nn, nn), bool)) if uplo == LOWER else np.triu(
                        np.ones((nn, nn), bool)
                    )
                    c[mask] = full[mask]
                    if herm:
                        c[np.diag_indices(nn)] = c.diagonal().real
                    return want

                def check_k(got, A=A, Cm=Cm, trans=trans, ar=ar, ac=ac, lda=lda, ldc=ldc,
                            a_s=a_s, b_s=b_s, herm=herm, tri_update=tri_update):  # fmt: skip
                    oa = op(matrix(A, ar, ac, lda), trans)
                    other = oa.conj().T if herm else oa.T
                    full = a_s * oa @ other + b_s * matrix(Cm, nn, nn, ldc)
                    return [(got[1], tri_update(full, Cm))]

                out.append(Case(f"syrk h{herm} t{trans} u{uplo}", "syrk",
                                [herm, uplo, trans, nn, kk, lda, ldc], [a_s, b_s], [A, Cm],
                                check_k))  # fmt: skip

                def check_2k(got, A=A, B=B, Cm=Cm, trans=trans, ar=ar, ac=ac, lda=lda, ldb=ldb,
                             ldc=ldc, b_s=b_s, herm=herm, tri_update=tri_update):  # fmt: skip
                    oa = op(matrix(A, ar, ac, lda), trans)
                    ob = op(matrix(B, ar, ac, ldb), trans)
                    if herm:
                        full = alpha * oa @ ob.conj().T + np.conj(alpha) * ob @ oa.conj().T
                    else:
                        full = alpha * oa @ ob.T + alpha * ob @ oa.T
                    full = full + b_s * matrix(Cm, nn, nn, ldc)
                    return [(got[2], tri_update(full, Cm))]

                out.append(Case(f"syr2k h{herm} t{trans} u{uplo}", "syr2k",
                                [herm, uplo, trans, nn, kk, lda, ldb, ldc], [alpha, b_s],
                                [A, B, Cm], check_2k))  # fmt: skip

    # trmm (out of place) and trsm
    for side in (LEFT, RIGHT):
        for uplo in (LOWER, UPPER):
            for trans in ops:
                for diag in (NON_UNIT, UNIT):
                    ka = m if side == LEFT else n
                    lda, ldb, ldc = ka + 1, m + 2, m + 1
                    A = rand(lda * ka)
                    for j in range(ka):  # well conditioned for the solve
                        A[j * lda + j] += 4
                    B, Cm = rand(ldb * n), rand(ldc * n)

                    def check_mm(got, A=A, B=B, Cm=Cm, side=side, uplo=uplo, trans=trans,
                                 diag=diag, ka=ka, lda=lda, ldb=ldb, ldc=ldc):  # fmt: skip
                        t = op(triangle(matrix(A, ka, ka, lda), uplo, diag), trans)
                        b = matrix(B, m, n, ldb)
                        want = Cm.copy()
                        matrix(want, m, n, ldc)[:] = alpha * (t @ b if side == LEFT else b @ t)
                        return [(got[1], B), (got[2], want)]

                    def check_sm(got, A=A, B=B, side=side, uplo=uplo, trans=trans, diag=diag,
                                 ka=ka, lda=lda, ldb=ldb):  # fmt: skip
                        t = op(triangle(matrix(A, ka, ka, lda), uplo, diag), trans)
                        b = alpha * matrix(B, m, n, ldb)
                        want = B.copy()
                        if side == LEFT:
                            matrix(want, m, n, ldb)[:] = np.linalg.solve(t, b)
                        else:
                            matrix(want, m, n, ldb)[:] = np.linalg.solve(t.T, b.T).T
                        return [(got[1], want)]

                    name = f"s{side} u{uplo} t{trans} d{diag}"
                    out.append(Case(f"trmm {name}", "trmm",
                                    [side, uplo, trans, diag, m, n, lda, ldb, ldc], [alpha],
                                    [A, B, Cm], check_mm))  # fmt: skip
                    out.append(Case(f"trsm {name}", "trsm",
                                    [side, uplo, trans, diag, m, n, lda, ldb], [alpha],
                                    [A, B.copy()], check_sm))  # fmt: skip

    # gemv with strides (a negative one included)
    for trans in ops:
        for incx, incy in ((1, 1), (2, -3)):
            lda = m + 2
            xn, yn = (n, m) if trans == N else (m, n)
            A = rand(lda * n)
            X, Y = rand(1 + (xn - 1) * abs(incx)), rand(1 + (yn - 1) * abs(incy))

            def check(got, A=A, X=X, Y=Y, trans=trans, incx=incx, incy=incy, xn=xn, yn=yn,
                      lda=lda):  # fmt: skip
                want = Y.copy()
                vector(want, yn, incy)[:] = alpha * op(matrix(A, m, n, lda), trans) @ vector(
                    X, xn, incx
                ) + beta * vector(Y, yn, incy)
                return [(got[2], want)]

            out.append(Case(f"gemv t{trans} {incx},{incy}", "gemv",
                            [trans, m, n, lda, incx, incy], [alpha, beta], [A, X, Y],
                            check))  # fmt: skip

    # gbmv: a band of kl sub- and ku super-diagonals
    for trans in ops:
        kl, ku = 1, 2
        lda = kl + ku + 2
        full = rand(m, n)
        A = np.ascontiguousarray(band(full, kl, ku, lda).T).reshape(-1)
        xn, yn = (n, m) if trans == N else (m, n)
        X, Y = rand(xn), rand(2 * yn)

        def check(got, full=full, X=X, Y=Y, trans=trans, xn=xn, yn=yn, kl=kl, ku=ku):
            want = Y.copy()
            vector(want, yn, 2)[:] = alpha * op(banded(full, kl, ku), trans) @ X + beta * vector(
                Y, yn, 2
            )
            return [(got[2], want)]

        out.append(Case(f"gbmv t{trans}", "gbmv", [trans, m, n, kl, ku, lda, 1, 2], [alpha, beta],
                        [A, X, Y], check))  # fmt: skip

    # symv / hemv, sbmv / hbmv, spmv / hpmv
    nv = 5
    for uplo in (LOWER, UPPER):
        for herm in (0, 1) if cplx else (0,):
            lda = nv + 1
            A, X, Y = rand(lda * nv), rand(2 * nv), rand(nv)

            def check(got, A=A, X=X, Y=Y, uplo=uplo, herm=herm, lda=lda):
                full = full_from_triangle(matrix(A, nv, nv, lda), uplo, herm)
                return [(got[2], alpha * full @ vector(X, nv, 2) + beta * Y)]

            out.append(Case(f"symv u{uplo} h{herm}", "symv", [herm, uplo, nv, lda, 2, 1],
                            [alpha, beta], [A, X, Y], check))  # fmt: skip
        herm = int(cplx)
        full = full_from_triangle(rand(nv, nv), uplo, herm)
        X, Y = rand(nv), rand(nv)
        kb = 2
        mat = band(full, 0, kb, kb + 2) if uplo == UPPER else band(full, kb, 0, kb + 2)
        A = np.ascontiguousarray(mat.T).reshape(-1)

        def check_sb(got, full=full, X=X, Y=Y, kb=kb):
            return [(got[2], alpha * banded(full, kb, kb) @ X + beta * Y)]

        out.append(Case(f"sbmv u{uplo}", "sbmv", [uplo, nv, kb, kb + 2, 1, 1], [alpha, beta],
                        [A, X, Y], check_sb))  # fmt: skip
        AP = packed(full, uplo)

        def check_sp(got, full=full, X=X, Y=Y):
            return [(got[2], alpha * full @ X + beta * Y)]

        out.append(Case(f"spmv u{uplo}", "spmv", [uplo, nv, 1, 1], [alpha, beta],
                        [AP, X, Y], check_sp))  # fmt: skip

    # trmv/trsv, tbmv/tbsv, tpmv/tpsv
    for uplo in (LOWER, UPPER):
        for trans in ops:
            for diag in (NON_UNIT, UNIT):
                for solve in (0, 1):
                    lda = nv + 2
                    A = rand(lda * nv)
                    for j in range(nv):
                        A[j * lda + j] += 4
                    X = rand(2 * nv)
                    t = triangle(matrix(A, nv, nv, lda), uplo, diag)

                    def check(got, t=t, X=X, trans=trans, solve=solve):
                        want = X.copy()
                        o = op(t, trans)
                        x = vector(X, nv, -2)
                        vector(want, nv, -2)[:] = np.linalg.solve(o, x) if solve else o @ x
                        return [(got[1], want)]

                    name = f"{'sv' if solve else 'mv'} u{uplo} t{trans} d{diag}"
                    out.append(Case(f"tr{name}", "trmv",
                                    [solve, uplo, trans, diag, nv, lda, -2], [],
                                    [A, X], check))  # fmt: skip
                    kb = 2
                    tb = banded(t, kb if uplo == LOWER else 0, kb if uplo == UPPER else 0)
                    mat = band(tb, 0, kb, kb + 1) if uplo == UPPER else band(tb, kb, 0, kb + 1)
                    B = np.ascontiguousarray(mat.T).reshape(-1)
                    if diag == UNIT:  # the stored diagonal is not read: make it garbage
                        row = 0 if uplo == LOWER else kb
                        B.reshape(nv, kb + 1)[:, row] = 99

                    def check_b(got, tb=tb, X=X, trans=trans, solve=solve):
                        want = X.copy()
                        o = op(tb, trans)
                        x = vector(X, nv, -2)
                        vector(want, nv, -2)[:] = np.linalg.solve(o, x) if solve else o @ x
                        return [(got[1], want)]

                    out.append(Case(f"tb{name}", "tbmv",
                                    [solve, uplo, trans, diag, nv, kb, kb + 1, -2], [],
                                    [B, X], check_b))  # fmt: skip
                    AP = packed(t, uplo)
                    out.append(Case(f"tp{name}", "tpmv", [solve, uplo, trans, diag, nv, -2], [],
                                    [AP, X], check))  # fmt: skip

    # ger / geru / gerc; syr/her, syr2/her2, spr/hpr, spr2/hpr2
    for conj in (0, 1) if cplx else (0,):
        lda = m + 1
        X, Y, A = rand(2 * m), rand(n), rand(lda * n)

        def check(got, X=X, Y=Y, A=A, conj=conj, lda=lda):
            y = Y.conj() if conj else Y
            want = A.copy()
            matrix(want, m, n, lda)[:] += alpha * np.outer(vector(X, m, 2), y)
            return [(got[2], want)]

        out.append(Case(f"ger c{conj}", "ger", [conj, m, n, 2, 1, lda], [alpha], [X, Y, A],
                        check))  # fmt: skip
    for uplo in (LOWER, UPPER):
        ones = np.ones((nv, nv), bool)
        mask = np.tril(ones) if uplo == LOWER else np.triu(ones)
        for herm in (0, 1) if cplx else (0,):
            a1 = alpha.real if herm else alpha
            lda = nv + 1
            X, Y, A = rand(nv), rand(2 * nv), rand(lda * nv)

            def fix(a, A, full, herm=herm, lda=lda):
                want = A.copy()
                w = matrix(want, nv, nv, lda)
                w[a] = full[a]
                if herm:
                    w[np.diag_indices(nv)] = w.diagonal().real
                return want

            def check1(got, X=X, A=A, a1=a1, herm=herm, lda=lda, mask=mask, fix=fix):
                x2 = X.conj() if herm else X
                full = matrix(A, nv, nv, lda) + a1 * np.outer(X, x2)
                return [(got[1], fix(mask, A, full))]

            out.append(Case(f"syr u{uplo} h{herm}", "syr", [herm, uplo, nv, 1, lda], [a1],
                            [X, A], check1))  # fmt: skip

            def check2(got, X=X, Y=Y, A=A, herm=herm, lda=lda, mask=mask, fix=fix):
                y = vector(Y, nv, 2)
                if herm:
                    upd = alpha * np.outer(X, y.conj()) + np.conj(alpha) * np.outer(y, X.conj())
                else:
                    upd = alpha * (np.outer(X, y) + np.outer(y, X))
                return [(got[2], fix(mask, A, matrix(A, nv, nv, lda) + upd))]

            out.append(Case(f"syr2 u{uplo} h{herm}", "syr2", [herm, uplo, nv, 1, 2, lda], [alpha],
                            [X, Y, A], check2))  # fmt: skip
        herm = int(cplx)
        a1 = alpha.real if herm else alpha
        X, Y = rand(nv), rand(nv)
        full = full_from_triangle(rand(nv, nv), uplo, herm)
        AP = packed(full, uplo)

        def check_p1(got, X=X, full=full, a1=a1, herm=herm, uplo=uplo):
            x2 = X.conj() if herm else X
            return [(got[1], packed(full + a1 * np.outer(X, x2), uplo))]

        out.append(Case(f"spr u{uplo}", "spr", [uplo, nv, 1], [a1], [X, AP], check_p1))

        def check_p2(got, X=X, Y=Y, full=full, herm=herm, uplo=uplo):
            if herm:
                upd = alpha * np.outer(X, Y.conj()) + np.conj(alpha) * np.outer(Y, X.conj())
            else:
                upd = alpha * (np.outer(X, Y) + np.outer(Y, X))
            return [(got[2], packed(full + upd, uplo))]

        out.append(Case(f"spr2 u{uplo}", "spr2", [uplo, nv, 1, 1], [alpha], [X, Y, AP],
                        check_p2))  # fmt: skip

    # level 1
    nl = 7
    for incx, incy in ((1, 1), (2, -1), (-3, 2)):
        X, Y = rand(1 + (nl - 1) * abs(incx)), rand(1 + (nl - 1) * abs(incy))
        x = lambda X=X, incx=incx: vector(X, nl, incx)  # noqa: E731
        y = lambda Y=Y, incy=incy: vector(Y, nl, incy)  # noqa: E731
        tag = f"{incx},{incy}"

        def check_axpy(got, X=X, Y=Y, x=x, incy=incy):
            want = Y.copy()
            vector(want, nl, incy)[:] += alpha * x()
            return [(got[1], want)]

        out.append(Case(f"axpy {tag}", "axpy", [nl, incx, incy], [alpha], [X, Y], check_axpy))
        index = list(TYPES.values()).index(dtype)
        out.append(Case(f"AxpyEx {tag}", "level1_ex", [0, nl, incx, incy, index], [alpha], [X, Y],
                        check_axpy))  # fmt: skip

        def check_dotc(got, x=x, y=y):
            return [(got[2], np.array([np.sum(x().conj() * y())]))]

        out.append(Case(f"DotcEx {tag}", "level1_ex", [1, nl, incx, incy, index], [],
                        [X, Y, rand(1)], check_dotc))  # fmt: skip
        for swap in (0, 1):

            def check_copy(got, X=X, Y=Y, x=x, y=y, incx=incx, incy=incy, swap=swap):
                want_y = Y.copy()
                vector(want_y, nl, incy)[:] = x()
                want_x = X.copy()
                if swap:
                    vector(want_x, nl, incx)[:] = y()
                return [(got[0], want_x), (got[1], want_y)]

            out.append(Case(f"copy s{swap} {tag}", "copy", [swap, nl, incx, incy], [], [X, Y],
                            check_copy))  # fmt: skip
        for conj in (0, 1) if cplx else (0,):

            def check_dot(got, x=x, y=y, conj=conj):
                return [(got[2], np.array([np.sum((x().conj() if conj else x()) * y())]))]

            out.append(Case(f"dot c{conj} {tag}", "dot", [conj, nl, incx, incy], [],
                            [X, Y, rand(1)], check_dot))  # fmt: skip
        for c_is_complex in (0, 1) if cplx else (0,):
            cs = rng.uniform(-1, 1)
            s_val = rand(1)[0] if c_is_complex else rng.uniform(-1, 1)

            def check_rot(got, X=X, Y=Y, x=x, y=y, incx=incx, incy=incy, cs=cs, s_val=s_val):
                want_x, want_y = X.copy(), Y.copy()
                vector(want_x, nl, incx)[:] = cs * x() + s_val * y()
                vector(want_y, nl, incy)[:] = cs * y() - np.conj(s_val) * x()
                return [(got[0], want_x), (got[1], want_y)]

            out.append(Case(f"rot cs{c_is_complex} {tag}", "rot", [nl, incx, incy, c_is_complex],
                            [cs, s_val], [X, Y], check_rot))  # fmt: skip
    for incx in (1, 3):
        X = rand(1 + (nl - 1) * incx)
        X[incx * 2] *= 10  # a clear largest element
        x = vector(X, nl, incx)
        for real_alpha in (0, 1) if cplx else (0,):
            a = alpha.real if real_alpha else alpha

            def check_scal(got, X=X, incx=incx, a=a, x=x):
                want = X.copy()
                vector(want, nl, incx)[:] = a * x
                return [(got[0], want)]

            out.append(Case(f"scal r{real_alpha} {incx}", "scal", [nl, incx, real_alpha], [a], [X],
                            check_scal))  # fmt: skip
        mag = np.abs(x.real) + np.abs(x.imag) if cplx else np.abs(x)
        norm = np.linalg.norm(x)
        total = mag.sum()
        out.append(Case(f"nrm2 {incx}", "norm", [0, nl, incx], [], [X, rand(1)],
                        lambda got, norm=norm: [(got[1].real, np.array([norm]))]))  # fmt: skip
        index = list(TYPES.values()).index(dtype)
        out.append(Case(f"Nrm2Ex {incx}", "level1_ex", [2, nl, incx, 1, index], [], [X, rand(1)],
                        lambda got, norm=norm: [(got[1].real, np.array([norm]))]))  # fmt: skip

        def check_scal_ex(got, X=X, incx=incx, x=x):
            want = X.copy()
            vector(want, nl, incx)[:] = alpha * x
            return [(got[0], want)]

        out.append(Case(f"ScalEx {incx}", "level1_ex", [3, nl, incx, 1, index], [alpha], [X],
                        check_scal_ex))  # fmt: skip
        out.append(Case(f"asum {incx}", "norm", [1, nl, incx], [], [X, rand(1)],
                        lambda got, total=total: [(got[1].real, np.array([total]))]))  # fmt: skip
        first_max = int(np.argmax(mag)) + 1
        first_min = int(np.argmin(mag)) + 1
        out.append(Case(f"iamax {incx}", "iamax", [0, nl, incx], [], [X],
                        lambda got, want=first_max: [(got[-1], np.array([want]))]))  # fmt: skip
        out.append(Case(f"iamin {incx}", "iamax", [1, nl, incx], [], [X],
                        lambda got, want=first_min: [(got[-1], np.array([want]))]))  # fmt: skip
    # rotg: [c s; -conj(s) c] [a; b] = [r; 0] with c real and c^2 + |s|^2 = 1
    ab = rand(2)

    def check_rotg(got, ab=ab):
        r, c, s = got[0][0], got[1][0].real, got[1][1]
        a, b = ab
        return [(np.array([c * a + s * b, -np.conj(s) * a + c * b, c * c + abs(s) ** 2]),
                 np.array([r, 0, 1]))]  # fmt: skip

    out.append(Case("rotg", "rotations", [0], [], [ab, rand(2)], check_rotg))
    if not cplx:
        for flag in (-1.0, 0.0, 1.0, -2.0):
            X, Y = rand(2 * nl), rand(nl)
            param = np.concatenate([[flag], rand(4)]).astype(dtype)

            def check_rotm(got, X=X, Y=Y, param=param):
                flag, h11, h21, h12, h22 = param
                if flag == 0:
                    h11 = h22 = 1
                elif flag == 1:
                    h12, h21 = 1, -1
                elif flag == -2:
                    h11 = h22 = 1
                    h12 = h21 = 0
                x, y = vector(X, nl, 2), Y
                want_x = X.copy()
                vector(want_x, nl, 2)[:] = h11 * x + h12 * y
                return [(got[0], want_x), (got[1], h21 * x + h22 * y)]

            out.append(Case(f"rotm {flag}", "rotations", [1, nl, 2, 1], [], [X, Y, param],
                            check_rotm))  # fmt: skip
        d = np.abs(rand(4)) + 0.5  # d1, d2 > 0, x1, y1

        def check_rotmg(got, d=d):
            # The H that rotmg builds zeroes the second component of H [x1; y1].
            flag, h11, h21, h12, h22 = got[1].astype(np.float64)
            if flag == 0:
                h11 = h22 = 1
            elif flag == 1:
                h12, h21 = 1, -1
            x1, y1 = float(d[2]), float(d[3])
            return [(np.array([h21 * x1 + h22 * y1]), np.array([0.0]))]

        out.append(Case("rotmg", "rotations", [2], [], [d, rand(5)], check_rotmg))
    out.append(Case("iamax n0", "iamax", [0, 0, 1], [], [rand(1)],
                    lambda got: [(got[-1], np.array([0]))]))  # fmt: skip

    # batched gemm (pointer arrays and strides), geam, dgmm
    count = 3
    for routine in ("strided", "batched"):
        for ta, tb in ((N, N), (T, C)):
            ar, ac = (m, k) if ta == N else (k, m)
            br, bc = (k, n) if tb == N else (n, k)
            lda, ldb, ldc = ar + 1, br + 2, m + 1
            sa, sb, sc = lda * ac + 3, ldb * bc + 1, ldc * n + 2
            A, B, Cm = rand(sa * count), rand(sb * count), rand(sc * count)

            def check(got, A=A, B=B, Cm=Cm, ta=ta, tb=tb, ar=ar, ac=ac, br=br, bc=bc, lda=lda,
                      ldb=ldb, ldc=ldc, sa=sa, sb=sb, sc=sc):  # fmt: skip
                want = Cm.copy()
                for i in range(count):
                    a = op(matrix(A, ar, ac, lda, i * sa), ta)
                    b = op(matrix(B, br, bc, ldb, i * sb), tb)
                    c = matrix(Cm, m, n, ldc, i * sc)
                    matrix(want, m, n, ldc, i * sc)[:] = alpha * a @ b + beta * c
                return [(got[2], want)]

            out.append(Case(f"{routine} {ta}{tb}", routine,
                            [ta, tb, m, n, k, lda, ldb, ldc, sa, sb, sc, count], [alpha, beta],
                            [A, B, Cm], check))  # fmt: skip
    for ta in ops:
        for tb in ops:
            ar, ac = (m, n) if ta == N else (n, m)
            br, bc = (m, n) if tb == N else (n, m)
            lda, ldb, ldc = ar + 1, br + 2, m + 3
            A, B, Cm = rand(lda * ac), rand(ldb * bc), rand(ldc * n)

            def check(got, A=A, B=B, Cm=Cm, ta=ta, tb=tb, ar=ar, ac=ac, br=br, bc=bc, lda=lda,
                      ldb=ldb, ldc=ldc):  # fmt: skip
                want = Cm.copy()
                matrix(want, m, n, ldc)[:] = alpha * op(matrix(A, ar, ac, lda), ta) + beta * op(
                    matrix(B, br, bc, ldb), tb
                )
                return [(got[2], want)]

            out.append(Case(f"geam {ta}{tb}", "geam", [ta, tb, m, n, lda, ldb, ldc],
                            [alpha, beta], [A, B, Cm], check))  # fmt: skip
    for side in (LEFT, RIGHT):
        lda, ldc = m + 1, m + 2
        xn = m if side == LEFT else n
        A, X, Cm = rand(lda * n), rand(2 * xn), rand(ldc * n)

        def check(got, A=A, X=X, Cm=Cm, side=side, xn=xn, lda=lda, ldc=ldc):
            d = np.diag(vector(X, xn, 2))
            a = matrix(A, m, n, lda)
            want = Cm.copy()
            matrix(want, m, n, ldc)[:] = d @ a if side == LEFT else a @ d
            return [(got[2], want)]

        out.append(Case(f"dgmm s{side}", "dgmm", [side, m, n, lda, 2, ldc], [], [A, X, Cm],
                        check))  # fmt: skip

    # trsmBatched, gemvBatched / gemvStridedBatched, syrkx, tpttr / trttp
    for side in (LEFT, RIGHT):
        for trans in (N, C):
            ka = m if side == LEFT else n
            lda, ldb = ka + 1, m + 2
            sa, sb = lda * ka + 2, ldb * n + 1
            A, B = rand(sa * count), rand(sb * count)
            for i in range(count):
                for j in range(ka):
                    A[i * sa + j * lda + j] += 4

            def check(got, A=A, B=B, side=side, trans=trans, ka=ka, lda=lda, ldb=ldb, sa=sa,
                      sb=sb):  # fmt: skip
                want = B.copy()
                for i in range(count):
                    t = op(triangle(matrix(A, ka, ka, lda, i * sa), UPPER, NON_UNIT), trans)
                    b = alpha * matrix(B, m, n, ldb, i * sb)
                    x = np.linalg.solve(t, b) if side == LEFT else np.linalg.solve(t.T, b.T).T
                    matrix(want, m, n, ldb, i * sb)[:] = x
                return [(got[1], want)]

            out.append(Case(f"trsmBatched s{side} t{trans}", "trsm_batched",
                            [side, UPPER, trans, NON_UNIT, m, n, lda, ldb, count, sa, sb],
                            [alpha], [A, B], check))  # fmt: skip
    for pointers in (0, 1):
        for trans in ops:
            lda = m + 1
            xn, yn = (n, m) if trans == N else (m, n)
            sa, sx, sy = lda * n + 3, 2 * xn + 1, yn + 2
            A, X, Y = rand(sa * count), rand(sx * count), rand(sy * count)

            def check(got, A=A, X=X, Y=Y, trans=trans, xn=xn, yn=yn, lda=lda, sa=sa, sx=sx,
                      sy=sy):  # fmt: skip
                want = Y.copy()
                for i in range(count):
                    a = op(matrix(A, m, n, lda, i * sa), trans)
                    x = vector(X[i * sx :], xn, 2)
                    y = Y[i * sy : i * sy + yn]
                    want[i * sy : i * sy + yn] = alpha * a @ x + beta * y
                return [(got[2], want)]

            out.append(Case(f"gemv p{pointers} t{trans}", "gemv_many",
                            [trans, m, n, lda, 2, 1, pointers, count, sa, sx, sy], [alpha, beta],
                            [A, X, Y], check))  # fmt: skip
    for herm, trans_list in ((0, (N, T)), (1, (N, C))) if cplx else ((0, (N, T)),):
        for trans in trans_list:
            for uplo in (LOWER, UPPER):
                ar, ac = (4, 3) if trans == N else (3, 4)
                lda, ldb, ldc = ar + 1, ar + 2, 6
                A, B, Cm = rand(lda * ac), rand(ldb * ac), rand(ldc * 4)
                b_s = beta.real if herm else beta
                if herm:  # op(B) = op(A) D, D real: the product is hermitian, as herkx requires
                    d = np.diag(rng.uniform(-1, 1, 3)).astype(dtype)
                    a = matrix(A, ar, ac, lda)
                    matrix(B, ar, ac, ldb)[:] = a @ d if trans == N else d @ a

                def check(got, A=A, B=B, Cm=Cm, trans=trans, uplo=uplo, ar=ar, ac=ac, lda=lda,
                          ldb=ldb, ldc=ldc, herm=herm, b_s=b_s):  # fmt: skip
                    oa = op(matrix(A, ar, ac, lda), trans)
                    ob = op(matrix(B, ar, ac, ldb), trans)
                    other = ob.conj().T if herm else ob.T
                    full = alpha * oa @ other + b_s * matrix(Cm, 4, 4, ldc)
                    want = Cm.copy()
                    ones = np.ones((4, 4), bool)
                    mask = np.tril(ones) if uplo == LOWER else np.triu(ones)
                    matrix(want, 4, 4, ldc)[mask] = full[mask]
                    return [(got[2], want)]

                out.append(Case(f"syrkx h{herm} t{trans} u{uplo}", "syrkx",
                                [uplo, trans, 4, 3, lda, ldb, ldc, herm], [alpha, b_s],
                                [A, B, Cm], check))  # fmt: skip
    for uplo in (LOWER, UPPER):
        for to_packed in (0, 1):
            lda = nv + 2
            full = rand(lda * nv)
            AP = rand(nv * (nv + 1) // 2)

            def check(got, full=full, AP=AP, uplo=uplo, to_packed=to_packed, lda=lda):
                if to_packed:
                    return [(got[0], packed(matrix(full, nv, nv, lda), uplo))]
                want = full.copy()
                w = matrix(want, nv, nv, lda)
                ones = np.ones((nv, nv), bool)
                mask = np.tril(ones) if uplo == LOWER else np.triu(ones)
                w[mask] = unpack(AP, nv, uplo)[mask]
                return [(got[1], want)]

            out.append(Case(f"{'trttp' if to_packed else 'tpttr'} u{uplo}", "pack",
                            [to_packed, uplo, nv, lda], [], [AP, full], check))  # fmt: skip

    # getrf (with and without pivoting), getrs and getri of its factors; matinvBatched
    for pivot in (1, 0):
        nf, nrhs, lda, ldb, ldc = 4, 2, 6, 5, 7
        A = rand(lda * nf * count)
        for i in range(count):
            for j in range(nf):
                # without pivoting, a dominant diagonal keeps the factorization stable
                A[i * lda * nf + j * lda + j] += 0 if pivot else 6
        B, Cm = rand(ldb * nrhs * count), rand(ldc * nf * count)

        def check(got, A=A, B=B, pivot=pivot, nf=nf, nrhs=nrhs, lda=lda, ldb=ldb, ldc=ldc):
            ints = got[-1]
            info = ints[:count]
            pairs = [(info, np.zeros(count))]
            piv = ints[count : count + nf * count] if pivot else None
            rest = ints[count + (nf * count if pivot else 0) :]
            pairs.append((rest, np.array([0, 0, 0, *([0] * count)])))
            for i in range(count):
                a = matrix(A, nf, nf, lda, i * lda * nf)
                lu = matrix(got[0], nf, nf, lda, i * lda * nf)
                lower = np.tril(lu, -1) + np.eye(nf)
                upper = np.triu(lu)
                perm = np.arange(nf)
                if pivot:
                    for r, p in enumerate(piv[i * nf : (i + 1) * nf]):
                        perm[[r, p - 1]] = perm[[p - 1, r]]
                pairs.append((lower @ upper, a[perm]))
                b = matrix(B, nf, nrhs, ldb, i * ldb * nrhs)
                pairs.append((matrix(got[1], nf, nrhs, ldb, i * ldb * nrhs), np.linalg.solve(a, b)))
                pairs.append((matrix(got[2], nf, nf, ldc, i * ldc * nf), np.linalg.inv(a)))
            return pairs

        out.append(Case(f"lu pivot{pivot}", "lu", [nf, lda, count, pivot, nrhs, ldb, ldc], [],
                        [A, B, Cm], check))  # fmt: skip
    nf, lda, ldi = 5, 6, 7
    A, Ainv = rand(lda * nf * count), rand(ldi * nf * count)

    def check_inv(got, A=A):
        pairs = [(got[-1], np.zeros(count))]
        for i in range(count):
            a = matrix(A, nf, nf, lda, i * lda * nf)
            pairs.append((matrix(got[1], nf, nf, ldi, i * ldi * nf), np.linalg.inv(a)))
        return pairs

    out.append(Case("matinv", "matinv", [nf, lda, ldi, count], [], [A, Ainv], check_inv))

    # geqrfBatched (Q R = A, Q from the Householder vectors and tau) and gelsBatched (lstsq)
    mq, nq, ldq, nrhs, ldcq = 6, 4, 7, 2, 8
    A = rand(ldq * nq * count)

    def check_qr(got, A=A, ldq=ldq):
        pairs = [(got[-1], np.array([0]))]
        for i in range(count):
            qr = matrix(got[0], mq, nq, ldq, i * ldq * nq)
            tau = got[1][i * nq : (i + 1) * nq]
            q = np.eye(mq, dtype=dtype)
            for j in range(nq):
                v = np.zeros(mq, dtype)
                v[j] = 1
                v[j + 1 :] = qr[j + 1 :, j]
                q = q @ (np.eye(mq, dtype=dtype) - tau[j] * np.outer(v, v.conj()))
            r = np.triu(qr)[:nq]
            pairs.append((q[:, :nq] @ r, matrix(A, mq, nq, ldq, i * ldq * nq)))
        return pairs

    out.append(Case("geqrfBatched", "qr", [0, mq, nq, ldq, count, 0, 0], [],
                    [A, rand(nq * count)], check_qr))  # fmt: skip
    Cq = rand(ldcq * nrhs * count)

    def check_gels(got, A=A, Cq=Cq, ldq=ldq, ldcq=ldcq):
        pairs = [(got[-1], np.zeros(count + 1))]
        for i in range(count):
            a = matrix(A, mq, nq, ldq, i * ldq * nq)
            b = matrix(Cq, mq, nrhs, ldcq, i * ldcq * nrhs)
            x = np.linalg.lstsq(a.astype(np.complex128), b, rcond=None)[0]
            pairs.append((matrix(got[1], nq, nrhs, ldcq, i * ldcq * nrhs), x))
        return pairs

    out.append(Case("gelsBatched", "qr", [1, mq, nq, ldq, count, nrhs, ldcq], [], [A, Cq],
                    check_gels))  # fmt: skip
    return out


def _run_cases(dtype, tmp_path):
    type_index = list(TYPES.values()).index(dtype)
    all_cases = cases(dtype, np.random.default_rng(2026 + type_index))
    failures = []
    tol = 1e-4 if dtype in (np.float32, np.complex64) else 1e-11
    results = cublas_records.run(all_cases, type_index, dtype, tmp_path)
    for case, (status, got) in zip(all_cases, results, strict=True):
        if status != case.status:
            failures.append(f"{case.name}: status {status}, want {case.status}")
            continue
        for have, want in case.check(got):
            want = np.asarray(want)
            scale = max(1.0, float(np.max(np.abs(want)))) if want.size else 1.0
            if not np.allclose(have, want, rtol=tol, atol=tol * scale):
                failures.append(f"{case.name}: got {have}, want {want}")
    return len(all_cases), failures


@pytest.mark.parametrize("letter", TYPES)
def test_routines_match_numpy(letter, tmp_path):
    count, failures = _run_cases(TYPES[letter], tmp_path)
    assert count > 200
    assert not failures, f"{len(failures)} of {count} cases differ:\n" + "\n".join(failures[:20])
