// RUN: translate %s --backend rocm
// Warp code written for any width: no CP3xxx diagnostic may fire here.
#include <cuda_runtime.h>

__global__ void reduce(const float* in, float* out, int n) {
  extern __shared__ float partial[];
  int lane = threadIdx.x % warpSize;
  int warp = threadIdx.x / warpSize;
  float v = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) v += in[i];
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(__activemask(), v, offset);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  unsigned long long votes = __ballot_sync(__activemask(), v > 0.0f);
  if (threadIdx.x == 0) out[blockIdx.x] = partial[0] + __popcll(votes) + (n & 31);
}
