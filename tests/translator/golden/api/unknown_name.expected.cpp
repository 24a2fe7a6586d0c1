// RUN: translate %s
#include <cuport/runtime.h>

void f() {
  /* CUPORT CP1001: cudaNoSuchFunction is not in cuport's API table; left as written */
  cudaNoSuchFunction(42);  // expected-warning CP1001
  /* CUPORT CP1001: CUDA_NO_SUCH_CONSTANT is not in cuport's API table; left as written */
  int x = CUDA_NO_SUCH_CONSTANT;  // expected-warning CP1001
  (void)x;
}
