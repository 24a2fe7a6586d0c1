// RUN: translate %s
#include <cuport/runtime.h>

__device__ float warp_sum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    /* CUPORT CP3004: __shfl_down_sync gets a 32-bit all-ones mask 0xffffffffu, which names only lanes 0-31 */
    v += __shfl_down_sync(0xffffffffu, v, offset);  // expected-warning CP3004
  /* CUPORT CP3004: __shfl_sync gets a 32-bit all-ones mask 0xffffffffu, which names only lanes 0-31 */
  return __shfl_sync(0xffffffffu, v, 0);  // expected-warning CP3004
}

__global__ void k(const float* __restrict__ in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = i < n ? __ldg(&in[i]) : 0.0f;
  /* CUPORT CP3001: __ballot_sync result stored in mask keeps only 32 bits: lanes 32-63 of a 64-lane wavefront are lost */
  /* CUPORT CP3004: __ballot_sync gets a 32-bit all-ones mask 0xffffffffu, which names only lanes 0-31 */
  unsigned mask = __ballot_sync(0xffffffffu, x > 0.0f);  // expected-warning CP3001 CP3004
  bool any = __any_sync(mask, x > 1.0f), all = __all_sync(mask, x > -1.0f);
  float y = __shfl_up_sync(mask, x, 1) + __shfl_xor_sync(mask, x, 1);
  float m = sqrtf(fabsf(x)) + expf(x) + __expf(x) + __fdividef(x, 3.0f) + rsqrtf(2.0f);
  m += sinf(x) * cosf(x) + logf(1.0f + fabsf(x)) + powf(x, 2.0f) + fminf(x, y) + fmaxf(x, y);
  m += __popc(mask) + __clz(mask) + __ffs(mask) + (any ? 1 : 0) + (all ? 1 : 0);
  if (i < n) out[i] = warp_sum(m + __saturatef(x) + __int_as_float(__float_as_int(y)));
}
