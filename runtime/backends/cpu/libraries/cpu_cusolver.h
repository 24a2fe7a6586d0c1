// cuport portable runtime, CPU backend: cuSOLVER's dense API (cusolverDn.h), basics.
//
// The handle and stream, and getrf/getrs, potrf/potrs, geqrf/ormqr (unmqr), gesvd with their
// _bufferSize queries in S/D/C/Z, on LAPACK from the OpenBLAS cuBLAS uses (cpu_openblas.h; its
// Fortran symbols). LAPACK's work arrays are allocated here: the caller's workspace (sized by the
// _bufferSize query, as cuSOLVER asks) is accepted and not needed. devInfo is written as
// cuSOLVER documents it (0, or the LAPACK info > 0: a zero pivot, a minor not positive definite,
// superdiagonals that did not converge); invalid sizes return CUSOLVER_STATUS_INVALID_VALUE and
// leave devInfo alone. getrf without a pivot array factors without pivoting, as cuSOLVER does.
// A call runs in its handle's stream order and returns when done.
#pragma once

#include <algorithm>
#include <complex>
#include <cstddef>
#include <mutex>
#include <set>
#include <vector>

#include "cpu_openblas.h"

#define CUSOLVER_COMMON_H_  // helper_cuda.h tests it to define its cuSOLVER error names
#define CUSOLVERAPI
#define CUSOLVER_VER_MAJOR 12
#define CUSOLVER_VER_MINOR 4
#define CUSOLVER_VER_PATCH 1
#define CUSOLVER_VER_BUILD 2
#define CUSOLVER_VERSION \
  (CUSOLVER_VER_MAJOR * 1000 + CUSOLVER_VER_MINOR * 100 + CUSOLVER_VER_PATCH)

typedef int cusolver_int_t;

typedef enum {
  CUSOLVER_STATUS_SUCCESS = 0,
  CUSOLVER_STATUS_NOT_INITIALIZED = 1,
  CUSOLVER_STATUS_ALLOC_FAILED = 2,
  CUSOLVER_STATUS_INVALID_VALUE = 3,
  CUSOLVER_STATUS_ARCH_MISMATCH = 4,
  CUSOLVER_STATUS_MAPPING_ERROR = 5,
  CUSOLVER_STATUS_EXECUTION_FAILED = 6,
  CUSOLVER_STATUS_INTERNAL_ERROR = 7,
  CUSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
  CUSOLVER_STATUS_NOT_SUPPORTED = 9,
  CUSOLVER_STATUS_ZERO_PIVOT = 10,
  CUSOLVER_STATUS_INVALID_LICENSE = 11,
  CUSOLVER_STATUS_IRS_PARAMS_NOT_INITIALIZED = 12,
  CUSOLVER_STATUS_IRS_PARAMS_INVALID = 13,
  CUSOLVER_STATUS_IRS_PARAMS_INVALID_PREC = 14,
  CUSOLVER_STATUS_IRS_PARAMS_INVALID_REFINE = 15,
  CUSOLVER_STATUS_IRS_PARAMS_INVALID_MAXITER = 16,
  CUSOLVER_STATUS_IRS_INTERNAL_ERROR = 20,
  CUSOLVER_STATUS_IRS_NOT_SUPPORTED = 21,
  CUSOLVER_STATUS_IRS_OUT_OF_RANGE = 22,
  CUSOLVER_STATUS_IRS_NRHS_NOT_SUPPORTED_FOR_REFINE_GMRES = 23,
  CUSOLVER_STATUS_IRS_INFOS_NOT_INITIALIZED = 25,
  CUSOLVER_STATUS_IRS_INFOS_NOT_DESTROYED = 26,
  CUSOLVER_STATUS_IRS_MATRIX_SINGULAR = 30,
  CUSOLVER_STATUS_INVALID_WORKSPACE = 31
} cusolverStatus_t;

