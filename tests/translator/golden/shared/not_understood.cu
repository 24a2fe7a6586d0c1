// RUN: translate %s
#include <cuda_runtime.h>

__global__ void k(float* out) {
  extern __shared__ float a[], b[];  // expected-warning CP2002
  out[0] = a[0] + b[0];
}
