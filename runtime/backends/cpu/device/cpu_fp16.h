// cuport CPU backend: cuda_fp16.h (__half, __half2) and cuda_bf16.h (__nv_bfloat16,
// __nv_bfloat162) as plain C++: IEEE binary16 / bfloat16 storage, conversions rounded exactly
// as CUDA's (bit manipulation, no compiler extension), and arithmetic done in float then rounded,
// which is exact for + - * / and sqrt (float has more than 2p+2 bits for both formats).
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

#include "cpu_math.h"
#include "../generated/cpu_vector_types.h"

namespace cuport::cpu {

// float -> binary16, round to nearest even (with overflow to inf, subnormals, NaN kept quiet).
inline std::uint16_t float_to_half_bits(float value) {
  std::uint32_t f = bit_cast<std::uint32_t>(value);
  std::uint32_t sign = (f >> 16) & 0x8000u;
  std::uint32_t abs = f & 0x7fffffffu;
  if (abs >= 0x7f800000u) {  // inf or NaN
    return static_cast<std::uint16_t>(sign | 0x7c00u | (abs > 0x7f800000u ? 0x200u : 0u));
  }
  if (abs >= 0x477ff000u) return static_cast<std::uint16_t>(sign | 0x7c00u);  // rounds to inf
  if (abs < 0x38800000u) {  // subnormal half (or zero): value / 2^-24, rounded to an integer
    float magnitude = bit_cast<float>(abs);
    float scaled = magnitude * 16777216.0f;  // exact: a power of two
    float rounded = std::nearbyint(scaled);    // ties to even under the default mode
    return static_cast<std::uint16_t>(sign | static_cast<std::uint32_t>(rounded));
  }
  std::uint32_t mantissa = abs & 0x7fffffu;
  std::uint32_t exponent = (abs >> 23) - 127 + 15;
  std::uint32_t half = (exponent << 10) | (mantissa >> 13);
  std::uint32_t rest = mantissa & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (half & 1u))) ++half;  // carries into the exponent
  return static_cast<std::uint16_t>(sign | half);
}

inline float half_bits_to_float(std::uint16_t h) {
  std::uint32_t sign = static_cast<std::uint32_t>(h & 0x8000u) << 16;
  std::uint32_t exponent = (h >> 10) & 0x1fu;
  std::uint32_t mantissa = h & 0x3ffu;
  if (exponent == 0) {
    float magnitude = static_cast<float>(mantissa) * 5.9604644775390625e-8f;  // 2^-24
    return sign ? -magnitude : magnitude;
  }
  if (exponent == 31) return bit_cast<float>(sign | 0x7f800000u | (mantissa << 13));
  return bit_cast<float>(sign | ((exponent - 15 + 127) << 23) | (mantissa << 13));
}

// float -> bfloat16, round to nearest even; NaN stays NaN.
inline std::uint16_t float_to_bf16_bits(float value) {
  std::uint32_t f = bit_cast<std::uint32_t>(value);
  if ((f & 0x7fffffffu) > 0x7f800000u) return static_cast<std::uint16_t>((f >> 16) | 0x40u);
  f += 0x7fffu + ((f >> 16) & 1u);
  return static_cast<std::uint16_t>(f >> 16);
}
inline float bf16_bits_to_float(std::uint16_t b) {
  return bit_cast<float>(static_cast<std::uint32_t>(b) << 16);
}

// Round a float to a 16-bit format toward zero / up / down (for __float2half_rz and kin).
template <std::uint16_t (*ToBits)(float), float (*FromBits)(std::uint16_t)>
std::uint16_t directed_bits(float value, int direction /* 0 zero, 1 up, -1 down */) {
  std::uint16_t bits = ToBits(value);
  float back = FromBits(bits);
  if (std::isnan(value) || back == value) return bits;
  bool above = back > value;
  bool step_down = direction == -1 ? above : direction == 1 ? false : (value > 0 ? above : false);
  bool step_up = direction == 1 ? !above : direction == -1 ? false : (value < 0 ? !above : false);
  // Moving one ulp in magnitude is +-1 on the bit pattern (sign-magnitude encoding).
  bool negative = (bits & 0x8000u) != 0;
  if (step_down) bits = static_cast<std::uint16_t>(negative ? bits + 1 : bits - 1);
  if (step_up) bits = static_cast<std::uint16_t>(negative ? bits - 1 : bits + 1);
  return bits;
}

