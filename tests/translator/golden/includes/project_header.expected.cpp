// RUN: translate %s
#include <cuport/runtime.h>
#include "inputs/helpers.cuh"

__global__ void scale(float* x, int n) {
  int i = globalIndex();
  if (i < n) x[i] *= 2.0f;
}

int main() {
  float* d = nullptr;
  checkCuda(cuportMalloc(&d, 64 * sizeof(float)));
  cuportLaunchKernelGGL(scale, 1, 64, 0, 0, d, 64);
  checkCuda(cuportFree(d));
  return 0;
}
