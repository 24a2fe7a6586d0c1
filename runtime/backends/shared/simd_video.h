// cuport: CUDA's SIMD video intrinsics (__vadd2, __vmaxs4, __vabsdiffu4, __vsads2, ...) in plain
// C++, for the backends whose compiler has none: cpu (included by cpu_intrinsics.h) and rocm
// (HIP has none; included by rocm_runtime.h). nvcc has its own, so the cuda backend never
// includes this. An unsigned int holds two 16-bit lanes (the *2 functions) or four 8-bit lanes
// (the *4 functions), lane 0 in the low bits; each lane is computed on its own, exactly as
// CUDA's Math API defines it: wrap-around unless the name says saturation (ss: signed, us:
// unsigned), signed or unsigned lanes as the name says (s/u), averages rounded as PTX's vavrg
// (unsigned: half up; signed: half away from zero), vset* give 1 per lane, vcmp* all ones.
// Must not depend on a backend: it uses only CUDA's qualifiers, which every backend defines.
#pragma once

namespace cuport::simd {

// Lanes of count per word: their width in bits, and the lane i of x read as signed or unsigned.
template <int count>
struct Lanes {
  static constexpr int bits = 32 / count;
  static constexpr unsigned mask = (1u << bits) - 1u;
  static constexpr int smax = static_cast<int>(mask >> 1);
  static constexpr int smin = -smax - 1;
  static constexpr int umax = static_cast<int>(mask);
  __host__ __device__ static int u(unsigned x, int i) {
    return static_cast<int>((x >> (i * bits)) & mask);
  }
  __host__ __device__ static int s(unsigned x, int i) {
    int v = u(x, i);
    return v > smax ? v - (umax + 1) : v;
  }
  // A lane's result, wrapped to the lane's width, in lane i's place.
  __host__ __device__ static unsigned place(int v, int i) {
    return (static_cast<unsigned>(v) & mask) << (i * bits);
  }
};

__host__ __device__ inline int clamp(int v, int lo, int hi) {
  return v < lo ? lo : v > hi ? hi : v;
}
__host__ __device__ inline int absolute(int v) { return v < 0 ? -v : v; }
// PTX vavrg on signed lanes: the halved sum rounded half away from zero.
__host__ __device__ inline int signed_average(int sum) {
  return sum >= 0 ? (sum + 1) >> 1 : -((-sum + 1) >> 1);
}

}  // namespace cuport::simd

// name(a, b): each lane of the result is expr, in which sa/sb (signed) and ua/ub (unsigned) are
// the operands' lanes and Lane is the lane type (Lane::smin, Lane::smax, Lane::umax).
#define CUPORT_SIMD_BINARY(name, N, expr)                                                       \
  __host__ __device__ inline unsigned int name(unsigned int a, unsigned int b) {                \
    using Lane = ::cuport::simd::Lanes<N>;                                                      \
    unsigned int result = 0;                                                                    \
    for (int i = 0; i < N; ++i) {                                                               \
      const int sa = Lane::s(a, i), sb = Lane::s(b, i), ua = Lane::u(a, i), ub = Lane::u(b, i); \
      (void)sa, (void)sb, (void)ua, (void)ub;                                                   \
      result |= Lane::place(expr, i);                                                           \
    }                                                                                           \
    return result;                                                                              \
  }
#define CUPORT_SIMD_UNARY(name, N, expr)                         \
  __host__ __device__ inline unsigned int name(unsigned int a) { \
    using Lane = ::cuport::simd::Lanes<N>;                       \
    unsigned int result = 0;                                     \
    for (int i = 0; i < N; ++i) {                                \
      const int sa = Lane::s(a, i);                              \
      result |= Lane::place(expr, i);                            \
    }                                                            \
    return result;                                               \
  }
// Sums of absolute differences: one 32-bit sum over the lanes, not a lane-wise result.
#define CUPORT_SIMD_SAD(name, N, read)                                               \
  __host__ __device__ inline unsigned int name(unsigned int a, unsigned int b) {     \
    using Lane = ::cuport::simd::Lanes<N>;                                           \
    int sum = 0;                                                                     \
    for (int i = 0; i < N; ++i) {                                                    \
      sum += ::cuport::simd::absolute(Lane::read(a, i) - Lane::read(b, i));          \
    }                                                                                \
    return static_cast<unsigned int>(sum);                                           \
  }

