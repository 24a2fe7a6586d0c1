// RUN: translate %s
#include <cuda_runtime.h>

__global__ void k(int* x) { x[0] = 1; }

void f(int* x) {
  k<<<1>>>(x);  // expected-warning CP2001
  k<<<1, 2, 3, 4, 5>>>(x);  // expected-warning CP2001
}
