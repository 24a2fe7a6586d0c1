// cuport portable runtime, CPU backend: cuBLAS's batched trsm and gemv, syrkx (C = alpha op(A)
// op(B)^T + beta C on one triangle, through OpenBLAS's gemmt), gemm3m (gemm: the 3M method only
// saves GPU multiplications), the packed/full triangle copies tpttr and trttp, and batched QR
// and least squares.
#pragma once

#include <tuple>
#include <vector>

#include "cpu_cublas_level2.h"
#include "cpu_cublas_level3.h"

namespace cuport::cublas {

template <class T>
inline cublasStatus_t trsm_batched(cublasHandle_t handle, cublasSideMode_t side,
                                   cublasFillMode_t uplo, cublasOperation_t trans,
                                   cublasDiagType_t diag, int m, int n, const T* alpha,
                                   const T* const A[], int lda, T* const B[], int ldb, int count) {
  const cublasStatus_t status =
      trsm_check(handle, side, uplo, trans, diag, m, n, alpha, lda, ldb);
  if (status != CUBLAS_STATUS_SUCCESS) return status;
  CUPORT_CUBLAS_CHECK(count >= 0);
  if (m == 0 || n == 0 || count == 0) return CUBLAS_STATUS_SUCCESS;
  CUPORT_CUBLAS_CHECK(A && B);
  auto* f = trsm_function<T>();
  if (!f) return missing();
  wait_for(handle->stream);
  for (int i = 0; i < count; ++i) {
    trsm_run<T>(f, side, uplo, trans, diag, m, n, alpha, A[i], lda, B[i], ldb);
  }
  return CUBLAS_STATUS_SUCCESS;
}

// gemvBatched (pointer arrays) and gemvStridedBatched share this loop: matrix i is at(i).
template <class T, class At>
inline cublasStatus_t gemv_many(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                const T* alpha, int lda, int incx, const T* beta, int incy,
                                int count, At at) {
  const cublasStatus_t status = gemv_check(handle, trans, m, n, alpha, lda, incx, beta, incy);
  if (status != CUBLAS_STATUS_SUCCESS) return status;
  CUPORT_CUBLAS_CHECK(count >= 0);
  if (m == 0 || n == 0 || count == 0) return CUBLAS_STATUS_SUCCESS;
  auto* f = gemv_function<T>();
  if (!f) return missing();
  wait_for(handle->stream);
  for (int i = 0; i < count; ++i) {
    const auto [A, x, y] = at(i);
    gemv_run<T>(f, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);
  }
  return CUBLAS_STATUS_SUCCESS;
}

// syrkx (herm false) and herkx: the uplo triangle of C = alpha op(A) op(B)^T + beta C (op N or
// T; C too for real types), or for herkx op(A) op(B)^H with op N or C and a real beta. OpenBLAS's
// gemmt computes one triangle of a product.
template <class T, class B_, bool hermitian>
inline cublasStatus_t syrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                            int n, int k, const T* alpha, const T* A, int lda, const T* B,
                            int ldb, const B_* beta, T* C, int ldc) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Uplo u;
  blas::Transpose t;
  CUPORT_CUBLAS_CHECK(to_blas(uplo, u) && rank_k_op<T, hermitian>(trans, t));
  CUPORT_CUBLAS_CHECK(n >= 0 && k >= 0 && alpha && beta);
  const int rows = at_least_one(t == blas::kNoTrans ? n : k);
  CUPORT_CUBLAS_CHECK(lda >= rows && ldb >= rows && ldc >= at_least_one(n));
  if (n == 0) return CUBLAS_STATUS_SUCCESS;
  using Fn = void(int, int, int, int, int, int, Scalar<T>, const T*, int, const T*, int,
                  Scalar<T>, T*, int);
  auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_sgemmt", "cblas_dgemmt", "cblas_cgemmt",
                               "cblas_zgemmt");
  if (!f) return missing();
  wait_for(handle->stream);
  // op(B)^T (op(B)^H): B untransposed when op transposes, else transposed (conjugated).
  const blas::Transpose other = hermitian ? blas::kConjTrans : blas::kTrans;
  const blas::Transpose ta = t == blas::kNoTrans ? blas::kNoTrans : t;
  const blas::Transpose tb = t == blas::kNoTrans ? other : blas::kNoTrans;
  T full_beta{};
  if constexpr (hermitian) {
    full_beta.x = *beta;
  } else {
    full_beta = *beta;
  }
  f(blas::kColMajor, u, ta, tb, n, k, scalar(alpha), A, lda, B, ldb, scalar(&full_beta), C, ldc);
  return CUBLAS_STATUS_SUCCESS;
}

