// RUN: translate %s
#include <cuport/runtime.h>

__global__ void k(float* x) {
  x[0] = 1.0f;
}

int main() {
  float* d;
  cuportMalloc(&d, 4);
  cuportLaunchKernelGGL(k, 1, 1, 0, 0, d);
  cuportFree(d  // expected-error CP0001