// RUN: translate %s
#include <cuda_runtime.h>
#include "inputs/helpers.cuh"

__global__ void scale(float* x, int n) {
  int i = globalIndex();
  if (i < n) x[i] *= 2.0f;
}

int main() {
  float* d = nullptr;
  checkCuda(cudaMalloc(&d, 64 * sizeof(float)));
  scale<<<1, 64>>>(d, 64);
  checkCuda(cudaFree(d));
  return 0;
}
