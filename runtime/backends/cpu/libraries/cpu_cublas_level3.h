// cuport portable runtime, CPU backend: cuBLAS level 3 (gemm, symm, hemm, syrk, herk, syr2k,
// her2k, trmm, trsm) and batched gemm, each a call of OpenBLAS's CBLAS in column-major order
// after cuBLAS's argument checks.
#pragma once

#include "cpu_cublas_core.h"

namespace cuport::cublas {

// gemm's argument checks (cuBLAS's order: the handle, then the values).
inline cublasStatus_t gemm_check(cublasHandle_t handle, cublasOperation_t transa,
                                 cublasOperation_t transb, int m, int n, int k, const void* alpha,
                                 int lda, int ldb, const void* beta, int ldc) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Transpose ta, tb;
  CUPORT_CUBLAS_CHECK(to_blas(transa, ta) && to_blas(transb, tb));
  CUPORT_CUBLAS_CHECK(m >= 0 && n >= 0 && k >= 0 && alpha && beta);
  CUPORT_CUBLAS_CHECK(lda >= at_least_one(ta == blas::kNoTrans ? m : k));
  CUPORT_CUBLAS_CHECK(ldb >= at_least_one(tb == blas::kNoTrans ? k : n));
  CUPORT_CUBLAS_CHECK(ldc >= at_least_one(m));
  return CUBLAS_STATUS_SUCCESS;
}

template <class T>
using GemmFn = void(int, int, int, int, int, int, Scalar<T>, const T*, int, const T*, int,
                    Scalar<T>, T*, int);

template <class T>
inline GemmFn<T>* gemm_function() {
  return CUPORT_CUBLAS_BLAS(T, GemmFn<T>, "cblas_sgemm", "cblas_dgemm", "cblas_cgemm",
                            "cblas_zgemm");
}

// One product, after the checks and the wait.
template <class T>
inline void gemm_run(GemmFn<T>* f, cublasOperation_t transa, cublasOperation_t transb, int m,
                     int n, int k, const T* alpha, const T* A, int lda, const T* B, int ldb,
                     const T* beta, T* C, int ldc) {
  blas::Transpose ta, tb;
  to_blas(transa, ta);
  to_blas(transb, tb);
  f(blas::kColMajor, ta, tb, m, n, k, scalar(alpha), A, lda, B, ldb, scalar(beta), C, ldc);
}

template <class T>
inline cublasStatus_t gemm(cublasHandle_t handle, cublasOperation_t transa,
                           cublasOperation_t transb, int m, int n, int k, const T* alpha,
                           const T* A, int lda, const T* B, int ldb, const T* beta, T* C,
                           int ldc) {
  cublasStatus_t status = gemm_check(handle, transa, transb, m, n, k, alpha, lda, ldb, beta, ldc);
  if (status != CUBLAS_STATUS_SUCCESS || m == 0 || n == 0) return status;
  auto* f = gemm_function<T>();
  if (!f) return missing();
  wait_for(handle->stream);
  gemm_run<T>(f, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
  return CUBLAS_STATUS_SUCCESS;
}

// symm, and hemm when hermitian (C/Z only).
template <class T, bool hermitian>
inline cublasStatus_t symm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                           int m, int n, const T* alpha, const T* A, int lda, const T* B, int ldb,
                           const T* beta, T* C, int ldc) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Side s;
  blas::Uplo u;
  CUPORT_CUBLAS_CHECK(to_blas(side, s) && to_blas(uplo, u));
  CUPORT_CUBLAS_CHECK(m >= 0 && n >= 0 && alpha && beta);
  CUPORT_CUBLAS_CHECK(lda >= at_least_one(s == blas::kLeft ? m : n));
  CUPORT_CUBLAS_CHECK(ldb >= at_least_one(m) && ldc >= at_least_one(m));
  if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;
  using Fn = void(int, int, int, int, int, Scalar<T>, const T*, int, const T*, int, Scalar<T>,
                  T*, int);
  Fn* f = hermitian
              ? CUPORT_CUBLAS_BLAS(T, Fn, "", "", "cblas_chemm", "cblas_zhemm")
              : CUPORT_CUBLAS_BLAS(T, Fn, "cblas_ssymm", "cblas_dsymm", "cblas_csymm",
                                   "cblas_zsymm");
  if (!f) return missing();
  wait_for(handle->stream);
  f(blas::kColMajor, s, u, m, n, scalar(alpha), A, lda, B, ldb, scalar(beta), C, ldc);
  return CUBLAS_STATUS_SUCCESS;
}

// The operations a rank-k update accepts: syrk of real types takes N, T or C (the same as T);
// complex syrk takes N or T, herk N or C.
template <class T, bool hermitian>
inline bool rank_k_op(cublasOperation_t trans, blas::Transpose& out) {
  if (!to_blas(trans, out)) return false;
  if (!is_complex<T>) return true;
  return out == blas::kNoTrans || out == (hermitian ? blas::kConjTrans : blas::kTrans);
}