struct cusolverDnContext {
  cuportStream_t stream = nullptr;
};
typedef struct cusolverDnContext* cusolverDnHandle_t;

namespace cuport::solver {

struct Handles {
  std::mutex mutex;
  std::set<const void*> live;
  static Handles& instance() {
    static Handles handles;
    return handles;
  }
  bool contains(const void* handle) {
    std::lock_guard<std::mutex> lock(mutex);
    return live.count(handle) != 0;
  }
};

// LAPACK's types and routine names per element type. Complex values are CUDA's float2/double2,
// laid out as LAPACK's complex (real, imaginary).
template <class T>
struct Lapack;
#define CUPORT_CUSOLVER_LAPACK(T, Real, p, ormqr)                                    \
  template <>                                                                        \
  struct Lapack<T> {                                                                 \
    using real = Real;                                                               \
    static constexpr bool is_complex = sizeof(T) == 2 * sizeof(Real);                \
    static constexpr const char* getrf = #p "getrf_";                                \
    static constexpr const char* getrs = #p "getrs_";                                \
    static constexpr const char* potrf = #p "potrf_";                                \
    static constexpr const char* potrs = #p "potrs_";                                \
    static constexpr const char* geqrf = #p "geqrf_";                                \
    static constexpr const char* ormqr_name = #p #ormqr "_";                         \
    static constexpr const char* gesvd = #p "gesvd_";                                \
  };
CUPORT_CUSOLVER_LAPACK(float, float, s, ormqr)
CUPORT_CUSOLVER_LAPACK(double, double, d, ormqr)
CUPORT_CUSOLVER_LAPACK(cuComplex, float, c, unmqr)
CUPORT_CUSOLVER_LAPACK(cuDoubleComplex, double, z, unmqr)
#undef CUPORT_CUSOLVER_LAPACK

// Fortran LAPACK signatures (every argument by address; a hidden length per character argument).
template <class T>
using getrf_fn = void(const int*, const int*, T*, const int*, int*, int*);
template <class T>
using getrs_fn = void(const char*, const int*, const int*, const T*, const int*, const int*, T*,
                      const int*, int*, std::size_t);
template <class T>
using potrf_fn = void(const char*, const int*, T*, const int*, int*, std::size_t);
template <class T>
using potrs_fn = void(const char*, const int*, const int*, const T*, const int*, T*, const int*,
                      int*, std::size_t);
template <class T>
using geqrf_fn = void(const int*, const int*, T*, const int*, T*, T*, const int*, int*);
template <class T>
using ormqr_fn = void(const char*, const char*, const int*, const int*, const int*, const T*,
                      const int*, const T*, T*, const int*, T*, const int*, int*, std::size_t,
                      std::size_t);
template <class T, class R>
using gesvd_real_fn = void(const char*, const char*, const int*, const int*, T*, const int*, R*,
                           T*, const int*, T*, const int*, T*, const int*, int*, std::size_t,
                           std::size_t);
template <class T, class R>
using gesvd_complex_fn = void(const char*, const char*, const int*, const int*, T*, const int*,
                              R*, T*, const int*, T*, const int*, T*, const int*, R*, int*,
                              std::size_t, std::size_t);

// The LAPACK routine name of type fn for T (looked up once per instantiation), or null.
#define CUPORT_LAPACK(T, fn, field) CUPORT_BLAS_FUNCTION(fn, ::cuport::solver::Lapack<T>::field)

inline cusolverStatus_t missing(const char* function) {
  std::fprintf(stderr, "cuport: %s: the LAPACK routine it needs is missing (see above)\n",
               function);
  return CUSOLVER_STATUS_NOT_SUPPORTED;
}

// Runs task (which returns a status) in the handle's stream order; returns when it is done.
template <class Task>
cusolverStatus_t run_in_stream(cusolverDnHandle_t handle, Task task) {
  cusolverStatus_t status = CUSOLVER_STATUS_SUCCESS;
  const cuportError_t error =
      cuport::cpu::enqueue_and_wait(handle->stream, [&] { status = task(); });
  return error == cuportSuccess ? status : CUSOLVER_STATUS_EXECUTION_FAILED;
}

inline cusolverStatus_t check_handle(cusolverDnHandle_t handle) {
  return Handles::instance().contains(handle) ? CUSOLVER_STATUS_SUCCESS
                                              : CUSOLVER_STATUS_NOT_INITIALIZED;
}

inline char fill_char(cublasFillMode_t uplo) { return uplo == CUBLAS_FILL_MODE_UPPER ? 'U' : 'L'; }
inline bool valid_fill(cublasFillMode_t uplo) {
  return uplo == CUBLAS_FILL_MODE_LOWER || uplo == CUBLAS_FILL_MODE_UPPER;
}
inline char op_char(cublasOperation_t op) {
  return op == CUBLAS_OP_N ? 'N' : op == CUBLAS_OP_T ? 'T' : 'C';
}
inline bool valid_op(cublasOperation_t op) {
  return op == CUBLAS_OP_N || op == CUBLAS_OP_T || op == CUBLAS_OP_C;
}

template <class T>
std::complex<typename Lapack<T>::real> as_complex(T v) {
  if constexpr (Lapack<T>::is_complex) {
    return {v.x, v.y};
  } else {
    return {v, 0};
  }
}
template <class T>
T from_complex(std::complex<typename Lapack<T>::real> v) {
  if constexpr (Lapack<T>::is_complex) {
    return T{v.real(), v.imag()};
  } else {
    return v.real();
  }
}

// LU without pivoting (getrf with a null pivot array); info: the first zero pivot, 1-based.
template <class T>
int lu_without_pivoting(int m, int n, T* a, int lda) {
  int info = 0;
  auto at = [&](int i, int j) -> T& { return a[i + static_cast<std::size_t>(j) * lda]; };
  for (int k = 0; k < std::min(m, n); ++k) {
    const auto pivot = as_complex(at(k, k));
    if (pivot == decltype(pivot){}) {
      if (info == 0) info = k + 1;
      continue;
    }
    for (int i = k + 1; i < m; ++i) at(i, k) = from_complex<T>(as_complex(at(i, k)) / pivot);
    for (int j = k + 1; j < n; ++j) {
      const auto u = as_complex(at(k, j));
      for (int i = k + 1; i < m; ++i) {
        at(i, j) = from_complex<T>(as_complex(at(i, j)) - as_complex(at(i, k)) * u);
      }
    }
  }
  return info;
}

// LAPACK's optimal work size from a query's work[0].
template <class T>
int work_size(T query) {
  return std::max(1, static_cast<int>(as_complex(query).real()));
}

template <class T>
cusolverStatus_t getrf(const char* function, cusolverDnHandle_t handle, int m, int n, T* a,
                       int lda, int* ipiv, int* info) {
  if (auto status = check_handle(handle)) return status;
  if (m < 0 || n < 0 || lda < std::max(1, m) || info == nullptr) {
    return CUSOLVER_STATUS_INVALID_VALUE;
  }
  if (m > 0 && n > 0 && a == nullptr) return CUSOLVER_STATUS_INVALID_VALUE;
  return run_in_stream(handle, [=] {
    if (ipiv == nullptr) {
      *info = lu_without_pivoting(m, n, a, lda);
      return CUSOLVER_STATUS_SUCCESS;
    }
    auto* lapack = CUPORT_LAPACK(T, getrf_fn<T>, getrf);
    if (lapack == nullptr) return missing(function);
    lapack(&m, &n, a, &lda, ipiv, info);
    return CUSOLVER_STATUS_SUCCESS;
  });
}

template <class T>
cusolverStatus_t getrs(const char* function, cusolverDnHandle_t handle, cublasOperation_t trans,
                       int n, int nrhs, const T* a, int lda, const int* ipiv, T* b, int ldb,
                       int* info) {
  if (auto status = check_handle(handle)) return status;
  if (!valid_op(trans) || n < 0 || nrhs < 0 || lda < std::max(1, n) || ldb < std::max(1, n) ||
      info == nullptr) {
    return CUSOLVER_STATUS_INVALID_VALUE;
  }
  if (n > 0 && (a == nullptr || b == nullptr || ipiv == nullptr)) {
    return CUSOLVER_STATUS_INVALID_VALUE;
  }
  return run_in_stream(handle, [=] {
    auto* lapack = CUPORT_LAPACK(T, getrs_fn<T>, getrs);
    if (lapack == nullptr) return missing(function);
    const char t = op_char(trans);
    lapack(&t, &n, &nrhs, a, &lda, ipiv, b, &ldb, info, 1);
    return CUSOLVER_STATUS_SUCCESS;
  });
}

template <class T>
cusolverStatus_t potrf(const char* function, cusolverDnHandle_t handle, cublasFillMode_t uplo,
                       int n, T* a, int lda, int* info) {
  if (auto status = check_handle(handle)) return status;
  if (!valid_fill(uplo) || n < 0 || lda < std::max(1, n) || info == nullptr) {
    return CUSOLVER_STATUS_INVALID_VALUE;
  }
  if (n > 0 && a == nullptr) return CUSOLVER_STATUS_INVALID_VALUE;
  return run_in_stream(handle, [=] {
    auto* lapack = CUPORT_LAPACK(T, potrf_fn<T>, potrf);
    if (lapack == nullptr) return missing(function);
    const char u = fill_char(uplo);
    lapack(&u, &n, a, &lda, info, 1);
    return CUSOLVER_STATUS_SUCCESS;
  });
}

template <class T>
cusolverStatus_t potrs(const char* function, cusolverDnHandle_t handle, cublasFillMode_t uplo,
                       int n, int nrhs, const T* a, int lda, T* b, int ldb, int* info) {
  if (auto status = check_handle(handle)) return status;
  if (!valid_fill(uplo) || n < 0 || nrhs < 0 || lda < std::max(1, n) || ldb < std::max(1, n) ||
      info == nullptr) {
    return CUSOLVER_STATUS_INVALID_VALUE;
  }
  if (n > 0 && (a == nullptr || b == nullptr)) return CUSOLVER_STATUS_INVALID_VALUE;
  return run_in_stream(handle, [=] {
    auto* lapack = CUPORT_LAPACK(T, potrs_fn<T>, potrs);
    if (lapack == nullptr) return missing(function);
    const char u = fill_char(uplo);
    lapack(&u, &n, &nrhs, a, &lda, b, &ldb, info, 1);
    return CUSOLVER_STATUS_SUCCESS;
  });
}

// geqrf: with lwork == -1, only the work size (a LAPACK query); a may be anything then.
template <class T>
cusolverStatus_t geqrf(const char* function, cusolverDnHandle_t handle, int m, int n, T* a,
                       int lda, T* tau, int* lwork_out, int* info) {
  if (auto status = check_handle(handle)) return status;
  if (m < 0 || n < 0 || lda < std::max(1, m)) return CUSOLVER_STATUS_INVALID_VALUE;
  const bool query = lwork_out != nullptr;
  if (!query && (info == nullptr || (m > 0 && n > 0 && (a == nullptr || tau == nullptr)))) {
    return CUSOLVER_STATUS_INVALID_VALUE;
  }
  auto* lapack = CUPORT_LAPACK(T, geqrf_fn<T>, geqrf);
  if (lapack == nullptr) return missing(function);
  T size_query{};
  int minus_one = -1, query_info = 0;
  lapack(&m, &n, nullptr, &lda, nullptr, &size_query, &minus_one, &query_info);
  if (query) {
    *lwork_out = work_size(size_query);
    return CUSOLVER_STATUS_SUCCESS;
  }
  return run_in_stream(handle, [=] {
    int lwork = work_size(size_query);
    std::vector<T> work(lwork);
    lapack(&m, &n, a, &lda, tau, work.data(), &lwork, info);
    return CUSOLVER_STATUS_SUCCESS;
  });
}

template <class T>
cusolverStatus_t ormqr(const char* function, cusolverDnHandle_t handle, cublasSideMode_t side,
                       cublasOperation_t trans, int m, int n, int k, const T* a, int lda,
                       const T* tau, T* c, int ldc, int* lwork_out, int* info) {
  if (auto status = check_handle(handle)) return status;
  const bool left = side == CUBLAS_SIDE_LEFT;
  const int nq = left ? m : n;  // order of Q
  // Real types take N or T, complex ones N or C (LAPACK's ormqr and unmqr).
  const bool op_ok = trans == CUBLAS_OP_N ||
                     trans == (Lapack<T>::is_complex ? CUBLAS_OP_C : CUBLAS_OP_T);
  if ((!left && side != CUBLAS_SIDE_RIGHT) || !op_ok || m < 0 || n < 0 || k < 0 || k > nq ||
      lda < std::max(1, nq) || ldc < std::max(1, m)) {
    return CUSOLVER_STATUS_INVALID_VALUE;
  }
  const bool query = lwork_out != nullptr;
  if (!query && (info == nullptr || (m > 0 && n > 0 && (c == nullptr || a == nullptr)))) {
    return CUSOLVER_STATUS_INVALID_VALUE;
  }
  auto* lapack = CUPORT_LAPACK(T, ormqr_fn<T>, ormqr_name);
  if (lapack == nullptr) return missing(function);
  const char s = left ? 'L' : 'R', t = op_char(trans);
  T size_query{};
  int minus_one = -1, query_info = 0;
  lapack(&s, &t, &m, &n, &k, nullptr, &lda, nullptr, nullptr, &ldc, &size_query, &minus_one,
         &query_info, 1, 1);
  if (query) {
    *lwork_out = work_size(size_query);
    return CUSOLVER_STATUS_SUCCESS;
  }
  return run_in_stream(handle, [=] {
    int lwork = work_size(size_query);
    std::vector<T> work(lwork);
    lapack(&s, &t, &m, &n, &k, a, &lda, tau, c, &ldc, work.data(), &lwork, info, 1, 1);
    return CUSOLVER_STATUS_SUCCESS;
  });
}

inline bool valid_job(signed char job) {
  return job == 'A' || job == 'S' || job == 'O' || job == 'N';
}

// gesvd: cuSOLVER's needs m >= n; rwork (optional) receives the unconverged superdiagonal.
template <class T>
cusolverStatus_t gesvd(const char* function, cusolverDnHandle_t handle, signed char jobu,
                       signed char jobvt, int m, int n, T* a, int lda,
                       typename Lapack<T>::real* s, T* u, int ldu, T* vt, int ldvt,
                       typename Lapack<T>::real* rwork, int* lwork_out, int* info) {
  using R = typename Lapack<T>::real;
  if (auto status = check_handle(handle)) return status;
  const bool query = lwork_out != nullptr;
  if (m < 0 || n < 0 || m < n) return CUSOLVER_STATUS_INVALID_VALUE;
  if (!query) {
    const bool u_full = jobu == 'A', u_some = jobu == 'S', vt_some = jobvt == 'A' || jobvt == 'S';
    if (!valid_job(jobu) || !valid_job(jobvt) || (jobu == 'O' && jobvt == 'O') ||
        lda < std::max(1, m) || info == nullptr || (m > 0 && (a == nullptr || s == nullptr)) ||
        ((u_full || u_some) && (u == nullptr || ldu < std::max(1, m))) ||
        (vt_some && (vt == nullptr || ldvt < std::max(1, n)))) {
      return CUSOLVER_STATUS_INVALID_VALUE;
    }
  }
  const int k = std::min(m, n);
  const char ju = query ? 'A' : static_cast<char>(jobu);
  const char jv = query ? 'A' : static_cast<char>(jobvt);
  int ld_a = std::max(1, query ? m : lda), ld_u = std::max(1, query ? m : ldu);
  int ld_vt = std::max(1, query ? n : ldvt), minus_one = -1, query_info = 0;
  T size_query{};
  std::vector<R> lapack_rwork(Lapack<T>::is_complex ? std::max(1, 5 * k) : 0);
  auto call = [&](T* a_, R* s_, T* u_, T* vt_, T* work, int* lwork, int* info_) {
    if constexpr (Lapack<T>::is_complex) {
      using fn = gesvd_complex_fn<T, R>;
      auto* lapack = CUPORT_LAPACK(T, fn, gesvd);
      if (lapack == nullptr) return false;
      lapack(&ju, &jv, &m, &n, a_, &ld_a, s_, u_, &ld_u, vt_, &ld_vt, work, lwork,
             lapack_rwork.data(), info_, 1, 1);
    } else {
      using fn = gesvd_real_fn<T, R>;
      auto* lapack = CUPORT_LAPACK(T, fn, gesvd);
      if (lapack == nullptr) return false;
      lapack(&ju, &jv, &m, &n, a_, &ld_a, s_, u_, &ld_u, vt_, &ld_vt, work, lwork, info_, 1, 1);
    }
    return true;
  };
  if (!call(nullptr, nullptr, nullptr, nullptr, &size_query, &minus_one, &query_info)) {
    return missing(function);
  }
  if (query) {
    *lwork_out = work_size(size_query);
    return CUSOLVER_STATUS_SUCCESS;
  }
  return run_in_stream(handle, [&] {
    int lwork = work_size(size_query);
    std::vector<T> work(lwork);
    call(a, s, u, vt, work.data(), &lwork, info);
    if (rwork != nullptr && *info > 0) {  // the superdiagonal that did not converge
      for (int i = 0; i + 1 < k; ++i) {
        rwork[i] = Lapack<T>::is_complex ? lapack_rwork[i] : as_complex(work[i + 1]).real();
      }
    }
    return CUSOLVER_STATUS_SUCCESS;
  });
}

}  // namespace cuport::solver

