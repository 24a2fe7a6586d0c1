// cuport CPU backend: the CUDA math API (float and double) beyond what <math.h> already has,
// CUDA's global min/max overloads, and the math_constants.h values (CUDART_X -> CUPORT_X).
//
// Functions the C library provides (sinf, expf, erff, lgammaf, ...) are used as they are: they
// are within CUDA's documented error bounds. Only names C lacks are defined here.
#pragma once

#include <math.h>  // global sinf, expf, ... and std::isnan & co. in the global namespace

#include <cfloat>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace cuport::cpu {
template <class To, class From>
inline To bit_cast(const From& from) {
  static_assert(sizeof(To) == sizeof(From), "bit_cast between types of different sizes");
  To to;
  std::memcpy(&to, &from, sizeof(To));
  return to;
}

// erfinv by Giles' single-precision approximation, refined with two Newton steps in double.
inline double erfinv_double(double y) {
  if (y <= -1.0) return y == -1.0 ? -HUGE_VAL : NAN;
  if (y >= 1.0) return y == 1.0 ? HUGE_VAL : NAN;
  double w = -std::log((1.0 - y) * (1.0 + y));
  double x;
  if (w < 5.0) {
    w -= 2.5;
    double p = 2.81022636e-08;
    p = 3.43273939e-07 + p * w;
    p = -3.5233877e-06 + p * w;
    p = -4.39150654e-06 + p * w;
    p = 0.00021858087 + p * w;
    p = -0.00125372503 + p * w;
    p = -0.00417768164 + p * w;
    p = 0.246640727 + p * w;
    p = 1.50140941 + p * w;
    x = p * y;
  } else {
    w = std::sqrt(w) - 3.0;
    double p = -0.000200214257;
    p = 0.000100950558 + p * w;
    p = 0.00134934322 + p * w;
    p = -0.00367342844 + p * w;
    p = 0.00573950773 + p * w;
    p = -0.0076224613 + p * w;
    p = 0.00943887047 + p * w;
    p = 1.00167406 + p * w;
    p = 2.83297682 + p * w;
    x = p * y;
  }
  const double two_over_sqrt_pi = 1.1283791670955126;
  for (int i = 0; i < 2; ++i) {
    double err = std::erf(x) - y;
    x -= err / (two_over_sqrt_pi * std::exp(-x * x));
  }
  return x;
}

// Inverse of the standard normal CDF: -sqrt(2) * erfcinv(2p).
inline double erfcinv_double(double y) {
  if (y <= 0.0) return y == 0.0 ? HUGE_VAL : NAN;
  if (y >= 2.0) return y == 2.0 ? -HUGE_VAL : NAN;
  if (y > 0.0625 && y < 1.9375) return erfinv_double(1.0 - y);
  // Tails: Newton on erfc directly keeps relative accuracy where 1 - y would cancel.
  double x = y < 1.0 ? erfinv_double(1.0 - y) : -erfinv_double(y - 1.0);
  if (!std::isfinite(x)) x = y < 1.0 ? 5.9 : -5.9;
  const double two_over_sqrt_pi = 1.1283791670955126;
  for (int i = 0; i < 4; ++i) x += (std::erfc(x) - y) / (two_over_sqrt_pi * std::exp(-x * x));
  return x;
}
}  // namespace cuport::cpu

// ---- single precision names C does not have ----
inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
inline float rcbrtf(float x) { return 1.0f / cbrtf(x); }
inline float exp10f(float x) { return static_cast<float>(std::pow(10.0, static_cast<double>(x))); }
inline float sinpif(float x) { return static_cast<float>(std::sin(M_PI * static_cast<double>(x))); }
inline float cospif(float x) { return static_cast<float>(std::cos(M_PI * static_cast<double>(x))); }
inline void sincospif(float x, float* s, float* c) {
  *s = sinpif(x);
  *c = cospif(x);
}
inline float erfinvf(float x) { return static_cast<float>(cuport::cpu::erfinv_double(x)); }
inline float erfcinvf(float x) { return static_cast<float>(cuport::cpu::erfcinv_double(x)); }
inline float erfcxf(float x) {
  double d = x;
  return static_cast<float>(d < 25.0 ? std::exp(d * d) * std::erfc(d)
                                     : 1.0 / (d * 1.7724538509055159) * (1.0 - 0.5 / (d * d)));
}
inline float normcdff(float x) {
  return static_cast<float>(0.5 * std::erfc(-static_cast<double>(x) * M_SQRT1_2));
}
inline float normcdfinvf(float x) {
  return static_cast<float>(-M_SQRT2 * cuport::cpu::erfcinv_double(2.0 * x));
}
inline float fdividef(float x, float y) { return x / y; }
inline float rhypotf(float x, float y) { return 1.0f / hypotf(x, y); }
inline float norm3df(float a, float b, float c) {
  return static_cast<float>(std::sqrt(double(a) * a + double(b) * b + double(c) * c));
}
inline float rnorm3df(float a, float b, float c) { return 1.0f / norm3df(a, b, c); }
inline float norm4df(float a, float b, float c, float d) {
  return static_cast<float>(std::sqrt(double(a) * a + double(b) * b + double(c) * c + double(d) * d));
}
inline float rnorm4df(float a, float b, float c, float d) { return 1.0f / norm4df(a, b, c, d); }
inline float normf(int dim, const float* a) {
  double sum = 0;
  for (int i = 0; i < dim; ++i) sum += double(a[i]) * a[i];
  return static_cast<float>(std::sqrt(sum));
}
inline float rnormf(int dim, const float* a) { return 1.0f / normf(dim, a); }
inline float cyl_bessel_i0f(float x) { return static_cast<float>(std::cyl_bessel_i(0.0, double(x))); }
inline float cyl_bessel_i1f(float x) { return static_cast<float>(std::cyl_bessel_i(1.0, double(x))); }
inline float saturatef(float x) { return x != x ? 0.0f : (x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x)); }
inline float __saturatef(float x) { return saturatef(x); }

