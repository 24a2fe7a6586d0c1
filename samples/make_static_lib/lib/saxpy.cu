#include "vecops.cuh"

namespace {

__global__ void saxpy_kernel(int n, float a, const float* __restrict__ x, float* __restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

}  // namespace

namespace vecops {

void saxpy(int n, float a, const float* d_x, float* d_y, cudaStream_t stream) {
  saxpy_kernel<<<blocks_for(n), kThreads, 0, stream>>>(n, a, d_x, d_y);
  VECOPS_CHECK(cudaGetLastError());
}

}  // namespace vecops
