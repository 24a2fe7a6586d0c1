// RUN: translate %s
#include <cuda_runtime.h>

__global__ void k(float* x) {
  x[0] = 1.0f;
}

int main() {
  float* d;
  cudaMalloc(&d, 4);
  k<<<1, 1>>>(d);
  cudaFree(d  // expected-error CP0001