// cuport CPU backend: CUDA's intrinsic functions: fast math (__expf, ...), explicitly rounded
// arithmetic (__fadd_rz, ...), conversions and reinterpretations (__float2int_rn,
// __float_as_int, ...), integer intrinsics (__popc, __byte_perm, __dp4a, ...) and, from the
// backends' shared folder, the SIMD video intrinsics (__vadd2, __vmaxs4, ...) and what the
// translator turns inline PTX into (cuport::ptx::lop3).
//
// Fast-math intrinsics return the correctly rounded library result, which is inside CUDA's
// documented error bounds. Directed roundings are computed exactly from error-free transforms,
// never by changing the floating-point environment (which the compiler may reorder around).
#pragma once

#include <cfenv>
#include <climits>
#include <cmath>
#include <cstdint>

#include "cpu_math.h"
#include "../../shared/inline_ptx.h"
#include "../../shared/simd_video.h"

namespace cuport::cpu {

enum class Round { nearest, zero, up, down };

// The float nearest to (hi + lo) rounded in direction r, where hi + lo is exact and |lo| is
// below half an ulp of hi in double; residual_sign is the sign of the part the double lost.
inline float round_float(double hi, double lo, Round r) {
  float f = static_cast<float>(hi);  // round to nearest
  if (r == Round::nearest || std::isnan(f)) return f;
  double diff = hi - static_cast<double>(f);  // exact
  double residual = diff != 0.0 ? diff : lo;   // sign of (exact - f)
  if (residual == 0.0) return f;
  if (std::isinf(f)) {
    // Overflowed to infinity; directed rounding toward zero gives the largest finite value.
    bool toward_zero = r == Round::zero || (r == Round::down && f > 0) || (r == Round::up && f < 0);
    return toward_zero ? std::copysign(FLT_MAX, f) : f;
  }
  switch (r) {
    case Round::up: return residual > 0 ? std::nextafterf(f, INFINITY) : f;
    case Round::down: return residual < 0 ? std::nextafterf(f, -INFINITY) : f;
    case Round::zero:
      if ((f > 0 && residual < 0) || (f < 0 && residual > 0)) return std::nextafterf(f, 0.0f);
      return f;
    default: return f;
  }
}

// The double (hi), corrected by the sign of the exact residual lo, in direction r.
inline double round_double(double hi, double lo, Round r) {
  if (r == Round::nearest || lo == 0.0 || std::isnan(hi) || std::isinf(hi)) return hi;
  switch (r) {
    case Round::up: return lo > 0 ? std::nextafter(hi, INFINITY) : hi;
    case Round::down: return lo < 0 ? std::nextafter(hi, -INFINITY) : hi;
    case Round::zero:
      if ((hi > 0 && lo < 0) || (hi < 0 && lo > 0)) return std::nextafter(hi, 0.0);
      return hi;
    default: return hi;
  }
}

// Error-free transforms: s + e == a + b exactly; p + e == a * b exactly.
inline void two_sum(double a, double b, double& s, double& e) {
  s = a + b;
  double bb = s - a;
  e = (a - (s - bb)) + (b - bb);
}
inline void two_prod(double a, double b, double& p, double& e) {
  p = a * b;
  e = std::fma(a, b, -p);
}

inline float fadd(float a, float b, Round r) {
  double s, e;
  two_sum(a, b, s, e);
  return round_float(s, e, r);
}
inline float fmul(float a, float b, Round r) {
  double p = double(a) * double(b);  // exact: 24 + 24 bits fit in 53
  return round_float(p, 0.0, r);
}
inline float ffma(float a, float b, float c, Round r) {
  if (r == Round::nearest) return std::fma(a, b, c);  // a double detour could round twice
  double s, e;
  two_sum(double(a) * double(b), double(c), s, e);
  return round_float(s, e, r);
}
inline float fdiv(float a, float b, Round r) {
  double q = double(a) / double(b);
  if (!std::isfinite(q) || q == 0.0) return static_cast<float>(q);
  double remainder = std::fma(-q, double(b), double(a));  // exact
  double sign = (remainder > 0) == (b > 0) ? 1.0 : -1.0;
  return round_float(q, remainder == 0.0 ? 0.0 : sign * 0x1p-1074, r);
}
inline float fsqrt(float a, Round r) {
  double s = std::sqrt(double(a));
  if (!std::isfinite(s) || s == 0.0) return static_cast<float>(s);
  double remainder = std::fma(-s, s, double(a));
  return round_float(s, remainder == 0.0 ? 0.0 : (remainder > 0 ? 0x1p-1074 : -0x1p-1074), r);
}
inline double dadd(double a, double b, Round r) {
  double s, e;
  two_sum(a, b, s, e);
  return round_double(s, e, r);
}
inline double dmul(double a, double b, Round r) {
  double p, e;
  two_prod(a, b, p, e);
  return round_double(p, e, r);
}
inline double ddiv(double a, double b, Round r) {
  double q = a / b;
  if (!std::isfinite(q) || q == 0.0) return q;
  double remainder = std::fma(-q, b, a);
  return round_double(q, remainder == 0.0 ? 0.0 : ((remainder > 0) == (b > 0) ? 1.0 : -1.0), r);
}
inline double dsqrt(double a, Round r) {
  double s = std::sqrt(a);
  if (!std::isfinite(s) || s == 0.0) return s;
  double remainder = std::fma(-s, s, a);
  return round_double(s, remainder, r);
}
// fma in double with a directed rounding: the residual's sign from a second fma is exact enough
// to pick the neighbour except in double-rounding ties, which the fenv path avoids.
inline double dfma(double a, double b, double c, Round r) {
  if (r == Round::nearest) return std::fma(a, b, c);
  int saved = std::fegetround();
  std::fesetround(r == Round::zero ? FE_TOWARDZERO : r == Round::up ? FE_UPWARD : FE_DOWNWARD);
  volatile double va = a, vb = b, vc = c;
  double result = std::fma(va, vb, vc);
  std::fesetround(saved);
  return result;
}

// Float -> integer as cvt.rni/rzi/rpi/rmi: NaN -> 0, out of range saturates.
template <class IntT>
IntT float_to_int(double x, Round r) {
  if (std::isnan(x)) return 0;
  double rounded = r == Round::nearest ? std::nearbyint(x)
                   : r == Round::zero  ? std::trunc(x)
                   : r == Round::up    ? std::ceil(x)
                                       : std::floor(x);
  if (rounded <= static_cast<double>(std::numeric_limits<IntT>::min()))
    return std::numeric_limits<IntT>::min();
  if (rounded >= static_cast<double>(std::numeric_limits<IntT>::max()))
    return std::numeric_limits<IntT>::max();
  return static_cast<IntT>(rounded);
}

// Integer -> float with rounding r, via the exact value in long double when it fits, else by
// correcting the nearest result.
template <class FloatT, class IntT>
FloatT int_to_float(IntT x, Round r) {
  FloatT f = static_cast<FloatT>(x);  // nearest
  if (r == Round::nearest) return f;
  // Compare exactly in the integer domain when f is inside it.
  long double exact = static_cast<long double>(x);
  long double back = static_cast<long double>(f);
  if (back == exact) return f;
  bool f_above = back > exact;
  if (r == Round::up) return f_above ? f : std::nextafter(f, static_cast<FloatT>(INFINITY));
  if (r == Round::down) return f_above ? std::nextafter(f, static_cast<FloatT>(-INFINITY)) : f;
  // toward zero
  if (x >= 0) return f_above ? std::nextafter(f, static_cast<FloatT>(0)) : f;
  return f_above ? f : std::nextafter(f, static_cast<FloatT>(0));
}

}  // namespace cuport::cpu

