// The cuRAND device-API draws that test_curand_kernel.py compares: curand_kernel.cu makes them
// through cuport, tests/backends/cpu/curand_reference/reference.cpp through NVIDIA's own
// curand_kernel.h compiled for the host. Each case writes kCurandWords 64-bit words (integers as
// they are, floats and doubles as their bits), printed as hexadecimal.
#pragma once
#include <stdio.h>
#include <string.h>

constexpr int kCurandCases = 8;
constexpr int kCurandWords = 46;

struct CurandCase {
  unsigned long long seed, subsequence, offset;
};

// Seeds with both halves set, subsequences and offsets that carry across counter words.
__host__ __device__ inline CurandCase draw_case(int i) {
  switch (i) {
    case 0: return {0ull, 0ull, 0ull};
    case 1: return {1234ull, 0ull, 0ull};
    case 2: return {1234ull, 1ull, 0ull};
    case 3: return {1234ull, 7ull, 3ull};
    case 4: return {0xDEADBEEFCAFEF00Dull, (1ull << 40) | 5ull, 2ull};
    case 5: return {42ull, 12345ull, 1000003ull};
    case 6: return {42ull, ~0ull, ~0ull};
    default: return {987654321ull, 100ull, (1ull << 33) + 1ull};
  }
}

__host__ __device__ inline unsigned long long float_bits(float f) {
  unsigned int u;
  memcpy(&u, &f, sizeof u);
  return u;
}
__host__ __device__ inline unsigned long long double_bits(double d) {
  unsigned long long u;
  memcpy(&u, &d, sizeof u);
  return u;
}

__host__ __device__ inline void next_four(curandStatePhilox4_32_10_t* s, unsigned long long* out) {
  const uint4 x = curand4(s);
  out[0] = x.x, out[1] = x.y, out[2] = x.z, out[3] = x.w;
}
template <typename State>
__host__ __device__ inline void next_four(State* s, unsigned long long* out) {
  for (int i = 0; i < 4; ++i) out[i] = curand(s);
}

// Philox's vector draws; XORWOW and MRG32k3a, which have none, draw the same kinds one at a time.
__host__ __device__ inline void next_uniforms(curandStatePhilox4_32_10_t* s,
                                              unsigned long long* out) {
  const float4 f = curand_uniform4(s);
  const double2 d = curand_uniform2_double(s);
  out[0] = float_bits(f.x), out[1] = float_bits(f.y), out[2] = float_bits(f.z);
  out[3] = float_bits(f.w), out[4] = double_bits(d.x), out[5] = double_bits(d.y);
}
template <typename State>
__host__ __device__ inline void next_uniforms(State* s, unsigned long long* out) {
  for (int i = 0; i < 4; ++i) out[i] = float_bits(curand_uniform(s));
  for (int i = 4; i < 6; ++i) out[i] = double_bits(curand_uniform_double(s));
}

// MRG32k3a's subsequences stop at 2^51 - 1: cuRAND's jump table for them fills 51 of its 56
// entries, so from 2^51 on its states turn to zeros (cuport's keep jumping).
__host__ __device__ inline unsigned long long subsequence_for(curandStateMRG32k3a_t*,
                                                              unsigned long long n) {
  return n & ((1ull << 51) - 1);
}
template <typename State>
__host__ __device__ inline unsigned long long subsequence_for(State*, unsigned long long n) {
  return n;
}

template <typename State>
__host__ __device__ void draw_sequence(const CurandCase& c, unsigned long long* out) {
  State s;
  curand_init(c.seed, subsequence_for(&s, c.subsequence), c.offset, &s);
  int n = 0;
  for (int i = 0; i < 7; ++i) out[n++] = curand(&s);  // 7: curand4 below starts mid-block
  next_four(&s, out + n);
  n += 4;
  for (int i = 0; i < 4; ++i) out[n++] = float_bits(curand_uniform(&s));
  for (int i = 0; i < 3; ++i) out[n++] = double_bits(curand_uniform_double(&s));
  next_uniforms(&s, out + n);
  n += 6;
  for (int i = 0; i < 5; ++i) out[n++] = float_bits(curand_normal(&s));  // odd: one stays cached
  for (int i = 0; i < 3; ++i) out[n++] = double_bits(curand_normal_double(&s));
  const float2 pair = curand_normal2(&s);
  out[n++] = float_bits(pair.x);
  out[n++] = float_bits(pair.y);
  const double2 pair_double = curand_normal2_double(&s);
  out[n++] = double_bits(pair_double.x);
  out[n++] = double_bits(pair_double.y);
  for (int i = 0; i < 3; ++i) out[n++] = float_bits(curand_log_normal(&s, 0.5f, 2.0f));
  skipahead(1000003ull, &s);
  out[n++] = curand(&s);
  out[n++] = curand(&s);
  skipahead_sequence(3ull, &s);
  out[n++] = curand(&s);
  out[n++] = curand(&s);
  skipahead((1ull << 40) + 2ull, &s);
  out[n++] = curand(&s);
  out[n++] = float_bits(curand_uniform(&s));
  out[n++] = double_bits(curand_uniform_double(&s));
}

// Philox4x32-10 of one counter value, through the API alone: the key is the seed, the counter's
// upper half the subsequence, its lower half the outputs skipped over 4 (in steps that fit).
__host__ __device__ inline uint4 philox_block(uint4 ctr, uint2 key) {
  curandStatePhilox4_32_10_t s;
  const unsigned long long seed = (unsigned long long)key.y << 32 | key.x;
  curand_init(seed, (unsigned long long)ctr.w << 32 | ctr.z, 0, &s);
  unsigned long long blocks = (unsigned long long)ctr.y << 32 | ctr.x;
  const unsigned long long step = 1ull << 60;
  for (; blocks >= step; blocks -= step) skipahead(step * 4, &s);
  skipahead(blocks * 4, &s);
  return curand4(&s);
}

// Random123's known-answer inputs for Philox4x32-10 (counter, key); the outputs are in the test.
constexpr int kPhiloxKats = 3;
__host__ __device__ inline void philox_kat_input(int i, uint4* ctr, uint2* key) {
  if (i == 0) {
    *ctr = make_uint4(0u, 0u, 0u, 0u);
    *key = make_uint2(0u, 0u);
  } else if (i == 1) {
    *ctr = make_uint4(0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu);
    *key = make_uint2(0xffffffffu, 0xffffffffu);
  } else {
    *ctr = make_uint4(0x243f6a88u, 0x85a308d3u, 0x13198a2eu, 0x03707344u);
    *key = make_uint2(0xa4093822u, 0x299f31d0u);
  }
}

// One line per generator and case, as both programs print it.
inline void print_draws(const char* generator, int c, const unsigned long long* words) {
  printf("%s %d:", generator, c);
  for (int i = 0; i < kCurandWords; ++i) printf(" %llx", words[i]);
  printf("\n");
}