// double -> float rounded to odd: a later round-to-nearest to any format of at most 22 bits
// then equals rounding the double directly (no double rounding).
inline float round_to_odd(double d) {
  float f = static_cast<float>(d);
  if (static_cast<double>(f) == d || std::isnan(d) || std::isinf(f)) return f;
  if (std::fabs(static_cast<double>(f)) > std::fabs(d)) f = std::nextafterf(f, 0.0f);
  return bit_cast<float>(bit_cast<std::uint32_t>(f) | 1u);
}

struct HalfRaw {
  unsigned short x;
};
struct Half2Raw {
  unsigned short x, y;
};

}  // namespace cuport::cpu

using __half_raw = cuport::cpu::HalfRaw;
using __half2_raw = cuport::cpu::Half2Raw;
using __nv_bfloat16_raw = cuport::cpu::HalfRaw;
using __nv_bfloat162_raw = cuport::cpu::Half2Raw;

// Both 16-bit types share one definition: Tag picks the encoding.
namespace cuport::cpu {
struct HalfTag {
  static std::uint16_t to(float f) { return float_to_half_bits(f); }
  static float from(std::uint16_t b) { return half_bits_to_float(b); }
};
struct Bf16Tag {
  static std::uint16_t to(float f) { return float_to_bf16_bits(f); }
  static float from(std::uint16_t b) { return bf16_bits_to_float(b); }
};

template <class Tag>
struct alignas(2) Float16 {
  unsigned short __x;
  Float16() = default;
  constexpr Float16(HalfRaw raw) : __x(raw.x) {}
  Float16(float f) : __x(Tag::to(f)) {}
  Float16(double d) : __x(Tag::to(static_cast<float>(d))) {}
  Float16(int i) : __x(Tag::to(static_cast<float>(i))) {}
  Float16(unsigned i) : __x(Tag::to(static_cast<float>(i))) {}
  Float16(long long i) : __x(Tag::to(static_cast<float>(i))) {}
  Float16(unsigned long long i) : __x(Tag::to(static_cast<float>(i))) {}
  Float16(short i) : __x(Tag::to(static_cast<float>(i))) {}
  Float16(unsigned short i) : __x(Tag::to(static_cast<float>(i))) {}
  operator float() const { return Tag::from(__x); }
  operator HalfRaw() const { return HalfRaw{__x}; }
  Float16& operator=(float f) {
    __x = Tag::to(f);
    return *this;
  }
  Float16& operator=(HalfRaw raw) {
    __x = raw.x;
    return *this;
  }
  explicit operator bool() const { return (__x & 0x7fffu) != 0; }
  Float16& operator+=(Float16 o) { return *this = Float16(float(*this) + float(o)); }
  Float16& operator-=(Float16 o) { return *this = Float16(float(*this) - float(o)); }
  Float16& operator*=(Float16 o) { return *this = Float16(float(*this) * float(o)); }
  Float16& operator/=(Float16 o) { return *this = Float16(float(*this) / float(o)); }
  Float16& operator++() { return *this += Float16(1.0f); }
  Float16& operator--() { return *this -= Float16(1.0f); }
  Float16 operator++(int) {
    Float16 old = *this;
    ++*this;
    return old;
  }
  Float16 operator--(int) {
    Float16 old = *this;
    --*this;
    return old;
  }
};

template <class Tag>
Float16<Tag> operator+(Float16<Tag> a, Float16<Tag> b) { return Float16<Tag>(float(a) + float(b)); }
template <class Tag>
Float16<Tag> operator-(Float16<Tag> a, Float16<Tag> b) { return Float16<Tag>(float(a) - float(b)); }
template <class Tag>
Float16<Tag> operator*(Float16<Tag> a, Float16<Tag> b) { return Float16<Tag>(float(a) * float(b)); }
template <class Tag>
Float16<Tag> operator/(Float16<Tag> a, Float16<Tag> b) { return Float16<Tag>(float(a) / float(b)); }
template <class Tag>
Float16<Tag> operator-(Float16<Tag> a) {
  Float16<Tag> r;
  r.__x = static_cast<unsigned short>(a.__x ^ 0x8000u);
  return r;
}
template <class Tag>
Float16<Tag> operator+(Float16<Tag> a) { return a; }
template <class Tag>
bool operator==(Float16<Tag> a, Float16<Tag> b) { return float(a) == float(b); }
template <class Tag>
bool operator!=(Float16<Tag> a, Float16<Tag> b) { return float(a) != float(b); }
template <class Tag>
bool operator<(Float16<Tag> a, Float16<Tag> b) { return float(a) < float(b); }
template <class Tag>
bool operator<=(Float16<Tag> a, Float16<Tag> b) { return float(a) <= float(b); }
template <class Tag>
bool operator>(Float16<Tag> a, Float16<Tag> b) { return float(a) > float(b); }
template <class Tag>
bool operator>=(Float16<Tag> a, Float16<Tag> b) { return float(a) >= float(b); }

template <class Tag>
struct alignas(4) Float16x2 {
  Float16<Tag> x, y;
  Float16x2() = default;
  constexpr Float16x2(Float16<Tag> a, Float16<Tag> b) : x(a), y(b) {}
  Float16x2(Half2Raw raw) : x(HalfRaw{raw.x}), y(HalfRaw{raw.y}) {}
  operator Half2Raw() const { return Half2Raw{x.__x, y.__x}; }
  Float16x2& operator+=(Float16x2 o) { return *this = Float16x2(x + o.x, y + o.y); }
  Float16x2& operator-=(Float16x2 o) { return *this = Float16x2(x - o.x, y - o.y); }
  Float16x2& operator*=(Float16x2 o) { return *this = Float16x2(x * o.x, y * o.y); }
  Float16x2& operator/=(Float16x2 o) { return *this = Float16x2(x / o.x, y / o.y); }
};
template <class Tag>
Float16x2<Tag> operator+(Float16x2<Tag> a, Float16x2<Tag> b) { return {a.x + b.x, a.y + b.y}; }
template <class Tag>
Float16x2<Tag> operator-(Float16x2<Tag> a, Float16x2<Tag> b) { return {a.x - b.x, a.y - b.y}; }
template <class Tag>
Float16x2<Tag> operator*(Float16x2<Tag> a, Float16x2<Tag> b) { return {a.x * b.x, a.y * b.y}; }
template <class Tag>
Float16x2<Tag> operator/(Float16x2<Tag> a, Float16x2<Tag> b) { return {a.x / b.x, a.y / b.y}; }
template <class Tag>
Float16x2<Tag> operator-(Float16x2<Tag> a) { return {-a.x, -a.y}; }
template <class Tag>
bool operator==(Float16x2<Tag> a, Float16x2<Tag> b) { return a.x == b.x && a.y == b.y; }
template <class Tag>
bool operator!=(Float16x2<Tag> a, Float16x2<Tag> b) { return !(a == b); }

// Round a float to the 16-bit format through an exact fma (for __hfma and kin).
template <class Tag>
Float16<Tag> fma16(Float16<Tag> a, Float16<Tag> b, Float16<Tag> c) {
  return Float16<Tag>(round_to_odd(std::fma(double(float(a)), double(float(b)), double(float(c)))));
}
template <class Tag>
Float16<Tag> sat16(Float16<Tag> v) {
  return Float16<Tag>(saturatef(float(v)));
}
template <class Tag>
Float16<Tag> min16(Float16<Tag> a, Float16<Tag> b, bool nan_propagates) {
  float fa = a, fb = b;
  if (fa != fa || fb != fb) {
    if (nan_propagates || (fa != fa && fb != fb)) return Float16<Tag>(NAN);
    return fa != fa ? b : a;
  }
  return fb < fa ? b : a;
}
template <class Tag>
Float16<Tag> max16(Float16<Tag> a, Float16<Tag> b, bool nan_propagates) {
  float fa = a, fb = b;
  if (fa != fa || fb != fb) {
    if (nan_propagates || (fa != fa && fb != fb)) return Float16<Tag>(NAN);
    return fa != fa ? b : a;
  }
  return fb > fa ? b : a;
}
}  // namespace cuport::cpu

