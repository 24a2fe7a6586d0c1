// cuport portable runtime, CPU backend: cuBLAS's BLAS-like extensions: geam, dgmm, the *Ex gemms
// for the types a CPU BLAS has, and the batched LU routines (getrf/getrs/getri/matinvBatched,
// through OpenBLAS's LAPACK). geam and dgmm are element-wise, so a loop over the elements is the
// whole algorithm; everything with a product goes through the BLAS.
#pragma once

#include <vector>

#include "cpu_cublas_level3.h"

namespace cuport::cublas {

template <class T>
inline T conj_if(T value, bool conjugate) {
  if constexpr (is_complex<T>) {
    if (conjugate) value.y = -value.y;
  }
  return value;
}
template <class T>
inline T multiply(T a, T b) {
  if constexpr (is_complex<T>) {
    return T{a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x};
  } else {
    return a * b;
  }
}
template <class T>
inline T add(T a, T b) {
  if constexpr (is_complex<T>) {
    return T{a.x + b.x, a.y + b.y};
  } else {
    return a + b;
  }
}
template <class T>
inline bool is_zero(T a) {
  if constexpr (is_complex<T>) {
    return a.x == 0 && a.y == 0;
  } else {
    return a == 0;
  }
}

// op(M)(i, j) of a column-major M with leading dimension ld.
template <class T>
inline T element(const T* M, int ld, blas::Transpose op, int i, int j) {
  if (op == blas::kNoTrans) return M[i + static_cast<std::size_t>(j) * ld];
  return conj_if(M[j + static_cast<std::size_t>(i) * ld], op == blas::kConjTrans);
}

// C = alpha op(A) + beta op(B). In place (C == A or C == B) needs that operand untransposed with
// C's leading dimension, as cuBLAS documents. A zero scalar's matrix is not read (it may be null).
template <class T>
inline cublasStatus_t geam(cublasHandle_t handle, cublasOperation_t transa,
                           cublasOperation_t transb, int m, int n, const T* alpha, const T* A,
                           int lda, const T* beta, const T* B, int ldb, T* C, int ldc) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Transpose ta, tb;
  CUPORT_CUBLAS_CHECK(to_blas(transa, ta) && to_blas(transb, tb));
  CUPORT_CUBLAS_CHECK(m >= 0 && n >= 0 && alpha && beta);
  CUPORT_CUBLAS_CHECK(lda >= at_least_one(ta == blas::kNoTrans ? m : n));
  CUPORT_CUBLAS_CHECK(ldb >= at_least_one(tb == blas::kNoTrans ? m : n));
  CUPORT_CUBLAS_CHECK(ldc >= at_least_one(m));
  CUPORT_CUBLAS_CHECK(A != C || (ta == blas::kNoTrans && lda == ldc));
  CUPORT_CUBLAS_CHECK(B != C || (tb == blas::kNoTrans && ldb == ldc));
  if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;
  wait_for(handle->stream);
  const T a = *alpha, b = *beta;
  const bool use_a = !is_zero(a), use_b = !is_zero(b);
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < m; ++i) {
      T value{};
      if (use_a) value = multiply(a, element(A, lda, ta, i, j));
      if (use_b) value = add(value, multiply(b, element(B, ldb, tb, i, j)));
      C[i + static_cast<std::size_t>(j) * ldc] = value;
    }
  }
  return CUBLAS_STATUS_SUCCESS;
}

// C = A diag(x) (right) or diag(x) A (left). A negative incx reads x from its end, as BLAS does.
template <class T>
inline cublasStatus_t dgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n,
                           const T* A, int lda, const T* x, int incx, T* C, int ldc) {
  CUPORT_CUBLAS_HANDLE(handle);
  blas::Side side;
  CUPORT_CUBLAS_CHECK(to_blas(mode, side));
  CUPORT_CUBLAS_CHECK(m >= 0 && n >= 0 && lda >= at_least_one(m) && ldc >= at_least_one(m));
  CUPORT_CUBLAS_CHECK(A != C || lda == ldc);
  if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;
  wait_for(handle->stream);
  const int count = side == blas::kLeft ? m : n;
  const long long first = incx < 0 ? static_cast<long long>(count - 1) * -incx : 0;
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < m; ++i) {
      const T d = x[first + static_cast<long long>(side == blas::kLeft ? i : j) * incx];
      C[i + static_cast<std::size_t>(j) * ldc] =
          multiply(A[i + static_cast<std::size_t>(j) * lda], d);
    }
  }
  return CUBLAS_STATUS_SUCCESS;
}

