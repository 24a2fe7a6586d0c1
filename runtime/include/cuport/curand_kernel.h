// cuport portable runtime: cuRAND's device API (curand_kernel.h), for kernels that draw their own
// random numbers (Monte-Carlo codes: one generator state per thread, curand_init in the kernel).
//
// The CUDA backend uses the toolkit's cuRAND. The CPU backend gets the generators below, written
// to give the same numbers as NVIDIA's cuRAND for the same seed, subsequence and offset:
//   - Philox4x32-10 (curandStatePhilox4_32_10_t), XORWOW (curandState_t, the default state) and
//     MRG32k3a (curandStateMRG32k3a_t);
//   - curand, curand4, curand_uniform[4], curand_uniform[2]_double, curand_normal[2][_double],
//     curand_log_normal, skipahead, skipahead_sequence (and MRG32k3a's skipahead_subsequence).
// Philox's and XORWOW's integers and uniforms are bit-exact with the GPU (MRG32k3a's are checked
// against the header's host path, which computes them in double as its GPU path does in integers).
// Normals follow the formulas cuRAND's header
// uses when compiled for the host (sinf/cosf and sin/cos of v*pi, the C library's logf/log); on
// a GPU cuRAND uses the approximate __sincosf and sincospi there, so a normal can differ from a
// GPU's in its last bits (tests/backends/cpu/test_curand_kernel.py compares with the host path).
// The ROCm backend has no mapping yet (the table marks the names rocm = "no", CP1052).
#pragma once

#include "runtime.h"

#if defined(CUPORT_BACKEND_CUDA)
#include <curand_kernel.h>
#elif defined(CUPORT_BACKEND_ROCM)
#error "cuport: cuRAND's device API (curand_kernel.h) has no ROCm mapping yet (issue 22)"
#else

#include <math.h>

#include <cstdint>
#include <type_traits>

// Bits of the Box-Muller cache flags, as cuRAND keeps them in the state (a normal and a
// log-normal share the cached second value, each flag saying which one it holds).
#define CUPORT_CURAND_CACHED_NORMAL 1
#define CUPORT_CURAND_CACHED_LOG_NORMAL 2

// ----------------------------------------------------------------------------------------------
// Conversions from 32-bit outputs. The offsets of half a step keep 0 out of (0, 1]: log(0) would
// be -inf in Box-Muller. Multiplying by a power of two is exact, so only the final add rounds.
namespace cuport::rand {
constexpr float kTwoPow32Inv = 0x1p-32f;
constexpr double kTwoPow32InvDouble = 0x1p-32;
constexpr double kTwoPow53InvDouble = 0x1p-53;
// 2^-32 times 2*pi rounded to float (6.2831855f), as cuRAND multiplies them, in float.
constexpr float kTwoPow32Inv2Pi = 0x1p-32f * 6.2831855f;
constexpr double kPi = 3.1415926535897932;

inline float uniform_float(unsigned int x) { return x * kTwoPow32Inv + kTwoPow32Inv / 2.0f; }

// cuRAND's uniform double from one 32-bit value adds a whole step, not half of one.
inline double uniform_double(unsigned int x) { return x * kTwoPow32InvDouble + kTwoPow32InvDouble; }

// A double with 53 random bits from two outputs: the second's bits shifted over the first's.
inline double uniform_double(unsigned int x, unsigned int y) {
  const unsigned long long bits = static_cast<unsigned long long>(x) ^
                                  (static_cast<unsigned long long>(y) << (53 - 32));
  return bits * kTwoPow53InvDouble + kTwoPow53InvDouble / 2.0;
}

// No normal is cached in a new state.
template <typename State>
void clear_normal_cache(State* state) {
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.0f;
  state->boxmuller_extra_double = 0.0;
}

// a * b rounded before anything is added to it, whatever contraction the compiler is allowed.
inline float unfused_product(float a, float b) {
  volatile float product = a * b;
  return product;
}

// Box-Muller on two 32-bit outputs. In a kernel the angle's multiply-add is fused, as nvcc
// compiles it; NVIDIA's host API generators (curand.h) run it unfused, on the CPU (kFused false).
template <bool kFused = true>
inline float2 box_muller(unsigned int x, unsigned int y) {
  const float u = uniform_float(x);
  const float angle =
      kFused ? fmaf(static_cast<float>(y), kTwoPow32Inv2Pi, kTwoPow32Inv2Pi / 2.0f)
             : unfused_product(static_cast<float>(y), kTwoPow32Inv2Pi) + kTwoPow32Inv2Pi / 2.0f;
  const float radius = sqrtf(-2.0f * logf(u));
  return make_float2(sinf(angle) * radius, cosf(angle) * radius);
}

// Box-Muller in double on four outputs: 53 bits for the radius, 53 for the angle (in half turns).
inline double2 box_muller_double(unsigned int x0, unsigned int x1, unsigned int y0,
                                 unsigned int y1) {
  const double u = uniform_double(x0, x1);
  const unsigned long long angle_bits = static_cast<unsigned long long>(y0) ^
                                        (static_cast<unsigned long long>(y1) << (53 - 32));
  const double half_turns = angle_bits * (kTwoPow53InvDouble * 2.0) + kTwoPow53InvDouble;
  const double radius = sqrt(-2.0 * log(u));
  return make_double2(sin(half_turns * kPi) * radius, cos(half_turns * kPi) * radius);
}
}  // namespace cuport::rand

