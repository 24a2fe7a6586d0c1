// RUN: translate %s
#include <cuda_runtime.h>

__global__ void k(float* x) {
  float v = x[threadIdx.x];
  v += __shfl_down(v, 1);  // expected-warning CP1004
  v += __shfl(v, 0);  // expected-warning CP1004
  v += __shfl_xor(v, 2);  // expected-warning CP1004
  v += __shfl_up(v, 1);  // expected-warning CP1004
  x[threadIdx.x] = v;
}

int main() {
  cudaDeviceSetCacheConfig(cudaFuncCachePreferShared);
  float* x = nullptr;
  cudaMalloc(&x, 32 * sizeof(float));
  k<<<1, 32>>>(x);
  cudaThreadSynchronize();  // expected-warning CP1004
  cudaFree(x);
  return 0;
}