// ---- fast single-precision intrinsics ----
inline float __expf(float x) { return expf(x); }
inline float __exp10f(float x) { return exp10f(x); }
inline float __logf(float x) { return logf(x); }
inline float __log2f(float x) { return log2f(x); }
inline float __log10f(float x) { return log10f(x); }
inline float __sinf(float x) { return sinf(x); }
inline float __cosf(float x) { return cosf(x); }
inline float __tanf(float x) { return tanf(x); }
inline void __sincosf(float x, float* s, float* c) {
  *s = sinf(x);
  *c = cosf(x);
}
inline float __powf(float x, float y) { return powf(x, y); }
inline float __fdividef(float x, float y) { return x / y; }

// ---- rounded single-precision arithmetic ----
#define CUPORT_CPU_ROUNDED_F(suffix, mode)                                                       \
  inline float __fadd_##suffix(float a, float b) {                                               \
    return cuport::cpu::fadd(a, b, cuport::cpu::Round::mode);                                    \
  }                                                                                              \
  inline float __fsub_##suffix(float a, float b) {                                               \
    return cuport::cpu::fadd(a, -b, cuport::cpu::Round::mode);                                   \
  }                                                                                              \
  inline float __fmul_##suffix(float a, float b) {                                               \
    return cuport::cpu::fmul(a, b, cuport::cpu::Round::mode);                                    \
  }                                                                                              \
  inline float __fmaf_##suffix(float a, float b, float c) {                                      \
    return cuport::cpu::ffma(a, b, c, cuport::cpu::Round::mode);                                 \
  }                                                                                              \
  inline float __fdiv_##suffix(float a, float b) {                                               \
    return cuport::cpu::fdiv(a, b, cuport::cpu::Round::mode);                                    \
  }                                                                                              \
  inline float __frcp_##suffix(float a) { return cuport::cpu::fdiv(1.0f, a, cuport::cpu::Round::mode); } \
  inline float __fsqrt_##suffix(float a) { return cuport::cpu::fsqrt(a, cuport::cpu::Round::mode); } \
  inline double __dadd_##suffix(double a, double b) {                                            \
    return cuport::cpu::dadd(a, b, cuport::cpu::Round::mode);                                    \
  }                                                                                              \
  inline double __dsub_##suffix(double a, double b) {                                            \
    return cuport::cpu::dadd(a, -b, cuport::cpu::Round::mode);                                   \
  }                                                                                              \
  inline double __dmul_##suffix(double a, double b) {                                            \
    return cuport::cpu::dmul(a, b, cuport::cpu::Round::mode);                                    \
  }                                                                                              \
  inline double __ddiv_##suffix(double a, double b) {                                            \
    return cuport::cpu::ddiv(a, b, cuport::cpu::Round::mode);                                    \
  }                                                                                              \
  inline double __drcp_##suffix(double a) { return cuport::cpu::ddiv(1.0, a, cuport::cpu::Round::mode); } \
  inline double __dsqrt_##suffix(double a) { return cuport::cpu::dsqrt(a, cuport::cpu::Round::mode); } \
  inline double __fma_##suffix(double a, double b, double c) {                                   \
    return cuport::cpu::dfma(a, b, c, cuport::cpu::Round::mode);                                 \
  }
