// RUN: translate %s
#include <cuport/runtime.h>

__global__ void k(float* x) {
  float v = x[threadIdx.x];
  /* CUPORT CP1004: __shfl_down is deprecated since CUDA 9.0; translated to __shfl_down */
  v += __shfl_down(v, 1);  // expected-warning CP1004
  /* CUPORT CP1004: __shfl is deprecated since CUDA 9.0; translated to __shfl */
  v += __shfl(v, 0);  // expected-warning CP1004
  /* CUPORT CP1004: __shfl_xor is deprecated since CUDA 9.0; translated to __shfl_xor */
  v += __shfl_xor(v, 2);  // expected-warning CP1004
  /* CUPORT CP1004: __shfl_up is deprecated since CUDA 9.0; translated to __shfl_up */
  v += __shfl_up(v, 1);  // expected-warning CP1004
  x[threadIdx.x] = v;
}

int main() {
  cuportDeviceSetCacheConfig(cuportFuncCachePreferShared);
  float* x = nullptr;
  cuportMalloc(&x, 32 * sizeof(float));
  cuportLaunchKernelGGL(k, 1, 32, 0, 0, x);
  /* CUPORT CP1004: cudaThreadSynchronize is deprecated since CUDA 4.0; translated to cuportDeviceSynchronize */
  cuportDeviceSynchronize();  // expected-warning CP1004
  cuportFree(x);
  return 0;
}
