// RUN: translate %s
#include <cuport/runtime.h>

__global__ void k(float* x) { x[0] = 1.0f; }

void f(float* d) {
  /* CUPORT CP2001: kernel launch not understood: no matching '>>>' */
  k<<<1, 4(d);  // expected-warning CP2001 expected-error CP0001
  cuportDeviceSynchronize();
  /* CUPORT CP2001: kernel launch not understood: the kernel's argument list is not closed */
  k<<<1, 4>>>(d;  // expected-warning CP2001 expected-error CP0001
  cuportFree(d);
}