// tpttr (packed to full, to_packed false) and trttp: the uplo triangle only.
template <class T, bool to_packed>
inline cublasStatus_t pack(cublasHandle_t handle, cublasFillMode_t uplo, int n, const T* from,
                           T* to, int lda) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Uplo u;
  CUPORT_CUBLAS_CHECK(to_blas(uplo, u));
  CUPORT_CUBLAS_CHECK(n >= 0 && lda >= at_least_one(n));
  if (n == 0) return CUBLAS_STATUS_SUCCESS;
  wait_for(handle->stream);
  std::size_t p = 0;
  for (int j = 0; j < n; ++j) {
    const int first = u == blas::kUpper ? 0 : j, last = u == blas::kUpper ? j : n - 1;
    for (int i = first; i <= last; ++i, ++p) {
      const std::size_t full = i + static_cast<std::size_t>(j) * lda;
      if (to_packed) {
        to[p] = from[full];
      } else {
        to[full] = from[p];
      }
    }
  }
  return CUBLAS_STATUS_SUCCESS;
}

}  // namespace cuport::cublas

#define CUPORT_CUBLAS_BATCHED(L, T)                                                             \
  inline cublasStatus_t cublas##L##trsmBatched(                                                 \
      cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,                      \
      cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const T* alpha,             \
      const T* const A[], int lda, T* const B[], int ldb, int batchCount) {                     \
    return cuport::cublas::trsm_batched<T>(handle, side, uplo, trans, diag, m, n, alpha, A,     \
                                           lda, B, ldb, batchCount);                            \
  }                                                                                             \
  inline cublasStatus_t cublas##L##gemvBatched(                                                 \
      cublasHandle_t handle, cublasOperation_t trans, int m, int n, const T* alpha,             \
      const T* const Aarray[], int lda, const T* const xarray[], int incx, const T* beta,       \
      T* const yarray[], int incy, int batchCount) {                                            \
    return cuport::cublas::gemv_many<T>(                                                        \
        handle, trans, m, n, alpha, lda, incx, beta, incy, batchCount, [&](int i) {             \
          return std::tuple<const T*, const T*, T*>(Aarray[i], xarray[i], yarray[i]);           \
        });                                                                                     \
  }                                                                                             \
  inline cublasStatus_t cublas##L##gemvStridedBatched(                                          \
      cublasHandle_t handle, cublasOperation_t trans, int m, int n, const T* alpha, const T* A, \
      int lda, long long int strideA, const T* x, int incx, long long int stridex,              \
      const T* beta, T* y, int incy, long long int stridey, int batchCount) {                   \
    return cuport::cublas::gemv_many<T>(                                                        \
        handle, trans, m, n, alpha, lda, incx, beta, incy, batchCount, [&](int i) {             \
          return std::tuple<const T*, const T*, T*>(A + i * strideA, x + i * stridex,           \
                                                    y + i * stridey);                           \
        });                                                                                     \
  }                                                                                             \
  inline cublasStatus_t cublas##L##syrkx(cublasHandle_t handle, cublasFillMode_t uplo,          \
                                         cublasOperation_t trans, int n, int k, const T* alpha, \
                                         const T* A, int lda, const T* B, int ldb,              \
                                         const T* beta, T* C, int ldc) {                        \
    return cuport::cublas::syrkx<T, T, false>(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, \
                                              beta, C, ldc);                                    \
  }                                                                                             \
  inline cublasStatus_t cublas##L##tpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n,   \
                                         const T* AP, T* A, int lda) {                          \
    return cuport::cublas::pack<T, false>(handle, uplo, n, AP, A, lda);                         \
  }                                                                                             \
  inline cublasStatus_t cublas##L##trttp(cublasHandle_t handle, cublasFillMode_t uplo, int n,   \
                                         const T* A, int lda, T* AP) {                          \
    return cuport::cublas::pack<T, true>(handle, uplo, n, A, AP, lda);                          \
  }
