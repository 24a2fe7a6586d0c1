// cuport portable runtime, CPU backend: cuBLAS level 2 (matrix-vector) routines through
// OpenBLAS. CBLAS has no complex symmetric symv, syr and syr2 (only hermitian ones), so those
// three call OpenBLAS's Fortran-interface csymv_/csyr_/csyr2_ (LAPACK's auxiliary routines).
#pragma once

#include "cpu_cublas_core.h"

namespace cuport::cublas {

inline cublasStatus_t gemv_check(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                 const void* alpha, int lda, int incx, const void* beta,
                                 int incy) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Transpose t;
  CUPORT_CUBLAS_CHECK(to_blas(trans, t));
  CUPORT_CUBLAS_CHECK(m >= 0 && n >= 0 && lda >= at_least_one(m) && incx != 0 && incy != 0);
  CUPORT_CUBLAS_CHECK(alpha && beta);
  return CUBLAS_STATUS_SUCCESS;
}

template <class T>
using GemvFn = void(int, int, int, int, Scalar<T>, const T*, int, const T*, int, Scalar<T>, T*,
                    int);

template <class T>
inline GemvFn<T>* gemv_function() {
  return CUPORT_CUBLAS_BLAS(T, GemvFn<T>, "cblas_sgemv", "cblas_dgemv", "cblas_cgemv",
                            "cblas_zgemv");
}

template <class T>
inline void gemv_run(GemvFn<T>* f, cublasOperation_t trans, int m, int n, const T* alpha,
                     const T* A, int lda, const T* x, int incx, const T* beta, T* y, int incy) {
  blas::Transpose t;
  to_blas(trans, t);
  f(blas::kColMajor, t, m, n, scalar(alpha), A, lda, x, incx, scalar(beta), y, incy);
}

template <class T>
inline cublasStatus_t gemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                           const T* alpha, const T* A, int lda, const T* x, int incx,
                           const T* beta, T* y, int incy) {
  const cublasStatus_t status = gemv_check(handle, trans, m, n, alpha, lda, incx, beta, incy);
  if (status != CUBLAS_STATUS_SUCCESS || m == 0 || n == 0) return status;
  auto* f = gemv_function<T>();
  if (!f) return missing();
  wait_for(handle->stream);
  gemv_run<T>(f, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
  return CUBLAS_STATUS_SUCCESS;
}

template <class T>
inline cublasStatus_t gbmv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl,
                           int ku, const T* alpha, const T* A, int lda, const T* x, int incx,
                           const T* beta, T* y, int incy) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Transpose t;
  CUPORT_CUBLAS_CHECK(to_blas(trans, t));
  CUPORT_CUBLAS_CHECK(m >= 0 && n >= 0 && kl >= 0 && ku >= 0 && lda >= kl + ku + 1);
  CUPORT_CUBLAS_CHECK(incx != 0 && incy != 0 && alpha && beta);
  if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;
  using Fn = void(int, int, int, int, int, int, Scalar<T>, const T*, int, const T*, int,
                  Scalar<T>, T*, int);
  auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_sgbmv", "cblas_dgbmv", "cblas_cgbmv", "cblas_zgbmv");
  if (!f) return missing();
  wait_for(handle->stream);
  f(blas::kColMajor, t, m, n, kl, ku, scalar(alpha), A, lda, x, incx, scalar(beta), y, incy);
  return CUBLAS_STATUS_SUCCESS;
}

// Triangular matrix-vector products and solves: full (tr), banded (tb, k diagonals) and packed
// (tp) storage. Shape says which; solve picks ?t?sv over ?t?mv.
enum class Shape { kFull, kBanded, kPacked };