// ---------------------------------------------------------------------------------------------
// Handle, stream, version.

inline cusolverStatus_t cusolverDnCreate(cusolverDnHandle_t* handle) {
  if (handle == nullptr) return CUSOLVER_STATUS_INVALID_VALUE;
  *handle = new cusolverDnContext;
  auto& handles = cuport::solver::Handles::instance();
  std::lock_guard<std::mutex> lock(handles.mutex);
  handles.live.insert(*handle);
  return CUSOLVER_STATUS_SUCCESS;
}

inline cusolverStatus_t cusolverDnDestroy(cusolverDnHandle_t handle) {
  auto& handles = cuport::solver::Handles::instance();
  {
    std::lock_guard<std::mutex> lock(handles.mutex);
    if (handles.live.erase(handle) == 0) return CUSOLVER_STATUS_NOT_INITIALIZED;
  }
  delete handle;
  return CUSOLVER_STATUS_SUCCESS;
}

inline cusolverStatus_t cusolverDnSetStream(cusolverDnHandle_t handle, cuportStream_t stream) {
  if (auto status = cuport::solver::check_handle(handle)) return status;
  handle->stream = stream;
  return CUSOLVER_STATUS_SUCCESS;
}

inline cusolverStatus_t cusolverDnGetStream(cusolverDnHandle_t handle, cuportStream_t* stream) {
  if (auto status = cuport::solver::check_handle(handle)) return status;
  if (stream == nullptr) return CUSOLVER_STATUS_INVALID_VALUE;
  *stream = handle->stream;
  return CUSOLVER_STATUS_SUCCESS;
}

