// RUN: translate %s --backend rocm
// Reduction and scan loops bounded by 16 or 32 cover only half of a 64-lane wavefront.
#include <cuda_runtime.h>

__device__ float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset >>= 1)  // expected-warning CP3003
    v += __shfl_down_sync(__activemask(), v, offset);
  return v;
}

__device__ float warp_scan(float v, int lane) {
  for (int d = 1; d < 32; d *= 2) {  // expected-warning CP3003
    float up = __shfl_up_sync(__activemask(), v, d);
    if (lane >= d) v += up;
  }
  return v;
}

__device__ float portable_sum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_xor_sync(__activemask(), v, offset);
  return v;
}