// The *Ex gemms run when all three matrices have one of the BLAS's types and the compute type
// computes in that precision (the fast and pedantic variants included: a CPU BLAS has only
// the full-precision product). Other combinations (half, bfloat16, int8, mixed) are refused with
// CUBLAS_STATUS_NOT_SUPPORTED and a line on stderr, never computed in another precision.
inline bool ex_type(cudaDataType a, cudaDataType b, cudaDataType c, cublasComputeType_t compute,
                    const char* function) {
  const bool same = a == b && b == c;
  const bool single = compute == CUBLAS_COMPUTE_32F || compute == CUBLAS_COMPUTE_32F_PEDANTIC ||
                      compute == CUBLAS_COMPUTE_32F_FAST_16F ||
                      compute == CUBLAS_COMPUTE_32F_FAST_16BF ||
                      compute == CUBLAS_COMPUTE_32F_FAST_TF32 ||
                      compute == CUBLAS_COMPUTE_32F_EMULATED_16BFX9;
  const bool dual = compute == CUBLAS_COMPUTE_64F || compute == CUBLAS_COMPUTE_64F_PEDANTIC ||
                    compute == CUBLAS_COMPUTE_64F_EMULATED_FIXEDPOINT;
  if (same && (((a == CUDA_R_32F || a == CUDA_C_32F) && single) ||
               ((a == CUDA_R_64F || a == CUDA_C_64F) && dual))) {
    return true;
  }
  std::fprintf(stderr,
               "cuport: %s: data types (%d, %d, %d) with compute type %d are not supported on "
               "the CPU backend (only float, double, cuComplex and cuDoubleComplex, all three "
               "the same, with the compute type of their precision)\n",
               function, static_cast<int>(a), static_cast<int>(b), static_cast<int>(c),
               static_cast<int>(compute));
  return false;
}

// Calls body with a null pointer of the element type that cudaDataType type names.
template <class Body>
inline cublasStatus_t with_type(cudaDataType type, Body body) {
  switch (type) {
    case CUDA_R_32F: return body(static_cast<float*>(nullptr));
    case CUDA_R_64F: return body(static_cast<double*>(nullptr));
    case CUDA_C_32F: return body(static_cast<cuComplex*>(nullptr));
    default: return body(static_cast<cuDoubleComplex*>(nullptr));
  }
}

// ---------------------------------------------------------------------------------------------
// Batched LU. LAPACK's getrf/getrs/getri from the same OpenBLAS; getrfBatched without a pivot
// array factors without pivoting (cuBLAS's documented meaning), which LAPACK has no routine for.

template <class T>
using GetrfFn = void(const int*, const int*, T*, const int*, int*, int*);

template <class T>
inline GetrfFn<T>* getrf_function() {
  return CUPORT_CUBLAS_BLAS(T, GetrfFn<T>, "sgetrf_", "dgetrf_", "cgetrf_", "zgetrf_");
}

template <class T>
inline T divide(T a, T b) {
  if constexpr (is_complex<T>) {
    return cuport::complex::divide<T, Real<T>>(a, b);
  } else {
    return a / b;
  }
}