CUPORT_CPU_ROUNDED_F(rn, nearest)
CUPORT_CPU_ROUNDED_F(rz, zero)
CUPORT_CPU_ROUNDED_F(ru, up)
CUPORT_CPU_ROUNDED_F(rd, down)
#undef CUPORT_CPU_ROUNDED_F
// The _ieee forms differ from the plain ones only in flushing denormals on a GPU; none here.
inline float __fmaf_ieee_rn(float a, float b, float c) { return __fmaf_rn(a, b, c); }
inline float __fmaf_ieee_rz(float a, float b, float c) { return __fmaf_rz(a, b, c); }
inline float __fmaf_ieee_ru(float a, float b, float c) { return __fmaf_ru(a, b, c); }
inline float __fmaf_ieee_rd(float a, float b, float c) { return __fmaf_rd(a, b, c); }
inline float __frsqrt_rn(float a) { return static_cast<float>(1.0 / std::sqrt(double(a))); }
inline float __fsqrt_approx(float a) { return sqrtf(a); }

// ---- conversions with rounding ----
#define CUPORT_CPU_CONVERT(suffix, mode)                                                           \
  inline int __float2int_##suffix(float x) {                                                       \
    return cuport::cpu::float_to_int<int>(x, cuport::cpu::Round::mode);                            \
  }                                                                                                \
  inline unsigned __float2uint_##suffix(float x) {                                                 \
    return cuport::cpu::float_to_int<unsigned>(x, cuport::cpu::Round::mode);                       \
  }                                                                                                \
  inline long long __float2ll_##suffix(float x) {                                                  \
    return cuport::cpu::float_to_int<long long>(x, cuport::cpu::Round::mode);                      \
  }                                                                                                \
  inline unsigned long long __float2ull_##suffix(float x) {                                        \
    return cuport::cpu::float_to_int<unsigned long long>(x, cuport::cpu::Round::mode);             \
  }                                                                                                \
  inline int __double2int_##suffix(double x) {                                                     \
    return cuport::cpu::float_to_int<int>(x, cuport::cpu::Round::mode);                           \
  }                                                                                                \
  inline unsigned __double2uint_##suffix(double x) {                                               \
    return cuport::cpu::float_to_int<unsigned>(x, cuport::cpu::Round::mode);                       \
  }                                                                                                \
  inline long long __double2ll_##suffix(double x) {                                                \
    return cuport::cpu::float_to_int<long long>(x, cuport::cpu::Round::mode);                      \
  }                                                                                                \
  inline unsigned long long __double2ull_##suffix(double x) {                                      \
    return cuport::cpu::float_to_int<unsigned long long>(x, cuport::cpu::Round::mode);             \
  }                                                                                                \
  inline float __int2float_##suffix(int x) {                                                       \
    return cuport::cpu::int_to_float<float>(x, cuport::cpu::Round::mode);                          \
  }                                                                                                \
  inline float __uint2float_##suffix(unsigned x) {                                                 \
    return cuport::cpu::int_to_float<float>(x, cuport::cpu::Round::mode);                          \
  }                                                                                                \
  inline float __ll2float_##suffix(long long x) {                                                  \
    return cuport::cpu::int_to_float<float>(x, cuport::cpu::Round::mode);                          \
  }                                                                                                \
  inline float __ull2float_##suffix(unsigned long long x) {                                        \
    return cuport::cpu::int_to_float<float>(x, cuport::cpu::Round::mode);                          \
  }                                                                                                \
  inline double __ll2double_##suffix(long long x) {                                                \
    return cuport::cpu::int_to_float<double>(x, cuport::cpu::Round::mode);                         \
  }                                                                                                \
  inline double __ull2double_##suffix(unsigned long long x) {                                      \
    return cuport::cpu::int_to_float<double>(x, cuport::cpu::Round::mode);                         \
  }                                                                                                \
  inline float __double2float_##suffix(double x) {                                                 \
    return cuport::cpu::round_float(x, 0.0, cuport::cpu::Round::mode);                             \
  }