// ---- double precision ----
inline double rsqrt(double x) { return 1.0 / std::sqrt(x); }
inline double rcbrt(double x) { return 1.0 / std::cbrt(x); }
inline double sinpi(double x) {
  // Reduce x exactly first so large arguments keep their meaning (sin(pi*x) for integer x is 0).
  double r = std::fmod(x, 2.0);
  return std::sin(M_PI * r);
}
inline double cospi(double x) {
  double r = std::fmod(std::fabs(x), 2.0);
  return std::cos(M_PI * r);
}
inline void sincospi(double x, double* s, double* c) {
  *s = sinpi(x);
  *c = cospi(x);
}
inline double erfinv(double x) { return cuport::cpu::erfinv_double(x); }
inline double erfcinv(double x) { return cuport::cpu::erfcinv_double(x); }
inline double erfcx(double x) {
  return x < 25.0 ? std::exp(x * x) * std::erfc(x)
                  : 1.0 / (x * 1.7724538509055159) * (1.0 - 0.5 / (x * x));
}
inline double normcdf(double x) { return 0.5 * std::erfc(-x * M_SQRT1_2); }
inline double normcdfinv(double x) { return -M_SQRT2 * cuport::cpu::erfcinv_double(2.0 * x); }
inline double rhypot(double x, double y) { return 1.0 / std::hypot(x, y); }
inline double norm3d(double a, double b, double c) { return std::sqrt(a * a + b * b + c * c); }
inline double rnorm3d(double a, double b, double c) { return 1.0 / norm3d(a, b, c); }
inline double norm4d(double a, double b, double c, double d) {
  return std::sqrt(a * a + b * b + c * c + d * d);
}
inline double rnorm4d(double a, double b, double c, double d) { return 1.0 / norm4d(a, b, c, d); }
inline double norm(int dim, const double* a) {
  double sum = 0;
  for (int i = 0; i < dim; ++i) sum += a[i] * a[i];
  return std::sqrt(sum);
}
inline double rnorm(int dim, const double* a) { return 1.0 / norm(dim, a); }
inline double cyl_bessel_i0(double x) { return std::cyl_bessel_i(0.0, x); }
inline double cyl_bessel_i1(double x) { return std::cyl_bessel_i(1.0, x); }