template <class T, Shape shape, bool solve>
inline cublasStatus_t triangular(cublasHandle_t handle, cublasFillMode_t uplo,
                                 cublasOperation_t trans, cublasDiagType_t diag, int n, int k,
                                 const T* A, int lda, T* x, int incx) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Uplo u;
  blas::Transpose t;
  blas::Diag d;
  CUPORT_CUBLAS_CHECK(to_blas(uplo, u) && to_blas(trans, t) && to_blas(diag, d));
  CUPORT_CUBLAS_CHECK(n >= 0 && incx != 0);
  if (shape == Shape::kFull) CUPORT_CUBLAS_CHECK(lda >= at_least_one(n));
  if (shape == Shape::kBanded) CUPORT_CUBLAS_CHECK(k >= 0 && lda >= k + 1);
  if (n == 0) return CUBLAS_STATUS_SUCCESS;
  using FullFn = void(int, int, int, int, int, const T*, int, T*, int);
  using BandFn = void(int, int, int, int, int, int, const T*, int, T*, int);
  using PackFn = void(int, int, int, int, int, const T*, T*, int);
  if constexpr (shape == Shape::kFull) {
    auto* f = solve ? CUPORT_CUBLAS_BLAS(T, FullFn, "cblas_strsv", "cblas_dtrsv", "cblas_ctrsv",
                                         "cblas_ztrsv")
                    : CUPORT_CUBLAS_BLAS(T, FullFn, "cblas_strmv", "cblas_dtrmv", "cblas_ctrmv",
                                         "cblas_ztrmv");
    if (!f) return missing();
    wait_for(handle->stream);
    f(blas::kColMajor, u, t, d, n, A, lda, x, incx);
  } else if constexpr (shape == Shape::kBanded) {
    auto* f = solve ? CUPORT_CUBLAS_BLAS(T, BandFn, "cblas_stbsv", "cblas_dtbsv", "cblas_ctbsv",
                                         "cblas_ztbsv")
                    : CUPORT_CUBLAS_BLAS(T, BandFn, "cblas_stbmv", "cblas_dtbmv", "cblas_ctbmv",
                                         "cblas_ztbmv");
    if (!f) return missing();
    wait_for(handle->stream);
    f(blas::kColMajor, u, t, d, n, k, A, lda, x, incx);
  } else {
    auto* f = solve ? CUPORT_CUBLAS_BLAS(T, PackFn, "cblas_stpsv", "cblas_dtpsv", "cblas_ctpsv",
                                         "cblas_ztpsv")
                    : CUPORT_CUBLAS_BLAS(T, PackFn, "cblas_stpmv", "cblas_dtpmv", "cblas_ctpmv",
                                         "cblas_ztpmv");
    if (!f) return missing();
    wait_for(handle->stream);
    f(blas::kColMajor, u, t, d, n, A, x, incx);
  }
  return CUBLAS_STATUS_SUCCESS;
}

// symv, hemv (hermitian), and their banded (sbmv, hbmv: k diagonals) and packed (spmv, hpmv)
// forms: y = alpha A x + beta y with A symmetric or hermitian.
template <class T, Shape shape, bool hermitian>
inline cublasStatus_t symv(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k,
                           const T* alpha, const T* A, int lda, const T* x, int incx,
                           const T* beta, T* y, int incy) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Uplo u;
  CUPORT_CUBLAS_CHECK(to_blas(uplo, u));
  CUPORT_CUBLAS_CHECK(n >= 0 && incx != 0 && incy != 0 && alpha && beta);
  if (shape == Shape::kFull) CUPORT_CUBLAS_CHECK(lda >= at_least_one(n));
  if (shape == Shape::kBanded) CUPORT_CUBLAS_CHECK(k >= 0 && lda >= k + 1);
  if (n == 0) return CUBLAS_STATUS_SUCCESS;
  if constexpr (shape == Shape::kFull && is_complex<T> && !hermitian) {
    using Fn = void(const char*, const int*, const T*, const T*, const int*, const T*, const int*,
                    const T*, T*, const int*, fortran_length);
    auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "", "", "csymv_", "zsymv_");
    if (!f) return missing();
    wait_for(handle->stream);
    const char c = fortran(u);
    f(&c, &n, alpha, A, &lda, x, &incx, beta, y, &incy, 1);
  } else if constexpr (shape == Shape::kFull) {
    using Fn = void(int, int, int, Scalar<T>, const T*, int, const T*, int, Scalar<T>, T*, int);
    auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_ssymv", "cblas_dsymv", "cblas_chemv",
                                 "cblas_zhemv");
    if (!f) return missing();
    wait_for(handle->stream);
    f(blas::kColMajor, u, n, scalar(alpha), A, lda, x, incx, scalar(beta), y, incy);
  } else if constexpr (shape == Shape::kBanded) {
    using Fn = void(int, int, int, int, Scalar<T>, const T*, int, const T*, int, Scalar<T>, T*,
                    int);
    auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_ssbmv", "cblas_dsbmv", "cblas_chbmv",
                                 "cblas_zhbmv");
    if (!f) return missing();
    wait_for(handle->stream);
    f(blas::kColMajor, u, n, k, scalar(alpha), A, lda, x, incx, scalar(beta), y, incy);
  } else {
    using Fn = void(int, int, int, Scalar<T>, const T*, const T*, int, Scalar<T>, T*, int);
    auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_sspmv", "cblas_dspmv", "cblas_chpmv",
                                 "cblas_zhpmv");
    if (!f) return missing();
    wait_for(handle->stream);
    f(blas::kColMajor, u, n, scalar(alpha), A, x, incx, scalar(beta), y, incy);
  }
  return CUBLAS_STATUS_SUCCESS;
}