using __half = cuport::cpu::Float16<cuport::cpu::HalfTag>;
using __half2 = cuport::cpu::Float16x2<cuport::cpu::HalfTag>;
using half = __half;
using half2 = __half2;
using __nv_bfloat16 = cuport::cpu::Float16<cuport::cpu::Bf16Tag>;
using __nv_bfloat162 = cuport::cpu::Float16x2<cuport::cpu::Bf16Tag>;
using nv_bfloat16 = __nv_bfloat16;
using nv_bfloat162 = __nv_bfloat162;

// ---- functions common to both formats, generated for each (prefix h = half, b = bfloat16) ----
// T = scalar type, T2 = pair type, F = the float2-converting name fragment.
#define CUPORT_CPU_F16_COMMON(T, T2)                                                            \
  inline T __hadd(T a, T b) { return a + b; }                                                   \
  inline T __hsub(T a, T b) { return a - b; }                                                   \
  inline T __hmul(T a, T b) { return a * b; }                                                   \
  inline T __hdiv(T a, T b) { return a / b; }                                                   \
  inline T __hadd_rn(T a, T b) { return a + b; }                                                \
  inline T __hsub_rn(T a, T b) { return a - b; }                                                \
  inline T __hmul_rn(T a, T b) { return a * b; }                                                \
  inline T __hadd_sat(T a, T b) { return cuport::cpu::sat16(a + b); }                          \
  inline T __hsub_sat(T a, T b) { return cuport::cpu::sat16(a - b); }                          \
  inline T __hmul_sat(T a, T b) { return cuport::cpu::sat16(a * b); }                          \
  inline T __hfma(T a, T b, T c) { return cuport::cpu::fma16(a, b, c); }                       \
  inline T __hfma_sat(T a, T b, T c) { return cuport::cpu::sat16(cuport::cpu::fma16(a, b, c)); } \
  inline T __hneg(T a) { return -a; }                                                           \
  inline T __habs(T a) {                                                                        \
    T r = a;                                                                                    \
    r.__x = static_cast<unsigned short>(a.__x & 0x7fffu);                                       \
    return r;                                                                                   \
  }                                                                                             \
  inline T __hmin(T a, T b) { return cuport::cpu::min16(a, b, false); }                         \
  inline T __hmax(T a, T b) { return cuport::cpu::max16(a, b, false); }                         \
  inline T __hmin_nan(T a, T b) { return cuport::cpu::min16(a, b, true); }                      \
  inline T __hmax_nan(T a, T b) { return cuport::cpu::max16(a, b, true); }                      \
  inline bool __heq(T a, T b) { return float(a) == float(b); }                                  \
  inline bool __hne(T a, T b) { return float(a) < float(b) || float(a) > float(b); }            \
  inline bool __hlt(T a, T b) { return float(a) < float(b); }                                   \
  inline bool __hle(T a, T b) { return float(a) <= float(b); }                                  \
  inline bool __hgt(T a, T b) { return float(a) > float(b); }                                   \
  inline bool __hge(T a, T b) { return float(a) >= float(b); }                                  \
  inline bool __hequ(T a, T b) { return !(float(a) < float(b) || float(a) > float(b)); }        \
  inline bool __hneu(T a, T b) { return !(float(a) == float(b)); }                              \
  inline bool __hltu(T a, T b) { return !(float(a) >= float(b)); }                              \
  inline bool __hleu(T a, T b) { return !(float(a) > float(b)); }                               \
  inline bool __hgtu(T a, T b) { return !(float(a) <= float(b)); }                              \
  inline bool __hgeu(T a, T b) { return !(float(a) < float(b)); }                               \
  inline bool __hisnan(T a) { return std::isnan(float(a)); }                                    \
  inline int __hisinf(T a) { return std::isinf(float(a)) ? (float(a) > 0 ? 1 : -1) : 0; }       \
  inline T hsqrt(T a) { return T(sqrtf(float(a))); }                                            \
  inline T hrsqrt(T a) { return T(1.0f / sqrtf(float(a))); }                                    \
  inline T hrcp(T a) { return T(1.0f / float(a)); }                                             \
  inline T hexp(T a) { return T(expf(float(a))); }                                              \
  inline T hexp2(T a) { return T(exp2f(float(a))); }                                            \
  inline T hexp10(T a) { return T(exp10f(float(a))); }                                          \
  inline T hlog(T a) { return T(logf(float(a))); }                                              \
  inline T hlog2(T a) { return T(log2f(float(a))); }                                            \
  inline T hlog10(T a) { return T(log10f(float(a))); }                                          \
  inline T hsin(T a) { return T(sinf(float(a))); }                                              \
  inline T hcos(T a) { return T(cosf(float(a))); }                                              \
  inline T htanh(T a) { return T(tanhf(float(a))); }                                            \
  /* no tanh.approx instruction here: the precise tanh is within any approximation's bound */   \
  inline T htanh_approx(T a) { return htanh(a); }                                               \
  inline T hceil(T a) { return T(ceilf(float(a))); }                                            \
  inline T hfloor(T a) { return T(floorf(float(a))); }                                          \
  inline T htrunc(T a) { return T(truncf(float(a))); }                                          \
  inline T hrint(T a) { return T(rintf(float(a))); }                                            \
  inline T2 __hadd2(T2 a, T2 b) { return a + b; }                                               \
  inline T2 __hsub2(T2 a, T2 b) { return a - b; }                                               \
  inline T2 __hmul2(T2 a, T2 b) { return a * b; }                                               \
  inline T2 __h2div(T2 a, T2 b) { return a / b; }                                               \
  inline T2 __hadd2_sat(T2 a, T2 b) { return T2(__hadd_sat(a.x, b.x), __hadd_sat(a.y, b.y)); }  \
  inline T2 __hsub2_sat(T2 a, T2 b) { return T2(__hsub_sat(a.x, b.x), __hsub_sat(a.y, b.y)); }  \
  inline T2 __hmul2_sat(T2 a, T2 b) { return T2(__hmul_sat(a.x, b.x), __hmul_sat(a.y, b.y)); }  \
  inline T2 __hfma2(T2 a, T2 b, T2 c) { return T2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)); } \
  inline T2 __hfma2_sat(T2 a, T2 b, T2 c) {                                                     \
    return T2(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y));                            \
  }                                                                                             \
  inline T2 __hneg2(T2 a) { return -a; }                                                        \
  inline T2 __habs2(T2 a) { return T2(__habs(a.x), __habs(a.y)); }                              \
  inline T2 __hmin2(T2 a, T2 b) { return T2(__hmin(a.x, b.x), __hmin(a.y, b.y)); }              \
  inline T2 __hmax2(T2 a, T2 b) { return T2(__hmax(a.x, b.x), __hmax(a.y, b.y)); }              \
  inline bool __hbeq2(T2 a, T2 b) { return __heq(a.x, b.x) && __heq(a.y, b.y); }                \
  inline bool __hbne2(T2 a, T2 b) { return __hne(a.x, b.x) && __hne(a.y, b.y); }                \
  inline bool __hblt2(T2 a, T2 b) { return __hlt(a.x, b.x) && __hlt(a.y, b.y); }                \
  inline bool __hble2(T2 a, T2 b) { return __hle(a.x, b.x) && __hle(a.y, b.y); }                \
  inline bool __hbgt2(T2 a, T2 b) { return __hgt(a.x, b.x) && __hgt(a.y, b.y); }                \
  inline bool __hbge2(T2 a, T2 b) { return __hge(a.x, b.x) && __hge(a.y, b.y); }                \
  inline T2 __heq2(T2 a, T2 b) { return T2(T(__heq(a.x, b.x) ? 1.0f : 0.0f), T(__heq(a.y, b.y) ? 1.0f : 0.0f)); } \
  inline T2 __hne2(T2 a, T2 b) { return T2(T(__hne(a.x, b.x) ? 1.0f : 0.0f), T(__hne(a.y, b.y) ? 1.0f : 0.0f)); } \
  inline T2 __hlt2(T2 a, T2 b) { return T2(T(__hlt(a.x, b.x) ? 1.0f : 0.0f), T(__hlt(a.y, b.y) ? 1.0f : 0.0f)); } \
  inline T2 __hle2(T2 a, T2 b) { return T2(T(__hle(a.x, b.x) ? 1.0f : 0.0f), T(__hle(a.y, b.y) ? 1.0f : 0.0f)); } \
  inline T2 __hgt2(T2 a, T2 b) { return T2(T(__hgt(a.x, b.x) ? 1.0f : 0.0f), T(__hgt(a.y, b.y) ? 1.0f : 0.0f)); } \
  inline T2 __hge2(T2 a, T2 b) { return T2(T(__hge(a.x, b.x) ? 1.0f : 0.0f), T(__hge(a.y, b.y) ? 1.0f : 0.0f)); } \
  inline T2 __hisnan2(T2 a) { return T2(T(__hisnan(a.x) ? 1.0f : 0.0f), T(__hisnan(a.y) ? 1.0f : 0.0f)); } \
  inline T2 h2sqrt(T2 a) { return T2(hsqrt(a.x), hsqrt(a.y)); }                                 \
  inline T2 h2rsqrt(T2 a) { return T2(hrsqrt(a.x), hrsqrt(a.y)); }                              \
  inline T2 h2rcp(T2 a) { return T2(hrcp(a.x), hrcp(a.y)); }                                    \
  inline T2 h2exp(T2 a) { return T2(hexp(a.x), hexp(a.y)); }                                    \
  inline T2 h2exp2(T2 a) { return T2(hexp2(a.x), hexp2(a.y)); }                                 \
  inline T2 h2exp10(T2 a) { return T2(hexp10(a.x), hexp10(a.y)); }                              \
  inline T2 h2log(T2 a) { return T2(hlog(a.x), hlog(a.y)); }                                    \
  inline T2 h2log2(T2 a) { return T2(hlog2(a.x), hlog2(a.y)); }                                 \
  inline T2 h2log10(T2 a) { return T2(hlog10(a.x), hlog10(a.y)); }                              \
  inline T2 h2sin(T2 a) { return T2(hsin(a.x), hsin(a.y)); }                                    \
  inline T2 h2cos(T2 a) { return T2(hcos(a.x), hcos(a.y)); }                                    \
  inline T2 h2ceil(T2 a) { return T2(hceil(a.x), hceil(a.y)); }                                 \
  inline T2 h2floor(T2 a) { return T2(hfloor(a.x), hfloor(a.y)); }                              \
  inline T2 h2trunc(T2 a) { return T2(htrunc(a.x), htrunc(a.y)); }                              \
  inline T2 h2rint(T2 a) { return T2(hrint(a.x), hrint(a.y)); }                                 \
  inline T2 h2tanh(T2 a) { return T2(htanh(a.x), htanh(a.y)); }                                 \
  inline T2 h2tanh_approx(T2 a) { return T2(htanh_approx(a.x), htanh_approx(a.y)); }            \
  inline T2 __lowhigh2highlow(T2 a) { return T2(a.y, a.x); }                                    \
  inline T2 __lows2half2(T2 a, T2 b) { return T2(a.x, b.x); }                                   \
  inline T2 __highs2half2(T2 a, T2 b) { return T2(a.y, b.y); }                                  \
  inline T2 __low2half2(T2 a) { return T2(a.x, a.x); }                                          \
  inline T2 __high2half2(T2 a) { return T2(a.y, a.y); }                                        \
  inline T2 __hcmadd(T2 a, T2 b, T2 c) {                                                        \
    return T2(T(float(a.x) * float(b.x) - float(a.y) * float(b.y) + float(c.x)),                \
              T(float(a.x) * float(b.y) + float(a.y) * float(b.x) + float(c.y)));               \
  }