// ----------------------------------------------------------------------------------------------
// Philox4x32-10 (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3", SC 2011): each
// 128-bit counter value encrypts to four outputs under a 64-bit key, the seed. cuRAND gives a
// subsequence the counter's upper 64 bits and counts outputs in the lower 64 (four per value).
struct curandStatePhilox4_32_10 {
  uint4 ctr;     // the counter value whose outputs are in output
  uint4 output;  // Philox(ctr, key); output[STATE] is the next number curand returns
  uint2 key;
  unsigned int STATE;  // the names and layout are cuRAND's: programs size and copy states
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

namespace cuport::rand {
// One Philox round: two 32x32->64 multiplies, the high halves xored with the other words and key.
inline uint4 philox_round(uint4 c, uint2 k) {
  const unsigned long long p0 = 0xD2511F53ull * c.x;
  const unsigned long long p1 = 0xCD9E8D57ull * c.z;
  const unsigned int hi0 = static_cast<unsigned int>(p0 >> 32), lo0 = static_cast<unsigned int>(p0);
  const unsigned int hi1 = static_cast<unsigned int>(p1 >> 32), lo1 = static_cast<unsigned int>(p1);
  return make_uint4(hi1 ^ c.y ^ k.x, lo1, hi0 ^ c.w ^ k.y, lo0);
}

// Ten rounds, the key bumped by the Weyl constants (golden ratio, sqrt(3) - 1) between rounds.
inline uint4 philox4x32_10(uint4 c, uint2 k) {
  for (int round = 0; round < 9; ++round) {
    c = philox_round(c, k);
    k.x += 0x9E3779B9u;
    k.y += 0xBB67AE85u;
  }
  return philox_round(c, k);
}

// The counter's lower 64 bits advance by n, the carry running into the upper words.
inline void philox_advance(uint4& c, unsigned long long n) {
  const unsigned long long low = (static_cast<unsigned long long>(c.y) << 32 | c.x) + n;
  const bool carry = low < n;
  c.x = static_cast<unsigned int>(low);
  c.y = static_cast<unsigned int>(low >> 32);
  if (carry && ++c.z == 0) ++c.w;
}
}  // namespace cuport::rand

// Skip n outputs: whole counter values, then the position within one.
inline void skipahead(unsigned long long n, curandStatePhilox4_32_10_t* state) {
  state->STATE += static_cast<unsigned int>(n & 3);
  unsigned long long values = n / 4;
  if (state->STATE > 3) {
    values += 1;
    state->STATE -= 4;
  }
  cuport::rand::philox_advance(state->ctr, values);
  state->output = cuport::rand::philox4x32_10(state->ctr, state->key);
}

// Skip n subsequences of 2^66 outputs: the counter's upper 64 bits advance by n (no carry out).
inline void skipahead_sequence(unsigned long long n, curandStatePhilox4_32_10_t* state) {
  const unsigned long long high =
      (static_cast<unsigned long long>(state->ctr.w) << 32 | state->ctr.z) + n;
  state->ctr.z = static_cast<unsigned int>(high);
  state->ctr.w = static_cast<unsigned int>(high >> 32);
  state->output = cuport::rand::philox4x32_10(state->ctr, state->key);
}

inline void curand_init(unsigned long long seed, unsigned long long subsequence,
                        unsigned long long offset, curandStatePhilox4_32_10_t* state) {
  state->ctr = make_uint4(0, 0, 0, 0);
  state->key.x = static_cast<unsigned int>(seed);
  state->key.y = static_cast<unsigned int>(seed >> 32);
  state->STATE = 0;
  cuport::rand::clear_normal_cache(state);
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
}

inline unsigned int curand(curandStatePhilox4_32_10_t* state) {
  const uint4& out = state->output;
  const unsigned int words[4] = {out.x, out.y, out.z, out.w};
  const unsigned int result = words[state->STATE];
  if (++state->STATE == 4) {  // keep output[STATE] the next number: encrypt the next counter now
    cuport::rand::philox_advance(state->ctr, 1);
    state->output = cuport::rand::philox4x32_10(state->ctr, state->key);
    state->STATE = 0;
  }
  return result;
}

// The next four outputs, as four calls of curand would return them.
inline uint4 curand4(curandStatePhilox4_32_10_t* state) {
  const uint4 current = state->output;
  cuport::rand::philox_advance(state->ctr, 1);
  state->output = cuport::rand::philox4x32_10(state->ctr, state->key);
  const uint4& next = state->output;
  const unsigned int words[8] = {current.x, current.y, current.z, current.w,
                                 next.x,    next.y,    next.z,    next.w};
  const unsigned int s = state->STATE;
  return make_uint4(words[s], words[s + 1], words[s + 2], words[s + 3]);
}

// ----------------------------------------------------------------------------------------------
// XORWOW (Marsaglia, "Xorshift RNGs", 2003): a 160-bit xorshift plus a Weyl sequence d. The
// xorshift is linear over GF(2), so skipping 2^k steps is a 160x160 bit matrix, the one-step
// matrix squared k times; cuRAND's subsequences are 2^67 steps apart.
struct curandStateXORWOW {
  unsigned int d, v[5];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;

namespace cuport::rand {
constexpr unsigned int kXorwowWeylStep = 362437;

inline void xorshift160(unsigned int v[5]) {
  const unsigned int t = v[0] ^ (v[0] >> 2);
  v[0] = v[1];
  v[1] = v[2];
  v[2] = v[3];
  v[3] = v[4];
  v[4] = (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1));
}

// A linear map of the 160-bit state: row b is the image of the state with only bit b set.
struct XorwowJump {
  unsigned int rows[160][5];

