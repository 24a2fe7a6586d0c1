// cuport portable runtime, CPU backend: cuBLAS level 1 (vector) routines through OpenBLAS.
// Scalars are read and results written through their pointers in both pointer modes (device
// memory is host memory here). As in cuBLAS, n <= 0 is no error: the routine does nothing and a
// result is 0; iamax/iamin give 1-based indices (0 for an empty vector or incx <= 0).
#pragma once

#include <cstddef>

#include "cpu_cublas_core.h"

namespace cuport::cublas {

template <class T>
inline cublasStatus_t axpy(cublasHandle_t handle, int n, const T* alpha, const T* x, int incx,
                           T* y, int incy) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(alpha);
  if (n <= 0) return CUBLAS_STATUS_SUCCESS;
  using Fn = void(int, Scalar<T>, const T*, int, T*, int);
  auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_saxpy", "cblas_daxpy", "cblas_caxpy", "cblas_zaxpy");
  if (!f) return missing();
  wait_for(handle->stream);
  f(n, scalar(alpha), x, incx, y, incy);
  return CUBLAS_STATUS_SUCCESS;
}

// x = alpha x; S is alpha's type (T, or the real type for Csscal and Zdscal).
template <class T, class S>
inline cublasStatus_t scal(cublasHandle_t handle, int n, const S* alpha, T* x, int incx) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(alpha);
  if (n <= 0 || incx <= 0) return CUBLAS_STATUS_SUCCESS;
  using Fn = void(int, Scalar<S>, T*, int);
  Fn* f = std::is_same_v<S, T>
              ? CUPORT_CUBLAS_BLAS(T, Fn, "cblas_sscal", "cblas_dscal", "cblas_cscal",
                                   "cblas_zscal")
              : CUPORT_CUBLAS_BLAS(T, Fn, "", "", "cblas_csscal", "cblas_zdscal");
  if (!f) return missing();
  wait_for(handle->stream);
  f(n, scalar(alpha), x, incx);
  return CUBLAS_STATUS_SUCCESS;
}

// copy (swap = false) and swap.
template <class T, bool swap>
inline cublasStatus_t copy(cublasHandle_t handle, int n, std::conditional_t<swap, T*, const T*> x,
                           int incx, T* y, int incy) {
  CUPORT_CUBLAS_HANDLE(handle);
  if (n <= 0) return CUBLAS_STATUS_SUCCESS;
  using Fn = void(int, decltype(x), int, T*, int);
  auto* f = swap ? CUPORT_CUBLAS_BLAS(T, Fn, "cblas_sswap", "cblas_dswap", "cblas_cswap",
                                      "cblas_zswap")
                 : CUPORT_CUBLAS_BLAS(T, Fn, "cblas_scopy", "cblas_dcopy", "cblas_ccopy",
                                      "cblas_zcopy");
  if (!f) return missing();
  wait_for(handle->stream);
  f(n, x, incx, y, incy);
  return CUBLAS_STATUS_SUCCESS;
}

// The offset of the element a BLAS routine visits i-th in a vector of n: a negative increment
// walks it from its far end, as in the reference BLAS.
inline std::ptrdiff_t blas_offset(int i, int n, int inc) {
  return inc >= 0 ? std::ptrdiff_t{i} * inc : std::ptrdiff_t{n - 1 - i} * -inc;
}

// cuComplex dotu or dotc in double (no BLAS has a double-accumulating complex dot).
template <bool conjugate>
inline cuComplex dot_in_double(int n, const cuComplex* x, int incx, const cuComplex* y,
                               int incy) {
  double re = 0, im = 0;
  for (int i = 0; i < n; ++i) {
    const cuComplex a = x[blas_offset(i, n, incx)], b = y[blas_offset(i, n, incy)];
    const double a_im = conjugate ? -double{a.y} : double{a.y};
    re += double{a.x} * b.x - a_im * b.y;
    im += double{a.x} * b.y + a_im * b.x;
  }
  return make_cuComplex(static_cast<float>(re), static_cast<float>(im));
}

