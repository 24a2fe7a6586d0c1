// RUN: translate %s
#include <cuda_runtime.h>

__global__ void k(float* x) { x[0] = 1.0f; }

void f(float* d) {
  k<<<1, 4(d);  // expected-warning CP2001 expected-error CP0001
  cudaDeviceSynchronize();
  k<<<1, 4>>>(d;  // expected-warning CP2001 expected-error CP0001
  cudaFree(d);
}
