// RUN: translate %s
#include <cuport/runtime.h>

__global__ void k(float* x) { x[threadIdx.x] = 1.0f; }

int main() {
  float* d;
  cuportMalloc(&d, 4 * sizeof(float));
  int broken = ;  // expected-error CP0001
  cuportLaunchKernelGGL(k, 1, 4, 0, 0, d);
  cuportFree(d);
  return 0;
}