// dot (real), dotu, and dotc (conjugate: the first vector conjugated). Single precision sums in
// double: a float running sum of 2^20 terms is off by tens of units where a GPU's tree reduction
// stays within a tenth, and programs check cuBLAS's dot against a host sum that closely.
template <class T, bool conjugate>
inline cublasStatus_t dot(cublasHandle_t handle, int n, const T* x, int incx, const T* y,
                          int incy, T* result) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(result);
  wait_for(handle->stream);
  if (n <= 0) {
    *result = T{};
    return CUBLAS_STATUS_SUCCESS;
  }
  if constexpr (std::is_same_v<T, cuComplex>) {
    *result = dot_in_double<conjugate>(n, x, incx, y, incy);
  } else if constexpr (is_complex<T>) {
    using Fn = void(int, const T*, int, const T*, int, T*);
    auto* f = conjugate ? CUPORT_CUBLAS_BLAS(T, Fn, "", "", "", "cblas_zdotc_sub")
                        : CUPORT_CUBLAS_BLAS(T, Fn, "", "", "", "cblas_zdotu_sub");
    if (!f) return missing();
    f(n, x, incx, y, incy, result);
  } else {
    // dsdot: the dot of float vectors, summed in double.
    using Fn = double(int, const T*, int, const T*, int);
    auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_dsdot", "cblas_ddot", "", "");
    if (!f) return missing();
    *result = static_cast<T>(f(n, x, incx, y, incy));
  }
  return CUBLAS_STATUS_SUCCESS;
}

// nrm2 (euclidean norm) or asum (sum of |re| + |im|): a real result.
template <class T, bool sum>
inline cublasStatus_t norm(cublasHandle_t handle, int n, const T* x, int incx,
                           Real<T>* result) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(result);
  wait_for(handle->stream);
  if (n <= 0 || incx <= 0) {
    *result = 0;
    return CUBLAS_STATUS_SUCCESS;
  }
  using Fn = Real<T>(int, const T*, int);
  auto* f = sum ? CUPORT_CUBLAS_BLAS(T, Fn, "cblas_sasum", "cblas_dasum", "cblas_scasum",
                                     "cblas_dzasum")
                : CUPORT_CUBLAS_BLAS(T, Fn, "cblas_snrm2", "cblas_dnrm2", "cblas_scnrm2",
                                     "cblas_dznrm2");
  if (!f) return missing();
  *result = f(n, x, incx);
  return CUBLAS_STATUS_SUCCESS;
}

// iamax or iamin: the 1-based index of the first element of largest (smallest) |re| + |im|.
template <class T, bool smallest>
inline cublasStatus_t iamax(cublasHandle_t handle, int n, const T* x, int incx, int* result) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(result);
  wait_for(handle->stream);
  if (n <= 0 || incx <= 0) {
    *result = 0;
    return CUBLAS_STATUS_SUCCESS;
  }
  using Fn = std::size_t(int, const T*, int);
  auto* f = smallest ? CUPORT_CUBLAS_BLAS(T, Fn, "cblas_isamin", "cblas_idamin", "cblas_icamin",
                                          "cblas_izamin")
                     : CUPORT_CUBLAS_BLAS(T, Fn, "cblas_isamax", "cblas_idamax", "cblas_icamax",
                                          "cblas_izamax");
  if (!f) return missing();
  *result = static_cast<int>(f(n, x, incx)) + 1;
  return CUBLAS_STATUS_SUCCESS;
}

// Plane rotation of x and y by c (real) and s: S is s's type (real for Srot, Drot, Csrot,
// Zdrot; complex for Crot and Zrot, which only LAPACK's Fortran crot_/zrot_ have).
template <class T, class S>
inline cublasStatus_t rot(cublasHandle_t handle, int n, T* x, int incx, T* y, int incy,
                          const Real<T>* c, const S* s) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(c && s);
  if (n <= 0) return CUBLAS_STATUS_SUCCESS;
  if constexpr (is_complex<S>) {
    using Fn = void(const int*, T*, const int*, T*, const int*, const Real<T>*, const S*);
    auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "", "", "crot_", "zrot_");
    if (!f) return missing();
    wait_for(handle->stream);
    f(&n, x, &incx, y, &incy, c, s);
  } else {
    using Fn = void(int, T*, int, T*, int, Real<T>, Real<T>);
    auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_srot", "cblas_drot", "cblas_csrot", "cblas_zdrot");
    if (!f) return missing();
    wait_for(handle->stream);
    f(n, x, incx, y, incy, *c, *s);
  }
  return CUBLAS_STATUS_SUCCESS;
}

// Constructs a Givens rotation: a becomes r, b z (real types), c and s the rotation.
template <class T>
inline cublasStatus_t rotg(cublasHandle_t handle, T* a, T* b, Real<T>* c, T* s) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(a && b && c && s);
  using Fn = void(T*, T*, Real<T>*, T*);
  auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_srotg", "cblas_drotg", "cblas_crotg", "cblas_zrotg");
  if (!f) return missing();
  wait_for(handle->stream);
  f(a, b, c, s);
  return CUBLAS_STATUS_SUCCESS;
}