// ---- CUDA's global min/max overloads (math_functions.hpp), usable on host and device ----
inline int min(int a, int b) { return a < b ? a : b; }
inline unsigned min(unsigned a, unsigned b) { return a < b ? a : b; }
inline unsigned min(int a, unsigned b) { return min(static_cast<unsigned>(a), b); }
inline unsigned min(unsigned a, int b) { return min(a, static_cast<unsigned>(b)); }
inline long min(long a, long b) { return a < b ? a : b; }
inline unsigned long min(unsigned long a, unsigned long b) { return a < b ? a : b; }
inline long long min(long long a, long long b) { return a < b ? a : b; }
inline unsigned long long min(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
inline unsigned long long min(long long a, unsigned long long b) {
  return min(static_cast<unsigned long long>(a), b);
}
inline unsigned long long min(unsigned long long a, long long b) {
  return min(a, static_cast<unsigned long long>(b));
}
inline float min(float a, float b) { return fminf(a, b); }
inline double min(double a, double b) { return fmin(a, b); }
inline double min(float a, double b) { return fmin(a, b); }
inline double min(double a, float b) { return fmin(a, b); }
inline int max(int a, int b) { return a > b ? a : b; }
inline unsigned max(unsigned a, unsigned b) { return a > b ? a : b; }
inline unsigned max(int a, unsigned b) { return max(static_cast<unsigned>(a), b); }
inline unsigned max(unsigned a, int b) { return max(a, static_cast<unsigned>(b)); }
inline long max(long a, long b) { return a > b ? a : b; }
inline unsigned long max(unsigned long a, unsigned long b) { return a > b ? a : b; }
inline long long max(long long a, long long b) { return a > b ? a : b; }
inline unsigned long long max(unsigned long long a, unsigned long long b) { return a > b ? a : b; }
inline unsigned long long max(long long a, unsigned long long b) {
  return max(static_cast<unsigned long long>(a), b);
}
inline unsigned long long max(unsigned long long a, long long b) {
  return max(a, static_cast<unsigned long long>(b));
}
inline float max(float a, float b) { return fmaxf(a, b); }
inline double max(double a, double b) { return fmax(a, b); }
inline double max(float a, double b) { return fmax(a, b); }
inline double max(double a, float b) { return fmax(a, b); }
inline unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
inline unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
inline unsigned long long ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
inline unsigned long long ullmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }
inline long long llmin(long long a, long long b) { return a < b ? a : b; }
inline long long llmax(long long a, long long b) { return a > b ? a : b; }