  void apply(unsigned int v[5]) const {
    unsigned int out[5] = {0, 0, 0, 0, 0};
    for (int bit = 0; bit < 160; ++bit) {
      if (v[bit / 32] >> (bit % 32) & 1u) {
        for (int w = 0; w < 5; ++w) out[w] ^= rows[bit][w];
      }
    }
    for (int w = 0; w < 5; ++w) v[w] = out[w];
  }

  XorwowJump squared() const {
    XorwowJump twice = *this;
    for (auto& row : twice.rows) apply(row);
    return twice;
  }
};

// jumps[k] skips 2^k steps, k = 0..130: offsets use k < 64, subsequence n uses 67 + bits of n.
// Computed on first use (131 squarings, about a millisecond) rather than stored as tables.
inline const XorwowJump* xorwow_jumps() {
  static const XorwowJump* const jumps = [] {
    auto* table = new XorwowJump[67 + 64];
    for (int bit = 0; bit < 160; ++bit) {
      unsigned int* row = table[0].rows[bit];
      for (int w = 0; w < 5; ++w) row[w] = 0;
      row[bit / 32] = 1u << (bit % 32);
      xorshift160(row);
    }
    for (int k = 1; k < 67 + 64; ++k) table[k] = table[k - 1].squared();
    return table;
  }();
  return jumps;
}
}  // namespace cuport::rand

inline void skipahead(unsigned long long n, curandStateXORWOW_t* state) {
  const cuport::rand::XorwowJump* jumps = cuport::rand::xorwow_jumps();
  for (int k = 0; k < 64; ++k) {
    if (n >> k & 1) jumps[k].apply(state->v);
  }
  state->d += cuport::rand::kXorwowWeylStep * static_cast<unsigned int>(n);
}

// d needs no update: 2^67 steps add a multiple of 2^32 to it.
inline void skipahead_sequence(unsigned long long n, curandStateXORWOW_t* state) {
  const cuport::rand::XorwowJump* jumps = cuport::rand::xorwow_jumps();
  for (int k = 0; k < 64; ++k) {
    if (n >> k & 1) jumps[67 + k].apply(state->v);
  }
}

// The seed's two halves are salted and multiplied by odd constants into Marsaglia's start state
// (constants that make cuRAND's sequences, and so needed as they are).
inline void curand_init(unsigned long long seed, unsigned long long subsequence,
                        unsigned long long offset, curandStateXORWOW_t* state) {
  const unsigned int s0 = static_cast<unsigned int>(seed) ^ 0xaad26b49u;
  const unsigned int s1 = static_cast<unsigned int>(seed >> 32) ^ 0xf7dcefddu;
  const unsigned int t0 = 1099087573u * s0;
  const unsigned int t1 = 2591861531u * s1;
  state->d = 6615241u + t1 + t0;
  state->v[0] = 123456789u + t0;
  state->v[1] = 362436069u ^ t0;
  state->v[2] = 521288629u + t1;
  state->v[3] = 88675123u ^ t1;
  state->v[4] = 5783321u + t0;
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
  cuport::rand::clear_normal_cache(state);
}

inline unsigned int curand(curandStateXORWOW_t* state) {
  cuport::rand::xorshift160(state->v);
  state->d += cuport::rand::kXorwowWeylStep;
  return state->v[4] + state->d;
}

// ----------------------------------------------------------------------------------------------
// MRG32k3a (L'Ecuyer, "Good parameters and implementations for combined multiple recursive random
// number generators", 1999): two order-3 recurrences modulo primes near 2^32, combined. Each is
// linear, so skipping 2^k steps is its 3x3 matrix squared k times (modulo its prime); cuRAND's
// subsequences are 2^76 steps apart and its sequences (skipahead_sequence) 2^127.
struct curandStateMRG32k3a {
  unsigned int s1[3];
  unsigned int s2[3];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

namespace cuport::rand {
constexpr unsigned long long kMrgMod1 = 4294967087ull;
constexpr unsigned long long kMrgMod2 = 4294944443ull;

// s[0..2] are the last three values, oldest first; a step appends the next one.
struct MrgMatrix {
  unsigned long long a[3][3];