template <class T>
inline cublasStatus_t rotm(cublasHandle_t handle, int n, T* x, int incx, T* y, int incy,
                           const T* param) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(param);
  if (n <= 0) return CUBLAS_STATUS_SUCCESS;
  using Fn = void(int, T*, int, T*, int, const T*);
  auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_srotm", "cblas_drotm", "", "");
  if (!f) return missing();
  wait_for(handle->stream);
  f(n, x, incx, y, incy, param);
  return CUBLAS_STATUS_SUCCESS;
}

template <class T>
inline cublasStatus_t rotmg(cublasHandle_t handle, T* d1, T* d2, T* x1, const T* y1, T* param) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(d1 && d2 && x1 && y1 && param);
  using Fn = void(T*, T*, T*, T, T*);
  auto* f = CUPORT_CUBLAS_BLAS(T, Fn, "cblas_srotmg", "cblas_drotmg", "", "");
  if (!f) return missing();
  wait_for(handle->stream);
  f(d1, d2, x1, *y1, param);
  return CUBLAS_STATUS_SUCCESS;
}

}  // namespace cuport::cublas

// Entry points whose names follow one pattern over S/D/C/Z.
#define CUPORT_CUBLAS_LEVEL1(P, T)                                                              \
  inline cublasStatus_t cublas##P##axpy_v2(cublasHandle_t handle, int n, const T* alpha,        \
                                           const T* x, int incx, T* y, int incy) {              \
    return cuport::cublas::axpy<T>(handle, n, alpha, x, incx, y, incy);                         \
  }                                                                                             \
  inline cublasStatus_t cublas##P##scal_v2(cublasHandle_t handle, int n, const T* alpha, T* x,  \
                                           int incx) {                                          \
    return cuport::cublas::scal<T, T>(handle, n, alpha, x, incx);                               \
  }                                                                                             \
  inline cublasStatus_t cublas##P##copy_v2(cublasHandle_t handle, int n, const T* x, int incx,  \
                                           T* y, int incy) {                                    \
    return cuport::cublas::copy<T, false>(handle, n, x, incx, y, incy);                         \
  }                                                                                             \
  inline cublasStatus_t cublas##P##swap_v2(cublasHandle_t handle, int n, T* x, int incx, T* y,  \
                                           int incy) {                                          \
    return cuport::cublas::copy<T, true>(handle, n, x, incx, y, incy);                          \
  }                                                                                             \
  inline cublasStatus_t cublas##P##rotg_v2(cublasHandle_t handle, T* a, T* b,                   \
                                           cuport::cublas::Real<T>* c, T* s) {                  \
    return cuport::cublas::rotg<T>(handle, a, b, c, s);                                         \
  }
CUPORT_CUBLAS_SDCZ(CUPORT_CUBLAS_LEVEL1)
#undef CUPORT_CUBLAS_LEVEL1

// Real types: dot, norms, index searches and the rotations with real parameters.
#define CUPORT_CUBLAS_LEVEL1_REAL(P, T, p)                                                         \
  inline cublasStatus_t cublas##P##dot_v2(cublasHandle_t handle, int n, const T* x, int incx,   \
                                          const T* y, int incy, T* result) {                    \
    return cuport::cublas::dot<T, false>(handle, n, x, incx, y, incy, result);                  \
  }                                                                                             \
  inline cublasStatus_t cublas##P##nrm2_v2(cublasHandle_t handle, int n, const T* x, int incx,  \
                                           T* result) {                                         \
    return cuport::cublas::norm<T, false>(handle, n, x, incx, result);                          \
  }                                                                                             \
  inline cublasStatus_t cublas##P##asum_v2(cublasHandle_t handle, int n, const T* x, int incx,  \
                                           T* result) {                                         \
    return cuport::cublas::norm<T, true>(handle, n, x, incx, result);                           \
  }                                                                                             \
  inline cublasStatus_t cublasI##p##amax_v2(cublasHandle_t handle, int n, const T* x, int incx, \
                                            int* result) {                                      \
    return cuport::cublas::iamax<T, false>(handle, n, x, incx, result);                         \
  }                                                                                             \
  inline cublasStatus_t cublasI##p##amin_v2(cublasHandle_t handle, int n, const T* x, int incx, \
                                            int* result) {                                      \
    return cuport::cublas::iamax<T, true>(handle, n, x, incx, result);                          \
  }                                                                                             \
  inline cublasStatus_t cublas##P##rot_v2(cublasHandle_t handle, int n, T* x, int incx, T* y,   \
                                          int incy, const T* c, const T* s) {                   \
    return cuport::cublas::rot<T, T>(handle, n, x, incx, y, incy, c, s);                        \
  }                                                                                             \
  inline cublasStatus_t cublas##P##rotm_v2(cublasHandle_t handle, int n, T* x, int incx, T* y,  \
                                           int incy, const T* param) {                          \
    return cuport::cublas::rotm<T>(handle, n, x, incx, y, incy, param);                         \
  }                                                                                             \
  inline cublasStatus_t cublas##P##rotmg_v2(cublasHandle_t handle, T* d1, T* d2, T* x1,         \
                                            const T* y1, T* param) {                            \
    return cuport::cublas::rotmg<T>(handle, d1, d2, x1, y1, param);                             \
  }