inline cusolverStatus_t cusolverGetVersion(int* version) {
  if (version == nullptr) return CUSOLVER_STATUS_INVALID_VALUE;
  *version = CUSOLVER_VERSION;
  return CUSOLVER_STATUS_SUCCESS;
}

inline cusolverStatus_t cusolverGetProperty(libraryPropertyType type, int* value) {
  if (value == nullptr) return CUSOLVER_STATUS_INVALID_VALUE;
  switch (type) {
    case MAJOR_VERSION: *value = CUSOLVER_VER_MAJOR; return CUSOLVER_STATUS_SUCCESS;
    case MINOR_VERSION: *value = CUSOLVER_VER_MINOR; return CUSOLVER_STATUS_SUCCESS;
    case PATCH_LEVEL: *value = CUSOLVER_VER_PATCH; return CUSOLVER_STATUS_SUCCESS;
  }
  return CUSOLVER_STATUS_INVALID_VALUE;
}

// ---------------------------------------------------------------------------------------------
// The routines, once per type: X(prefix letter, element type, real type, ormqr or unmqr).

#define CUPORT_CUSOLVER_TYPES(X)                   \
  X(S, float, float, ormqr)                        \
  X(D, double, double, ormqr)                      \
  X(C, cuComplex, float, unmqr)                    \
  X(Z, cuDoubleComplex, double, unmqr)