// syrk (S alpha and beta of type T) and herk (Real alpha and beta).
template <class T, class S, bool hermitian>
inline cublasStatus_t syrk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                           int n, int k, const S* alpha, const T* A, int lda, const S* beta, T* C,
                           int ldc) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Uplo u;
  blas::Transpose t;
  CUPORT_CUBLAS_CHECK(to_blas(uplo, u) && rank_k_op<T, hermitian>(trans, t));
  CUPORT_CUBLAS_CHECK(n >= 0 && k >= 0 && alpha && beta);
  CUPORT_CUBLAS_CHECK(lda >= at_least_one(t == blas::kNoTrans ? n : k) && ldc >= at_least_one(n));
  if (n == 0) return CUBLAS_STATUS_SUCCESS;
  using Fn = void(int, int, int, int, int, Scalar<S>, const T*, int, Scalar<S>, T*, int);
  Fn* f = hermitian
              ? CUPORT_CUBLAS_BLAS(T, Fn, "", "", "cblas_cherk", "cblas_zherk")
              : CUPORT_CUBLAS_BLAS(T, Fn, "cblas_ssyrk", "cblas_dsyrk", "cblas_csyrk",
                                   "cblas_zsyrk");
  if (!f) return missing();
  wait_for(handle->stream);
  f(blas::kColMajor, u, t, n, k, scalar(alpha), A, lda, scalar(beta), C, ldc);
  return CUBLAS_STATUS_SUCCESS;
}

// syr2k (beta of type T) and her2k (beta real; alpha complex in both).
template <class T, class B_, bool hermitian>
inline cublasStatus_t syr2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
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
  using Fn = void(int, int, int, int, int, Scalar<T>, const T*, int, const T*, int, Scalar<B_>,
                  T*, int);
  Fn* f = hermitian
              ? CUPORT_CUBLAS_BLAS(T, Fn, "", "", "cblas_cher2k", "cblas_zher2k")
              : CUPORT_CUBLAS_BLAS(T, Fn, "cblas_ssyr2k", "cblas_dsyr2k", "cblas_csyr2k",
                                   "cblas_zsyr2k");
  if (!f) return missing();
  wait_for(handle->stream);
  f(blas::kColMajor, u, t, n, k, scalar(alpha), A, lda, B, ldb, scalar(beta), C, ldc);
  return CUBLAS_STATUS_SUCCESS;
}

template <class T>
using TriangularFn = void(int, int, int, int, int, int, int, Scalar<T>, const T*, int, T*, int);

// trsm's argument checks.
inline cublasStatus_t trsm_check(cublasHandle_t handle, cublasSideMode_t side,
                                 cublasFillMode_t uplo, cublasOperation_t trans,
                                 cublasDiagType_t diag, int m, int n, const void* alpha, int lda,
                                 int ldb) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Side s;
  blas::Uplo u;
  blas::Transpose t;
  blas::Diag d;
  CUPORT_CUBLAS_CHECK(to_blas(side, s) && to_blas(uplo, u) && to_blas(trans, t) &&
                      to_blas(diag, d));
  CUPORT_CUBLAS_CHECK(m >= 0 && n >= 0 && alpha);
  CUPORT_CUBLAS_CHECK(lda >= at_least_one(s == blas::kLeft ? m : n) && ldb >= at_least_one(m));
  return CUBLAS_STATUS_SUCCESS;
}

template <class T>
inline TriangularFn<T>* trsm_function() {
  return CUPORT_CUBLAS_BLAS(T, TriangularFn<T>, "cblas_strsm", "cblas_dtrsm", "cblas_ctrsm",
                            "cblas_ztrsm");
}

// One solve, after the checks and the wait.
template <class T>
inline void trsm_run(TriangularFn<T>* f, cublasSideMode_t side, cublasFillMode_t uplo,
                     cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const T* alpha,
                     const T* A, int lda, T* B, int ldb) {
  blas::Side s;
  blas::Uplo u;
  blas::Transpose t;
  blas::Diag d;
  to_blas(side, s);
  to_blas(uplo, u);
  to_blas(trans, t);
  to_blas(diag, d);
  f(blas::kColMajor, s, u, t, d, m, n, scalar(alpha), A, lda, B, ldb);
}

// trsm: B = alpha * op(A)^-1 B (or B op(A)^-1), in place.
template <class T>
inline cublasStatus_t trsm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                           cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
                           const T* alpha, const T* A, int lda, T* B, int ldb) {
  const cublasStatus_t status =
      trsm_check(handle, side, uplo, trans, diag, m, n, alpha, lda, ldb);
  if (status != CUBLAS_STATUS_SUCCESS || m == 0 || n == 0) return status;
  auto* f = trsm_function<T>();
  if (!f) return missing();
  wait_for(handle->stream);
  trsm_run<T>(f, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);
  return CUBLAS_STATUS_SUCCESS;
}

