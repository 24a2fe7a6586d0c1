// RUN: translate %s
#include <cuport/runtime.h>

__global__ void k(int* x) { x[0] = 1; }

void f(int* x) {
  /* CUPORT CP2001: kernel launch not understood: expected 2 to 4 launch parameters, found 1 */
  k<<<1>>>(x);  // expected-warning CP2001
  /* CUPORT CP2001: kernel launch not understood: expected 2 to 4 launch parameters, found 5 */
  k<<<1, 2, 3, 4, 5>>>(x);  // expected-warning CP2001
}
