// RUN: translate %s --backend rocm
// 0xffffffff names lanes 0-31 only; on a 64-lane wavefront the mask must be 64 bits wide.
#include <cuport/runtime.h>

#define FULL_MASK 0xffffffff

__device__ float broadcast(float v) {
  /* CUPORT CP3004: __shfl_sync gets a 32-bit all-ones mask 0xffffffffu, which names only lanes 0-31 */
  return __shfl_sync(0xffffffffu, v, 0);  // expected-warning CP3004
}

__device__ float named(float v) {
  /* CUPORT CP3004: __shfl_xor_sync gets a 32-bit all-ones mask FULL_MASK (0xffffffff), which names only lanes 0-31 */
  float a = __shfl_xor_sync(FULL_MASK, v, 1);  // expected-warning CP3004
  float b = __shfl_xor_sync(FULL_MASK, v, 2);
  return a + b;
}

__device__ float portable(float v) { return __shfl_sync(__activemask(), v, 0); }