// ger (real), geru and gerc (conjugated: gerc): A += alpha x y^T (or y^H).
template <class T, bool conjugate>
inline cublasStatus_t ger(cublasHandle_t handle, int m, int n, const T* alpha, const T* x,
                          int incx, const T* y, int incy, T* A, int lda) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(m >= 0 && n >= 0 && incx != 0 && incy != 0 && alpha);
  CUPORT_CUBLAS_CHECK(lda >= at_least_one(m));
  if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;
  using Fn = void(int, int, int, Scalar<T>, const T*, int, const T*, int, T*, int);
  auto* f = conjugate ? CUPORT_CUBLAS_BLAS(T, Fn, "", "", "cblas_cgerc", "cblas_zgerc")
                      : CUPORT_CUBLAS_BLAS(T, Fn, "cblas_sger", "cblas_dger", "cblas_cgeru",
                                           "cblas_zgeru");
  if (!f) return missing();
  wait_for(handle->stream);
  f(blas::kColMajor, m, n, scalar(alpha), x, incx, y, incy, A, lda);
  return CUBLAS_STATUS_SUCCESS;
}

// Rank-1 updates of a symmetric or hermitian matrix, full (syr, her) or packed (spr, hpr):
// A += alpha x x^T (x x^H). S is alpha's type: T, or the real type for her and hpr.
template <class T, class S, bool packed, bool hermitian>
inline cublasStatus_t syr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const S* alpha,
                          const T* x, int incx, T* A, int lda) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Uplo u;
  CUPORT_CUBLAS_CHECK(to_blas(uplo, u));
  CUPORT_CUBLAS_CHECK(n >= 0 && incx != 0 && alpha);
  if (!packed) CUPORT_CUBLAS_CHECK(lda >= at_least_one(n));
  if (n == 0) return CUBLAS_STATUS_SUCCESS;
  if constexpr (is_complex<T> && !hermitian) {  // complex symmetric syr: Fortran csyr_
    static_assert(!packed, "cuBLAS has no complex symmetric spr");
    using Fn = void(const char*, const int*, const T*, const T*, const int*, T*, const int*,
                    fortran_length);
    auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "", "", "csyr_", "zsyr_");
    if (!f) return missing();
    wait_for(handle->stream);
    const char c = fortran(u);
    f(&c, &n, alpha, x, &incx, A, &lda, 1);
  } else if constexpr (packed) {
    using Fn = void(int, int, int, Real<T>, const T*, int, T*);
    auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_sspr", "cblas_dspr", "cblas_chpr", "cblas_zhpr");
    if (!f) return missing();
    wait_for(handle->stream);
    f(blas::kColMajor, u, n, *alpha, x, incx, A);
  } else {
    using Fn = void(int, int, int, Real<T>, const T*, int, T*, int);
    auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_ssyr", "cblas_dsyr", "cblas_cher", "cblas_zher");
    if (!f) return missing();
    wait_for(handle->stream);
    f(blas::kColMajor, u, n, *alpha, x, incx, A, lda);
  }
  return CUBLAS_STATUS_SUCCESS;
}