  MrgMatrix times(const MrgMatrix& o, unsigned long long m) const {
    MrgMatrix r{};
    for (int i = 0; i < 3; ++i) {
      for (int j = 0; j < 3; ++j) {
        for (int k = 0; k < 3; ++k) r.a[i][j] = (r.a[i][j] + a[i][k] * o.a[k][j] % m) % m;
      }
    }
    return r;
  }

  void apply(unsigned int s[3], unsigned long long m) const {
    unsigned long long out[3];
    for (int i = 0; i < 3; ++i) {
      out[i] = (a[i][0] * s[0] % m + a[i][1] * s[1] % m + a[i][2] * s[2] % m) % m;
    }
    for (int i = 0; i < 3; ++i) s[i] = static_cast<unsigned int>(out[i]);
  }
};

// powers[k]: 2^k steps of each recurrence, k = 0..190 (offsets < 2^64, sequences < 2^64 at 2^127).
struct MrgJumps {
  MrgMatrix first[191], second[191];
};

inline const MrgJumps* mrg_jumps() {
  static const MrgJumps* const jumps = [] {
    auto* table = new MrgJumps;
    table->first[0] = {{{0, 1, 0}, {0, 0, 1}, {kMrgMod1 - 810728, 1403580, 0}}};
    table->second[0] = {{{0, 1, 0}, {0, 0, 1}, {kMrgMod2 - 1370589, 0, 527612}}};
    for (int k = 1; k < 191; ++k) {
      table->first[k] = table->first[k - 1].times(table->first[k - 1], kMrgMod1);
      table->second[k] = table->second[k - 1].times(table->second[k - 1], kMrgMod2);
    }
    return table;
  }();
  return jumps;
}

// Skip n * 2^base steps.
inline void mrg_skip(curandStateMRG32k3a_t* state, unsigned long long n, int base) {
  const MrgJumps* jumps = mrg_jumps();
  for (int k = 0; k < 64; ++k) {
    if (n >> k & 1) {
      jumps->first[base + k].apply(state->s1, kMrgMod1);
      jumps->second[base + k].apply(state->s2, kMrgMod2);
    }
  }
}

// One step; the combined value is in (0, m1], as a double like cuRAND returns it.
inline double mrg32k3a_next(curandStateMRG32k3a_t* state) {
  const long long p1 = (1403580ll * state->s1[1] - 810728ll * state->s1[0]) % (long long)kMrgMod1;
  const long long p2 = (527612ll * state->s2[2] - 1370589ll * state->s2[0]) % (long long)kMrgMod2;
  const unsigned int next1 = static_cast<unsigned int>(p1 < 0 ? p1 + kMrgMod1 : p1);
  const unsigned int next2 = static_cast<unsigned int>(p2 < 0 ? p2 + kMrgMod2 : p2);
  state->s1[0] = state->s1[1], state->s1[1] = state->s1[2], state->s1[2] = next1;
  state->s2[0] = state->s2[1], state->s2[1] = state->s2[2], state->s2[2] = next2;
  const double r = static_cast<double>(next1) - static_cast<double>(next2);
  return r <= 0 ? r + static_cast<double>(kMrgMod1) : r;
}

constexpr double kMrgNorm = 2.3283065498378288e-10;      // about 1 / (m1 + 1)
constexpr double kMrgToUint32 = 1.000000048662;          // about (2^32 - 1) / m1
}  // namespace cuport::rand

inline void skipahead(unsigned long long n, curandStateMRG32k3a_t* state) {
  cuport::rand::mrg_skip(state, n, 0);
}
// Subsequences are 2^76 steps apart. cuRAND's table for them reaches subsequence 2^51 - 1 only
// (from 2^51 on its states become zeros); these jumps are right for any subsequence.
inline void skipahead_subsequence(unsigned long long n, curandStateMRG32k3a_t* state) {
  cuport::rand::mrg_skip(state, n, 76);
}
inline void skipahead_sequence(unsigned long long n, curandStateMRG32k3a_t* state) {
  cuport::rand::mrg_skip(state, n, 127);
}

// Seed 0 keeps the start state 12345 everywhere; otherwise each value is multiplied by a half of
// the seed, salted (the constants that make cuRAND's sequences).
inline void curand_init(unsigned long long seed, unsigned long long subsequence,
                        unsigned long long offset, curandStateMRG32k3a_t* state) {
  using cuport::rand::kMrgMod1;
  using cuport::rand::kMrgMod2;
  for (int i = 0; i < 3; ++i) state->s1[i] = state->s2[i] = 12345u;
  if (seed != 0) {
    const unsigned long long x1 = static_cast<unsigned int>(seed) ^ 0x55555555u;
    const unsigned long long x2 = static_cast<unsigned int>(seed >> 32) ^ 0xAAAAAAAAu;
    state->s1[0] = static_cast<unsigned int>(x1 * 12345u % kMrgMod1);
    state->s1[1] = static_cast<unsigned int>(x2 * 12345u % kMrgMod1);
    state->s1[2] = static_cast<unsigned int>(x1 * 12345u % kMrgMod1);
    state->s2[0] = static_cast<unsigned int>(x2 * 12345u % kMrgMod2);
    state->s2[1] = static_cast<unsigned int>(x1 * 12345u % kMrgMod2);
    state->s2[2] = static_cast<unsigned int>(x2 * 12345u % kMrgMod2);
  }
  skipahead_subsequence(subsequence, state);
  skipahead(offset, state);
  cuport::rand::clear_normal_cache(state);
}

inline unsigned int curand(curandStateMRG32k3a_t* state) {
  return static_cast<unsigned int>(cuport::rand::mrg32k3a_next(state) * cuport::rand::kMrgToUint32);
}

inline float curand_uniform(curandStateMRG32k3a_t* state) {
  return static_cast<float>(cuport::rand::mrg32k3a_next(state) * cuport::rand::kMrgNorm);
}
inline double curand_uniform_double(curandStateMRG32k3a_t* state) {
  return cuport::rand::mrg32k3a_next(state) * cuport::rand::kMrgNorm;
}

// ----------------------------------------------------------------------------------------------
// Distributions. Philox and XORWOW build floats from 32-bit outputs; MRG32k3a from its own
// uniforms (its outputs are not uniform 32-bit words).
namespace cuport::rand {
template <typename State>
constexpr bool kIsState = std::is_same_v<State, curandStatePhilox4_32_10_t> ||
                          std::is_same_v<State, curandStateXORWOW_t> ||
                          std::is_same_v<State, curandStateMRG32k3a_t>;
template <typename State>
using IfState = std::enable_if_t<kIsState<State>>;

// One Box-Muller pair from two outputs (kFused: see box_muller); a double pair takes four
// outputs (Philox's curand4 returns the same four).
template <bool kFused, typename State>
float2 normal_pair_of_outputs(State* state) {
  const unsigned int x = curand(state);
  const unsigned int y = curand(state);
  return box_muller<kFused>(x, y);
}
template <typename State>
float2 normal_pair(State* state) {
  return normal_pair_of_outputs<true>(state);
}
template <typename State>
double2 normal_pair_double(State* state) {
  const unsigned int x0 = curand(state), x1 = curand(state);
  const unsigned int y0 = curand(state), y1 = curand(state);
  return box_muller_double(x0, x1, y0, y1);
}
inline float2 normal_pair(curandStateMRG32k3a_t* state) {
  const float u = curand_uniform(state);
  const float angle = curand_uniform(state) * 6.2831855f;
  const float radius = sqrtf(-2.0f * logf(u));
  return make_float2(sinf(angle) * radius, cosf(angle) * radius);
}
inline double2 normal_pair_double(curandStateMRG32k3a_t* state) {
  const double u = curand_uniform_double(state);
  const double half_turns = curand_uniform_double(state) * 2.0;
  const double radius = sqrt(-2.0 * log(u));
  return make_double2(sin(half_turns * kPi) * radius, cos(half_turns * kPi) * radius);
}

// Normals come in pairs: the second is kept in the state for the next call of the same kind.
template <typename State>
float cached_normal(State* state, int kind, float mean, float stddev) {
  if (state->boxmuller_flag != kind) {
    float2 pair = normal_pair(state);
    if (kind == CUPORT_CURAND_CACHED_LOG_NORMAL) {  // exp(mean + stddev * z), fused as on a GPU
      pair = make_float2(expf(fmaf(stddev, pair.x, mean)), expf(fmaf(stddev, pair.y, mean)));
    }
    state->boxmuller_extra = pair.y;
    state->boxmuller_flag = kind;
    return pair.x;
  }
  state->boxmuller_flag = 0;
  return state->boxmuller_extra;
}
}  // namespace cuport::rand

inline float curand_uniform(curandStatePhilox4_32_10_t* state) {
  return cuport::rand::uniform_float(curand(state));
}
inline float curand_uniform(curandStateXORWOW_t* state) {
  return cuport::rand::uniform_float(curand(state));
}

// Philox's uniform double uses one output, XORWOW's two (53 bits).
inline double curand_uniform_double(curandStatePhilox4_32_10_t* state) {
  return cuport::rand::uniform_double(curand(state));
}
inline double curand_uniform_double(curandStateXORWOW_t* state) {
  const unsigned int x = curand(state);
  const unsigned int y = curand(state);
  return cuport::rand::uniform_double(x, y);
}

inline float4 curand_uniform4(curandStatePhilox4_32_10_t* state) {
  const uint4 x = curand4(state);
  using cuport::rand::uniform_float;
  return make_float4(uniform_float(x.x), uniform_float(x.y), uniform_float(x.z),
                     uniform_float(x.w));
}
inline double2 curand_uniform2_double(curandStatePhilox4_32_10_t* state) {
  const uint4 x = curand4(state);
  using cuport::rand::uniform_double;
  return make_double2(uniform_double(x.x, x.y), uniform_double(x.z, x.w));
}

template <typename State, typename = cuport::rand::IfState<State>>
float curand_normal(State* state) {
  return cuport::rand::cached_normal(state, CUPORT_CURAND_CACHED_NORMAL, 0.0f, 1.0f);
}

template <typename State, typename = cuport::rand::IfState<State>>
float curand_log_normal(State* state, float mean, float stddev) {
  return cuport::rand::cached_normal(state, CUPORT_CURAND_CACHED_LOG_NORMAL, mean, stddev);
}

// Both values of one pair, leaving the cached one alone.
template <typename State, typename = cuport::rand::IfState<State>>
float2 curand_normal2(State* state) {
  return cuport::rand::normal_pair(state);
}

template <typename State, typename = cuport::rand::IfState<State>>
double curand_normal_double(State* state) {
  if (state->boxmuller_flag_double != CUPORT_CURAND_CACHED_NORMAL) {
    const double2 pair = cuport::rand::normal_pair_double(state);
    state->boxmuller_extra_double = pair.y;
    state->boxmuller_flag_double = CUPORT_CURAND_CACHED_NORMAL;
    return pair.x;
  }
  state->boxmuller_flag_double = 0;
  return state->boxmuller_extra_double;
}

template <typename State, typename = cuport::rand::IfState<State>>
double2 curand_normal2_double(State* state) {
  return cuport::rand::normal_pair_double(state);
}

#endif  // CUPORT_BACKEND_CPU
