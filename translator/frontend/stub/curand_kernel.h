// Stub for the translator's parser only: cuRAND's device API (curand_kernel.h), declared for
// parsing; the names stay as they are (runtime/include/cuport/curand_kernel.h defines them).
#pragma once
#include "cuda_runtime.h"

struct curandStatePhilox4_32_10 {
  uint4 ctr, output;
  uint2 key;
  unsigned int STATE;
  int boxmuller_flag, boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;
struct curandStateXORWOW {
  unsigned int d, v[5];
  int boxmuller_flag, boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;
struct curandStateMRG32k3a {
  unsigned int s1[3], s2[3];
  int boxmuller_flag, boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

#define CUPORT_CURAND_STUB_FOR(State)                                                          \
  __device__ void curand_init(unsigned long long, unsigned long long, unsigned long long,     \
                              State*);                                                        \
  __device__ unsigned int curand(State*);                                                     \
  __device__ void skipahead(unsigned long long, State*);                                      \
  __device__ void skipahead_sequence(unsigned long long, State*);                             \
  __device__ float curand_uniform(State*);                                                    \
  __device__ double curand_uniform_double(State*);                                            \
  __device__ float curand_normal(State*);                                                     \
  __device__ double curand_normal_double(State*);                                             \
  __device__ float2 curand_normal2(State*);                                                   \
  __device__ double2 curand_normal2_double(State*);                                           \
  __device__ float curand_log_normal(State*, float, float);
CUPORT_CURAND_STUB_FOR(curandStatePhilox4_32_10_t)
CUPORT_CURAND_STUB_FOR(curandStateXORWOW_t)
CUPORT_CURAND_STUB_FOR(curandStateMRG32k3a_t)
#undef CUPORT_CURAND_STUB_FOR
__device__ uint4 curand4(curandStatePhilox4_32_10_t*);
__device__ float4 curand_uniform4(curandStatePhilox4_32_10_t*);
__device__ double2 curand_uniform2_double(curandStatePhilox4_32_10_t*);
__device__ void skipahead_subsequence(unsigned long long, curandStateMRG32k3a_t*);