#define CUPORT_CUSOLVER_ROUTINES(P, T, R, ORMQR)                                                  \
  inline cusolverStatus_t cusolverDn##P##getrf_bufferSize(cusolverDnHandle_t handle, int m,       \
                                                          int n, T* a, int lda, int* lwork) {     \
    if (auto status = cuport::solver::check_handle(handle)) return status;                        \
    if (m < 0 || n < 0 || lda < std::max(1, m) || lwork == nullptr) {                             \
      return CUSOLVER_STATUS_INVALID_VALUE;                                                       \
    }                                                                                             \
    *lwork = 1; /* LAPACK's getrf needs no work area */                                           \
    return CUSOLVER_STATUS_SUCCESS;                                                               \
  }                                                                                               \
  inline cusolverStatus_t cusolverDn##P##getrf(cusolverDnHandle_t handle, int m, int n, T* a,     \
                                               int lda, T*, int* ipiv, int* info) {               \
    return cuport::solver::getrf("cusolverDn" #P "getrf", handle, m, n, a, lda, ipiv, info);      \
  }                                                                                               \
  inline cusolverStatus_t cusolverDn##P##getrs(cusolverDnHandle_t handle,                         \
                                               cublasOperation_t trans, int n, int nrhs,          \
                                               const T* a, int lda, const int* ipiv, T* b,        \
                                               int ldb, int* info) {                              \
    return cuport::solver::getrs("cusolverDn" #P "getrs", handle, trans, n, nrhs, a, lda, ipiv,   \
                                 b, ldb, info);                                                   \
  }                                                                                               \
  inline cusolverStatus_t cusolverDn##P##potrf_bufferSize(cusolverDnHandle_t handle,              \
                                                          cublasFillMode_t uplo, int n, T* a,     \
                                                          int lda, int* lwork) {                  \
    if (auto status = cuport::solver::check_handle(handle)) return status;                        \
    if (!cuport::solver::valid_fill(uplo) || n < 0 || lda < std::max(1, n) ||                     \
        lwork == nullptr) {                                                                       \
      return CUSOLVER_STATUS_INVALID_VALUE;                                                       \
    }                                                                                             \
    *lwork = 1; /* LAPACK's potrf needs no work area */                                           \
    return CUSOLVER_STATUS_SUCCESS;                                                               \
  }                                                                                               \
  inline cusolverStatus_t cusolverDn##P##potrf(cusolverDnHandle_t handle, cublasFillMode_t uplo,  \
                                               int n, T* a, int lda, T*, int, int* info) {        \
    return cuport::solver::potrf("cusolverDn" #P "potrf", handle, uplo, n, a, lda, info);         \
  }                                                                                               \
  inline cusolverStatus_t cusolverDn##P##potrs(cusolverDnHandle_t handle, cublasFillMode_t uplo,  \
                                               int n, int nrhs, const T* a, int lda, T* b,        \
                                               int ldb, int* info) {                              \
    return cuport::solver::potrs("cusolverDn" #P "potrs", handle, uplo, n, nrhs, a, lda, b, ldb,  \
                                 info);                                                           \
  }                                                                                               \
  inline cusolverStatus_t cusolverDn##P##geqrf_bufferSize(cusolverDnHandle_t handle, int m,       \
                                                          int n, T* a, int lda, int* lwork) {     \
    if (lwork == nullptr) return CUSOLVER_STATUS_INVALID_VALUE;                                   \
    return cuport::solver::geqrf<T>("cusolverDn" #P "geqrf_bufferSize", handle, m, n, a, lda,     \
                                    nullptr, lwork, nullptr);                                     \
  }                                                                                               \
  inline cusolverStatus_t cusolverDn##P##geqrf(cusolverDnHandle_t handle, int m, int n, T* a,     \
                                               int lda, T* tau, T*, int, int* info) {             \
    return cuport::solver::geqrf<T>("cusolverDn" #P "geqrf", handle, m, n, a, lda, tau, nullptr,  \
                                    info);                                                        \
  }                                                                                               \
  inline cusolverStatus_t cusolverDn##P##ORMQR##_bufferSize(                                      \
      cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n,    \
      int k, const T* a, int lda, const T* tau, const T* c, int ldc, int* lwork) {                \
    if (lwork == nullptr) return CUSOLVER_STATUS_INVALID_VALUE;                                   \
    return cuport::solver::ormqr<T>("cusolverDn" #P #ORMQR "_bufferSize", handle, side, trans, m, \
                                    n, k, a, lda, tau, const_cast<T*>(c), ldc, lwork, nullptr);   \
  }                                                                                               \
  inline cusolverStatus_t cusolverDn##P##ORMQR(                                                   \
      cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans, int m, int n,    \
      int k, const T* a, int lda, const T* tau, T* c, int ldc, T*, int, int* info) {              \
    return cuport::solver::ormqr<T>("cusolverDn" #P #ORMQR, handle, side, trans, m, n, k, a, lda, \
                                    tau, c, ldc, nullptr, info);                                  \
  }                                                                                               \
  inline cusolverStatus_t cusolverDn##P##gesvd_bufferSize(cusolverDnHandle_t handle, int m,       \
                                                          int n, int* lwork) {                    \
    if (lwork == nullptr) return CUSOLVER_STATUS_INVALID_VALUE;                                   \
    return cuport::solver::gesvd<T>("cusolverDn" #P "gesvd_bufferSize", handle, 'A', 'A', m, n,   \
                                    nullptr, m, nullptr, nullptr, m, nullptr, n, nullptr, lwork,  \
                                    nullptr);                                                     \
  }                                                                                               \
  inline cusolverStatus_t cusolverDn##P##gesvd(                                                   \
      cusolverDnHandle_t handle, signed char jobu, signed char jobvt, int m, int n, T* a,         \
      int lda, R* s, T* u, int ldu, T* vt, int ldvt, T*, int, R* rwork, int* info) {              \
    return cuport::solver::gesvd<T>("cusolverDn" #P "gesvd", handle, jobu, jobvt, m, n, a, lda,   \
                                    s, u, ldu, vt, ldvt, rwork, nullptr, info);                   \
  }
CUPORT_CUSOLVER_TYPES(CUPORT_CUSOLVER_ROUTINES)
#undef CUPORT_CUSOLVER_ROUTINES
#undef CUPORT_CUSOLVER_TYPES