CUPORT_CPU_CONVERT(rn, nearest)
CUPORT_CPU_CONVERT(rz, zero)
CUPORT_CPU_CONVERT(ru, up)
CUPORT_CPU_CONVERT(rd, down)
#undef CUPORT_CPU_CONVERT
inline double __int2double_rn(int x) { return x; }
inline double __uint2double_rn(unsigned x) { return x; }
inline int __double2hiint(double x) {
  return static_cast<int>(cuport::cpu::bit_cast<unsigned long long>(x) >> 32);
}
inline int __double2loint(double x) {
  return static_cast<int>(cuport::cpu::bit_cast<unsigned long long>(x) & 0xffffffffull);
}
inline double __hiloint2double(int hi, int lo) {
  return cuport::cpu::bit_cast<double>((static_cast<unsigned long long>(static_cast<unsigned>(hi))
                                        << 32) |
                                       static_cast<unsigned>(lo));
}

// ---- reinterpretations ----
inline int __float_as_int(float x) { return cuport::cpu::bit_cast<int>(x); }
inline unsigned __float_as_uint(float x) { return cuport::cpu::bit_cast<unsigned>(x); }
inline float __int_as_float(int x) { return cuport::cpu::bit_cast<float>(x); }
inline float __uint_as_float(unsigned x) { return cuport::cpu::bit_cast<float>(x); }
inline long long __double_as_longlong(double x) { return cuport::cpu::bit_cast<long long>(x); }
inline double __longlong_as_double(long long x) { return cuport::cpu::bit_cast<double>(x); }