// LU without pivoting of the n x n column-major A, in place; info as LAPACK's (the first zero
// pivot, 1-based; that column is left unscaled so no infinity is made, as LAPACK's getf2 does).
template <class T>
inline int lu_no_pivot(T* A, int n, int lda) {
  int info = 0;
  auto at = [&](int i, int j) -> T& { return A[i + static_cast<std::size_t>(j) * lda]; };
  for (int k = 0; k < n; ++k) {
    const T pivot = at(k, k);
    if (is_zero(pivot)) {
      if (info == 0) info = k + 1;
      continue;
    }
    for (int i = k + 1; i < n; ++i) at(i, k) = divide(at(i, k), pivot);
    for (int j = k + 1; j < n; ++j) {
      const T factor = at(k, j);
      if (is_zero(factor)) continue;
      for (int i = k + 1; i < n; ++i) {
        const T product = multiply(at(i, k), factor);
        if constexpr (is_complex<T>) {
          at(i, j) = T{at(i, j).x - product.x, at(i, j).y - product.y};
        } else {
          at(i, j) -= product;
        }
      }
    }
  }
  return info;
}

template <class T>
inline cublasStatus_t getrf_batched(cublasHandle_t handle, int n, T* const A[], int lda, int* P,
                                    int* info, int count) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(n >= 0 && lda >= at_least_one(n) && count >= 0);
  if (count == 0) return CUBLAS_STATUS_SUCCESS;
  CUPORT_CUBLAS_CHECK(A && info);
  auto* f = getrf_function<T>();
  if (P && !f) return missing();
  wait_for(handle->stream);
  for (int i = 0; i < count; ++i) {
    if (P) {
      f(&n, &n, A[i], &lda, P + static_cast<std::size_t>(i) * n, &info[i]);
    } else {
      info[i] = lu_no_pivot(A[i], n, lda);
    }
  }
  return CUBLAS_STATUS_SUCCESS;
}

// Solves op(A) X = B with each getrf factorization. info (a host int) is 0, or -j when argument
// j is wrong (cuBLAS's numbering: 1 handle ... 11 batchSize).
template <class T>
inline cublasStatus_t getrs_batched(cublasHandle_t handle, cublasOperation_t trans, int n,
                                    int nrhs, const T* const A[], int lda, const int* pivots,
                                    T* const B[], int ldb, int* info, int count) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(info);
  blas::Transpose t;
  int bad = 0;
  if (!to_blas(trans, t)) bad = 2;
  else if (n < 0) bad = 3;
  else if (nrhs < 0) bad = 4;
  else if (lda < at_least_one(n)) bad = 6;
  else if (ldb < at_least_one(n)) bad = 9;
  else if (count < 0) bad = 11;
  *info = -bad;
  if (bad) return CUBLAS_STATUS_INVALID_VALUE;
  if (n == 0 || nrhs == 0 || count == 0) return CUBLAS_STATUS_SUCCESS;
  CUPORT_CUBLAS_CHECK(A && B);
  using Fn = void(const char*, const int*, const int*, const T*, const int*, const int*, T*,
                  const int*, int*, fortran_length);
  auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "sgetrs_", "dgetrs_", "cgetrs_", "zgetrs_");
  if (!f) return missing();
  wait_for(handle->stream);
  const char op = fortran(t);
  std::vector<int> identity;
  if (!pivots) {  // a factorization without pivoting: no row was exchanged
    identity.resize(n);
    for (int i = 0; i < n; ++i) identity[i] = i + 1;
  }
  for (int i = 0; i < count; ++i) {
    const int* p = pivots ? pivots + static_cast<std::size_t>(i) * n : identity.data();
    int status = 0;
    f(&op, &n, &nrhs, A[i], &lda, p, B[i], &ldb, &status, 1);
  }
  return CUBLAS_STATUS_SUCCESS;
}