CUPORT_CPU_F16_COMMON(__half, __half2)
CUPORT_CPU_F16_COMMON(__nv_bfloat16, __nv_bfloat162)
#undef CUPORT_CPU_F16_COMMON

// ---- cuda_fp16 conversions ----
inline __half __float2half(float f) { return __half(f); }
inline __half __float2half_rn(float f) { return __half(f); }
inline __half __float2half_rz(float f) {
  using namespace cuport::cpu;
  return HalfRaw{directed_bits<float_to_half_bits, half_bits_to_float>(f, 0)};
}
inline __half __float2half_ru(float f) {
  using namespace cuport::cpu;
  return HalfRaw{directed_bits<float_to_half_bits, half_bits_to_float>(f, 1)};
}
inline __half __float2half_rd(float f) {
  using namespace cuport::cpu;
  return HalfRaw{directed_bits<float_to_half_bits, half_bits_to_float>(f, -1)};
}
inline __half __double2half(double d) { return __half(cuport::cpu::round_to_odd(d)); }
inline float __half2float(__half h) { return float(h); }
inline __half2 __float2half2_rn(float f) { return __half2(__half(f), __half(f)); }
inline __half2 __floats2half2_rn(float a, float b) { return __half2(__half(a), __half(b)); }
inline __half2 __float22half2_rn(float2 f) { return __half2(__half(f.x), __half(f.y)); }
inline float2 __half22float2(__half2 h) { return float2{float(h.x), float(h.y)}; }
inline float __low2float(__half2 h) { return float(h.x); }
inline float __high2float(__half2 h) { return float(h.y); }
inline __half __low2half(__half2 h) { return h.x; }
inline __half __high2half(__half2 h) { return h.y; }
inline __half2 __halves2half2(__half a, __half b) { return __half2(a, b); }
inline __half2 __half2half2(__half a) { return __half2(a, a); }
inline __half2 make_half2(__half a, __half b) { return __half2(a, b); }
inline short __half_as_short(__half h) { return static_cast<short>(h.__x); }
inline unsigned short __half_as_ushort(__half h) { return h.__x; }
inline __half __short_as_half(short s) { return __half_raw{static_cast<unsigned short>(s)}; }
inline __half __ushort_as_half(unsigned short s) { return __half_raw{s}; }
inline int __half2int_rn(__half h) { return __float2int_rn(float(h)); }
inline int __half2int_rz(__half h) { return __float2int_rz(float(h)); }
inline int __half2int_ru(__half h) { return __float2int_ru(float(h)); }
inline int __half2int_rd(__half h) { return __float2int_rd(float(h)); }
inline unsigned __half2uint_rn(__half h) { return __float2uint_rn(float(h)); }
inline unsigned __half2uint_rz(__half h) { return __float2uint_rz(float(h)); }
inline short __half2short_rn(__half h) { return static_cast<short>(cuport::cpu::float_to_int<short>(float(h), cuport::cpu::Round::nearest)); }
inline short __half2short_rz(__half h) { return static_cast<short>(cuport::cpu::float_to_int<short>(float(h), cuport::cpu::Round::zero)); }
inline long long __half2ll_rn(__half h) { return __float2ll_rn(float(h)); }
inline long long __half2ll_rz(__half h) { return __float2ll_rz(float(h)); }
inline unsigned short __half2ushort_rn(__half h) {
  return cuport::cpu::float_to_int<unsigned short>(float(h), cuport::cpu::Round::nearest);
}
inline unsigned short __half2ushort_rz(__half h) {
  return cuport::cpu::float_to_int<unsigned short>(float(h), cuport::cpu::Round::zero);
}
inline __half __int2half_rn(int i) { return __half(static_cast<float>(i)); }
inline __half __uint2half_rn(unsigned i) { return __half(static_cast<float>(i)); }
inline __half __short2half_rn(short i) { return __half(static_cast<float>(i)); }
inline __half __ushort2half_rn(unsigned short i) { return __half(static_cast<float>(i)); }
inline __half __ll2half_rn(long long i) { return __half(static_cast<float>(i)); }