// Rank-2 updates, full (syr2, her2) or packed (spr2, hpr2): A += alpha x y^T + alpha y x^T
// (hermitian: alpha x y^H + conj(alpha) y x^H).
template <class T, bool packed, bool hermitian>
inline cublasStatus_t syr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const T* alpha,
                           const T* x, int incx, const T* y, int incy, T* A, int lda) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Uplo u;
  CUPORT_CUBLAS_CHECK(to_blas(uplo, u));
  CUPORT_CUBLAS_CHECK(n >= 0 && incx != 0 && incy != 0 && alpha);
  if (!packed) CUPORT_CUBLAS_CHECK(lda >= at_least_one(n));
  if (n == 0) return CUBLAS_STATUS_SUCCESS;
  if constexpr (is_complex<T> && !hermitian) {  // complex symmetric syr2: Fortran csyr2_
    static_assert(!packed, "cuBLAS has no complex symmetric spr2");
    using Fn = void(const char*, const int*, const T*, const T*, const int*, const T*, const int*,
                    T*, const int*, fortran_length);
    auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "", "", "csyr2_", "zsyr2_");
    if (!f) return missing();
    wait_for(handle->stream);
    const char c = fortran(u);
    f(&c, &n, alpha, x, &incx, y, &incy, A, &lda, 1);
  } else if constexpr (packed) {
    using Fn = void(int, int, int, Scalar<T>, const T*, int, const T*, int, T*);
    auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_sspr2", "cblas_dspr2", "cblas_chpr2",
                                 "cblas_zhpr2");
    if (!f) return missing();
    wait_for(handle->stream);
    f(blas::kColMajor, u, n, scalar(alpha), x, incx, y, incy, A);
  } else {
    using Fn = void(int, int, int, Scalar<T>, const T*, int, const T*, int, T*, int);
    auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_ssyr2", "cblas_dsyr2", "cblas_cher2",
                                 "cblas_zher2");
    if (!f) return missing();
    wait_for(handle->stream);
    f(blas::kColMajor, u, n, scalar(alpha), x, incx, y, incy, A, lda);
  }
  return CUBLAS_STATUS_SUCCESS;
}

}  // namespace cuport::cublas