// The inverse of each getrf factorization into C (out of place). info[i] is k > 0 when U(k, k)
// is zero (no inverse; C is then left as LAPACK leaves it).
template <class T>
inline cublasStatus_t getri_batched(cublasHandle_t handle, int n, const T* const A[], int lda,
                                    const int* pivots, T* const C[], int ldc, int* info,
                                    int count) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(n >= 0 && lda >= at_least_one(n) && ldc >= at_least_one(n) && count >= 0);
  if (count == 0) return CUBLAS_STATUS_SUCCESS;
  CUPORT_CUBLAS_CHECK(A && C && info);
  using Fn = void(const int*, T*, const int*, const int*, T*, const int*, int*);
  auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "sgetri_", "dgetri_", "cgetri_", "zgetri_");
  if (!f) return missing();
  wait_for(handle->stream);
  std::vector<int> identity(n);
  for (int i = 0; i < n; ++i) identity[i] = i + 1;
  const int lwork = at_least_one(n * 64);
  std::vector<T> work(lwork);
  for (int b = 0; b < count; ++b) {
    for (int j = 0; j < n; ++j) {
      std::memmove(C[b] + static_cast<std::size_t>(j) * ldc,
                   A[b] + static_cast<std::size_t>(j) * lda, sizeof(T) * n);
    }
    const int* p = pivots ? pivots + static_cast<std::size_t>(b) * n : identity.data();
    if (n == 0) {
      info[b] = 0;
      continue;
    }
    f(&n, C[b], &ldc, p, work.data(), &lwork, &info[b]);
  }
  return CUBLAS_STATUS_SUCCESS;
}

// The inverse of each A (n <= 32, as cuBLAS requires): LU with pivoting of a copy, then getri.
template <class T>
inline cublasStatus_t matinv_batched(cublasHandle_t handle, int n, const T* const A[], int lda,
                                     T* const Ainv[], int lda_inv, int* info, int count) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(n >= 0 && n <= 32 && lda >= at_least_one(n));
  CUPORT_CUBLAS_CHECK(lda_inv >= at_least_one(n) && count >= 0);
  if (count == 0) return CUBLAS_STATUS_SUCCESS;
  CUPORT_CUBLAS_CHECK(A && Ainv && info);
  auto* getrf = getrf_function<T>();
  using Fn = void(const int*, T*, const int*, const int*, T*, const int*, int*);
  auto* getri = CUPORT_CUBLAS_BLAS(T, Fn, "sgetri_", "dgetri_", "cgetri_", "zgetri_");
  if (!getrf || !getri) return missing();
  wait_for(handle->stream);
  std::vector<T> lu(static_cast<std::size_t>(n) * n);
  std::vector<int> pivots(n);
  const int lwork = at_least_one(n * 64);
  std::vector<T> work(lwork);
  for (int b = 0; b < count; ++b) {
    info[b] = 0;
    if (n == 0) continue;
    for (int j = 0; j < n; ++j) {
      std::memcpy(lu.data() + static_cast<std::size_t>(j) * n,
                  A[b] + static_cast<std::size_t>(j) * lda, sizeof(T) * n);
    }
    getrf(&n, &n, lu.data(), &n, pivots.data(), &info[b]);
    if (info[b] != 0) continue;
    getri(&n, lu.data(), &n, pivots.data(), work.data(), &lwork, &info[b]);
    for (int j = 0; j < n; ++j) {
      std::memcpy(Ainv[b] + static_cast<std::size_t>(j) * lda_inv,
                  lu.data() + static_cast<std::size_t>(j) * n, sizeof(T) * n);
    }
  }
  return CUBLAS_STATUS_SUCCESS;
}

}  // namespace cuport::cublas