// ---- cuda_bf16 conversions ----
inline __nv_bfloat16 __float2bfloat16(float f) { return __nv_bfloat16(f); }
inline __nv_bfloat16 __float2bfloat16_rn(float f) { return __nv_bfloat16(f); }
inline __nv_bfloat16 __float2bfloat16_rz(float f) {
  using namespace cuport::cpu;
  return HalfRaw{directed_bits<float_to_bf16_bits, bf16_bits_to_float>(f, 0)};
}
inline __nv_bfloat16 __float2bfloat16_ru(float f) {
  using namespace cuport::cpu;
  return HalfRaw{directed_bits<float_to_bf16_bits, bf16_bits_to_float>(f, 1)};
}
inline __nv_bfloat16 __float2bfloat16_rd(float f) {
  using namespace cuport::cpu;
  return HalfRaw{directed_bits<float_to_bf16_bits, bf16_bits_to_float>(f, -1)};
}
inline __nv_bfloat16 __double2bfloat16(double d) {
  return __nv_bfloat16(cuport::cpu::round_to_odd(d));
}
inline float __bfloat162float(__nv_bfloat16 b) { return float(b); }
inline __nv_bfloat162 __float2bfloat162_rn(float f) {
  return __nv_bfloat162(__nv_bfloat16(f), __nv_bfloat16(f));
}
inline __nv_bfloat162 __floats2bfloat162_rn(float a, float b) {
  return __nv_bfloat162(__nv_bfloat16(a), __nv_bfloat16(b));
}
inline __nv_bfloat162 __float22bfloat162_rn(float2 f) {
  return __nv_bfloat162(__nv_bfloat16(f.x), __nv_bfloat16(f.y));
}
inline float2 __bfloat1622float2(__nv_bfloat162 b) { return float2{float(b.x), float(b.y)}; }
inline float __low2float(__nv_bfloat162 b) { return float(b.x); }
inline float __high2float(__nv_bfloat162 b) { return float(b.y); }
inline __nv_bfloat16 __low2bfloat16(__nv_bfloat162 b) { return b.x; }
inline __nv_bfloat16 __high2bfloat16(__nv_bfloat162 b) { return b.y; }
inline __nv_bfloat162 __low2bfloat162(__nv_bfloat162 b) { return __nv_bfloat162(b.x, b.x); }
inline __nv_bfloat162 __high2bfloat162(__nv_bfloat162 b) { return __nv_bfloat162(b.y, b.y); }
inline __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __nv_bfloat162(a, b);
}
inline __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 a) { return __nv_bfloat162(a, a); }
inline __nv_bfloat162 make_bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __nv_bfloat162(a, b);
}
inline short __bfloat16_as_short(__nv_bfloat16 b) { return static_cast<short>(b.__x); }
inline unsigned short __bfloat16_as_ushort(__nv_bfloat16 b) { return b.__x; }
inline __nv_bfloat16 __short_as_bfloat16(short s) {
  return __nv_bfloat16_raw{static_cast<unsigned short>(s)};
}
inline __nv_bfloat16 __ushort_as_bfloat16(unsigned short s) { return __nv_bfloat16_raw{s}; }
inline int __bfloat162int_rn(__nv_bfloat16 b) { return __float2int_rn(float(b)); }
inline int __bfloat162int_rz(__nv_bfloat16 b) { return __float2int_rz(float(b)); }
inline __nv_bfloat16 __int2bfloat16_rn(int i) { return __nv_bfloat16(static_cast<float>(i)); }