// ---- integer intrinsics ----
inline int __popc(unsigned x) { return __builtin_popcount(x); }
inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz(static_cast<unsigned>(x)); }
inline int __clzll(long long x) {
  return x == 0 ? 64 : __builtin_clzll(static_cast<unsigned long long>(x));
}
inline int __ffs(int x) { return __builtin_ffs(x); }
inline int __ffsll(long long x) { return __builtin_ffsll(x); }
inline unsigned __brev(unsigned x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  return __builtin_bswap32(x);
}
inline unsigned long long __brevll(unsigned long long x) {
  return (static_cast<unsigned long long>(__brev(static_cast<unsigned>(x))) << 32) |
         __brev(static_cast<unsigned>(x >> 32));
}
// 24-bit multiplies use the low 24 bits of each operand (sign-extended for __mul24).
inline int __mul24(int x, int y) {
  long long a = static_cast<long long>(static_cast<int>(static_cast<unsigned>(x) << 8) >> 8);
  long long b = static_cast<long long>(static_cast<int>(static_cast<unsigned>(y) << 8) >> 8);
  return static_cast<int>(static_cast<unsigned>(a * b));
}
inline unsigned __umul24(unsigned x, unsigned y) { return (x & 0xffffffu) * (y & 0xffffffu); }
inline int __mulhi(int x, int y) { return static_cast<int>((static_cast<long long>(x) * y) >> 32); }
inline unsigned __umulhi(unsigned x, unsigned y) {
  return static_cast<unsigned>((static_cast<unsigned long long>(x) * y) >> 32);
}
inline long long __mul64hi(long long x, long long y) {
  return static_cast<long long>((static_cast<__int128>(x) * y) >> 64);
}
inline unsigned long long __umul64hi(unsigned long long x, unsigned long long y) {
  return static_cast<unsigned long long>((static_cast<unsigned __int128>(x) * y) >> 64);
}
inline unsigned __sad(int x, int y, unsigned z) {
  return (x > y ? static_cast<unsigned>(x) - static_cast<unsigned>(y)
                : static_cast<unsigned>(y) - static_cast<unsigned>(x)) + z;
}
inline unsigned __usad(unsigned x, unsigned y, unsigned z) { return (x > y ? x - y : y - x) + z; }
inline int __hadd(int x, int y) {
  return static_cast<int>((static_cast<long long>(x) + y) >> 1);
}
inline int __rhadd(int x, int y) {
  return static_cast<int>((static_cast<long long>(x) + y + 1) >> 1);
}
inline unsigned __uhadd(unsigned x, unsigned y) {
  return static_cast<unsigned>((static_cast<unsigned long long>(x) + y) >> 1);
}
inline unsigned __urhadd(unsigned x, unsigned y) {
  return static_cast<unsigned>((static_cast<unsigned long long>(x) + y + 1) >> 1);
}
// Byte i of the result is byte (s >> 4i) & 7 of the 8-byte value {y, x}.
inline unsigned __byte_perm(unsigned x, unsigned y, unsigned s) {
  unsigned long long bytes = (static_cast<unsigned long long>(y) << 32) | x;
  unsigned result = 0;
  for (int i = 0; i < 4; ++i) {
    unsigned selector = (s >> (4 * i)) & 7u;
    result |= static_cast<unsigned>((bytes >> (8 * selector)) & 0xffu) << (8 * i);
  }
  return result;
}
inline unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned shift) {
  unsigned long long v = (static_cast<unsigned long long>(hi) << 32) | lo;
  return static_cast<unsigned>((v << (shift & 31u)) >> 32);
}
inline unsigned __funnelshift_lc(unsigned lo, unsigned hi, unsigned shift) {
  unsigned long long v = (static_cast<unsigned long long>(hi) << 32) | lo;
  return static_cast<unsigned>((v << (shift > 32 ? 32 : shift)) >> 32);
}
inline unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned shift) {
  unsigned long long v = (static_cast<unsigned long long>(hi) << 32) | lo;
  return static_cast<unsigned>(v >> (shift & 31u));
}
inline unsigned __funnelshift_rc(unsigned lo, unsigned hi, unsigned shift) {
  unsigned long long v = (static_cast<unsigned long long>(hi) << 32) | lo;
  return static_cast<unsigned>(v >> (shift > 32 ? 32 : shift));
}
// Dot products of packed 8-bit (dp4a) and 16x8-bit (dp2a) lanes, accumulated into c.
inline int __dp4a(int a, int b, int c) {
  for (int i = 0; i < 4; ++i)
    c += static_cast<signed char>(a >> (8 * i)) * static_cast<signed char>(b >> (8 * i));
  return c;
}
inline unsigned __dp4a(unsigned a, unsigned b, unsigned c) {
  for (int i = 0; i < 4; ++i) c += ((a >> (8 * i)) & 0xffu) * ((b >> (8 * i)) & 0xffu);
  return c;
}
inline int __dp2a_lo(int a, int b, int c) {
  for (int i = 0; i < 2; ++i)
    c += static_cast<short>(a >> (16 * i)) * static_cast<signed char>(b >> (8 * i));
  return c;
}
inline int __dp2a_hi(int a, int b, int c) {
  for (int i = 0; i < 2; ++i)
    c += static_cast<short>(a >> (16 * i)) * static_cast<signed char>(b >> (8 * (i + 2)));
  return c;
}
inline unsigned __dp2a_lo(unsigned a, unsigned b, unsigned c) {
  for (int i = 0; i < 2; ++i) c += ((a >> (16 * i)) & 0xffffu) * ((b >> (8 * i)) & 0xffu);
  return c;
}
inline unsigned __dp2a_hi(unsigned a, unsigned b, unsigned c) {
  for (int i = 0; i < 2; ++i) c += ((a >> (16 * i)) & 0xffffu) * ((b >> (8 * (i + 2))) & 0xffu);
  return c;
}
// Find the n-th set bit (CUDA's __fns): position of the offset-th set bit from base, or ~0.
inline unsigned __fns(unsigned mask, unsigned base, int offset) {
  if (offset == 0) return (base < 32 && ((mask >> base) & 1u)) ? base : 0xffffffffu;
  int step = offset > 0 ? 1 : -1;
  int remaining = offset > 0 ? offset : -offset;
  for (int pos = static_cast<int>(base); pos >= 0 && pos < 32; pos += step)
    if ((mask >> pos) & 1u)
      if (--remaining == 0) return static_cast<unsigned>(pos);
  return 0xffffffffu;
}