CUPORT_CUBLAS_SDCZ(CUPORT_CUBLAS_BATCHED)
#undef CUPORT_CUBLAS_BATCHED

#define CUPORT_CUBLAS_HERKX(L, T)                                                               \
  inline cublasStatus_t cublas##L##herkx(cublasHandle_t handle, cublasFillMode_t uplo,          \
                                         cublasOperation_t trans, int n, int k, const T* alpha, \
                                         const T* A, int lda, const T* B, int ldb,              \
                                         const cuport::cublas::Real<T>* beta, T* C, int ldc) {  \
    return cuport::cublas::syrkx<T, cuport::cublas::Real<T>, true>(                             \
        handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);                        \
  }
CUPORT_CUBLAS_CZ(CUPORT_CUBLAS_HERKX)
#undef CUPORT_CUBLAS_HERKX

#define CUPORT_CUBLAS_GEMM3M(L, T)                                                              \
  inline cublasStatus_t cublas##L##gemm3m(                                                      \
      cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n,   \
      int k, const T* alpha, const T* A, int lda, const T* B, int ldb, const T* beta, T* C,     \
      int ldc) {                                                                                \
    return cuport::cublas::gemm<T>(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb,      \
                                   beta, C, ldc);                                               \
  }
CUPORT_CUBLAS_CZ(CUPORT_CUBLAS_GEMM3M)
#undef CUPORT_CUBLAS_GEMM3M

// ---------------------------------------------------------------------------------------------
// Batched QR (geqrfBatched) and least squares (gelsBatched) through LAPACK's geqrf and gels.
// *info (a host int) is 0, or -j when argument j is wrong (cuBLAS's numbering from handle = 1).

namespace cuport::cublas {

template <class T>
inline cublasStatus_t geqrf_batched(cublasHandle_t handle, int m, int n, T* const A[], int lda,
                                    T* const tau[], int* info, int count) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(info);
  *info = m < 0 ? -2 : n < 0 ? -3 : lda < at_least_one(m) ? -5 : count < 0 ? -8 : 0;
  if (*info) return CUBLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0 || count == 0) return CUBLAS_STATUS_SUCCESS;
  CUPORT_CUBLAS_CHECK(A && tau);
  using Fn = void(const int*, const int*, T*, const int*, T*, T*, const int*, int*);
  auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "sgeqrf_", "dgeqrf_", "cgeqrf_", "zgeqrf_");
  if (!f) return missing();
  wait_for(handle->stream);
  const int lwork = at_least_one(n * 64);
  std::vector<T> work(lwork);
  for (int i = 0; i < count; ++i) {
    int status = 0;
    f(&m, &n, A[i], &lda, tau[i], work.data(), &lwork, &status);
  }
  return CUBLAS_STATUS_SUCCESS;
}

