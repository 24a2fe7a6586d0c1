// cuport portable runtime, CPU backend: what every cuBLAS routine shares. The four element types
// (S/D/C/Z) as traits, cuBLAS's enumerations turned into CBLAS's (false for a value cuBLAS
// rejects), the BLAS function of a type by name, and the ordering rule: a routine waits for the
// work queued before it on its handle's stream (kernels that write its inputs), then runs
// synchronously, so its results are there when the call returns.
#pragma once

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <type_traits>

#include "cpu_cublas_types.h"
#include "cpu_openblas.h"

namespace cuport::cublas {

namespace blas = ::cuport::blas;

template <class T>
struct Kind;
template <>
struct Kind<float> {
  using Real = float;
  static constexpr bool complex = false;
  static constexpr int index = 0;
};
template <>
struct Kind<double> {
  using Real = double;
  static constexpr bool complex = false;
  static constexpr int index = 1;
};
template <>
struct Kind<cuComplex> {
  using Real = float;
  static constexpr bool complex = true;
  static constexpr int index = 2;
};
template <>
struct Kind<cuDoubleComplex> {
  using Real = double;
  static constexpr bool complex = true;
  static constexpr int index = 3;
};

template <class T>
constexpr bool is_complex = Kind<T>::complex;
template <class T>
using Real = typename Kind<T>::Real;

// CBLAS takes a real scalar by value and a complex one by address.
template <class T>
using Scalar = std::conditional_t<is_complex<T>, const void*, T>;
template <class T>
inline Scalar<T> scalar(const T* value) {
  if constexpr (is_complex<T>) {
    return value;
  } else {
    return *value;
  }
}

// One of four names, by element type (S, D, C, Z).
template <class T>
constexpr const char* pick(const char* s, const char* d, const char* c, const char* z) {
  constexpr int index = Kind<T>::index;
  return index == 0 ? s : index == 1 ? d : index == 2 ? c : z;
}

template <class Fn>
inline Fn* find(const char* name) {
  return reinterpret_cast<Fn*>(blas::lookup(name));
}

}  // namespace cuport::cublas

// The BLAS function of element type T among four names, looked up once per use site and type.
#define CUPORT_CUBLAS_BLAS(T, Fn, s, d, c, z)                                              \
  ([]() -> Fn* {                                                                           \
    static Fn* const found =                                                               \
        ::cuport::cublas::find<Fn>(::cuport::cublas::pick<T>(s, d, c, z));                  \
    return found;                                                                          \
  }())

namespace cuport::cublas {

inline bool to_blas(cublasOperation_t op, blas::Transpose& out) {
  switch (op) {
    case CUBLAS_OP_N: out = blas::kNoTrans; return true;
    case CUBLAS_OP_T: out = blas::kTrans; return true;
    case CUBLAS_OP_C: out = blas::kConjTrans; return true;
    default: return false;  // CUBLAS_OP_CONJG is reserved: cuBLAS rejects it too
  }
}

inline bool to_blas(cublasFillMode_t fill, blas::Uplo& out) {
  switch (fill) {
    case CUBLAS_FILL_MODE_LOWER: out = blas::kLower; return true;
    case CUBLAS_FILL_MODE_UPPER: out = blas::kUpper; return true;
    default: return false;
  }
}

inline bool to_blas(cublasDiagType_t diag, blas::Diag& out) {
  switch (diag) {
    case CUBLAS_DIAG_NON_UNIT: out = blas::kNonUnit; return true;
    case CUBLAS_DIAG_UNIT: out = blas::kUnit; return true;
    default: return false;
  }
}

inline bool to_blas(cublasSideMode_t side, blas::Side& out) {
  switch (side) {
    case CUBLAS_SIDE_LEFT: out = blas::kLeft; return true;
    case CUBLAS_SIDE_RIGHT: out = blas::kRight; return true;
    default: return false;
  }
}

// LAPACK's and the Fortran BLAS's character for a fill mode or an operation.
inline char fortran(blas::Uplo uplo) { return uplo == blas::kUpper ? 'U' : 'L'; }
inline char fortran(blas::Transpose op) {
  return op == blas::kNoTrans ? 'N' : op == blas::kTrans ? 'T' : 'C';
}

// A Fortran routine's trailing hidden length of each character argument (gfortran's ABI).
using fortran_length = std::size_t;

inline int at_least_one(int rows) { return rows > 1 ? rows : 1; }

// Waits for the work queued on stream before a routine that reads what it wrote, with the runtime's
// stream rules (the legacy default stream waits for every blocking stream). A stream destroyed
// after cublasSetStream has nothing left to wait for, so its error is ignored.
inline void wait_for(cuportStream_t stream) { ::cuport::cpu::enqueue_and_wait(stream, [] {}); }

// A BLAS function that did not load (the message is already on stderr).
inline cublasStatus_t missing() { return CUBLAS_STATUS_NOT_SUPPORTED; }

}  // namespace cuport::cublas

// Each routine starts with these: a null handle, then its own argument checks, then the wait.
#define CUPORT_CUBLAS_HANDLE(handle) \
  if ((handle) == nullptr) return CUBLAS_STATUS_NOT_INITIALIZED
#define CUPORT_CUBLAS_CHECK(...) \
  if (!(__VA_ARGS__)) return CUBLAS_STATUS_INVALID_VALUE

// The four element types, for stamping out entry points: X(letter, type).
#define CUPORT_CUBLAS_SDCZ(X) X(S, float) X(D, double) X(C, cuComplex) X(Z, cuDoubleComplex)
#define CUPORT_CUBLAS_SD(X) X(S, float) X(D, double)
#define CUPORT_CUBLAS_CZ(X) X(C, cuComplex) X(Z, cuDoubleComplex)