CUPORT_CUBLAS_LEVEL1_REAL(S, float, s)
CUPORT_CUBLAS_LEVEL1_REAL(D, double, d)
#undef CUPORT_CUBLAS_LEVEL1_REAL

// Complex: P and q are the type's letter, R and r the real type's, in names that mix them
// (Scnrm2, Icamax, Csscal, Csrot).
#define CUPORT_CUBLAS_LEVEL1_COMPLEX(P, T, R, q, r)                                                \
  inline cublasStatus_t cublas##P##dotu_v2(cublasHandle_t handle, int n, const T* x, int incx,  \
                                           const T* y, int incy, T* result) {                   \
    return cuport::cublas::dot<T, false>(handle, n, x, incx, y, incy, result);                  \
  }                                                                                             \
  inline cublasStatus_t cublas##P##dotc_v2(cublasHandle_t handle, int n, const T* x, int incx,  \
                                           const T* y, int incy, T* result) {                   \
    return cuport::cublas::dot<T, true>(handle, n, x, incx, y, incy, result);                   \
  }                                                                                             \
  inline cublasStatus_t cublas##R##q##nrm2_v2(cublasHandle_t handle, int n, const T* x,         \
                                              int incx, cuport::cublas::Real<T>* result) {      \
    return cuport::cublas::norm<T, false>(handle, n, x, incx, result);                          \
  }                                                                                             \
  inline cublasStatus_t cublas##R##q##asum_v2(cublasHandle_t handle, int n, const T* x,         \
                                              int incx, cuport::cublas::Real<T>* result) {      \
    return cuport::cublas::norm<T, true>(handle, n, x, incx, result);                           \
  }                                                                                             \
  inline cublasStatus_t cublasI##q##amax_v2(cublasHandle_t handle, int n, const T* x, int incx, \
                                            int* result) {                                      \
    return cuport::cublas::iamax<T, false>(handle, n, x, incx, result);                         \
  }                                                                                             \
  inline cublasStatus_t cublasI##q##amin_v2(cublasHandle_t handle, int n, const T* x, int incx, \
                                            int* result) {                                      \
    return cuport::cublas::iamax<T, true>(handle, n, x, incx, result);                          \
  }                                                                                             \
  inline cublasStatus_t cublas##P##r##scal_v2(cublasHandle_t handle, int n,                     \
                                              const cuport::cublas::Real<T>* alpha, T* x,       \
                                              int incx) {                                       \
    return cuport::cublas::scal<T, cuport::cublas::Real<T>>(handle, n, alpha, x, incx);         \
  }                                                                                             \
  inline cublasStatus_t cublas##P##rot_v2(cublasHandle_t handle, int n, T* x, int incx, T* y,   \
                                          int incy, const cuport::cublas::Real<T>* c,           \
                                          const T* s) {                                         \
    return cuport::cublas::rot<T, T>(handle, n, x, incx, y, incy, c, s);                        \
  }                                                                                             \
  inline cublasStatus_t cublas##P##r##rot_v2(cublasHandle_t handle, int n, T* x, int incx,      \
                                             T* y, int incy,                                    \
                                             const cuport::cublas::Real<T>* c,                  \
                                             const cuport::cublas::Real<T>* s) {                \
    return cuport::cublas::rot<T, cuport::cublas::Real<T>>(handle, n, x, incx, y, incy, c, s);  \
  }
CUPORT_CUBLAS_LEVEL1_COMPLEX(C, cuComplex, S, c, s)
CUPORT_CUBLAS_LEVEL1_COMPLEX(Z, cuDoubleComplex, D, z, d)
#undef CUPORT_CUBLAS_LEVEL1_COMPLEX
