// RUN: translate %s
#include <cuport/runtime.h>

__global__ void k(float* out) {
  /* CUPORT CP2002: dynamic shared memory declaration not understood: declare one array per declaration; left as written */
  extern __shared__ float a[], b[];  // expected-warning CP2002
  out[0] = a[0] + b[0];
}
