// RUN: translate %s
#include <cuda_runtime.h>

__global__ void k(float* x) { x[threadIdx.x] = 1.0f; }

int main() {
  float* d;
  cudaMalloc(&d, 4 * sizeof(float));
  int broken = ;  // expected-error CP0001
  k<<<1, 4>>>(d);
  cudaFree(d);
  return 0;
}