// trmm in cuBLAS's out-of-place form, C = alpha * op(A) B (or B op(A)): B is copied to C, then
// BLAS's in-place trmm runs on C. In place (C == B) needs ldb == ldc, as cuBLAS documents.
template <class T>
inline cublasStatus_t trmm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                           cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
                           const T* alpha, const T* A, int lda, const T* B, int ldb, T* C,
                           int ldc) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Side s;
  blas::Uplo u;
  blas::Transpose t;
  blas::Diag d;
  CUPORT_CUBLAS_CHECK(to_blas(side, s) && to_blas(uplo, u) && to_blas(trans, t) &&
                      to_blas(diag, d));
  CUPORT_CUBLAS_CHECK(m >= 0 && n >= 0 && alpha);
  CUPORT_CUBLAS_CHECK(lda >= at_least_one(s == blas::kLeft ? m : n));
  CUPORT_CUBLAS_CHECK(ldb >= at_least_one(m) && ldc >= at_least_one(m));
  CUPORT_CUBLAS_CHECK(B != C || ldb == ldc);
  if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;
  auto* f = CUPORT_CUBLAS_BLAS(T, TriangularFn<T>, "cblas_strmm", "cblas_dtrmm", "cblas_ctrmm",
                               "cblas_ztrmm");
  if (!f) return missing();
  wait_for(handle->stream);
  if (B != C) {
    for (int j = 0; j < n; ++j) {
      std::memmove(C + static_cast<std::size_t>(j) * ldc, B + static_cast<std::size_t>(j) * ldb,
                   sizeof(T) * m);
    }
  }
  f(blas::kColMajor, s, u, t, d, m, n, scalar(alpha), A, lda, C, ldc);
  return CUBLAS_STATUS_SUCCESS;
}

// gemmBatched: one gemm per matrix triple (the checks are gemm's, made once).
template <class T>
inline cublasStatus_t gemm_batched(cublasHandle_t handle, cublasOperation_t transa,
                                   cublasOperation_t transb, int m, int n, int k, const T* alpha,
                                   const T* const A[], int lda, const T* const B[], int ldb,
                                   const T* beta, T* const C[], int ldc, int count) {
  cublasStatus_t status = gemm_check(handle, transa, transb, m, n, k, alpha, lda, ldb, beta, ldc);
  if (status != CUBLAS_STATUS_SUCCESS) return status;
  CUPORT_CUBLAS_CHECK(count >= 0);
  if (m == 0 || n == 0 || count == 0) return CUBLAS_STATUS_SUCCESS;
  CUPORT_CUBLAS_CHECK(A && B && C);
  auto* f = gemm_function<T>();
  if (!f) return missing();
  wait_for(handle->stream);
  for (int i = 0; i < count; ++i) {
    gemm_run<T>(f, transa, transb, m, n, k, alpha, A[i], lda, B[i], ldb, beta, C[i], ldc);
  }
  return CUBLAS_STATUS_SUCCESS;
}

template <class T>
inline cublasStatus_t gemm_strided(cublasHandle_t handle, cublasOperation_t transa,
                                   cublasOperation_t transb, int m, int n, int k, const T* alpha,
                                   const T* A, int lda, long long strideA, const T* B, int ldb,
                                   long long strideB, const T* beta, T* C, int ldc,
                                   long long strideC, int count) {
  cublasStatus_t status = gemm_check(handle, transa, transb, m, n, k, alpha, lda, ldb, beta, ldc);
  if (status != CUBLAS_STATUS_SUCCESS) return status;
  CUPORT_CUBLAS_CHECK(count >= 0);
  if (m == 0 || n == 0 || count == 0) return CUBLAS_STATUS_SUCCESS;
  auto* f = gemm_function<T>();
  if (!f) return missing();
  wait_for(handle->stream);
  for (int i = 0; i < count; ++i) {
    gemm_run<T>(f, transa, transb, m, n, k, alpha, A + i * strideA, lda, B + i * strideB, ldb,
                beta, C + i * strideC, ldc);
  }
  return CUBLAS_STATUS_SUCCESS;
}

}  // namespace cuport::cublas