#define CUPORT_CUBLAS_EXTENSIONS(L, T)                                                          \
  inline cublasStatus_t cublas##L##geam(cublasHandle_t handle, cublasOperation_t transa,        \
                                        cublasOperation_t transb, int m, int n, const T* alpha, \
                                        const T* A, int lda, const T* beta, const T* B,         \
                                        int ldb, T* C, int ldc) {                               \
    return cuport::cublas::geam<T>(handle, transa, transb, m, n, alpha, A, lda, beta, B, ldb,   \
                                   C, ldc);                                                     \
  }                                                                                             \
  inline cublasStatus_t cublas##L##dgmm(cublasHandle_t handle, cublasSideMode_t mode, int m,    \
                                        int n, const T* A, int lda, const T* x, int incx, T* C, \
                                        int ldc) {                                              \
    return cuport::cublas::dgmm<T>(handle, mode, m, n, A, lda, x, incx, C, ldc);                \
  }                                                                                             \
  inline cublasStatus_t cublas##L##getrfBatched(cublasHandle_t handle, int n, T* const A[],     \
                                                int lda, int* P, int* info, int batchSize) {    \
    return cuport::cublas::getrf_batched<T>(handle, n, A, lda, P, info, batchSize);             \
  }                                                                                             \
  inline cublasStatus_t cublas##L##getrsBatched(                                                \
      cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs, const T* const Aarray[], \
      int lda, const int* devIpiv, T* const Barray[], int ldb, int* info, int batchSize) {      \
    return cuport::cublas::getrs_batched<T>(handle, trans, n, nrhs, Aarray, lda, devIpiv,       \
                                            Barray, ldb, info, batchSize);                      \
  }                                                                                             \
  inline cublasStatus_t cublas##L##getriBatched(cublasHandle_t handle, int n,                   \
                                                const T* const A[], int lda, const int* P,      \
                                                T* const C[], int ldc, int* info,               \
                                                int batchSize) {                                \
    return cuport::cublas::getri_batched<T>(handle, n, A, lda, P, C, ldc, info, batchSize);     \
  }                                                                                             \
  inline cublasStatus_t cublas##L##matinvBatched(cublasHandle_t handle, int n,                  \
                                                 const T* const A[], int lda, T* const Ainv[],  \
                                                 int lda_inv, int* info, int batchSize) {       \
    return cuport::cublas::matinv_batched<T>(handle, n, A, lda, Ainv, lda_inv, info,            \
                                             batchSize);                                        \
  }
CUPORT_CUBLAS_SDCZ(CUPORT_CUBLAS_EXTENSIONS)
#undef CUPORT_CUBLAS_EXTENSIONS

