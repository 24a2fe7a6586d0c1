// cuport portable runtime: CUDA's single and double precision complex numbers (cuComplex.h), the
// element types of cuBLAS and cuFFT. They are float2 and double2, as in CUDA, so that arrays of
// them have CUDA's layout (real, imaginary) and a program may pass a float2* where a cuComplex*
// is expected. The CUDA backend includes the toolkit's header.
#pragma once

#include "runtime.h"

#if defined(CUPORT_BACKEND_CUDA)
#include <cuComplex.h>
#elif !defined(CU_COMPLEX_H_)
#define CU_COMPLEX_H_

#include <math.h>

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

inline float cuCrealf(cuFloatComplex x) { return x.x; }
inline float cuCimagf(cuFloatComplex x) { return x.y; }
inline cuFloatComplex make_cuFloatComplex(float r, float i) { return cuFloatComplex{r, i}; }
inline cuFloatComplex cuConjf(cuFloatComplex x) { return cuFloatComplex{x.x, -x.y}; }
inline cuFloatComplex cuCaddf(cuFloatComplex x, cuFloatComplex y) {
  return cuFloatComplex{x.x + y.x, x.y + y.y};
}
inline cuFloatComplex cuCsubf(cuFloatComplex x, cuFloatComplex y) {
  return cuFloatComplex{x.x - y.x, x.y - y.y};
}
inline cuFloatComplex cuCmulf(cuFloatComplex x, cuFloatComplex y) {
  return cuFloatComplex{x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x};
}
inline double cuCreal(cuDoubleComplex x) { return x.x; }
inline double cuCimag(cuDoubleComplex x) { return x.y; }
inline cuDoubleComplex make_cuDoubleComplex(double r, double i) { return cuDoubleComplex{r, i}; }
inline cuDoubleComplex cuConj(cuDoubleComplex x) { return cuDoubleComplex{x.x, -x.y}; }
inline cuDoubleComplex cuCadd(cuDoubleComplex x, cuDoubleComplex y) {
  return cuDoubleComplex{x.x + y.x, x.y + y.y};
}
inline cuDoubleComplex cuCsub(cuDoubleComplex x, cuDoubleComplex y) {
  return cuDoubleComplex{x.x - y.x, x.y - y.y};
}
inline cuDoubleComplex cuCmul(cuDoubleComplex x, cuDoubleComplex y) {
  return cuDoubleComplex{x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x};
}

// Division and modulus scale by the larger component first, so that squaring it cannot
// overflow or underflow where the result itself is representable.
namespace cuport::complex {
template <class C, class R>
inline C divide(C x, C y) {
  const R s = fabs(y.x) + fabs(y.y);
  const R oos = R(1) / s;
  const R ars = x.x * oos, ais = x.y * oos, brs = y.x * oos, bis = y.y * oos;
  const R oosq = R(1) / (brs * brs + bis * bis);
  return C{(ars * brs + ais * bis) * oosq, (ais * brs - ars * bis) * oosq};
}
template <class R>
inline R modulus(R a, R b) {
  a = fabs(a);
  b = fabs(b);
  const R v = a > b ? a : b, w = a > b ? b : a;
  if (v == R(0) || v > R(HUGE_VAL) || w > R(HUGE_VAL)) return v + w;
  const R t = w / v;
  return v * sqrt(R(1) + t * t);
}
}  // namespace cuport::complex

inline cuFloatComplex cuCdivf(cuFloatComplex x, cuFloatComplex y) {
  return cuport::complex::divide<cuFloatComplex, float>(x, y);
}
inline cuDoubleComplex cuCdiv(cuDoubleComplex x, cuDoubleComplex y) {
  return cuport::complex::divide<cuDoubleComplex, double>(x, y);
}
inline float cuCabsf(cuFloatComplex x) { return cuport::complex::modulus<float>(x.x, x.y); }
inline double cuCabs(cuDoubleComplex x) { return cuport::complex::modulus<double>(x.x, x.y); }
inline cuComplex make_cuComplex(float x, float y) { return make_cuFloatComplex(x, y); }
inline cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c) {
  return make_cuDoubleComplex(static_cast<double>(c.x), static_cast<double>(c.y));
}
inline cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c) {
  return make_cuFloatComplex(static_cast<float>(c.x), static_cast<float>(c.y));
}
// x * y + d, each part as two multiply-adds (as CUDA's header computes it).
inline cuComplex cuCfmaf(cuComplex x, cuComplex y, cuComplex d) {
  const float real = (x.x * y.x) + d.x;
  const float imag = (x.y * y.x) + d.y;
  return make_cuComplex(-(x.y * y.y) + real, (x.x * y.y) + imag);
}
inline cuDoubleComplex cuCfma(cuDoubleComplex x, cuDoubleComplex y, cuDoubleComplex d) {
  const double real = (x.x * y.x) + d.x;
  const double imag = (x.y * y.x) + d.y;
  return make_cuDoubleComplex(-(x.y * y.y) + real, (x.x * y.y) + imag);
}

#endif
