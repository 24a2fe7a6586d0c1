// RUN: translate %s
#include <cuda_runtime.h>

__global__ void k(float* x) {
  float v = x[threadIdx.x];
  v += __shfl_down(v, 1);
  v += __shfl(v, 0);
  v += __shfl_xor(v, 2);
  v += __shfl_up(v, 1);
  x[threadIdx.x] = v;
}

int main() {
  cudaDeviceSetCacheConfig(cudaFuncCachePreferShared);
  float* x = nullptr;
  cudaMalloc(&x, 32 * sizeof(float));
  k<<<1, 32>>>(x);
  cudaThreadSynchronize();
  cudaFree(x);
  return 0;
}