#define CUPORT_CUBLAS_LEVEL2(P, T)                                                              \
  inline cublasStatus_t cublas##P##gemv_v2(cublasHandle_t handle, cublasOperation_t trans,      \
                                           int m, int n, const T* alpha, const T* A, int lda,   \
                                           const T* x, int incx, const T* beta, T* y,           \
                                           int incy) {                                          \
    return cuport::cublas::gemv<T>(handle, trans, m, n, alpha, A, lda, x, incx, beta, y, incy); \
  }                                                                                             \
  inline cublasStatus_t cublas##P##gbmv_v2(                                                     \
      cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku,             \
      const T* alpha, const T* A, int lda, const T* x, int incx, const T* beta, T* y,           \
      int incy) {                                                                               \
    return cuport::cublas::gbmv<T>(handle, trans, m, n, kl, ku, alpha, A, lda, x, incx, beta,   \
                                   y, incy);                                                    \
  }                                                                                             \
  inline cublasStatus_t cublas##P##trmv_v2(cublasHandle_t handle, cublasFillMode_t uplo,        \
                                           cublasOperation_t trans, cublasDiagType_t diag,      \
                                           int n, const T* A, int lda, T* x, int incx) {        \
    return cuport::cublas::triangular<T, cuport::cublas::Shape::kFull, false>(                  \
        handle, uplo, trans, diag, n, 0, A, lda, x, incx);                                      \
  }                                                                                             \
  inline cublasStatus_t cublas##P##trsv_v2(cublasHandle_t handle, cublasFillMode_t uplo,        \
                                           cublasOperation_t trans, cublasDiagType_t diag,      \
                                           int n, const T* A, int lda, T* x, int incx) {        \
    return cuport::cublas::triangular<T, cuport::cublas::Shape::kFull, true>(                   \
        handle, uplo, trans, diag, n, 0, A, lda, x, incx);                                      \
  }                                                                                             \
  inline cublasStatus_t cublas##P##tbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo,        \
                                           cublasOperation_t trans, cublasDiagType_t diag,      \
                                           int n, int k, const T* A, int lda, T* x, int incx) { \
    return cuport::cublas::triangular<T, cuport::cublas::Shape::kBanded, false>(                \
        handle, uplo, trans, diag, n, k, A, lda, x, incx);                                      \
  }                                                                                             \
  inline cublasStatus_t cublas##P##tbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo,        \
                                           cublasOperation_t trans, cublasDiagType_t diag,      \
                                           int n, int k, const T* A, int lda, T* x, int incx) { \
    return cuport::cublas::triangular<T, cuport::cublas::Shape::kBanded, true>(                 \
        handle, uplo, trans, diag, n, k, A, lda, x, incx);                                      \
  }                                                                                             \
  inline cublasStatus_t cublas##P##tpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo,        \
                                           cublasOperation_t trans, cublasDiagType_t diag,      \
                                           int n, const T* AP, T* x, int incx) {                \
    return cuport::cublas::triangular<T, cuport::cublas::Shape::kPacked, false>(                \
        handle, uplo, trans, diag, n, 0, AP, 1, x, incx);                                       \
  }                                                                                             \
  inline cublasStatus_t cublas##P##tpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo,        \
                                           cublasOperation_t trans, cublasDiagType_t diag,      \
                                           int n, const T* AP, T* x, int incx) {                \
    return cuport::cublas::triangular<T, cuport::cublas::Shape::kPacked, true>(                 \
        handle, uplo, trans, diag, n, 0, AP, 1, x, incx);                                       \
  }                                                                                             \
  inline cublasStatus_t cublas##P##symv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, \
                                           const T* alpha, const T* A, int lda, const T* x,     \
                                           int incx, const T* beta, T* y, int incy) {           \
    return cuport::cublas::symv<T, cuport::cublas::Shape::kFull, false>(                        \
        handle, uplo, n, 0, alpha, A, lda, x, incx, beta, y, incy);                             \
  }                                                                                             \
  inline cublasStatus_t cublas##P##syr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,  \
                                          const T* alpha, const T* x, int incx, T* A,           \
                                          int lda) {                                            \
    return cuport::cublas::syr<T, T, false, false>(handle, uplo, n, alpha, x, incx, A, lda);    \
  }                                                                                             \
  inline cublasStatus_t cublas##P##syr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, \
                                           const T* alpha, const T* x, int incx, const T* y,    \
                                           int incy, T* A, int lda) {                           \
    return cuport::cublas::syr2<T, false, false>(handle, uplo, n, alpha, x, incx, y, incy, A,   \
                                                 lda);                                          \
  }
CUPORT_CUBLAS_SDCZ(CUPORT_CUBLAS_LEVEL2)
#undef CUPORT_CUBLAS_LEVEL2

// Real only: ger, and the banded and packed symmetric forms.
#define CUPORT_CUBLAS_LEVEL2_REAL(P, T)                                                         \
  inline cublasStatus_t cublas##P##ger_v2(cublasHandle_t handle, int m, int n, const T* alpha,  \
                                          const T* x, int incx, const T* y, int incy, T* A,     \
                                          int lda) {                                            \
    return cuport::cublas::ger<T, false>(handle, m, n, alpha, x, incx, y, incy, A, lda);        \
  }                                                                                             \
  inline cublasStatus_t cublas##P##sbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, \
                                           int k, const T* alpha, const T* A, int lda,          \
                                           const T* x, int incx, const T* beta, T* y,           \
                                           int incy) {                                          \
    return cuport::cublas::symv<T, cuport::cublas::Shape::kBanded, false>(                      \
        handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);                             \
  }                                                                                             \
  inline cublasStatus_t cublas##P##spmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, \
                                           const T* alpha, const T* AP, const T* x, int incx,   \
                                           const T* beta, T* y, int incy) {                     \
    return cuport::cublas::symv<T, cuport::cublas::Shape::kPacked, false>(                      \
        handle, uplo, n, 0, alpha, AP, 1, x, incx, beta, y, incy);                              \
  }                                                                                             \
  inline cublasStatus_t cublas##P##spr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,  \
                                          const T* alpha, const T* x, int incx, T* AP) {        \
    return cuport::cublas::syr<T, T, true, false>(handle, uplo, n, alpha, x, incx, AP, 1);      \
  }                                                                                             \
  inline cublasStatus_t cublas##P##spr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, \
                                           const T* alpha, const T* x, int incx, const T* y,    \
                                           int incy, T* AP) {                                   \
    return cuport::cublas::syr2<T, true, false>(handle, uplo, n, alpha, x, incx, y, incy, AP,   \
                                                1);                                             \
  }