// Both widths of each function: name##2 on halfwords, name##4 on bytes.
#define CUPORT_SIMD_BINARY_BOTH(name, expr) \
  CUPORT_SIMD_BINARY(name##2, 2, expr)      \
  CUPORT_SIMD_BINARY(name##4, 4, expr)
#define CUPORT_SIMD_UNARY_BOTH(name, expr) \
  CUPORT_SIMD_UNARY(name##2, 2, expr)      \
  CUPORT_SIMD_UNARY(name##4, 4, expr)

// Arithmetic.
CUPORT_SIMD_BINARY_BOTH(__vadd, ua + ub)
CUPORT_SIMD_BINARY_BOTH(__vaddss, ::cuport::simd::clamp(sa + sb, Lane::smin, Lane::smax))
CUPORT_SIMD_BINARY_BOTH(__vaddus, ::cuport::simd::clamp(ua + ub, 0, Lane::umax))
CUPORT_SIMD_BINARY_BOTH(__vsub, ua - ub)
CUPORT_SIMD_BINARY_BOTH(__vsubss, ::cuport::simd::clamp(sa - sb, Lane::smin, Lane::smax))
CUPORT_SIMD_BINARY_BOTH(__vsubus, ::cuport::simd::clamp(ua - ub, 0, Lane::umax))
CUPORT_SIMD_BINARY_BOTH(__vavgs, ::cuport::simd::signed_average(sa + sb))
CUPORT_SIMD_BINARY_BOTH(__vavgu, (ua + ub + 1) >> 1)
CUPORT_SIMD_BINARY_BOTH(__vhaddu, (ua + ub) >> 1)
CUPORT_SIMD_BINARY_BOTH(__vabsdiffs, ::cuport::simd::absolute(sa - sb))
CUPORT_SIMD_BINARY_BOTH(__vabsdiffu, ::cuport::simd::absolute(ua - ub))
CUPORT_SIMD_BINARY_BOTH(__vmaxs, sa > sb ? sa : sb)
CUPORT_SIMD_BINARY_BOTH(__vmaxu, ua > ub ? ua : ub)
CUPORT_SIMD_BINARY_BOTH(__vmins, sa < sb ? sa : sb)
CUPORT_SIMD_BINARY_BOTH(__vminu, ua < ub ? ua : ub)
CUPORT_SIMD_UNARY_BOTH(__vabs, ::cuport::simd::absolute(sa))
CUPORT_SIMD_UNARY_BOTH(__vabsss, ::cuport::simd::clamp(::cuport::simd::absolute(sa), 0, Lane::smax))
CUPORT_SIMD_UNARY_BOTH(__vneg, -sa)
CUPORT_SIMD_UNARY_BOTH(__vnegss, ::cuport::simd::clamp(-sa, Lane::smin, Lane::smax))
CUPORT_SIMD_SAD(__vsads2, 2, s)
CUPORT_SIMD_SAD(__vsads4, 4, s)
CUPORT_SIMD_SAD(__vsadu2, 2, u)
CUPORT_SIMD_SAD(__vsadu4, 4, u)

// Comparisons: vcmp* sets a lane to all ones where it holds, vset* to 1.
#define CUPORT_SIMD_COMPARE(suffix, test)                  \
  CUPORT_SIMD_BINARY_BOTH(__vcmp##suffix, (test) ? -1 : 0) \
  CUPORT_SIMD_BINARY_BOTH(__vset##suffix, (test) ? 1 : 0)
CUPORT_SIMD_COMPARE(eq, ua == ub)
CUPORT_SIMD_COMPARE(ne, ua != ub)
CUPORT_SIMD_COMPARE(ges, sa >= sb)
CUPORT_SIMD_COMPARE(geu, ua >= ub)
CUPORT_SIMD_COMPARE(gts, sa > sb)
CUPORT_SIMD_COMPARE(gtu, ua > ub)
CUPORT_SIMD_COMPARE(les, sa <= sb)
CUPORT_SIMD_COMPARE(leu, ua <= ub)
CUPORT_SIMD_COMPARE(lts, sa < sb)
CUPORT_SIMD_COMPARE(ltu, ua < ub)

#undef CUPORT_SIMD_COMPARE
#undef CUPORT_SIMD_UNARY_BOTH
#undef CUPORT_SIMD_BINARY_BOTH
#undef CUPORT_SIMD_SAD
#undef CUPORT_SIMD_UNARY
#undef CUPORT_SIMD_BINARY