// ---- math_constants.h (CUDART_X in CUDA, CUPORT_X in portable source), CUDA's values ----
inline const float CUPORT_INF_F = cuport::cpu::bit_cast<float>(0x7f800000u);
inline const float CUPORT_NAN_F = cuport::cpu::bit_cast<float>(0x7fffffffu);
inline const float CUPORT_MIN_DENORM_F = cuport::cpu::bit_cast<float>(0x00000001u);
inline const float CUPORT_MAX_NORMAL_F = cuport::cpu::bit_cast<float>(0x7f7fffffu);
inline const float CUPORT_NEG_ZERO_F = cuport::cpu::bit_cast<float>(0x80000000u);
constexpr float CUPORT_ZERO_F = 0.0f;
constexpr float CUPORT_ONE_F = 1.0f;
constexpr float CUPORT_SQRT_HALF_F = 0.707106781f;
constexpr float CUPORT_SQRT_HALF_HI_F = 0.707106781f;
constexpr float CUPORT_SQRT_HALF_LO_F = 1.210161749e-08f;
constexpr float CUPORT_SQRT_TWO_F = 1.414213562f;
constexpr float CUPORT_THIRD_F = 0.333333333f;
constexpr float CUPORT_PIO4_F = 0.785398163f;
constexpr float CUPORT_PIO2_F = 1.570796327f;
constexpr float CUPORT_3PIO4_F = 2.356194490f;
constexpr float CUPORT_2_OVER_PI_F = 0.636619772f;
constexpr float CUPORT_SQRT_2_OVER_PI_F = 0.797884561f;
constexpr float CUPORT_PI_F = 3.141592654f;
constexpr float CUPORT_L2E_F = 1.442695041f;
constexpr float CUPORT_L2T_F = 3.321928094f;
constexpr float CUPORT_LG2_F = 0.301029996f;
constexpr float CUPORT_LGE_F = 0.434294482f;
constexpr float CUPORT_LN2_F = 0.693147181f;
constexpr float CUPORT_LNT_F = 2.302585093f;
constexpr float CUPORT_LNPI_F = 1.144729886f;
constexpr float CUPORT_TWO_TO_M126_F = 1.175494351e-38f;
constexpr float CUPORT_TWO_TO_126_F = 8.507059173e37f;
constexpr float CUPORT_NORM_HUGE_F = 3.402823466e38f;
constexpr float CUPORT_TWO_TO_23_F = 8388608.0f;
constexpr float CUPORT_TWO_TO_24_F = 16777216.0f;
constexpr float CUPORT_TWO_TO_31_F = 2147483648.0f;
constexpr float CUPORT_TWO_TO_32_F = 4294967296.0f;
constexpr unsigned CUPORT_REMQUO_BITS_F = 3U;
constexpr unsigned CUPORT_REMQUO_MASK_F = (~((~0U)<<CUPORT_REMQUO_BITS_F));
constexpr float CUPORT_TRIG_PLOSS_F = 105615.0f;
inline const double CUPORT_INF = cuport::cpu::bit_cast<double>(0x7ff0000000000000ull);
inline const double CUPORT_NAN = cuport::cpu::bit_cast<double>(0xfff8000000000000ull);
inline const double CUPORT_NEG_ZERO = cuport::cpu::bit_cast<double>(0x8000000000000000ull);
inline const double CUPORT_MIN_DENORM = cuport::cpu::bit_cast<double>(0x0000000000000001ull);
constexpr double CUPORT_ZERO = 0.0;
constexpr double CUPORT_ONE = 1.0;
constexpr double CUPORT_SQRT_TWO = 1.4142135623730951e+0;
constexpr double CUPORT_SQRT_HALF = 7.0710678118654757e-1;
constexpr double CUPORT_SQRT_HALF_HI = 7.0710678118654757e-1;
constexpr double CUPORT_SQRT_HALF_LO = (-4.8336466567264567e-17);
constexpr double CUPORT_THIRD = 3.3333333333333333e-1;
constexpr double CUPORT_TWOTHIRD = 6.6666666666666667e-1;
constexpr double CUPORT_PIO4 = 7.8539816339744828e-1;
constexpr double CUPORT_PIO4_HI = 7.8539816339744828e-1;
constexpr double CUPORT_PIO4_LO = 3.0616169978683830e-17;
constexpr double CUPORT_PIO2 = 1.5707963267948966e+0;
constexpr double CUPORT_PIO2_HI = 1.5707963267948966e+0;
constexpr double CUPORT_PIO2_LO = 6.1232339957367660e-17;
constexpr double CUPORT_3PIO4 = 2.3561944901923448e+0;
constexpr double CUPORT_2_OVER_PI = 6.3661977236758138e-1;
constexpr double CUPORT_PI = 3.1415926535897931e+0;
constexpr double CUPORT_PI_HI = 3.1415926535897931e+0;
constexpr double CUPORT_PI_LO = 1.2246467991473532e-16;
constexpr double CUPORT_SQRT_2PI = 2.5066282746310007e+0;
constexpr double CUPORT_SQRT_2PI_HI = 2.5066282746310007e+0;
constexpr double CUPORT_SQRT_2PI_LO = (-1.8328579980459167e-16);
constexpr double CUPORT_SQRT_PIO2 = 1.2533141373155003e+0;
constexpr double CUPORT_SQRT_PIO2_HI = 1.2533141373155003e+0;
constexpr double CUPORT_SQRT_PIO2_LO = (-9.1642899902295834e-17);
constexpr double CUPORT_SQRT_2OPI = 7.9788456080286536e-1;
constexpr double CUPORT_L2E = 1.4426950408889634e+0;
constexpr double CUPORT_L2E_HI = 1.4426950408889634e+0;
constexpr double CUPORT_L2E_LO = 2.0355273740931033e-17;
constexpr double CUPORT_L2T = 3.3219280948873622e+0;
constexpr double CUPORT_LG2 = 3.0102999566398120e-1;
constexpr double CUPORT_LG2_HI = 3.0102999566398120e-1;
constexpr double CUPORT_LG2_LO = (-2.8037281277851704e-18);
constexpr double CUPORT_LGE = 4.3429448190325182e-1;
constexpr double CUPORT_LGE_HI = 4.3429448190325182e-1;
constexpr double CUPORT_LGE_LO = 1.09831965021676510e-17;
constexpr double CUPORT_LN2 = 6.9314718055994529e-1;
constexpr double CUPORT_LN2_HI = 6.9314718055994529e-1;
constexpr double CUPORT_LN2_LO = 2.3190468138462996e-17;
constexpr double CUPORT_LNT = 2.3025850929940459e+0;
constexpr double CUPORT_LNT_HI = 2.3025850929940459e+0;
constexpr double CUPORT_LNT_LO = (-2.1707562233822494e-16);
constexpr double CUPORT_LNPI = 1.1447298858494002e+0;
constexpr double CUPORT_LN2_X_1024 = 7.0978271289338397e+2;
constexpr double CUPORT_LN2_X_1025 = 7.1047586007394398e+2;
constexpr double CUPORT_LN2_X_1075 = 7.4513321910194122e+2;
constexpr double CUPORT_LG2_X_1024 = 3.0825471555991675e+2;
constexpr double CUPORT_LG2_X_1075 = 3.2360724533877976e+2;
constexpr double CUPORT_TWO_TO_23 = 8388608.0;
constexpr double CUPORT_TWO_TO_52 = 4503599627370496.0;
constexpr double CUPORT_TWO_TO_53 = 9007199254740992.0;
constexpr double CUPORT_TWO_TO_54 = 18014398509481984.0;
constexpr double CUPORT_TWO_TO_M54 = 5.5511151231257827e-17;
constexpr double CUPORT_TWO_TO_M1022 = 2.22507385850720140e-308;
constexpr double CUPORT_TRIG_PLOSS = 2147483648.0;
constexpr double CUPORT_DBL2INT_CVT = 6755399441055744.0;