inline cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa,
                                   cublasOperation_t transb, int m, int n, int k,
                                   const void* alpha, const void* A, cudaDataType Atype, int lda,
                                   const void* B, cudaDataType Btype, int ldb, const void* beta,
                                   void* C, cudaDataType Ctype, int ldc,
                                   cublasComputeType_t computeType, cublasGemmAlgo_t algo) {
  (void)algo;
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  if (!ex_type(Atype, Btype, Ctype, computeType, "cublasGemmEx")) {
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  return with_type(Atype, [&](auto* type) {
    using T = std::remove_pointer_t<decltype(type)>;
    return gemm<T>(handle, transa, transb, m, n, k, static_cast<const T*>(alpha),
                   static_cast<const T*>(A), lda, static_cast<const T*>(B), ldb,
                   static_cast<const T*>(beta), static_cast<T*>(C), ldc);
  });
}

inline cublasStatus_t cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
                                          cublasOperation_t transb, int m, int n, int k,
                                          const void* alpha, const void* const Aarray[],
                                          cudaDataType Atype, int lda,
                                          const void* const Barray[], cudaDataType Btype, int ldb,
                                          const void* beta, void* const Carray[],
                                          cudaDataType Ctype, int ldc, int batchCount,
                                          cublasComputeType_t computeType,
                                          cublasGemmAlgo_t algo) {
  (void)algo;
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  if (!ex_type(Atype, Btype, Ctype, computeType, "cublasGemmBatchedEx")) {
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  return with_type(Atype, [&](auto* type) {
    using T = std::remove_pointer_t<decltype(type)>;
    return gemm_batched<T>(handle, transa, transb, m, n, k, static_cast<const T*>(alpha),
                           reinterpret_cast<const T* const*>(Aarray), lda,
                           reinterpret_cast<const T* const*>(Barray), ldb,
                           static_cast<const T*>(beta), reinterpret_cast<T* const*>(Carray), ldc,
                           batchCount);
  });
}

inline cublasStatus_t cublasGemmStridedBatchedEx(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,
    const void* alpha, const void* A, cudaDataType Atype, int lda, long long int strideA,
    const void* B, cudaDataType Btype, int ldb, long long int strideB, const void* beta, void* C,
    cudaDataType Ctype, int ldc, long long int strideC, int batchCount,
    cublasComputeType_t computeType, cublasGemmAlgo_t algo) {
  (void)algo;
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  if (!ex_type(Atype, Btype, Ctype, computeType, "cublasGemmStridedBatchedEx")) {
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  return with_type(Atype, [&](auto* type) {
    using T = std::remove_pointer_t<decltype(type)>;
    return gemm_strided<T>(handle, transa, transb, m, n, k, static_cast<const T*>(alpha),
                           static_cast<const T*>(A), lda, strideA, static_cast<const T*>(B), ldb,
                           strideB, static_cast<const T*>(beta), static_cast<T*>(C), ldc, strideC,
                           batchCount);
  });
}

// The compute type cuBLAS's deprecated cudaDataType compute arguments mean: the precision of the
// data type, pedantic when the handle's math mode is.
inline cublasStatus_t cublasMigrateComputeType(cublasHandle_t handle, cudaDataType_t dataType,
                                               cublasComputeType_t* computeType) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(computeType);
  const bool pedantic = (handle->math_mode & 0x3) == CUBLAS_PEDANTIC_MATH;
  switch (dataType) {
    case CUDA_R_32F:
    case CUDA_C_32F:
      *computeType = pedantic ? CUBLAS_COMPUTE_32F_PEDANTIC : CUBLAS_COMPUTE_32F;
      return CUBLAS_STATUS_SUCCESS;
    case CUDA_R_64F:
    case CUDA_C_64F:
      *computeType = pedantic ? CUBLAS_COMPUTE_64F_PEDANTIC : CUBLAS_COMPUTE_64F;
      return CUBLAS_STATUS_SUCCESS;
    case CUDA_R_16F:
      *computeType = pedantic ? CUBLAS_COMPUTE_16F_PEDANTIC : CUBLAS_COMPUTE_16F;
      return CUBLAS_STATUS_SUCCESS;
    case CUDA_R_32I:
      *computeType = pedantic ? CUBLAS_COMPUTE_32I_PEDANTIC : CUBLAS_COMPUTE_32I;
      return CUBLAS_STATUS_SUCCESS;
    default:
      return CUBLAS_STATUS_NOT_SUPPORTED;
  }
}

// SgemmEx and CgemmEx: float (cuComplex) data only here; half, bfloat16 and int8 inputs are
// refused, as by the *Ex gemms above.
inline cublasStatus_t cublasSgemmEx(cublasHandle_t handle, cublasOperation_t transa,
                                    cublasOperation_t transb, int m, int n, int k,
                                    const float* alpha, const void* A, cudaDataType Atype,
                                    int lda, const void* B, cudaDataType Btype, int ldb,
                                    const float* beta, void* C, cudaDataType Ctype, int ldc) {
  CUPORT_CUBLAS_HANDLE(handle);
  if (Atype != CUDA_R_32F || !cuport::cublas::ex_type(Atype, Btype, Ctype, CUBLAS_COMPUTE_32F,
                                                      "cublasSgemmEx")) {
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  return cuport::cublas::gemm<float>(handle, transa, transb, m, n, k, alpha,
                                     static_cast<const float*>(A), lda,
                                     static_cast<const float*>(B), ldb, beta,
                                     static_cast<float*>(C), ldc);
}

inline cublasStatus_t cublasCgemmEx(cublasHandle_t handle, cublasOperation_t transa,
                                    cublasOperation_t transb, int m, int n, int k,
                                    const cuComplex* alpha, const void* A, cudaDataType Atype,
                                    int lda, const void* B, cudaDataType Btype, int ldb,
                                    const cuComplex* beta, void* C, cudaDataType Ctype, int ldc) {
  CUPORT_CUBLAS_HANDLE(handle);
  if (Atype != CUDA_C_32F || !cuport::cublas::ex_type(Atype, Btype, Ctype, CUBLAS_COMPUTE_32F,
                                                      "cublasCgemmEx")) {
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  return cuport::cublas::gemm<cuComplex>(handle, transa, transb, m, n, k, alpha,
                                         static_cast<const cuComplex*>(A), lda,
                                         static_cast<const cuComplex*>(B), ldb, beta,
                                         static_cast<cuComplex*>(C), ldc);
}