#define CUPORT_CUBLAS_LEVEL3(P, T)                                                              \
  inline cublasStatus_t cublas##P##gemm_v2(                                                     \
      cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n,   \
      int k, const T* alpha, const T* A, int lda, const T* B, int ldb, const T* beta, T* C,     \
      int ldc) {                                                                                \
    return cuport::cublas::gemm<T>(handle, transa, transb, m, n, k, alpha, A, lda, B, ldb,      \
                                   beta, C, ldc);                                               \
  }                                                                                             \
  inline cublasStatus_t cublas##P##symm_v2(                                                     \
      cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n,        \
      const T* alpha, const T* A, int lda, const T* B, int ldb, const T* beta, T* C, int ldc) { \
    return cuport::cublas::symm<T, false>(handle, side, uplo, m, n, alpha, A, lda, B, ldb,      \
                                          beta, C, ldc);                                        \
  }                                                                                             \
  inline cublasStatus_t cublas##P##syrk_v2(                                                     \
      cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k,      \
      const T* alpha, const T* A, int lda, const T* beta, T* C, int ldc) {                      \
    return cuport::cublas::syrk<T, T, false>(handle, uplo, trans, n, k, alpha, A, lda, beta, C, \
                                             ldc);                                              \
  }                                                                                             \
  inline cublasStatus_t cublas##P##syr2k_v2(                                                    \
      cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k,      \
      const T* alpha, const T* A, int lda, const T* B, int ldb, const T* beta, T* C, int ldc) { \
    return cuport::cublas::syr2k<T, T, false>(handle, uplo, trans, n, k, alpha, A, lda, B, ldb, \
                                              beta, C, ldc);                                    \
  }                                                                                             \
  inline cublasStatus_t cublas##P##trsm_v2(                                                     \
      cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,                      \
      cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const T* alpha, const T* A, \
      int lda, T* B, int ldb) {                                                                 \
    return cuport::cublas::trsm<T>(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B,     \
                                   ldb);                                                        \
  }                                                                                             \
  inline cublasStatus_t cublas##P##trmm_v2(                                                     \
      cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,                      \
      cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const T* alpha, const T* A, \
      int lda, const T* B, int ldb, T* C, int ldc) {                                            \
    return cuport::cublas::trmm<T>(handle, side, uplo, trans, diag, m, n, alpha, A, lda, B,     \
                                   ldb, C, ldc);                                                \
  }                                                                                             \
  inline cublasStatus_t cublas##P##gemmBatched(                                                 \
      cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n,   \
      int k, const T* alpha, const T* const Aarray[], int lda, const T* const Barray[], int ldb, \
      const T* beta, T* const Carray[], int ldc, int batchCount) {                              \
    return cuport::cublas::gemm_batched<T>(handle, transa, transb, m, n, k, alpha, Aarray, lda, \
                                           Barray, ldb, beta, Carray, ldc, batchCount);         \
  }                                                                                             \
  inline cublasStatus_t cublas##P##gemmStridedBatched(                                          \
      cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n,   \
      int k, const T* alpha, const T* A, int lda, long long int strideA, const T* B, int ldb,   \
      long long int strideB, const T* beta, T* C, int ldc, long long int strideC,               \
      int batchCount) {                                                                         \
    return cuport::cublas::gemm_strided<T>(handle, transa, transb, m, n, k, alpha, A, lda,      \
                                           strideA, B, ldb, strideB, beta, C, ldc, strideC,     \
                                           batchCount);                                         \
  }
CUPORT_CUBLAS_SDCZ(CUPORT_CUBLAS_LEVEL3)
#undef CUPORT_CUBLAS_LEVEL3

#define CUPORT_CUBLAS_LEVEL3_HERMITIAN(P, T)                                                    \
  inline cublasStatus_t cublas##P##hemm_v2(                                                     \
      cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n,        \
      const T* alpha, const T* A, int lda, const T* B, int ldb, const T* beta, T* C, int ldc) { \
    return cuport::cublas::symm<T, true>(handle, side, uplo, m, n, alpha, A, lda, B, ldb, beta, \
                                         C, ldc);                                               \
  }                                                                                             \
  inline cublasStatus_t cublas##P##herk_v2(                                                     \
      cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k,      \
      const cuport::cublas::Real<T>* alpha, const T* A, int lda,                                \
      const cuport::cublas::Real<T>* beta, T* C, int ldc) {                                     \
    return cuport::cublas::syrk<T, cuport::cublas::Real<T>, true>(handle, uplo, trans, n, k,    \
                                                                  alpha, A, lda, beta, C, ldc); \
  }                                                                                             \
  inline cublasStatus_t cublas##P##her2k_v2(                                                    \
      cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k,      \
      const T* alpha, const T* A, int lda, const T* B, int ldb,                                 \
      const cuport::cublas::Real<T>* beta, T* C, int ldc) {                                     \
    return cuport::cublas::syr2k<T, cuport::cublas::Real<T>, true>(                             \
        handle, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);                        \
  }
CUPORT_CUBLAS_CZ(CUPORT_CUBLAS_LEVEL3_HERMITIAN)
#undef CUPORT_CUBLAS_LEVEL3_HERMITIAN