// Least squares min |A X - C| for each full-rank m x n A (m >= n, no transpose: cuBLAS's only
// case, else CUBLAS_STATUS_NOT_SUPPORTED); X overwrites C's first n rows. devInfo[i] is k > 0
// when R(k, k) is zero (A lacks full rank).
template <class T>
inline cublasStatus_t gels_batched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                   int nrhs, T* const A[], int lda, T* const C[], int ldc,
                                   int* info, int* devInfo, int count) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(info);
  *info = m < 0 ? -3 : n < 0 ? -4 : nrhs < 0 ? -5 : lda < at_least_one(m) ? -7
        : ldc < at_least_one(m) ? -9 : count < 0 ? -12 : 0;
  if (*info) return CUBLAS_STATUS_INVALID_VALUE;
  if (trans != CUBLAS_OP_N || m < n) return CUBLAS_STATUS_NOT_SUPPORTED;
  if (count == 0) return CUBLAS_STATUS_SUCCESS;
  CUPORT_CUBLAS_CHECK(A && C);
  using Fn = void(const char*, const int*, const int*, const int*, T*, const int*, T*,
                  const int*, T*, const int*, int*, fortran_length);
  auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "sgels_", "dgels_", "cgels_", "zgels_");
  if (!f) return missing();
  wait_for(handle->stream);
  const int lwork = at_least_one((m + nrhs) * 64);
  std::vector<T> work(lwork);
  const char no = 'N';
  for (int i = 0; i < count; ++i) {
    int status = 0;
    if (m > 0 && n > 0) f(&no, &m, &n, &nrhs, A[i], &lda, C[i], &ldc, work.data(), &lwork,
                          &status, 1);
    if (devInfo) devInfo[i] = status;
  }
  return CUBLAS_STATUS_SUCCESS;
}

}  // namespace cuport::cublas

#define CUPORT_CUBLAS_LAPACK(L, T)                                                              \
  inline cublasStatus_t cublas##L##geqrfBatched(cublasHandle_t handle, int m, int n,            \
                                                T* const Aarray[], int lda,                     \
                                                T* const TauArray[], int* info,                 \
                                                int batchSize) {                                \
    return cuport::cublas::geqrf_batched<T>(handle, m, n, Aarray, lda, TauArray, info,          \
                                            batchSize);                                         \
  }                                                                                             \
  inline cublasStatus_t cublas##L##gelsBatched(                                                 \
      cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs, T* const Aarray[], \
      int lda, T* const Carray[], int ldc, int* info, int* devInfoArray, int batchSize) {       \
    return cuport::cublas::gels_batched<T>(handle, trans, m, n, nrhs, Aarray, lda, Carray, ldc, \
                                           info, devInfoArray, batchSize);                      \
  }
CUPORT_CUBLAS_SDCZ(CUPORT_CUBLAS_LAPACK)
#undef CUPORT_CUBLAS_LAPACK

// The 3M gemms are gemm here (the method only saves GPU multiplications).
#define CUPORT_CUBLAS_GEMM3M_BATCHED(L, T)                                                      \
  inline cublasStatus_t cublas##L##gemm3mBatched(                                               \
      cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n,   \
      int k, const T* alpha, const T* const Aarray[], int lda, const T* const Barray[], int ldb, \
      const T* beta, T* const Carray[], int ldc, int batchCount) {                              \
    return cuport::cublas::gemm_batched<T>(handle, transa, transb, m, n, k, alpha, Aarray, lda, \
                                           Barray, ldb, beta, Carray, ldc, batchCount);         \
  }                                                                                             \
  inline cublasStatus_t cublas##L##gemm3mStridedBatched(                                        \
      cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n,   \
      int k, const T* alpha, const T* A, int lda, long long int strideA, const T* B, int ldb,   \
      long long int strideB, const T* beta, T* C, int ldc, long long int strideC,               \
      int batchCount) {                                                                         \
    return cuport::cublas::gemm_strided<T>(handle, transa, transb, m, n, k, alpha, A, lda,      \
                                           strideA, B, ldb, strideB, beta, C, ldc, strideC,     \
                                           batchCount);                                         \
  }
CUPORT_CUBLAS_GEMM3M_BATCHED(C, cuComplex)
#undef CUPORT_CUBLAS_GEMM3M_BATCHED
