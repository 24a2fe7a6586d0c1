// RUN: translate %s --backend rocm
// One slot per warp in a 32-element array assumes at most 32 warps of 32 lanes... and a 32x32
// tile does not (a 2-D tile is not per warp, so it is not reported).
#include <cuda_runtime.h>

__global__ void block_sum(const float* in, float* out) {
  __shared__ float partial[32];  // expected-warning CP3005
  __shared__ float tile[32][33];
  int warp_id = threadIdx.x / warpSize;
  float v = in[threadIdx.x];
  tile[threadIdx.y][threadIdx.x] = v;
  partial[warp_id] = v;
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.x] = partial[0] + tile[0][0];
}