CUPORT_CUBLAS_SD(CUPORT_CUBLAS_LEVEL2_REAL)
#undef CUPORT_CUBLAS_LEVEL2_REAL

// Complex only: geru/gerc and the hermitian forms.
#define CUPORT_CUBLAS_LEVEL2_COMPLEX(P, T)                                                      \
  inline cublasStatus_t cublas##P##geru_v2(cublasHandle_t handle, int m, int n, const T* alpha, \
                                           const T* x, int incx, const T* y, int incy, T* A,    \
                                           int lda) {                                           \
    return cuport::cublas::ger<T, false>(handle, m, n, alpha, x, incx, y, incy, A, lda);        \
  }                                                                                             \
  inline cublasStatus_t cublas##P##gerc_v2(cublasHandle_t handle, int m, int n, const T* alpha, \
                                           const T* x, int incx, const T* y, int incy, T* A,    \
                                           int lda) {                                           \
    return cuport::cublas::ger<T, true>(handle, m, n, alpha, x, incx, y, incy, A, lda);         \
  }                                                                                             \
  inline cublasStatus_t cublas##P##hemv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, \
                                           const T* alpha, const T* A, int lda, const T* x,     \
                                           int incx, const T* beta, T* y, int incy) {           \
    return cuport::cublas::symv<T, cuport::cublas::Shape::kFull, true>(                         \
        handle, uplo, n, 0, alpha, A, lda, x, incx, beta, y, incy);                             \
  }                                                                                             \
  inline cublasStatus_t cublas##P##hbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, \
                                           int k, const T* alpha, const T* A, int lda,          \
                                           const T* x, int incx, const T* beta, T* y,           \
                                           int incy) {                                          \
    return cuport::cublas::symv<T, cuport::cublas::Shape::kBanded, true>(                       \
        handle, uplo, n, k, alpha, A, lda, x, incx, beta, y, incy);                             \
  }                                                                                             \
  inline cublasStatus_t cublas##P##hpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, \
                                           const T* alpha, const T* AP, const T* x, int incx,   \
                                           const T* beta, T* y, int incy) {                     \
    return cuport::cublas::symv<T, cuport::cublas::Shape::kPacked, true>(                       \
        handle, uplo, n, 0, alpha, AP, 1, x, incx, beta, y, incy);                              \
  }                                                                                             \
  inline cublasStatus_t cublas##P##her_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,  \
                                          const cuport::cublas::Real<T>* alpha, const T* x,     \
                                          int incx, T* A, int lda) {                            \
    return cuport::cublas::syr<T, cuport::cublas::Real<T>, false, true>(handle, uplo, n, alpha, \
                                                                        x, incx, A, lda);       \
  }                                                                                             \
  inline cublasStatus_t cublas##P##hpr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,  \
                                          const cuport::cublas::Real<T>* alpha, const T* x,     \
                                          int incx, T* AP) {                                    \
    return cuport::cublas::syr<T, cuport::cublas::Real<T>, true, true>(handle, uplo, n, alpha,  \
                                                                       x, incx, AP, 1);         \
  }                                                                                             \
  inline cublasStatus_t cublas##P##her2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, \
                                           const T* alpha, const T* x, int incx, const T* y,    \
                                           int incy, T* A, int lda) {                           \
    return cuport::cublas::syr2<T, false, true>(handle, uplo, n, alpha, x, incx, y, incy, A,    \
                                                lda);                                           \
  }                                                                                             \
  inline cublasStatus_t cublas##P##hpr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, \
                                           const T* alpha, const T* x, int incx, const T* y,    \
                                           int incy, T* AP) {                                   \
    return cuport::cublas::syr2<T, true, true>(handle, uplo, n, alpha, x, incx, y, incy, AP,    \
                                               1);                                              \
  }
CUPORT_CUBLAS_CZ(CUPORT_CUBLAS_LEVEL2_COMPLEX)
#undef CUPORT_CUBLAS_LEVEL2_COMPLEX
