// Element-wise scale and clamp, in its own translation unit.
#include "common.cuh"
#include "kernels.cuh"

__global__ void scale_clamp(const float* in, float* out, int n, float scale, float limit) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    out[i] = clampf(in[i] * scale, -limit, limit);
  }
}

void launch_scale_clamp(const float* d_in, float* d_out, int n, float scale, float limit) {
  int blocks = (n + kBlock - 1) / kBlock;
  if (blocks > 64) blocks = 64;  // the grid-stride loop covers the rest
  scale_clamp<<<blocks, kBlock>>>(d_in, d_out, n, scale, limit);
  CUDA_CHECK(cudaGetLastError());
}
