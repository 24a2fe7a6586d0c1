// Per-block sums with a shared-memory tree, in its own translation unit.
#include "common.cuh"
#include "kernels.cuh"

__global__ void block_sums(const float* in, float* partial, int n) {
  __shared__ float cache[kBlock];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  cache[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride) cache[threadIdx.x] += cache[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) partial[blockIdx.x] = cache[0];
}

int launch_block_sums(const float* d_in, float* d_partial, int n) {
  int blocks = (n + kBlock - 1) / kBlock;
  block_sums<<<blocks, kBlock>>>(d_in, d_partial, n);
  CUDA_CHECK(cudaGetLastError());
  return blocks;
}
